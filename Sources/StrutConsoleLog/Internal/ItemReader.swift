import Strut

/// Reads items (`UILabel:0x7fa01200b390'Leo Nicholson'`) and attributes (`.trailing`) in a
/// description (E9).
enum ItemReader {
  /// A class name: `UILabel`, `KMPlaceholderTextView.KMPlaceholderTextView`, `_UILayoutGuide`,
  /// a generic `Cell<Int>`, or Swift's `Module.(unknown context at $10a3b).View`.
  static func className(_ cursor: inout DescriptionCursor) -> String {
    guard let first = cursor.peek(), first.isLetter || first == "_" else { return "" }
    var name = ""
    while let character = cursor.peek() {
      if character.isLetter || character.isNumber || character == "_" || character == "."
        || character == "$"
      {
        name.append(character)
        cursor.index += 1
      } else if character == "(" && cursor.hasPrefix("(unknown context at ") {
        while let inner = cursor.peek() {
          name.append(inner)
          cursor.index += 1
          if inner == ")" { break }
        }
      } else if character == "<" && cursor.peek(1).map({ $0.isLetter || $0 == "_" }) == true {
        var depth = 0
        while let inner = cursor.peek() {
          name.append(inner)
          cursor.index += 1
          if inner == "<" { depth += 1 }
          if inner == ">" {
            depth -= 1
            if depth == 0 { break }
          }
        }
      } else {
        break
      }
    }
    return name
  }

  /// `0x7fa01200b390`, or the key Masonry prints in its place (`UILabel:titleLabel`).
  static func address(_ cursor: inout DescriptionCursor) -> String {
    if cursor.hasPrefix("0x") {
      var text = "0x"
      cursor.index += 2
      while let character = cursor.peek(), character.isHexDigit {
        text.append(character)
        cursor.index += 1
      }
      return text
    }
    return cursor.word()
  }

  /// An item: `Class:0xADDR['text']`, or an accessibility identifier that `names:` maps to
  /// an address.
  static func item(
    _ cursor: inout DescriptionCursor, names: [String: ConsoleLogItem]
  ) throws(DescriptionError) -> ConsoleLogItem {
    let start = cursor.index
    let token = className(&cursor)
    guard !token.isEmpty else { throw cursor.fail("an item such as 'UIView:0x…'") }
    guard cursor.skip(":") else {
      // An accessibility identifier: `homeLarge.height`. The class reader took the `.height`
      // too; keep the longest dotted prefix that `names:` knows, else the part before the dot.
      let pieces = token.split(separator: ".", omittingEmptySubsequences: false)
      var name = String(pieces[0])
      for count in stride(from: pieces.count, through: 1, by: -1) {
        let candidate = pieces[0..<count].joined(separator: ".")
        if names[candidate] != nil {
          name = candidate
          break
        }
      }
      cursor.index = start + name.count
      if let known = names[name] { return known }
      return ConsoleLogItem(className: "", address: "", accessibilityIdentifier: name)
    }
    let address = address(&cursor)
    guard !address.isEmpty else { throw cursor.fail("the item's address (0x…)") }
    var item = ConsoleLogItem(className: token, address: address)
    if cursor.peek() == "'" { item.text = try text(&cursor) }
    return item
  }

  /// A label's, button's or guide's quoted text.
  ///
  /// It may hold quotes itself (`'Don't'`), so it
  /// ends at the first quote that something a description allows after an item follows: the
  /// end, `.attribute`, `]`, `(`, a space, `)` or `,`.
  private static func text(_ cursor: inout DescriptionCursor) throws(DescriptionError) -> String {
    let open = cursor.index
    var position = open + 1
    let characters = cursor.characters
    while position < characters.count {
      if characters[position] == "'" {
        let next = position + 1 < characters.count ? characters[position + 1] : nil
        let afterNext = position + 2 < characters.count ? characters[position + 2] : nil
        let ends: Bool
        switch next {
        case nil, "]", "(", " ", ")", ",": ends = true
        case ".": ends = afterNext?.isLetter ?? false
        default: ends = false
        }
        if ends {
          cursor.index = position + 1
          return String(characters[(open + 1)..<position])
        }
      }
      position += 1
    }
    throw cursor.fail("a closing quote after the item's text")
  }

  /// `.trailing`, `.minX`: the attribute after an item.
  static func attribute(_ cursor: inout DescriptionCursor) throws(DescriptionError)
    -> NSLayoutConstraint.Attribute
  {
    try cursor.expect(".")
    let start = cursor.index
    let name = cursor.word()
    guard let attribute = AttributeNames.attribute(named: name), cursor.peek() != "{" else {
      cursor.index = start
      throw cursor.fail(AttributeNames.known)
    }
    return attribute
  }
}
