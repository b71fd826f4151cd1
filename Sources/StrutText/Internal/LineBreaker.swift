/// Breaks paragraphs into lines and truncates the last visible one (uikit-semantics.md L2, L5).
struct LineBreaker {
  let font: TextFont
  let width: Double
  let lineBreakMode: TextLineBreakMode
  private let ellipsis: String = "\u{2026}"
  private let ellipsisWidth: Double

  init(font: TextFont, width: Double, lineBreakMode: TextLineBreakMode) {
    self.font = font
    self.width = width
    self.lineBreakMode = lineBreakMode
    ellipsisWidth = font.width(of: "\u{2026}")
  }

  /// One wrapped line: where it starts in its paragraph, and the line as shown.
  struct Run {
    let text: MeasuredText
    let start: Int
    let line: TextLine
  }

  /// The lines of one paragraph; an empty paragraph still takes a line.
  func lines(of text: MeasuredText) -> [Run] {
    var runs: [Run] = []
    var start = 0
    repeat {
      let end = lineEnd(of: text, from: start)
      let visibleEnd = text.trimmedEnd(start, end)
      // Spaces hang where a line wraps; at the end of a paragraph they are part of the line, as
      // CoreText measures it (a label reading "Size: " is one space wider than "Size:").
      let measuredEnd = end == text.count && text.width(start, end) <= width ? end : visibleEnd
      let line = TextLine(
        text: text.string(start, visibleEnd), width: text.width(start, measuredEnd),
        isTruncated: false)
      runs.append(Run(text: text, start: start, line: line))
      start = text.skipSpaces(from: end)
    } while start < text.count
    return runs
  }

  /// The last line allowed when more text follows it.
  ///
  /// It holds the rest of its paragraph, cut as the mode says; wrapping modes show the line as
  /// wrapped and stop.
  func lastLine(of run: Run) -> TextLine {
    let text = run.text
    let start = run.start
    let end = text.count
    switch lineBreakMode {
    case .wordWrapping, .charWrapping:
      return run.line
    case .clipping:
      var visible = start
      var x = 0.0
      while visible < end, x < width {
        x = text.width(start, visible + 1)
        visible += 1
      }
      return TextLine(
        text: text.string(start, visible), width: min(width, text.width(start, end)),
        isTruncated: true)
    case .truncatingTail:
      var cut = start
      while cut < end,
        text.width(start, text.trimmedEnd(start, cut + 1)) + ellipsisWidth <= width
      {
        cut += 1
      }
      let kept = text.trimmedEnd(start, cut)
      return truncated(text.string(start, kept) + ellipsis, text.width(start, kept))
    case .truncatingHead:
      var cut = end
      while cut > start, text.width(cut - 1, end) + ellipsisWidth <= width { cut -= 1 }
      let kept = text.skipSpaces(from: cut)
      return truncated(ellipsis + text.string(kept, end), text.width(kept, end))
    case .truncatingMiddle:
      var head = start
      var tail = end
      var takeHead = true
      while head < tail {
        let nextHead = takeHead ? head + 1 : head
        let nextTail = takeHead ? tail : tail - 1
        let total = text.width(start, nextHead) + ellipsisWidth + text.width(nextTail, end)
        if total > width { break }
        head = nextHead
        tail = nextTail
        takeHead.toggle()
      }
      let headEnd = text.trimmedEnd(start, head)
      let tailStart = text.skipSpaces(from: tail)
      return truncated(
        text.string(start, headEnd) + ellipsis + text.string(tailStart, end),
        text.width(start, headEnd) + text.width(tailStart, end))
    }
  }

  private func truncated(_ shown: String, _ textWidth: Double) -> TextLine {
    TextLine(text: shown, width: textWidth + ellipsisWidth, isTruncated: true)
  }

  /// Where the line that starts at `start` ends: the last break opportunity whose text (without
  /// hanging spaces) fits, or, for a word longer than the line, the last character that fits.
  private func lineEnd(of text: MeasuredText, from start: Int) -> Int {
    let count = text.count
    if text.width(start, text.trimmedEnd(start, count)) <= width { return count }
    var best: Int?
    var index = start + 1
    while index <= count {
      if index == count || isBreakOpportunity(text, before: index) {
        if text.width(start, text.trimmedEnd(start, index)) <= width {
          best = index
        } else {
          break
        }
      }
      index += 1
    }
    if let best { return best }
    // Nothing fits at a word boundary: break the word between characters, at least one.
    var end = start + 1
    while end < count, text.width(start, end + 1) <= width { end += 1 }
    return end
  }

  /// Whether a line may end between character `index - 1` and character `index`.
  private func isBreakOpportunity(_ text: MeasuredText, before index: Int) -> Bool {
    let previous = text.characters[index - 1]
    let next = text.characters[index]
    if lineBreakMode == .charWrapping { return !next.isHangingSpace }
    if next.isHangingSpace { return false }
    if previous.isHangingSpace { return true }
    if previous.isBreakingHyphen, index >= 2, !text.characters[index - 2].isHangingSpace {
      return true
    }
    if previous.isIdeographic || next.isIdeographic {
      return !Self.noBreakBefore.contains(next) && !Self.noBreakAfter.contains(previous)
    }
    return false
  }

  /// East Asian punctuation that may not start a line (kinsoku).
  private static let noBreakBefore: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "〉", "》", "ー", "々", "ぁ", "ぃ", "ぅ", "ぇ",
    "ぉ", "っ", "ゃ", "ゅ", "ょ", "！", "？", ")", ",", ".", "!", "?",
  ]
  /// East Asian punctuation that may not end a line.
  private static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "〈", "《", "("]
}

extension Character {
  /// A hyphen after which a word may wrap.
  var isBreakingHyphen: Bool { self == "-" || self == "\u{2010}" || self == "\u{2013}" }

  /// Whether lines may break between this character and its neighbours.
  ///
  /// True for CJK ideographs, kana and full-width forms. Hangul is not one: iOS keeps Korean
  /// words whole.
  var isIdeographic: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    let value = scalar.value
    if (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value)
      || (0x3130...0x318F).contains(value)
    {
      return false
    }
    return FallbackAdvance.isWide(value)
  }
}
