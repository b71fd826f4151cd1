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

  /// Points to pixels: 3 by default; settable in Strut to simulate a 2× device.
  public var scale: CGFloat {
    get { lock.withLock { storedScale } }
    set { lock.withLock { storedScale = newValue } }
  }
}
