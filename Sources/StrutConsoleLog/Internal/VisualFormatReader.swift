import Strut

/// Reads the visual-format form UIKit prints for edge pins, sibling spacings and (before iOS 10)
/// sizes (E9): `H:|-(8)-[v]`, `V:[v]-(8)-|`, `H:[a]-(>=12)-[b]`, `H:[a]-NSSpace(8)-[b]`,
/// `V:[v(44)]`, with `(LTR)` for left and right.
///
/// Each is turned into the relation it stands for, with the bracketed view first:
/// `|-(c)-[v]` is `v.start == superview.start + c`; `[v]-(c)-|` is
/// `v.end == superview.end - c` (the gap `superview.end - v.end` is `c`); `[a]-(c)-[b]` is
/// `b.start == a.end + c`; `[v(c)]` is `v.size == c`.
struct VisualFormatReader {
  let names: [String: ConsoleLogItem]

  /// A gap or a size: `(8)`, `(>=12)`, `(-20)`, `NSSpace(8)`, `8`, `(44@750)`.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var value: Double = 0
    var item: ConsoleLogItem?
    var priority: Float?
    var isSystemSpacing = false
  }

  func read(_ text: String) throws(DescriptionError) -> RelationParts {
    var cursor = DescriptionCursor(text)
    let vertical = cursor.skip("V:")
    if !vertical { try cursor.expect("H:") }
    var parts: RelationParts
    if cursor.skip("|") {
      let gap = try self.gap(&cursor)
      try cursor.expect("[")
      let view = try ItemReader.item(&cursor, names: names)
      try cursor.expect("]")
      let ltr = cursor.skip("(LTR)")
      let (start, _) = Self.edges(vertical: vertical, ltr: ltr)
      let superview = self.superview(of: view)
      parts = RelationParts(
        first: view, firstAttribute: start, relation: gap.relation, second: superview,
        secondAttribute: start, constant: gap.value)
      parts.superview = superview
      parts.isLeftToRight = ltr
      parts.priority = gap.priority
      parts.isSystemSpacing = gap.isSystemSpacing
    } else {
      try cursor.expect("[")
      let view = try ItemReader.item(&cursor, names: names)
      if cursor.skip("(") {
        let size = try predicate(&cursor, closing: ")")
        try cursor.expect(")")
        try cursor.expect("]")
        let attribute: NSLayoutConstraint.Attribute = vertical ? .height : .width
        parts = RelationParts(
          first: view, firstAttribute: attribute, relation: size.relation, second: size.item,
          secondAttribute: size.item == nil ? .notAnAttribute : attribute, constant: size.value)
        parts.priority = size.priority
        parts.isLeftToRight = cursor.skip("(LTR)")
      } else {
        try cursor.expect("]")
        let gap = try self.gap(&cursor)
        if cursor.skip("|") {
          let ltr = cursor.skip("(LTR)")
          let (_, end) = Self.edges(vertical: vertical, ltr: ltr)
          let superview = self.superview(of: view)
          // The gap is `superview.end - view.end`; read with the view first.
          parts = RelationParts(
            first: view, firstAttribute: end, relation: gap.relation.flipped, second: superview,
            secondAttribute: end, constant: gap.value == 0 ? 0 : -gap.value)
          parts.superview = superview
          parts.isLeftToRight = ltr
        } else {
          try cursor.expect("[")
          let next = try ItemReader.item(&cursor, names: names)
          try cursor.expect("]")
          let ltr = cursor.skip("(LTR)")
          let (start, end) = Self.edges(vertical: vertical, ltr: ltr)
          parts = RelationParts(
            first: next, firstAttribute: start, relation: gap.relation, second: view,
            secondAttribute: end, constant: gap.value)
          parts.isLeftToRight = ltr
        }
        parts.priority = gap.priority
        parts.isSystemSpacing = gap.isSystemSpacing
      }
    }
    parts.isVisualFormat = true
    cursor.skipSpaces()
    guard cursor.isAtEnd else { throw cursor.fail("the end of the visual format") }
    return parts
  }

  /// The superview `|` stands for: the `names:` entry, else a stand-in tied to the view.
  private func superview(of view: ConsoleLogItem) -> ConsoleLogItem {
    if let named = names["|"] { return named }
    return ConsoleLogItem(
      className: "UIView", address: "|" + view.key, isUnnamedSuperview: true)
  }

  /// `-(8)-`, `-8-`, `-NSSpace(8)-`, or nothing (`|[v]`, `[a][b]`: flush, 0).
  private func gap(_ cursor: inout DescriptionCursor) throws(DescriptionError) -> Predicate {
    if cursor.peek() == "[" || cursor.peek() == "|" { return Predicate() }
    try cursor.expect("-")
    var gap: Predicate
    if cursor.skip("(") {
      gap = try predicate(&cursor, closing: ")")
      try cursor.expect(")")
    } else {
      gap = try predicate(&cursor, closing: "-")
    }
    try cursor.expect("-")
    return gap
  }

  /// `>=12`, `-20`, `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`, `44@750`, `==UIView:0x…`
  /// (a size equal to another view's).
  private func predicate(
    _ cursor: inout DescriptionCursor, closing: Character
  ) throws(DescriptionError) -> Predicate {
    var predicate = Predicate()
    if let symbol = cursor.relation() { predicate.relation = EquationReader.relation(symbol) }
    if cursor.skip("NSSpace(") {
      guard let value = cursor.number() else { throw cursor.fail("a number in NSSpace(…)") }
      try cursor.expect(")")
      predicate.value = value
      predicate.isSystemSpacing = true
    } else if let resolved = try EquationReader.systemSpacing(&cursor) {
      // A `_UISystemBaselineConstraint` (a stack view's system spacing) prints the spacing it
      // resolved to, `-(NSLayoutAnchorConstraintSpace(8))-`, read as that constant, as in its
      // equation form.
      predicate.value = resolved
    } else if let value = cursor.number() {
      predicate.value = value
    } else if cursor.peek().map({ $0.isLetter || $0 == "_" }) == true {
      predicate.item = try ItemReader.item(&cursor, names: names)
    } else {
      throw cursor.fail("a number, NSSpace(…) or a view in the visual format")
    }
    if cursor.skip("@") {
      guard let value = cursor.number() else { throw cursor.fail("a priority after '@'") }
      predicate.priority = Float(value)
    }
    guard cursor.peek() == closing else { throw cursor.fail("'\(closing)'") }
    return predicate
  }

  /// The start and end edges of an axis: top and bottom; leading and trailing; left and right
  /// with `(LTR)`.
  private static func edges(
    vertical: Bool, ltr: Bool
  ) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
    if vertical { return (.top, .bottom) }
    return ltr ? (.left, .right) : (.leading, .trailing)
  }
}
