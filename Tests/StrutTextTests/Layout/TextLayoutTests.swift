import Testing

@testable import StrutText

/// Line breaking and truncation (uikit-semantics.md L2, L5; issue #5 "Text layout"), measured
/// with a face whose every character is 10 points wide at 10 pt, so widths are character counts.
@Suite struct TextLayoutTests {
  let font = TextFont(face: .monospaced(advance: 1000), pointSize: 10)

  private func lines(
    _ text: String, width: Double = .infinity, maximumNumberOfLines: Int = 0,
    mode: TextLineBreakMode = .truncatingTail
  ) -> [String] {
    TextLayout(
      text: text, font: font, width: width, maximumNumberOfLines: maximumNumberOfLines,
      lineBreakMode: mode
    ).lines.map(\.text)
  }

  // L1: unwrapped text is one line as wide as its characters; empty text has no lines.
  @Test func unwrappedTextIsOneLine() {
    let layout = TextLayout(text: "Hello world", font: font)
    #expect(layout.lines.map(\.text) == ["Hello world"])
    #expect(layout.width == 110)
    #expect(layout.height == 10)
    #expect(TextLayout(text: "", font: font).lines.isEmpty)
  }

  // Emoji come from Apple Color Emoji, which does not scale in proportion: a quarter more than
  // an em at text sizes, and 1.02 points a point above 17 (the IB corpus stores 😬 at 38 points
  // as 43 wide and 🌮 at 45 as 50), whatever the face around them.
  @Test(arguments: [(10.0, 12.5), (17, 21.25), (38, 42.67), (45, 49.81)])
  func emojiWidthsFollowAppleColorEmoji(pointSize: Double, width: Double) {
    let face = TextFont(face: .monospaced(advance: 1000), pointSize: pointSize)
    #expect(abs(face.width(of: "😬") - width) < 0.01)
    #expect(abs(face.width(of: "a😬a") - width - 2 * pointSize) < 0.01)
  }

  // Word wrapping breaks after spaces; the spaces hang and take no width.
  @Test func wrapsAtSpacesAndSpacesHang() {
    let layout = TextLayout(text: "aaa bbb ccc", font: font, width: 75)
    #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc"])
    #expect(layout.lines[0].width == 70)
    #expect(!layout.isTruncated)
  }

  // Word wrapping may break after a hyphen inside a word.
  @Test func wrapsAfterHyphens() {
    #expect(lines("well-known fact", width: 60) == ["well-", "known", "fact"])
  }

  // A word longer than the line breaks between characters.
  @Test func breaksLongWordsByCharacter() {
    #expect(lines("abcdefghij", width: 40) == ["abcd", "efgh", "ij"])
  }

  // Character wrapping ignores word boundaries.
  @Test func charWrappingBreaksAnywhere() {
    #expect(lines("ab cdef", width: 40, mode: .charWrapping) == ["ab c", "def"])
  }

  // CJK text breaks between ideographs; Hangul keeps words whole, as iOS's standard strategy.
  @Test func eastAsianBreaking() {
    #expect(lines("日本語の文章", width: 40) == ["日本語の", "文章"])
    #expect(lines("안녕하세요 세계", width: 60) == ["안녕하세요", "세계"])
  }

  // Wide characters measure one em each (issue #5's documented fallback figure), but Hangul
  // syllables 0.87 em, as Apple SD Gothic Neo sets them in the labels and buttons Xcode stored.
  @Test func wideCharactersMeasureOneEmAndHangulLess() {
    let font = TextFont(face: .monospaced(advance: 500), pointSize: 10)
    #expect(TextLayout(text: "日本", font: font).width == 20)
    #expect(abs(TextLayout(text: "오늘", font: font).width - 17.4) < 1e-9)
    // From fallback fonts, which San Francisco's tracking does not reach: 아무노래 at 22 points
    // as Xcode stored it (77) within half a point.
    let system = TextFont(face: .system(weightClass: 400, pointSize: 22), pointSize: 22)
    #expect(system.tracking != 0)
    #expect(TextLayout(text: "日本", font: system).width == 44)
    #expect(abs(TextLayout(text: "아무노래", font: system).width - 77) <= 0.5)
  }

  // L5: only the last visible line is truncated, with "…" at the tail by default.
  @Test func truncatesOnlyTheLastVisibleLine() {
    let layout = TextLayout(
      text: "aaa bbb ccc ddd eee", font: font, width: 75, maximumNumberOfLines: 2)
    #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc dd…"])
    #expect(layout.isTruncated)
    #expect(layout.lines[1].isTruncated && !layout.lines[0].isTruncated)
  }

  // Head and middle truncation keep the end, or both ends.
  @Test func headAndMiddleTruncation() {
    #expect(
      lines("abcdefghij", width: 50, maximumNumberOfLines: 1, mode: .truncatingHead) == ["…ghij"])
    #expect(
      lines("abcdefghij", width: 50, maximumNumberOfLines: 1, mode: .truncatingMiddle) == ["ab…ij"])
  }

  // Clipping shows the characters that start inside the box and adds no "…".
  @Test func clippingCutsAtTheEdge() {
    let layout = TextLayout(
      text: "abcdefghij", font: font, width: 45, maximumNumberOfLines: 1, lineBreakMode: .clipping)
    #expect(layout.lines.map(\.text) == ["abcde"])
    #expect(layout.lines[0].width == 45)
    #expect(layout.isTruncated)
  }

  // Wrapping modes with a line limit stop at the limit without "…".
  @Test func wrappingModesStopWithoutEllipsis() {
    let layout = TextLayout(
      text: "aaa bbb ccc", font: font, width: 35, maximumNumberOfLines: 2,
      lineBreakMode: .wordWrapping)
    #expect(layout.lines.map(\.text) == ["aaa", "bbb"])
    #expect(layout.isTruncated)
  }

  // A newline starts a paragraph; an empty paragraph still takes a line.
  @Test func newlinesStartParagraphs() {
    #expect(lines("a\n\nb") == ["a", "", "b"])
    // One line allowed: the first paragraph, marked as truncated because more follows.
    #expect(lines("ab\ncd", maximumNumberOfLines: 1) == ["ab…"])
  }
}
