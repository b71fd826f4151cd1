import Foundation
import Strut

/// Reads one constraint description into a ``ConsoleLogConstraint`` (uikit-semantics.md E9).
///
/// The grammar, outermost first:
///
///     <Class:0xADDR[@File.swift#61] ['identifier'] [h=--& v=--&] BODY[   (active[, names: …])]>
///     BODY = H:|-GAP-[ITEM] | H:[ITEM]-GAP-| | H:[ITEM]-GAP-[ITEM] | H:[ITEM(SIZE)]   [(LTR)]
///          | ITEM.attr REL [m*]ITEM.attr [± c] | ITEM.attr REL [-] c   [@750] [Hug:… CR:…]
///
/// The visual-format side is read by ``VisualFormatReader``, the equation side by
/// ``EquationReader``; both read items with ``ItemReader``.
struct DescriptionParser {
  /// Reads a description (without its quotes).
  ///
  /// - Throws: ``DescriptionError``, with the column and what was expected there.
  func parse(_ text: String, line: Int) throws(DescriptionError) -> ConsoleLogConstraint {
    var cursor = DescriptionCursor(text)
    try cursor.expect("<")
    let className = ItemReader.className(&cursor)
    guard !className.isEmpty else { throw cursor.fail("the constraint's class") }
    try cursor.expect(":")
    let address = ItemReader.address(&cursor)
    guard !address.isEmpty else { throw cursor.fail("the constraint's address (0x…)") }
    var location: SourceLocation?
    if cursor.skip("@") {
      // SnapKit: `@BackupWordsController.swift#61`.
      var file = ""
      while let character = cursor.peek(), character != "#", character != " " {
        file.append(character)
        cursor.index += 1
      }
      try cursor.expect("#")
      guard let number = cursor.number(), number >= 0, number == number.rounded() else {
        throw cursor.fail("SnapKit's line number after '#'")
      }
      location = SourceLocation(fileID: file, line: Int(number))
    }
    guard cursor.peek() == " " else { throw cursor.fail("a space after the constraint's address") }
    cursor.skipSpaces()
    var identifier: String?
    if cursor.peek() == "'" {
      identifier = try Self.identifier(&cursor)
      cursor.skipSpaces()
    }
    var mask: String?
    if cursor.hasPrefix("h=") {
      let tag = String(
        cursor.characters[cursor.index..<min(cursor.index + 11, cursor.characters.count)])
      guard tag.wholeMatch(of: /h=[-&]{3} v=[-&]{3}/) != nil else {
        throw cursor.fail("an autoresizing mask such as 'h=--& v=--&'")
      }
      mask = tag
      cursor.index += 11
      cursor.skipSpaces()
      // A cell's autoresizing constraints carry their identifier after the mask (iOS 7's
      // `h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[cell]`).
      if identifier == nil, cursor.peek() == "'" {
        identifier = try Self.identifier(&cursor)
        cursor.skipSpaces()
      }
    }
    guard cursor.characters.last == ">", cursor.index < cursor.characters.count - 1 else {
      throw cursor.fail("the constraint's relation and a closing '>'")
    }
    let body = String(cursor.characters[cursor.index..<(cursor.characters.count - 1)])
    let bodyStart = cursor.index
    var (relation, suffix) = Self.splitSuffix(body)
    let names = try Self.names(in: suffix)
    var contentPriorities: ConsoleLogConstraint.ContentPriorities?
    if let match = relation.firstMatch(
      of: /\s+Hug:(\d+(?:\.\d+)?)\s+CompressionResistance:(\d+(?:\.\d+)?)\s*$/)
    {
      contentPriorities = ConsoleLogConstraint.ContentPriorities(
        hugging: Float(match.output.1) ?? 250,
        compressionResistance: Float(match.output.2) ?? 750)
      relation = String(relation[..<match.range.lowerBound])
    }
    var priority: Float?
    if let match = relation.firstMatch(of: /\s*@\s*(\d+(?:\.\d+)?)\s*$/) {
      priority = Float(match.output.1)
      relation = String(relation[..<match.range.lowerBound])
    }
    relation = relation.trimmingCharacters(in: .whitespaces)
    var parts: RelationParts
    do {
      if relation.hasPrefix("H:") || relation.hasPrefix("V:") {
        parts = try VisualFormatReader(names: names).read(relation)
      } else {
        parts = try EquationReader(names: names).read(relation)
      }
    } catch {
      // Columns count in the whole description, not in its body.
      var shifted = error
      shifted.column += bodyStart
      throw shifted
    }
    var constraint = ConsoleLogConstraint(
      line: line, text: text, className: className, address: address, first: parts.first,
      firstAttribute: parts.firstAttribute, relation: parts.relation, second: parts.second,
      secondAttribute: parts.secondAttribute, multiplier: parts.multiplier,
      constant: parts.constant)
    constraint.notation =
      contentPriorities != nil ? .contentSize : parts.isVisualFormat ? .visualFormat : .equation
    constraint.sourceLocation = location
    constraint.identifier = identifier
    constraint.autoresizingMask = mask
    constraint.priority = priority ?? parts.priority ?? 1000
    constraint.contentPriorities = contentPriorities
    constraint.printsActive = suffix.hasPrefix("(active")
    // An autoresizing line printed as an equation names its view's superview too
    // (`h=--& v=--& v.minY == 20   (active, names: '|':UIView:0x…)`): its position is measured
    // from that superview.
    constraint.superview = parts.superview ?? (mask != nil ? names["|"] : nil)
    constraint.isSystemSpacing = parts.isSystemSpacing
    constraint.isLeftToRight = parts.isLeftToRight
    return constraint
  }

  /// What the reader worked around in a description it could read.
  func warnings(for constraint: ConsoleLogConstraint) -> [String] {
    guard constraint.superview?.isUnnamedSuperview == true else { return [] }
    return [
      "'|' has no 'names:' entry saying which view it is; a stand-in superview is used"
    ]
  }

  /// `'UIView-Encapsulated-Layout-Height'`: up to the quote that a space follows.
  private static func identifier(_ cursor: inout DescriptionCursor) throws(DescriptionError)
    -> String
  {
    let start = cursor.index
    cursor.index += 1
    var text = ""
    while let character = cursor.peek() {
      if character == "'" && cursor.peek(1) == " " {
        cursor.index += 1
        return text
      }
      text.append(character)
      cursor.index += 1
    }
    cursor.index = start
    throw cursor.fail("an identifier in quotes followed by a space")
  }

  /// The relation, and the `(active, names: …)`, `(Names: …)` or `(active)` suffix.
  private static func splitSuffix(_ body: String) -> (String, String) {
    guard body.hasSuffix(")") else { return (body, "") }
    let markers = [" (active", " (Names:", " (names:"]
    let starts = markers.compactMap { body.range(of: $0, options: .backwards)?.lowerBound }
    guard let start = starts.max() else { return (body, "") }
    let suffix = body[start...].trimmingCharacters(in: .whitespaces)
    return (String(body[..<start]), suffix)
  }

  /// The `names:` entries: `'|'` and accessibility identifiers, to the items they stand for.
  private static func names(in suffix: String) throws(DescriptionError) -> [String: ConsoleLogItem]
  {
    guard let range = suffix.range(of: "names: ", options: .caseInsensitive) else { return [:] }
    var cursor = DescriptionCursor(suffix[range.upperBound...].dropLast())
    var names: [String: ConsoleLogItem] = [:]
    while true {
      while cursor.peek() == " " || cursor.peek() == "," { cursor.index += 1 }
      if cursor.isAtEnd { break }
      var key: String
      if cursor.skip("'|'") {
        key = "|"
      } else {
        key = ""
        while let character = cursor.peek(), character != ":", character != " " {
          key.append(character)
          cursor.index += 1
        }
      }
      guard !key.isEmpty else { throw cursor.fail("a name ('|' or an identifier) in names:") }
      try cursor.expect(":")
      var item: ConsoleLogItem
      if cursor.hasPrefix("0x") {
        item = ConsoleLogItem(
          className: "", address: ItemReader.address(&cursor), accessibilityIdentifier: key)
      } else {
        item = try ItemReader.item(&cursor, names: [:])
      }
      if key != "|" && item.accessibilityIdentifier == nil { item.accessibilityIdentifier = key }
      names[key] = item
    }
    return names
  }
}
