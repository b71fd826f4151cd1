/// Advances, in ems, for characters that Strut's faces do not carry.
///
/// iOS draws East Asian text with fallback fonts (PingFang, Hiragino, Apple SD Gothic Neo) whose
/// ideographs, kana and full-width forms advance by one em; Strut uses that figure for every wide
/// character of Unicode's East Asian Width property (UAX #11) but Hangul syllables, which Apple
/// SD Gothic Neo sets narrower (``hangulSyllable``). Combining marks advance by nothing; emoji by
/// one em and a quarter at text sizes (see ``emojiWidth(atPointSize:)`` for larger ones). Any
/// other character a face lacks takes ``missing``, about the width of a lowercase letter.
/// Registering a real font (``FontRegistry``) replaces the figures for the characters that font
/// has.
enum FallbackAdvance {
  /// The advance of a character no face carries, in ems.
  static let missing = 0.55

  /// The advance of a Hangul syllable, in ems.
  ///
  /// Korean labels and buttons Xcode stored: 아무노래 at 22 points 77 wide and 지코 at 17 points
  /// 30 (0.875 and 0.882 em, Xcode 12), 통모짜핫도그, 디토합니다 and 요즘잘자쿨냥이 at 17 points as
  /// plain buttons 24 points wider than 0.866 em per syllable (Xcode 14); one em was 13% over.
  static let hangulSyllable = 0.87

  /// A fixed advance for characters measured the same in every face, or `nil`.
  static func fixed(for scalar: Unicode.Scalar) -> Double? {
    let value = scalar.value
    if value < 0x300 { return nil }
    if (0xAC00...0xD7A3).contains(value) { return hangulSyllable }
    if isWide(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 1.25 }
    return nil
  }

  /// Whether the scalar is drawn from Apple Color Emoji, whose advances ``emojiWidth(atPointSize:)``
  /// gives in points.
  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x300 && !isWide(scalar.value) && scalar.properties.isEmojiPresentation
  }

  /// The width of one emoji at a point size, in points.
  ///
  /// Apple Color Emoji is a bitmap font and does not scale in proportion: one em and a quarter
  /// at text sizes, but Xcode stored 😬 at 38 points as 43 wide (twice) and 🌮 at 45 points as
  /// 50, against 48 and 57 for a quarter more than an em. Above 17 points each point adds 1.02:
  /// the line through 17 points' 21.25 that fits both.
  static func emojiWidth(atPointSize size: Double) -> Double {
    size <= 17 ? 1.25 * size : 21.25 + 1.02 * (size - 17)
  }

  /// Whether a code point is wide or full-width (UAX #11 W and F, the main blocks).
  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compat
      0x3400...0x4DBF,  // CJK Extension A
      0x4E00...0x9FFF,  // CJK Unified Ideographs
      0xA960...0xA97F,  // Hangul Jamo Extended-A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFF60,  // Full-width forms
      0xFFE0...0xFFE6,
      0x20000...0x3FFFD:  // CJK Extensions B and later
      return true
    default:
      return false
    }
  }
}
