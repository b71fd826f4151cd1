import Foundation

/// The device an Interface Builder file was laid out for: its `<device>` element, resolved to a
/// screen size, a scale and size classes.
///
/// Xcode stores frames for the device chosen in "View as"; the importer resolves size-class
/// variations for this device's traits and simulates its safe area, since neither the traits nor
/// the safe area is stored (ib-format.md §11).
///
///     document.device.id            // "retina4_7"
///     document.device.screenSize    // (375.0, 667.0)
public struct InterfaceBuilderDevice: Hashable, Sendable {
  /// The kind of device.
  public enum Idiom: String, Hashable, Sendable {
    /// An iPhone or iPod touch.
    case phone
    /// An iPad.
    case pad
    /// An Apple TV.
    case tv
    /// No device is named: an old "wAny hAny" canvas, or an unknown id.
    case unspecified
  }

  /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
  public enum SizeClass: String, Hashable, Sendable {
    /// Compact.
    case compact
    /// Regular.
    case regular
    /// Unspecified: matches only variations that do not name this dimension.
    case unspecified
  }

  /// The `id` of the `<device>` element, such as `retina6_12`; `nil` when the file has none.
  public var id: String?

  /// Whether the canvas is in landscape.
  public var isLandscape: Bool

  /// The screen's size in points, in the canvas orientation.
  public var screenSize: CGSize

  /// Points to pixels: 1, 2 or 3.
  public var scale: CGFloat

  /// The kind of device.
  public var idiom: Idiom

  /// The horizontal size class of a full-screen view on this device and orientation.
  public var horizontalSizeClass: SizeClass

  /// The vertical size class of a full-screen view on this device and orientation.
  public var verticalSizeClass: SizeClass

  /// Creates a device description.
  ///
  /// - Parameters:
  ///   - id: The `<device>` id, or `nil`.
  ///   - isLandscape: Whether the canvas is in landscape.
  ///   - screenSize: The screen's size in points, in the canvas orientation.
  ///   - scale: Points to pixels.
  ///   - idiom: The kind of device.
  ///   - horizontalSizeClass: The horizontal size class.
  ///   - verticalSizeClass: The vertical size class.
  public init(
    id: String?, isLandscape: Bool, screenSize: CGSize, scale: CGFloat, idiom: Idiom,
    horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass
  ) {
    self.id = id
    self.isLandscape = isLandscape
    self.screenSize = screenSize
    self.scale = scale
    self.idiom = idiom
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}
