import Foundation

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
    // The position in `current` of the constraint each recipe keeps, or -1: positions, not
    // constraints, so that matching retains nothing.
    var kept = [Int](repeating: -1, count: recipes.count)
    var unmatched: [Int] = []
    var next = 0
    for (index, key) in wanted.enumerated() {
      let window = next..<min(next + lookahead, current.count)
      if let found = window.first(where: { !isTaken[$0] && keys[$0] == key }) {
        isTaken[found] = true
        kept[index] = found
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
        kept[index] = position
      }
    }
    // Kept constraints change first, then old ones go and new ones come, in recipe order: the
    // engine meets the changes in that order. New constraints are made in the first pass
    // (making one tells no engine) and installed in the last.
    var made: [Made] = []
    made.reserveCapacity(recipes.count)
    var new: [Int] = []
    for (index, recipe) in recipes.enumerated() {
      guard kept[index] >= 0 else {
        new.append(made.count)
        made.append(Made(constraint: recipe.makeConstraint(), key: wanted[index]))
        continue
      }
      let constraint = current[kept[index]].constraint
      if constraint.constant != recipe.constant { constraint.constant = recipe.constant }
      if constraint.priority != recipe.priority { constraint.priority = recipe.priority }
      made.append(Made(constraint: constraint, key: wanted[index]))
    }
    for position in current.indices where !isTaken[position] {
      stack.removeConstraint(current[position].constraint)
    }
    // The items are the stack view, its arranged subviews and its own guides.
    for position in new { stack.install(unchecked: made[position].constraint) }
    return made
  }
}
