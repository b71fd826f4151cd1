import Foundation

/// A one-line text field, sized by its text or placeholder (C4).
///
/// The height is the font's line height rounded up to whole points, plus 1 point without a
/// border or 13 with the rounded-rect border, which is at least 34 points tall and insets the
/// text 7 points on each side. Those are the sizes of Xcode 14 to 26 files (ib-format.md, "Other
/// controls"): a borderless 17 pt field is 22 tall, 18 pt 23 (a secure one, 21 and 22), and a
/// rounded-rect one 34 for fonts up to 17 pt. Files saved by older Xcodes keep their era's sizes (the importer's
/// concern).
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

  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The text.
  @exclusivity(unchecked) open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text shown while the field is empty.
  @exclusivity(unchecked) open var placeholder: String? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The font; 17 pt system by default.
  @exclusivity(unchecked) open var font: UIFont? = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The border.
  @exclusivity(unchecked) open var borderStyle: BorderStyle = .none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text alignment.
  @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural
  /// Whether the field hides what is typed (a password); a borderless secure field is 1 point
  /// shorter.
  @exclusivity(unchecked) open var isSecureTextEntry = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The height the baselines are measured at, when not the intrinsic height: for tools that
  /// know the height a field was drawn at (the Interface Builder importer passes the stored
  /// frame's, as a field loaded from its nib has it at its first layout).
  @_spi(StrutInternals)
  public var baselineMeasuringHeight: CGFloat? {
    // Not a size change, but the next pass must read the baselines again.
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text or placeholder width plus the border's insets; the line height or the border's
  /// minimum height.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let shown = (text?.isEmpty == false ? text : placeholder) ?? ""
    let textWidth = UILabel.ceilToPixels(CGFloat(font.textFont.width(of: shown)))
    let wholeLines = font.lineHeight.rounded(.up)
    switch borderStyle {
    case .roundedRect:
      return CGSize(width: textWidth + 14, height: max(34, wholeLines + 13))
    case .line, .bezel:
      return CGSize(width: textWidth + 4, height: UILabel.ceilToPixels(font.lineHeight) + 4)
    case .none:
      return CGSize(width: textWidth, height: wholeLines + (isSecureTextEntry ? 0 : 1))
    }
  }

  /// The line's baselines, the line centered in the field as `contentVerticalAlignment`'s
  /// default centers it, at ``baselineMeasuringHeight`` or the intrinsic height: a borderless
  /// field 30 points tall aligned by baseline with a 17-point label is stored 21 points above
  /// the label's baseline, 4.9 above the line's top (Twilio's Xcode 15 room form).
  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let height = baselineMeasuringHeight ?? intrinsicContentSize.height
    guard height > 0 else { return nil }
    let font = self.font ?? UIFont.systemFont(ofSize: 17)
    let fromTop = (height - font.lineHeight) / 2 + font.ascender
    return (fromTop: fromTop, fromBottom: height - fromTop)
  }
}
