import Foundation
import StrutText

/// A view that shows text, sized by it (uikit-semantics.md L1–L5).
///
/// Every measurement goes through ``textRect(forBounds:limitedToNumberOfLines:)``, and every
/// drawing through ``drawText(in:)``, exactly where UIKit calls them, so subclasses that
/// override them (a padding label) size and draw as on iOS. ``visibleText`` tells what the
/// label shows (Strut-only).
open class UILabel: UIView {
  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The text shown; `nil` or empty shows nothing and has no size (L1).
  @exclusivity(unchecked) open var text: String? {
    didSet { if text != oldValue { textLayoutDidChange() } }
  }

  /// The font; setting `nil` restores the default, the 17 pt system font.
  open var font: UIFont! {
    get { storedFont }
    set {
      let font = newValue ?? UILabel.defaultFont
      guard font != storedFont else { return }
      storedFont = font
      textLayoutDidChange()
    }
  }
  @exclusivity(unchecked) private var storedFont: UIFont = UILabel.defaultFont

  /// The text's color; setting `nil` restores the default, black.
  open var textColor: UIColor! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .black }
  }
  @exclusivity(unchecked) private var storedTextColor: UIColor = .black

  /// Where lines sit horizontally; `.natural` (leading) by default.
  @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural

  /// The most lines shown; 0 for no limit.
  ///
  /// 1 by default.
  @exclusivity(unchecked) open var numberOfLines: Int = 1 {
    didSet {
      guard numberOfLines != oldValue else { return }
      textLayoutDidChange()
      // A stack view gives multiline labels text-width constraints (S10).
      if (numberOfLines == 1) != (oldValue == 1), let stack = storedSuperview as? UIStackView,
        stack.isArranged(self)
      {
        stack.setNeedsArrangementUpdate()
      }
    }
  }

  /// How lines wrap and the last one is cut; `.byTruncatingTail` by default (L5).
  @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textLayoutDidChange() } }
  }

  /// The width multi-line text wraps at for the intrinsic size; 0 (the default) wraps at the
  /// width the label had in the previous layout pass (L2).
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textLayoutDidChange() } }
  }

  /// Whether a single line too wide for the label shrinks its font before it truncates.
  ///
  /// It shrinks down to ``minimumScaleFactor``. Sizing ignores it, as on iOS.
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false

  /// The smallest fraction of the font size ``adjustsFontSizeToFitWidth`` may shrink to.
  @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0

  /// Whether the label draws its text as enabled.
  @exclusivity(unchecked) open var isEnabled = true

  /// The width the automatic multi-line intrinsic size was computed at (L2), or `nil` when it
  /// has not been computed since the text last changed.
  @exclusivity(unchecked) private var automaticWrapWidth: CGFloat?

  /// Makes an empty label with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a label from an archive; Strut has none, so this fails as an unarchiver would.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static var defaultFont: UIFont { UIFont.systemFont(ofSize: UIFont.labelFontSize) }

  /// The text's size: the rect ``textRect(forBounds:limitedToNumberOfLines:)`` gives for the
  /// wrapping width, rounded up to pixels (L1, L2).
  open override var intrinsicContentSize: CGSize {
    textSize(wrappingAt: wrapWidthForIntrinsicSize)
  }

  /// The text rect for a wrapping width, rounded up to pixels: what sizing asks of
  /// ``textRect(forBounds:limitedToNumberOfLines:)`` (L3).
  private func textSize(wrappingAt width: CGFloat) -> CGSize {
    let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
    let rect = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    return CGSize(width: Self.ceilToPixels(rect.width), height: Self.ceilToPixels(rect.height))
  }

  /// The width the intrinsic size wraps at (L2): unlimited for one line, else
  /// ``preferredMaxLayoutWidth``, else the width of the last layout pass.
  private var wrapWidthForIntrinsicSize: CGFloat {
    if numberOfLines == 1 { return .greatestFiniteMagnitude }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    automaticWrapWidth = layoutWrapWidth
    return layoutWrapWidth
  }

  /// The width of the last layout pass as a wrapping width: unlimited before the first pass
  /// and at zero width.
  private var layoutWrapWidth: CGFloat {
    bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
  }

  /// The rect the text takes inside `bounds` when limited to a number of lines (L3).
  ///
  /// The one hook UIKit sizes labels through: ``intrinsicContentSize``, ``sizeThatFits(_:)``
  /// and ``sizeToFit()`` call it. Subclasses override it to make room, for example for padding
  /// (L4).
  ///
  /// - Parameters:
  ///   - bounds: The space available; its width is the wrapping width.
  ///   - numberOfLines: The most lines; 0 for no limit.
  /// - Returns: The rect the text takes, at `bounds.origin`, rounded up to pixels.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
    let layout = textLayout(text, width: bounds.width, lines: numberOfLines, font: storedFont)
    let height = min(
      CGFloat(layout.height), bounds.height == .greatestFiniteMagnitude ? .infinity : bounds.height)
    return CGRect(
      x: bounds.minX, y: bounds.minY, width: Self.ceilToPixels(CGFloat(layout.width)),
      height: Self.ceilToPixels(max(height, CGFloat(layout.lineHeight))))
  }

  /// Draws the text in a rect: centred vertically, aligned horizontally, truncated on the last
  /// line that fits (L3, L5).
  ///
  /// Sizing never calls it. Strut draws nothing; it records the lines for ``visibleText``.
  ///
  /// - Parameter rect: Where to draw, in the label's coordinates.
  open func drawText(in rect: CGRect) {
    guard let recorder = VisibleTextRecorder.current else { return }
    recorder.result = layoutForDrawing(in: rect)
  }

  /// What the label shows at its current size: the lines ``drawText(in:)`` draws in its bounds,
  /// truncation included (Strut-only).
  ///
  /// It calls ``drawText(in:)`` as UIKit's `draw(_:)` does, so an override that insets the rect
  /// is honoured.
  public var visibleText: VisibleText {
    let recorder = VisibleTextRecorder()
    VisibleTextRecorder.$current.withValue(recorder) { drawText(in: bounds) }
    return recorder.result
  }

  /// The size that fits `size`: the text rect for its width, rounded up to pixels (L3).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    textSize(wrappingAt: size.width > 0 ? size.width : .greatestFiniteMagnitude)
  }

  /// After a pass, a multi-line label sized at another width than it now has measures again:
  /// UIKit's second pass for automatic wrapping width (L2).
  ///
  /// A label squeezed to zero width measures again too, unwrapped as before its first pass: it
  /// kept the lines of the last width it had, so the same tree laid out fresh came out shorter.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let width = automaticWrapWidth, numberOfLines != 1, preferredMaxLayoutWidth == 0,
      abs(width - layoutWrapWidth) > 0.001  // false when both are unlimited (NaN)
    {
      invalidateIntrinsicContentSize()
    }
  }

  // MARK: - Internals

  override var isMultilineTextCandidate: Bool { numberOfLines != 1 }

  override var textForDescription: String { Self.quotedForDescription(text) }

  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let font = storedFont
    let height = intrinsicContentSize.height
    guard height > 0 else { return nil }
    // Measured on the intrinsic height: the first baseline one ascender below the top, the last
    // one ascender below the top of the last line.
    let spacing = CGFloat(font.textFont.lineSpacing)
    guard spacing > 0 else { return (fromTop: font.ascender, fromBottom: height - font.ascender) }
    let lines = max(1, ((height - font.lineHeight) / spacing).rounded(.down) + 1)
    let lastFromTop = (lines - 1) * spacing + font.ascender
    return (fromTop: font.ascender, fromBottom: height - lastFromTop)
  }

  /// The button whose title this label shows: it resizes when the label's text layout changes.
  ///
  /// Weak in effect: the button clears it when it deinitializes (a `weak` reference would give
  /// every button a side table, see `ItemReference`).
  @exclusivity(unchecked) unowned(unsafe) var hostControl: UIButton?

  private func textLayoutDidChange() {
    hostControl?.titleLabelDidChange()
    automaticWrapWidth = nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// What a text layout depends on, to reuse the last few: sizing and drawing measure the same
  /// text at the same widths again and again.
  private struct TextLayoutKey: Hashable {
    let text: String
    let fontName: String
    let pointSize: CGFloat
    let lineSpacing: Double
    let width: CGFloat
    let lines: Int
    let mode: NSLineBreakMode
  }
  @exclusivity(unchecked) private var recentTextLayouts: [TextLayoutKey: TextLayout] = [:]

  private func textLayout(_ text: String, width: CGFloat, lines: Int, font: UIFont) -> TextLayout {
    let key = TextLayoutKey(
      text: text, fontName: font.fontName, pointSize: font.pointSize,
      lineSpacing: font.textFont.lineSpacing, width: width, lines: lines, mode: lineBreakMode)
    if let layout = recentTextLayouts[key] { return layout }
    let layout = TextLayout(
      text: text, font: font.textFont,
      width: width >= .greatestFiniteMagnitude ? .infinity : Double(width) + 1e-6,
      maximumNumberOfLines: lines, lineBreakMode: lineBreakMode.textMode)
    // A handful of widths covers sizing and drawing; a label resized across many widths starts
    // over rather than growing without bound.
    if recentTextLayouts.count >= 8 { recentTextLayouts.removeAll(keepingCapacity: true) }
    recentTextLayouts[key] = layout
    return layout
  }

  /// The lines drawn in `rect`: the font shrunk if allowed, as many lines as fit, centred.
  private func layoutForDrawing(in rect: CGRect) -> VisibleText {
    guard let text, !text.isEmpty, rect.width > 0 else { return .empty }
    var font = storedFont
    if adjustsFontSizeToFitWidth, numberOfLines == 1 {
      let full = CGFloat(font.textFont.width(of: text))
      if full > rect.width {
        // Start from the proportional size and step down by half points: tracking changes with
        // the size, so the proportional guess can still be a little wide.
        let smallest = font.pointSize * minimumScaleFactor
        var size = max(smallest, (font.pointSize * rect.width / full * 2).rounded(.down) / 2)
        while size - 0.5 >= smallest,
          CGFloat(font.withSize(size).textFont.width(of: text)) > rect.width
        {
          size -= 0.5
        }
        font = font.withSize(size)
      }
    }
    // A zero-point font has no line spacing, and an unbounded rectangle no limit: either way as
    // many lines as the text needs fit.
    let spacing = CGFloat(font.textFont.lineSpacing)
    let room = (rect.height - font.lineHeight + 0.001) / spacing
    let fitting = room.isFinite ? max(1, Int(min(room, 1e6)) + 1) : Int(1e6)
    let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
    let layout = textLayout(text, width: rect.width, lines: limit, font: font)
    let lineHeight = CGFloat(layout.lineHeight)
    let lineSpacing = CGFloat(layout.lineSpacing)
    let top = rect.minY + (rect.height - CGFloat(layout.height)) / 2
    let lines = layout.lines.enumerated().map { index, line in
      let width = CGFloat(line.width)
      let x: CGFloat
      switch resolvedAlignment {
      case .center: x = rect.minX + (rect.width - width) / 2
      case .right: x = rect.maxX - width
      default: x = rect.minX
      }
      return VisibleText.Line(
        text: line.text,
        frame: CGRect(
          x: x, y: top + CGFloat(index) * lineSpacing, width: width, height: lineHeight))
    }
    return VisibleText(lines: lines, isTruncated: layout.isTruncated, pointSize: font.pointSize)
  }

  /// The alignment with `.natural` resolved for the layout direction.
  private var resolvedAlignment: NSTextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }

  /// A length rounded up to the pixel grid of the main screen's scale.
  package static func ceilToPixels(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (value * scale - 1e-6).rounded(.up) / scale
  }
}

/// Collects what one ``UILabel/drawText(in:)`` call draws.
final class VisibleTextRecorder: @unchecked Sendable {
  @TaskLocal static var current: VisibleTextRecorder?
  @exclusivity(unchecked) var result = VisibleText.empty
}
