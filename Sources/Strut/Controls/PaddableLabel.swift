import Foundation

/// A label with padding around its text, from the user's second article, made right for
/// multi-line text (uikit-semantics.md L3, L4).
///
/// The article's version grows ``UILabel/intrinsicContentSize`` by the padding and insets
/// ``UILabel/drawText(in:)``. That is wrong for wrapped text: the text wraps at the full width
/// while it is drawn in the narrower inset width, so the label is at least a line too short and
/// its last line truncates. This one sizes through
/// ``UILabel/textRect(forBounds:limitedToNumberOfLines:)`` with the bounds inset, so the text
/// wraps at the width it is drawn in; the intrinsic size, `sizeThatFits(_:)` and `sizeToFit()`
/// all follow, and changing the padding invalidates the intrinsic size.
///
/// ```swift
/// let tag = PaddableLabel(edgeInsets: 8, 8, 4, 4)   // left, right, top, bottom
/// let note = PaddableLabel(inset: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
/// ```
///
/// From a storyboard, the `left`, `right`, `top` and `bottom` inspectables set the padding.
open class PaddableLabel: UILabel {
  /// The space between the label's edges and its text.
  open var padding: UIEdgeInsets = .zero {
    didSet { if padding != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The left padding, settable in Interface Builder.
  @IBInspectable open var left: CGFloat {
    get { padding.left }
    set { padding.left = newValue }
  }

  /// The right padding, settable in Interface Builder.
  @IBInspectable open var right: CGFloat {
    get { padding.right }
    set { padding.right = newValue }
  }

  /// The top padding, settable in Interface Builder.
  @IBInspectable open var top: CGFloat {
    get { padding.top }
    set { padding.top = newValue }
  }

  /// The bottom padding, settable in Interface Builder.
  @IBInspectable open var bottom: CGFloat {
    get { padding.bottom }
    set { padding.bottom = newValue }
  }

  /// A label with padding, in the article's order: left, right, top, bottom.
  public required init(
    edgeInsets left: CGFloat, _ right: CGFloat, _ top: CGFloat, _ bottom: CGFloat
  ) {
    super.init(frame: .zero)
    padding = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// A label with padding.
  ///
  /// - Parameter inset: The padding.
  public convenience init(inset: UIEdgeInsets) {
    self.init(frame: .zero)
    padding = inset
  }

  /// A label without padding.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A label from a storyboard; the inspectables set the padding afterwards.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The text rect inside the padded bounds, grown back by the padding (L4).
  open override func textRect(
    forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int
  ) -> CGRect {
    let inner = super.textRect(
      forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
    return CGRect(
      x: inner.minX - padding.left, y: inner.minY - padding.top,
      width: inner.width + padding.left + padding.right,
      height: inner.height + padding.top + padding.bottom)
  }

  /// Draws the text inside the padding.
  open override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: padding))
  }
}
