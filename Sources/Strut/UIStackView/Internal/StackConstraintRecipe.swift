import Foundation

/// One constraint a stack view's arrangement wants, before it is made.
struct StackConstraintRecipe {
  var identifier: String
  var firstItem: AnyObject
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation
  var secondItem: AnyObject?
  var secondAttribute: NSLayoutConstraint.Attribute
  var multiplier: CGFloat
  var constant: CGFloat
  var priority: UILayoutPriority
  var isSystemSpacing: Bool

  /// What decides whether an existing constraint can be reused: everything but the constant
  /// and the exact optional priority.
  struct Key: Hashable {
    let identifier: String
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
      item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
      attribute: secondAttribute, multiplier: multiplier, constant: constant)
    constraint.sourceLocation = nil
    constraint.identifier = identifier
    constraint.priority = priority
    constraint.isSystemSpacing = isSystemSpacing
    return constraint
  }
}

extension NSLayoutConstraint {
  /// The reuse key of an arrangement constraint, read back from the constraint.
  var stackRecipeKey: StackConstraintRecipe.Key? {
    guard let identifier, let firstItem else { return nil }
    return StackConstraintRecipe.Key(
      identifier: identifier, firstItem: ObjectIdentifier(firstItem),
      firstAttribute: firstAttribute, relation: relation,
      secondItem: secondItem.map(ObjectIdentifier.init), secondAttribute: secondAttribute,
      multiplier: multiplier, isRequired: priority == .required,
      isSystemSpacing: isSystemSpacing)
  }
}

/// Brings a stack view's installed arrangement constraints to a list of recipes.
enum StackConstraintReconciler {
  /// Keeps each installed constraint a recipe can reuse (updating its constant and priority),
  /// removes the rest from the stack view and installs new ones for the remaining recipes.
  ///
  /// - Returns: The arrangement constraints, in recipe order.
  static func reconcile(
    _ current: [NSLayoutConstraint], with recipes: [StackConstraintRecipe], on stack: UIStackView
  ) -> [NSLayoutConstraint] {
    var pool: [StackConstraintRecipe.Key: [NSLayoutConstraint]] = [:]
    for constraint in current where constraint.installedOn === stack {
      guard let key = constraint.stackRecipeKey else { continue }
      pool[key, default: []].append(constraint)
    }
    var result: [NSLayoutConstraint?] = []
    var kept: Set<ObjectIdentifier> = []
    var pending: [(Int, StackConstraintRecipe)] = []
    for recipe in recipes {
      let key = recipe.key
      if let index = pool[key]?.firstIndex(where: {
        $0.firstItem === recipe.firstItem && $0.secondItem === recipe.secondItem
      }) {
        let constraint = pool[key]!.remove(at: index)
        constraint.constant = recipe.constant
        constraint.priority = recipe.priority
        kept.insert(ObjectIdentifier(constraint))
        result.append(constraint)
      } else {
        pending.append((result.count, recipe))
        result.append(nil)
      }
    }
    for stale in current where !kept.contains(ObjectIdentifier(stale)) {
      stack.removeConstraint(stale)
    }
    for (index, recipe) in pending {
      let constraint = recipe.makeConstraint()
      stack.addConstraint(constraint)
      result[index] = constraint
    }
    return result.compactMap { $0 }
  }
}
