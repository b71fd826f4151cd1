import StrutTestSupport
import Testing

@testable import StrutText

/// Seeded random text (uikit-semantics.md L1, L2, L5): mixed scripts, emoji, combining marks,
/// spaces of every kind, soft hyphens and new lines, at hostile widths and sizes, in every
/// line-break mode.
///
/// No layout may trap, and each keeps the rules a label relies on: no more lines than allowed;
/// a wrapped line no wider than the width unless it is one character that cannot break; text
/// that is not truncated all shown, in order; the same result every time.
@Suite("Random text layouts")
struct RandomTextLayoutTests {
  static let pieces = [
    "a", "word", "Today", " ", " ", "  ", "-", "\n", "\t", "\u{A0}", "\u{AD}", "\u{200B}",
    "e\u{301}", "👍🏽", "👨‍👩‍👧", "漢字", "かな", "오늘", "שלום", "مرحبا", "ﬁ", "W", "i", ".",
    "supercalifragilistic",
  ]
  static let modes: [TextLineBreakMode] = [
    .wordWrapping, .charWrapping, .clipping, .truncatingHead, .truncatingTail, .truncatingMiddle,
  ]

  /// What must be shown of `text` when nothing is cut: everything but spaces, hyphens and line
  /// breaks, which a break may hang, drop or add.
  static func shown(_ text: String) -> String {
    String(
      text.unicodeScalars.filter {
        !$0.properties.isWhitespace && !["-", "\u{AD}", "\u{200B}", "‐"].contains($0)
      }.map(Character.init))
  }

  @Test func randomTextKeepsTheRules() {
    var random = SplitMix64(seed: 20_261_130)
    var wrapped = 0
    for index in 0..<3_000 {
      let text = (0..<random.below(14)).map { _ in random.pick(Self.pieces) }.joined()
      let width = random.pick([0, 0.5, 3, 20, 57, 120, 300, .infinity, -5, .nan])
      let size = random.pick([0.0, 1, 11, 17, 200])
      let lines = random.below(4)
      let mode = random.pick(Self.modes)
      let font = TextFont(
        face: .system(weightClass: random.pick([100, 400, 700]), pointSize: size), pointSize: size)
      let layout = TextLayout(
        text: text, font: font, width: width, maximumNumberOfLines: lines, lineBreakMode: mode)
      let label =
        "#\(index) \(text.debugDescription) width \(width) size \(size) lines \(lines) \(mode)"
      if lines > 0 { #expect(layout.lines.count <= lines, "\(label)") }
      #expect(layout.height.isFinite && layout.width.isFinite, "\(label)")
      if width.isFinite, width >= 20, size > 0, mode == .wordWrapping || mode == .charWrapping {
        for line in layout.lines where line.text.count > 1 && !line.isTruncated {
          #expect(
            line.width <= width + 1e-6, "\(label): \(line.text.debugDescription) \(line.width)")
        }
        wrapped += 1
      }
      if !layout.isTruncated {
        #expect(
          Self.shown(layout.lines.map(\.text).joined()) == Self.shown(text),
          "\(label): \(layout.lines.map(\.text))")
      }
      let again = TextLayout(
        text: text, font: font, width: width, maximumNumberOfLines: lines, lineBreakMode: mode)
      #expect(again.lines == layout.lines, "\(label)")
    }
    #expect(wrapped > 200)
  }
}
