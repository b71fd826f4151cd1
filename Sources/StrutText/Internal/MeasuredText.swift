/// A paragraph's characters with the width of every prefix, so any run's width is a subtraction.
struct MeasuredText {
  let characters: [Character]
  /// `prefix[i]` is the width of characters `0..<i`: advances, kerning and tracking.
  private let prefix: [Double]
  /// `kernBefore[i]` is the kerning between character `i - 1` and character `i`.
  private let kernBefore: [Double]

  init<S: StringProtocol>(_ text: S, font: TextFont) {
    characters = Array(text)
    var prefix = [0.0]
    var kernBefore = [0.0]
    prefix.reserveCapacity(characters.count + 1)
    var total = 0.0
    var previous: Unicode.Scalar?
    let scale = font.pointSize / Double(font.face.unitsPerEm)
    for (index, character) in characters.enumerated() {
      var width = 0.0
      var kern = 0.0
      for scalar in character.unicodeScalars {
        if FallbackAdvance.isEmoji(scalar) {
          // Drawn from Apple Color Emoji: its own width, without the system face's kerning or
          // tracking.
          width += FallbackAdvance.emojiWidth(atPointSize: font.pointSize)
          previous = scalar
          continue
        }
        let advance = font.face.advance(of: scalar)
        if let previous {
          let adjustment = font.face.kerning(previous, scalar) * scale
          if scalar == character.unicodeScalars.first {
            kern = adjustment
          } else {
            width += adjustment
          }
        }
        width += advance * scale
        // A character the face lacks comes from a fallback font, which San Francisco's tracking
        // does not reach.
        if advance > 0, FallbackAdvance.fixed(for: scalar) == nil { width += font.tracking }
        previous = scalar
      }
      total += kern + width
      prefix.append(total)
      if index > 0 { kernBefore.append(kern) }
    }
    kernBefore.append(0)
    self.prefix = prefix
    self.kernBefore = kernBefore
  }

  var count: Int { characters.count }

  /// The width of characters `start..<end` set on their own.
  func width(_ start: Int, _ end: Int) -> Double {
    guard end > start else { return 0 }
    return prefix[end] - prefix[start] - (start > 0 ? kernBefore[start] : 0)
  }

  /// The end of `start..<end` without the spaces at its end, which hang outside the line.
  func trimmedEnd(_ start: Int, _ end: Int) -> Int {
    var end = end
    while end > start, characters[end - 1].isHangingSpace { end -= 1 }
    return end
  }

  /// The first index at or after `index` that is not a space.
  func skipSpaces(from index: Int) -> Int {
    var index = index
    while index < count, characters[index].isHangingSpace { index += 1 }
    return index
  }

  func string(_ start: Int, _ end: Int) -> String {
    String(characters[start..<end])
  }
}

extension Character {
  /// A space that hangs at the end of a line and takes no width there.
  var isHangingSpace: Bool { isWhitespace && !isNewline && self != "\u{00A0}" }
}
