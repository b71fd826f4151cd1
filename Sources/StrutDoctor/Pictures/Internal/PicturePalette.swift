import Foundation
import Strut

/// The colours and strokes of the pictures: Interface Builder's canvas language.
///
/// Kept in one place so the SVG and the HTML legend cannot disagree.
enum PicturePalette {
  /// The canvas.
  static let canvas = "#ffffff"
  /// A view's outline.
  static let outline = "#8e8e93"
  /// A stack view's outline, dashed.
  static let stackOutline = "#5856d6"
  /// The dash pattern of a stack view's outline.
  static let stackDash = "6 3"
  /// The dash pattern of a hidden view's outline.
  static let ghostDash = "2 2"
  /// The opacity a hidden view is drawn with.
  static let ghostOpacity: CGFloat = 0.35
  /// A button's title, and a satisfied constraint: the system blue.
  static let systemBlue = "#007aff"
  /// A broken or unsatisfied constraint.
  static let conflictRed = "#ff3b30"
  /// The dash pattern of an optional constraint.
  static let optionalDash = "3 2"
  /// An image placeholder's fill.
  static let placeholderFill = "#f2f2f7"
  /// An image placeholder's cross and name.
  static let placeholderInk = "#8e8e93"
  /// A switch that is on.
  static let switchOn = "#34c759"
  /// A switch that is off.
  static let switchOff = "#e9e9eb"
  /// A text field's placeholder text.
  static let placeholderText = "#c7c7cd"
  /// Captions.
  static let caption = "#3c3c43"
  /// The fonts text is drawn in: the system font where there is one.
  static let fontFamily = "-apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif"

  /// A colour as `#rrggbb` and its opacity, components clamped to 0...1.
  static func hex(_ color: UIColor) -> (hex: String, opacity: CGFloat) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let digits = [red, green, blue].map { component -> String in
      let byte = component.isNaN ? 0 : Int((min(max(component, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return ("#" + digits.joined(), min(max(alpha, 0), 1))
  }
}
