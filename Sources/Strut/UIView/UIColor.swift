import Foundation

/// A color, stored as red, green, blue and alpha components in the extended sRGB space.
///
/// Strut keeps colors only to describe and draw views; components outside 0...1 are kept as
/// given, as UIKit's extended-range colors are. Colors are immutable, hence `Sendable`, as
/// UIKit's are.
open class UIColor: NSObject, @unchecked Sendable {
  private let red: CGFloat
  private let green: CGFloat
  private let blue: CGFloat
  private let alpha: CGFloat
  private let isGray: Bool

  /// Creates a color from red, green, blue and alpha components, each usually in 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.isGray = false
    super.init()
  }

  /// Creates a gray color from a white level and an alpha component, each usually in 0...1.
  public init(white: CGFloat, alpha: CGFloat) {
    self.red = white
    self.green = white
    self.blue = white
    self.alpha = alpha
    self.isGray = true
    super.init()
  }

  /// Reads the color's components, as UIKit does; always succeeds in Strut.
  ///
  ///     var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
  ///     UIColor.orange.getRed(&r, green: &g, blue: &b, alpha: &a)   // true; (1, 0.5, 0, 1)
  ///
  /// - Parameters:
  ///   - red: On return, the red component, if the pointer is not `nil`.
  ///   - green: On return, the green component, if the pointer is not `nil`.
  ///   - blue: On return, the blue component, if the pointer is not `nil`.
  ///   - alpha: On return, the alpha component, if the pointer is not `nil`.
  /// - Returns: `true`: every Strut color converts to RGB.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Returns the same color with a different alpha component.
  ///
  /// - Parameter alpha: The new alpha component.
  /// - Returns: A new color.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    isGray
      ? UIColor(white: red, alpha: alpha)
      : UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the other object is a color with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue
      && alpha == other.alpha && isGray == other.isGray
  }

  /// A hash of the components, consistent with `isEqual(_:)`.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    hasher.combine(isGray)
    return hasher.finalize()
  }

  /// The color as UIKit prints it: `UIExtendedSRGBColorSpace 1 0 0 1` or
  /// `UIExtendedGrayColorSpace 0.5 1`.
  open override var description: String {
    let numbers = isGray ? [red, alpha] : [red, green, blue, alpha]
    let text = numbers.map { String(format: "%g", Double($0)) }.joined(separator: " ")
    return (isGray ? "UIExtendedGrayColorSpace " : "UIExtendedSRGBColorSpace ") + text
  }

  /// Black: white 0, alpha 1.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Dark gray: white 1/3, alpha 1.
  open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
  /// Light gray: white 2/3, alpha 1.
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
  /// White: white 1, alpha 1.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Gray: white 0.5, alpha 1.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Red: (1, 0, 0), alpha 1.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green: (0, 1, 0), alpha 1.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue: (0, 0, 1), alpha 1.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Cyan: (0, 1, 1), alpha 1.
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Yellow: (1, 1, 0), alpha 1.
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Magenta: (1, 0, 1), alpha 1.
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Orange: (1, 0.5, 0), alpha 1.
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple: (0.5, 0, 0.5), alpha 1.
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown: (0.6, 0.4, 0.2), alpha 1.
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// Fully transparent: white 0, alpha 0.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
