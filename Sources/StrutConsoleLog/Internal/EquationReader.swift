import Strut

/// Reads the equation form of a description:
/// `ITEM.attr REL [m*]ITEM.attr [± c]` or `ITEM.attr REL [-] c` (E9).
struct EquationReader {
  let names: [String: ConsoleLogItem]

  func read(_ text: String) throws(DescriptionError) -> RelationParts {
    var cursor = DescriptionCursor(text)
    let first = try ItemReader.item(&cursor, names: names)
    let firstAttribute = try ItemReader.attribute(&cursor)
    cursor.skipSpaces()
    guard let symbol = cursor.relation() else { throw cursor.fail("'==', '<=' or '>='") }
    cursor.skipSpaces()
    var parts = RelationParts(
      first: first, firstAttribute: firstAttribute, relation: Self.relation(symbol))
    let mark = cursor.index
    if let value = cursor.number() {
      if cursor.skip("*") {
        parts.multiplier = value
      } else {
        cursor.skipSpaces()
        guard cursor.isAtEnd else { throw cursor.fail("the end of the relation after a constant") }
        parts.constant = value
        return parts
      }
    } else {
      cursor.index = mark
    }
    parts.second = try ItemReader.item(&cursor, names: names)
    parts.secondAttribute = try ItemReader.attribute(&cursor)
    cursor.skipSpaces()
    if let sign = cursor.peek(), sign == "+" || sign == "-" {
      cursor.index += 1
      cursor.skipSpaces()
      guard let value = cursor.number() else { throw cursor.fail("a constant after '\(sign)'") }
      parts.constant = sign == "-" ? -value : value
      cursor.skipSpaces()
    }
    guard cursor.isAtEnd else { throw cursor.fail("the end of the relation or '+ constant'") }
    return parts
  }

  static func relation(_ symbol: RelationSymbol) -> NSLayoutConstraint.Relation {
    switch symbol {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
