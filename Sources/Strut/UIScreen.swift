import Foundation

/// The screen Strut lays out for: its scale decides the pixel grid frames are rounded to.
///
/// UIKit reads the scale from the device; Strut defaults to 3 (every current iPhone) and lets
/// tests and tools set another (Strut-only).
public final class UIScreen: @unchecked Sendable {
  /// The screen layouts are made for.
  public static let main = UIScreen()

  private let lock = NSLock()
  private var storedScale: CGFloat = 3
  @TaskLocal private static var scopedScale: CGFloat?

  /// Points to pixels: 3 by default; settable in Strut to simulate a 2× device.
  ///
  /// Inside ``withScale(_:_:)`` it is that scale, for the current task only; setting it
  /// changes the process-wide default that every other task sees.
  public var scale: CGFloat {
    get { Self.scopedScale ?? lock.withLock { storedScale } }
    set { lock.withLock { storedScale = newValue } }
  }

  /// Runs `body` with another scale, for the current task only (Strut-only).
  ///
  /// Layouts made and laid out inside round to that pixel grid, text included, while tests or
  /// files checked in parallel keep theirs: an importer lays out an @2x file at 2.
  ///
  /// - Parameters:
  ///   - scale: Points to pixels, such as 2 or 3.
  ///   - body: The work to do at that scale.
  /// - Returns: What `body` returns.
  public func withScale<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
    try Self.$scopedScale.withValue(scale) { try body() }
  }
}
