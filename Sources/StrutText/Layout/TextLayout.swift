/// Text broken into lines and truncated the way `UILabel` does it (uikit-semantics.md L1, L2,
/// L5).
///
/// Lines wrap at word boundaries (after spaces and hyphens), between East Asian ideographs and
/// kana, and keep Hangul words whole, as iOS's standard line-break strategy does; a word longer
/// than a line breaks between characters. Spaces at the end of a line hang: they take no width.
/// When the text needs more lines than allowed, only the last visible line is truncated, and
/// only truncation modes add "…"; the wrapping modes simply stop.
public struct TextLayout: Sendable {
  /// The lines shown, top to bottom.
  public let lines: [TextLine]
  /// Whether some of the text is not shown: truncated, clipped or beyond the last line.
  public let isTruncated: Bool
  /// The height of one line, in points.
  public let lineHeight: Double
  /// The distance from one line's top to the next one's, in points (``TextFont/lineSpacing``).
  public let lineSpacing: Double

  /// The width of the widest line, in points.
  public var width: Double { lines.map(\.width).max() ?? 0 }
  /// The height of all lines, in points: one line height, and a line spacing for each further
  /// line.
  public var height: Double {
    lines.isEmpty ? 0 : lineHeight + Double(lines.count - 1) * lineSpacing
  }

  /// Lays out text.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"` starts a new paragraph.
  ///   - font: The font.
  ///   - width: The width lines may take; `.infinity` (or NaN) for none, and a negative width
  ///     is zero.
  ///   - maximumNumberOfLines: The most lines shown; 0 for no limit.
  ///   - lineBreakMode: How lines wrap and the last one is cut.
  public init(
    text: String, font: TextFont, width: Double = .infinity, maximumNumberOfLines: Int = 0,
    lineBreakMode: TextLineBreakMode = .truncatingTail
  ) {
    lineHeight = font.lineHeight
    lineSpacing = font.lineSpacing
    guard !text.isEmpty else {
      lines = []
      isTruncated = false
      return
    }
    // Widths come from frames and user code: neither may make the breaker index past a line.
    let width = width.isNaN ? .infinity : max(0, width)
    let breaker = LineBreaker(font: font, width: width, lineBreakMode: lineBreakMode)
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    var result: [TextLine] = []
    var truncated = false
    paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
      let runs = breaker.lines(of: MeasuredText(paragraph, font: font))
      for (lineIndex, run) in runs.enumerated() {
        let isLastAllowed =
          maximumNumberOfLines > 0 && result.count == maximumNumberOfLines - 1
        if isLastAllowed && (lineIndex < runs.count - 1 || index < paragraphs.count - 1) {
          result.append(breaker.lastLine(of: run))
          truncated = true
          break paragraphLoop
        }
        result.append(run.line)
        if run.line.isTruncated { truncated = true }
      }
    }
    lines = result
    isTruncated = truncated
  }
}
