import Foundation

/// A one-line text field, sized by its text or placeholder (C4).
///
/// With the rounded-rect border the height is at least 34 points (30 before iOS 13, ib-format.md
/// §0) and the text is inset 7 points on each side; without a border the field is as tall as a
/// line of its font.
open class UITextField: UIControl {
  /// The border drawn around the field.
  public enum BorderStyle: Int, Sendable {
    /// None (the default in code).
    case none = 0
    /// A line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle (the default in Interface Builder).
    case roundedRect = 3
  }

  /// The text.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text shown while the field is empty.
  open var placeholder: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font; 17 pt system by default.
  open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The border.
  open var borderStyle: BorderStyle = .none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text alignment.
  open var textAlignment: NSTextAlignment = .natural

  /// The text or placeholder width plus the border's insets; the line height or the border's
  /// minimum height.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let textWidth = UILabel.ceilToPixels(CGFloat(font.textFont.width(of: shown)))
    let lineHeight = UILabel.ceilToPixels(font.lineHeight)
    switch borderStyle {
    case .roundedRect:
      return CGSize(width: textWidth + 14, height: max(34, lineHeight + 14))
    case .line, .bezel:
      return CGSize(width: textWidth + 4, height: lineHeight + 4)
    case .none:
      return CGSize(width: textWidth, height: lineHeight)
    }
  }
}
