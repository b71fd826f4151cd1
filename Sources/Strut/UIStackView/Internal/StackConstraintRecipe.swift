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

/// Brings a stack view's installed arrangement constraints to a list of recipes.
enum StackConstraintReconciler {
  /// An arrangement constraint and the key of the recipe it was made or kept for.
  ///
  /// Keeping the key spares reading it back from the constraint at every update: a stack of
  /// 1,000 views has 6,000 constraints, and each read loads both items through weak references.
  struct Made {
    let constraint: NSLayoutConstraint
    let key: StackConstraintRecipe.Key
  }

  /// How far ahead of the last match a recipe looks for its constraint before the slow way.
  private static let lookahead = 8

  /// Keeps each installed constraint a recipe can reuse (updating its constant and priority),
  /// removes the rest from the stack view and installs new ones for the remaining recipes.
  ///
  /// The constraints come in the order of the recipes they were made from, and a change of the
  /// stack (a view hidden, a spacing set) changes a few recipes in place: each recipe first
  /// looks just ahead of the last match, which finds almost all of them without hashing; the
  /// others are matched by key among the constraints left. A constraint no longer installed on
  /// the stack view (deactivated by hand) is not reused.
  ///
  /// - Returns: The arrangement constraints, in recipe order.
  static func reconcile(
    _ current: [Made], with recipes: [StackConstraintRecipe], on stack: UIStackView
  ) -> [Made] {
    // Keys and indices, not copies of recipes and constraints: each copy retains views.
    let keys = current.map { $0.constraint.installedOn === stack ? $0.key : nil }
    let wanted = recipes.map(\.key)
    var isTaken = [Bool](repeating: false, count: current.count)
    var result = [NSLayoutConstraint?](repeating: nil, count: recipes.count)
    var unmatched: [Int] = []
    var next = 0
    for (index, key) in wanted.enumerated() {
      let window = next..<min(next + lookahead, current.count)
      if let found = window.first(where: { !isTaken[$0] && keys[$0] == key }) {
        isTaken[found] = true
        result[index] = current[found].constraint
        next = found + 1
      } else {
        unmatched.append(index)
      }
    }
    if !unmatched.isEmpty {
      var pool: [StackConstraintRecipe.Key: [Int]] = [:]
      for (position, key) in keys.enumerated() where !isTaken[position] {
        if let key { pool[key, default: []].append(position) }
      }
      for index in unmatched {
        let key = wanted[index]
        guard let position = pool[key]?.first else { continue }
        pool[key]!.removeFirst()
        isTaken[position] = true
        result[index] = current[position].constraint
      }
    }
    for index in recipes.indices {
      guard let constraint = result[index] else { continue }
      constraint.constant = recipes[index].constant
      constraint.priority = recipes[index].priority
    }
    for position in current.indices where !isTaken[position] {
      stack.removeConstraint(current[position].constraint)
    }
    for index in recipes.indices where result[index] == nil {
      let constraint = recipes[index].makeConstraint()
      // The items are the stack view, its arranged subviews and its own guides.
      stack.install(unchecked: constraint)
      result[index] = constraint
    }
    return recipes.indices.map { Made(constraint: result[$0]!, key: wanted[$0]) }
  }
}
