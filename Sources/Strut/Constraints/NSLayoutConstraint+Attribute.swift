extension NSLayoutConstraint {
  /// The part of an item's visual representation that a constraint relates.
  ///
  /// Raw values are UIKit's (`NSLayoutAttribute`), so imported and logged values map directly.
  public enum Attribute: Int, Hashable, Sendable {
    /// The left side of the item's alignment rectangle.
    case left = 1
    /// The right side of the item's alignment rectangle.
    case right = 2
    /// The top of the item's alignment rectangle.
    case top = 3
    /// The bottom of the item's alignment rectangle.
    case bottom = 4
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading = 5
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    case trailing = 6
    /// The width of the item's alignment rectangle.
    case width = 7
    /// The height of the item's alignment rectangle.
    case height = 8
    /// The horizontal center of the item's alignment rectangle.
    case centerX = 9
    /// The vertical center of the item's alignment rectangle.
    case centerY = 10
    /// The baseline of the item's last line of text.
    case lastBaseline = 11
    /// The baseline of the item's first line of text.
    case firstBaseline = 12
    /// The item's left margin (`layoutMargins.left` in from its left side).
    case leftMargin = 13
    /// The item's right margin.
    case rightMargin = 14
    /// The item's top margin.
    case topMargin = 15
    /// The item's bottom margin.
    case bottomMargin = 16
    /// The item's leading margin.
    case leadingMargin = 17
    /// The item's trailing margin.
    case trailingMargin = 18
    /// The horizontal center between the item's left and right margins.
    case centerXWithinMargins = 19
    /// The vertical center between the item's top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint with no second item (a constant).
    case notAnAttribute = 0
  }

  /// The relation between the two sides of a constraint.
  ///
  /// Raw values are UIKit's (`NSLayoutRelation`).
  public enum Relation: Int, Hashable, Sendable {
    /// The first attribute is less than or equal to the modified second attribute.
    case lessThanOrEqual = -1
    /// The first attribute equals the modified second attribute.
    case equal = 0
    /// The first attribute is greater than or equal to the modified second attribute.
    case greaterThanOrEqual = 1
  }
}
