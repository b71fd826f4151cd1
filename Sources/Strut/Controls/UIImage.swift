import Foundation

/// An image, as far as layout cares: a size and a name.
///
/// Strut draws no pixels. Named images come from a registry filled by
/// ``register(named:size:)`` (the IB importer registers the sizes listed in a file's
/// `<resources>`); an unregistered name gives `nil`, as a missing asset does on iOS.
open class UIImage: NSObject, @unchecked Sendable {
  /// The size, in points.
  public let size: CGSize
  /// The name it was made from, if any.
  public let name: String?

  /// An image of a size (Strut-only).
  ///
  /// - Parameters:
  ///   - size: The size, in points.
  ///   - name: A name to show in pictures and reports.
  public init(size: CGSize, name: String? = nil) {
    self.size = size
    self.name = name
  }

  /// The image registered under a name, or `nil`.
  ///
  /// - Parameter name: The asset name.
  public convenience init?(named name: String) {
    guard let size = UIImage.registry.value[name] else { return nil }
    self.init(size: size, name: name)
  }

  /// A system symbol, sized like SF Symbols at the body size (about 20 × 20 points).
  ///
  /// SF Symbols' sizes vary per symbol; Strut uses one figure for all of them.
  ///
  /// - Parameter systemName: The symbol name.
  public convenience init?(systemName: String) {
    self.init(size: CGSize(width: 20, height: 20), name: systemName)
  }

  /// Registers the size of a named image for ``init(named:)`` (Strut-only).
  ///
  /// - Parameters:
  ///   - name: The asset name.
  ///   - size: Its size, in points.
  public static func register(named name: String, size: CGSize) {
    registry.mutate { $0[name] = size }
  }

  private static let registry = LockedValue<[String: CGSize]>([:])
}
