import Strut

/// Reads the equation form of a description:
/// `ITEM.attr REL [m*]ITEM.attr [* m] [± c]` or `ITEM.attr REL [-] c` (E9).
///
/// SnapKit writes a multiplier after the second item (`view.width * 0.5`); a constraint made
/// with system spacing (`_UISystemBaselineConstraint`) ends with the spacing it resolved to,
/// `NSLayoutAnchorConstraintSpace(8)`, read as that constant.
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
    if cursor.skip("*") {
      cursor.skipSpaces()
      guard let value = cursor.number() else { throw cursor.fail("a multiplier after '*'") }
      parts.multiplier = value
      cursor.skipSpaces()
    }
    if let sign = cursor.peek(), sign == "+" || sign == "-" {
      cursor.index += 1
      cursor.skipSpaces()
      guard let value = try Self.systemSpacing(&cursor) ?? cursor.number() else {
        throw cursor.fail("a constant after '\(sign)'")
      }
      parts.constant = sign == "-" ? -value : value
      cursor.skipSpaces()
    } else if let spacing = try Self.systemSpacing(&cursor) {
      parts.constant = spacing
      cursor.skipSpaces()
    }
    guard cursor.isAtEnd else { throw cursor.fail("the end of the relation or '+ constant'") }
    return parts
  }

  /// `NSLayoutAnchorConstraintSpace(k)`: the system spacing a constraint resolved to, or nil
  /// when the text is not there.
  static func systemSpacing(_ cursor: inout DescriptionCursor) throws(DescriptionError)
    -> Double?
  {
    guard cursor.skip("NSLayoutAnchorConstraintSpace(") else { return nil }
    guard let value = cursor.number() else { throw cursor.fail("a spacing in points") }
    guard cursor.skip(")") else { throw cursor.fail("')' after the spacing") }
    return value
  }

  static func relation(_ symbol: RelationSymbol) -> NSLayoutConstraint.Relation {
    switch symbol {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
