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
    /// The constant and priority the stack view gave the constraint last.
    var constant: CGFloat
    var priority: UILayoutPriority

    init(_ constraint: NSLayoutConstraint, for recipe: StackConstraintRecipe) {
      self.constraint = constraint
      key = recipe.key
      constant = recipe.constant
      priority = recipe.priority
    }
  }

  /// How far ahead of the last match a recipe looks for its constraint before the slow way.
  private static let lookahead = 8

  /// Keeps each installed constraint a recipe can reuse (updating its constant and priority),
  /// removes the rest from the stack view and installs new ones for the remaining recipes.
  ///
  /// Constraints and recipes come in sections (``StackArrangementBuilder``), each in the order
  /// the recipes were made, and a change of the stack (a view hidden, a spacing set) changes a
  /// few recipes in place: the constraints that open and close a section usually match their
  /// recipes one for one, and stay where they are. Only the stretch between them is matched:
  /// each recipe first looks just ahead of the last match, which finds almost all of them
  /// without hashing, and the others are matched by key among the constraints left. A
  /// constraint no longer installed on the stack view (deactivated by hand) is not reused.
  ///
  /// Unless something else changed an arrangement constraint since the last update
  /// (``UIStackView/isArrangementEdited``), every constraint is still installed, with the
  /// constant and priority its entry holds: the ends are then matched from the entries alone,
  /// without loading the 1,000 constraints of a stack's spacing.
  ///
  /// - Parameters:
  ///   - made: The arrangement constraints, in the sections and order of the recipes they were
  ///     made from; on return, those for `recipes`, in recipe order.
  ///   - recipes: The recipes of the arrangement, in sections.
  ///   - stack: The stack view that owns the constraints.
  static func reconcile(
    _ made: inout [[Made]], with recipes: [[StackConstraintRecipe]], on stack: UIStackView
  ) {
    let isTrusted = !stack.isArrangementEdited
    if made.isEmpty { made = recipes.map { _ in [] } }
    if made.count != recipes.count {
      // Sections made by another builder: matched as one, then cut as the recipes are.
      var whole = [made.flatMap { $0 }]
      reconcile(&whole, with: [recipes.flatMap { $0 }], on: stack)
      var rest = whole[0][...]
      made = recipes.map { section in
        defer { rest = rest.dropFirst(section.count) }
        return Array(rest.prefix(section.count))
      }
      return
    }
    // Kept constraints change first, then old ones go and new ones come, in recipe order: the
    // engine meets the changes in that order.
    var middles: [Middle] = []
    for (section, wanted) in recipes.enumerated() {
      let stretch = unchangedEnds(
        of: made[section], for: wanted, on: stack, isTrusted: isTrusted)
      for index in 0..<stretch.prefix {
        update(&made[section][index], to: wanted[index], isTrusted: isTrusted)
      }
      let changed = stretch.prefix..<(made[section].count - stretch.suffix)
      let middle = matchMiddle(
        Array(made[section][changed]),
        with: wanted[stretch.prefix..<(wanted.count - stretch.suffix)], on: stack)
      let shift = made[section].count - wanted.count
      for index in (wanted.count - stretch.suffix)..<wanted.count {
        update(&made[section][index + shift], to: wanted[index], isTrusted: isTrusted)
      }
      middles.append(Middle(section: section, changed: changed, matched: middle))
    }
    apply(middles, to: &made, on: stack)
  }

  /// Brings stretches of sections to their recipes, the rest of each section being known to
  /// match its recipes one for one, with the constants and priorities its entries hold (a
  /// hidden view's neighbourhood, ``UIStackView/updateArrangement(around:)``).
  ///
  /// - Parameters:
  ///   - made: The arrangement constraints, in sections.
  ///   - stretches: In section order, each section's stretch and the recipes that replace it.
  ///   - stack: The stack view that owns the constraints.
  static func reconcile(
    _ made: inout [[Made]],
    stretches: [(section: Int, range: Range<Int>, recipes: [StackConstraintRecipe])],
    on stack: UIStackView
  ) {
    let middles = stretches.map { stretch in
      Middle(
        section: stretch.section, changed: stretch.range,
        matched: matchMiddle(
          Array(made[stretch.section][stretch.range]), with: stretch.recipes[...], on: stack))
    }
    apply(middles, to: &made, on: stack)
  }

  /// A stretch of a section and what matching gave for it.
  private struct Middle {
    let section: Int
    let changed: Range<Int>
    let matched: (made: [Made], new: [Int], removed: [Made])
  }

  /// Removes the old constraints of every stretch, then puts each stretch's constraints in its
  /// place and installs the new ones, in section order.
  ///
  /// The updates and removals change constraints too: from here on, the entries say how every
  /// constraint is (``UIStackView/isArrangementEdited``).
  private static func apply(_ middles: [Middle], to made: inout [[Made]], on stack: UIStackView) {
    defer { stack.isArrangementEdited = false }
    for middle in middles {
      for old in middle.matched.removed { stack.removeConstraint(old.constraint) }
    }
    for middle in middles {
      if middle.changed.count == made[middle.section].count {
        // The whole section (a first update): taken, not copied with a retain each.
        made[middle.section] = middle.matched.made
      } else {
        made[middle.section].replaceSubrange(middle.changed, with: middle.matched.made)
      }
      // The items are the stack view, its arranged subviews and its own guides.
      for position in middle.matched.new {
        let constraint = made[middle.section][middle.changed.lowerBound + position].constraint
        stack.install(unchecked: constraint)
      }
    }
  }

  /// How many constraints at the start and at the end of `made` match `recipes` one for one.
  private static func unchangedEnds(
    of made: [Made], for recipes: [StackConstraintRecipe], on stack: UIStackView,
    isTrusted: Bool
  ) -> (prefix: Int, suffix: Int) {
    func isReusable(_ position: Int, for recipe: Int) -> Bool {
      made[position].key == recipes[recipe].key
        && (isTrusted || made[position].constraint.installedOn === stack)
    }
    let common = min(made.count, recipes.count)
    var prefix = 0
    while prefix < common && isReusable(prefix, for: prefix) { prefix += 1 }
    var suffix = 0
    while prefix + suffix < common
      && isReusable(made.count - 1 - suffix, for: recipes.count - 1 - suffix)
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Matches the stretch of constraints that changed with its recipes, updating the kept
  /// constraints in recipe order.
  ///
  /// - Returns: the constraints for `recipes` in their order, the positions among them of the
  ///   new ones (made but not installed), and the old constraints no recipe keeps.
  private static func matchMiddle(
    _ current: [Made], with recipes: ArraySlice<StackConstraintRecipe>, on stack: UIStackView
  ) -> (made: [Made], new: [Int], removed: [Made]) {
    // A stack's first update: everything is new.
    if current.isEmpty {
      return (recipes.map { Made($0.makeConstraint(), for: $0) }, Array(0..<recipes.count), [])
    }
    // Keys and indices, not copies of recipes and constraints: each copy retains views.
    let keys = current.map { $0.constraint.installedOn === stack ? $0.key : nil }
    let wanted = recipes.map(\.key)
    var isTaken = [Bool](repeating: false, count: current.count)
    // The position in `current` of the constraint each recipe keeps, or -1: positions, not
    // constraints, so that matching retains nothing.
    var kept = [Int](repeating: -1, count: wanted.count)
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
    // New constraints are made here (making one tells no engine) and installed by the caller.
    var made: [Made] = []
    made.reserveCapacity(wanted.count)
    var new: [Int] = []
    for (index, recipe) in zip(wanted.indices, recipes) {
      guard kept[index] >= 0 else {
        new.append(made.count)
        made.append(Made(recipe.makeConstraint(), for: recipe))
        continue
      }
      var reused = current[kept[index]]
      update(&reused, to: recipe, isTrusted: false)
      made.append(reused)
    }
    let removed = current.indices.filter { !isTaken[$0] }.map { current[$0] }
    return (made, new, removed)
  }

  /// Gives a kept constraint its recipe's constant and priority, where they differ from the
  /// constraint's, or, when the entry can be trusted, from the entry's.
  private static func update(
    _ kept: inout Made, to recipe: StackConstraintRecipe, isTrusted: Bool
  ) {
    if isTrusted && kept.constant == recipe.constant && kept.priority == recipe.priority {
      return
    }
    let constraint = kept.constraint
    if constraint.constant != recipe.constant { constraint.constant = recipe.constant }
    if constraint.priority != recipe.priority { constraint.priority = recipe.priority }
    (kept.constant, kept.priority) = (recipe.constant, recipe.priority)
  }
}
