/// A read position in one constraint description, with the small readers the grammar needs.
///
/// Hand-written rather than regular expressions because label texts may hold any character
/// (`UILabel:0x…'>'.height`), and a reader that knows where it is can say which column it could
/// not read and what it expected there.
struct DescriptionCursor {
  let characters: [Character]
  var index: Int

  init(_ text: some StringProtocol) {
    characters = Array(text)
    index = 0
  }

  var isAtEnd: Bool { index >= characters.count }

  /// The column of the read position, counting from 1.
  var column: Int { index + 1 }

  func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position] : nil
  }

  /// The text from the read position to the end.
  var rest: String { isAtEnd ? "" : String(characters[index...]) }

  func hasPrefix(_ literal: String) -> Bool {
    var position = index
    for character in literal {
      guard position < characters.count, characters[position] == character else { return false }
      position += 1
    }
    return true
  }

  /// Consumes `literal` if the text continues with it.
  mutating func skip(_ literal: String) -> Bool {
    guard hasPrefix(literal) else { return false }
    index += literal.count
    return true
  }

  mutating func skipSpaces() {
    while let character = peek(), character == " " || character == "\t" { index += 1 }
  }

  /// Fails with what was expected at the read position.
  func fail(_ expected: String) -> DescriptionError {
    DescriptionError(column: column, expected: expected, found: rest)
  }

  mutating func expect(_ literal: String) throws(DescriptionError) {
    guard skip(literal) else { throw fail("'\(literal)'") }
  }

  /// A decimal number: `-20`, `110.4`, `360.333`, `1e-05`; a space may follow the sign, as in
  /// UIKit's `== - 16`.
  mutating func number() -> Double? {
    let start = index
    var text = ""
    if peek() == "-" || peek() == "+" {
      text.append(peek()!)
      index += 1
      skipSpaces()
    }
    var digits = 0
    while let character = peek(), character.isASCII, character.isNumber || character == "." {
      text.append(character)
      index += 1
      digits += 1
    }
    if digits > 0, let e = peek(), e == "e" || e == "E" {
      let mark = index
      var exponent = "e"
      index += 1
      if let sign = peek(), sign == "-" || sign == "+" {
        exponent.append(sign)
        index += 1
      }
      var exponentDigits = 0
      while let character = peek(), character.isASCII, character.isNumber {
        exponent.append(character)
        index += 1
        exponentDigits += 1
      }
      if exponentDigits == 0 { index = mark } else { text += exponent }
    }
    guard digits > 0, let value = Double(text) else {
      index = start
      return nil
    }
    return value
  }

  /// `==`, `<=` or `>=`.
  mutating func relation() -> RelationSymbol? {
    for symbol in RelationSymbol.allCases where skip(symbol.rawValue) { return symbol }
    return nil
  }

  /// A run of letters and digits, as an attribute name.
  mutating func word() -> String {
    var text = ""
    while let character = peek(), character.isLetter || character.isNumber || character == "_" {
      text.append(character)
      index += 1
    }
    return text
  }
}

/// The relation symbols descriptions print.
enum RelationSymbol: String, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}
