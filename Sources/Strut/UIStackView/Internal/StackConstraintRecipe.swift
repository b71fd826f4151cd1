import Foundation

/// One constraint a stack view's arrangement wants, before it is made.
///
/// A recipe lives only while its stack view updates its arrangement, and its items are the
/// stack view, its arranged subviews and guides, all held by the stack view: so it holds them
/// unowned, and the thousands of recipes of a large stack are copied without reference counting.
struct StackConstraintRecipe {
  var identifier: StackConstraintIdentifier
  unowned(unsafe) var firstItem: AnyObject
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  unowned(unsafe) var secondItem: AnyObject?
  var secondAttribute: NSLayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: UILayoutPriority
  var isSystemSpacing: Bool

  /// What decides whether an existing constraint can be reused: everything but the constant
  /// and the exact optional priority.
  struct Key: Hashable {
    let identifier: StackConstraintIdentifier
    let firstItem: ObjectIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let secondItem: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let isRequired: Bool
    let isSystemSpacing: Bool
  }

  var key: Key {
    Key(
      identifier: identifier, firstItem: ObjectIdentifier(firstItem),
      firstAttribute: firstAttribute, relation: relation,
      secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: multiplier, isRequired: priority == .required,
      isSystemSpacing: isSystemSpacing)
  }

  /// Makes the constraint, inactive.
  func makeConstraint() -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: firstItem, attribute: firstAttribute, relatedBy: relation, second: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.sourceLocation = nil
    constraint.identifier = identifier.rawValue
    constraint.priority = priority
    constraint.isSystemSpacing = isSystemSpacing
    constraint.isArrangement = true
    return constraint
  }
}
