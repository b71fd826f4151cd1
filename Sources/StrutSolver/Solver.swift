/// An incremental Cassowary solver with UIKit's priority rules.
///
/// The facade is kiwi's: add and remove constraints, edit variables for values that change
/// often (a container that resizes), then `updateVariables()` and read values. The semantics are
/// UIKit's (`uikit-semantics.md` E1–E7):
/// - priorities are levels ranked lexicographically: no error at 250 outweighs any error at 251;
/// - among equal errors at one level, the constraint inserted earliest takes the error;
/// - a required constraint that cannot hold is refused with the smallest set of required
///   constraints it conflicts with, and can then be *broken* (kept at priority 1100) as UIKit does.
///
/// Every call that throws leaves the solver exactly as it was.
///
///     var solver = Solver()
///     let a = Variable("a"), b = Variable("b")
///     try solver.add(a + b == 100)
///     try solver.add((a == 80).withPriority(750))
///     try solver.add((b == 50).withPriority(250))
///     solver.updateVariables()
///     solver.value(of: a)   // 80: the 750 level wins outright
public struct Solver {
  var tableau = Tableau()
  var symbols = SlotIndex<Variable>()
  var records = ConstraintRecords()
  private var edits: [ObjectIdentifier: Edit] = [:]
  /// By symbol: whether ``requireNonNegative(_:)`` declared the variable; shorter when the
  /// last symbols were not declared.
  private var nonNegative: [Bool] = []
  /// The variables declared non-negative before any constraint held them, whose symbols are
  /// restricted instead (``SymbolKind/nonNegativeExternal``): no record names them, so they
  /// are kept here for a rebuild to number again.
  private var nonNegativeVariables: [Variable] = []
  private var values: [Double] = []
  var sequence = 0.0
  /// The tableau work that inserting the constraints has cost since the last rebuild.
  var buildWork = 0
  /// False inside the probes that look for a mutually exclusive set, so they do not recurse.
  private var reportsConflicts = true

  private struct Edit {
    var constraint: Constraint
    var value: Double
  }

  /// Creates an empty solver.
  public init() {}

  // MARK: Constraints

  /// Adds a constraint.
  ///
  /// - Throws: `duplicateConstraint` if it was already added; `nonFiniteConstraint` for a NaN or
  ///   infinite number; `invalidPriority` outside (0, 1000]; `unsatisfiableConstraint` with the
  ///   mutually exclusive set when it is required and cannot hold with the others. The solver is
  ///   unchanged after any of these.
  public mutating func add(_ constraint: Constraint) throws(SolverError) {
    try validate(constraint)
    try insert(
      constraint, level: constraint.priority.isRequired ? nil : constraint.priority.rawValue)
  }

  /// Adds a constraint, breaking one of each conflicting set (UIKit's recovery, E6) instead of
  /// refusing; returns the constraints that were broken, in order.
  ///
  /// `choose` receives the mutually exclusive set and names the constraint to break (UIKit's
  /// policy lives in the layout layer). A broken constraint stays in the solver at priority 1100,
  /// above every optional level, so it is still pulled towards satisfaction.
  ///
  /// - Throws: the errors of ``add(_:)`` other than `unsatisfiableConstraint`.
  @discardableResult
  public mutating func add(
    _ constraint: Constraint, breakingWith choose: (_ mutuallyExclusive: [Constraint]) -> Constraint
  ) throws(SolverError) -> [Constraint] {
    var broken: [Constraint] = []
    while true {
      do {
        try add(constraint)
        return broken
      } catch .unsatisfiableConstraint(_, let set) {
        let chosen = choose(set)
        let victim = set.contains { $0 === chosen } ? chosen : constraint
        try breakConstraint(victim)
        broken.append(victim)
        if victim === constraint { return broken }
      }
    }
  }

  /// Keeps a required constraint but lets it yield: it moves to priority 1100 (E6a).
  ///
  /// A constraint not yet in the solver is added broken. The constraint keeps its place in
  /// insertion order, for ``constraints`` and for ties (E5). Only required constraints break,
  /// as in UIKit: an optional one is left as it is (or added as it is).
  ///
  /// - Throws: `nonFiniteConstraint` or `invalidPriority` for a constraint not yet added.
  public mutating func breakConstraint(_ constraint: Constraint) throws(SolverError) {
    var sequence: Double? = nil
    if let record = records[constraint] {
      guard !record.isBroken, constraint.priority.isRequired else { return }
      tableau.remove(tag: record.tag)
      records.remove(constraint)
      sequence = record.sequence
    } else {
      try validate(constraint)
      guard constraint.priority.isRequired else { return try add(constraint) }
    }
    try insert(constraint, level: Priority.broken.rawValue, sequence: sequence)
    records.update(constraint) { $0.isBroken = true }
  }

  /// Replaces a constraint by another in the same place of insertion order, as UIKit does when
  /// a constraint's constant or priority changes: ties (E5) still see the original order.
  ///
  /// A new constant, or new terms for a required equality, changes the constraint in place and
  /// moves the solution with the dual simplex, touching only the rows that mention it: a stack
  /// view repinning a spacing when a neighbour hides does not pay for a removal and an
  /// insertion through the rows that span the stack.
  ///
  /// With `keepingPlace` false, `new` takes the last place instead, as a constraint added now
  /// would (an app that deactivates one constraint and activates another): a required one still
  /// changes in place, since insertion order weighs only optional constraints.
  ///
  /// - Throws: `unknownConstraint` if `old` is not in the solver; for `new`, the errors of
  ///   ``add(_:)``, after which the solver holds `old` again, exactly as before.
  public mutating func replace(
    _ old: Constraint, with new: Constraint, keepingPlace: Bool = true
  ) throws(SolverError) {
    guard let found = records[old], !found.isInternal else { throw .unknownConstraint(old) }
    try validate(new)
    // A refusal puts back the solver as it was, its pair not yet split.
    let unsplit = found.partner != nil && new.priority.isRequired ? self : nil
    let record = recordSplittingPair(of: old)
    let place = keepingPlace ? record.sequence : sequence + 1
    let staysInPlace = keepingPlace || new.priority.isRequired
    if !record.isBroken, staysInPlace, let delta = constantChange(from: old, to: new) {
      let outcome = tableau.shiftConstant(
        tag: record.tag, markerCoefficient: markerCoefficient(of: old), by: delta,
        budget: rebuildBudget)
      if outcome != .infeasible {
        // Over budget, a required constraint's shift was rolled back: this is the solver as
        // it was, kept in case the new constant cannot hold after all.
        let before = outcome == .overBudget && new.priority.isRequired ? self : nil
        records.remove(old)
        records.insert(Record(constraint: new, tag: record.tag, sequence: place))
        sequence = max(sequence, place)
        if outcome == .optimal || rebuildOrFinish() { return }
        // The new constant cannot hold: back to where we were, and the slow way below reports
        // the conflict.
        self = before!
      }
    }
    if !record.isBroken, let outcome = shiftExpression(from: old, to: new, tag: record.tag) {
      if outcome == .optimal {
        expressionShifts += 1
        records.remove(old)
        records.insert(Record(constraint: new, tag: record.tag, sequence: place))
        sequence = max(sequence, place)
        return
      }
      // Refused or over budget, the shift was rolled back: the slow way below decides.
    }
    // Only a required constraint can be refused; re-inserting the old one afterwards could land
    // on another optimal vertex, so a refusal puts the whole solver back instead.
    let saved = new.priority.isRequired ? (unsplit ?? self) : nil
    tableau.remove(tag: record.tag)
    records.remove(old)
    let level = new.priority.isRequired ? nil : new.priority.rawValue
    do {
      try insert(new, level: level, sequence: place)
    } catch {
      if let saved { self = saved }
      throw error
    }
  }

  /// How much `new`'s constant exceeds `old`'s, or nil when anything else differs.
  ///
  /// Anything else is the terms (in order), the relation and the priority. Such a replacement
  /// keeps the row and only moves it.
  private func constantChange(from old: Constraint, to new: Constraint) -> Double? {
    guard old.relation == new.relation, old.priority == new.priority,
      old.expression.terms.count == new.expression.terms.count
    else { return nil }
    for (a, b) in zip(old.expression.terms, new.expression.terms)
    where a.variable !== b.variable || a.coefficient != b.coefficient {
      return nil
    }
    return new.expression.constant - old.expression.constant
  }

  /// Changes a required equality into another in place (``Tableau/shiftExpression``); nil when
  /// the two are not both required equalities or the tableau cannot shift this one.
  private mutating func shiftExpression(from old: Constraint, to new: Constraint, tag: Tag)
    -> Tableau.DualOutcome?
  {
    guard old.relation == .equal, new.relation == .equal, old.priority.isRequired,
      new.priority.isRequired
    else { return nil }
    // Over the tableau's symbols only: a variable new to the solver takes the slow way, which
    // numbers it and takes it back if the constraint is refused.
    var delta = Row(constant: new.expression.constant - old.expression.constant)
    for (terms, sign) in [(new.expression.terms, 1.0), (old.expression.terms, -1.0)] {
      for term in terms {
        guard let symbol = symbols.number(of: term.variable) else { return nil }
        _ = delta.add(symbol, sign * term.coefficient)
      }
    }
    return tableau.shiftExpression(
      tag: tag, markerCoefficient: markerCoefficient(of: old), by: delta, budget: rebuildBudget)
  }

  /// The coefficient of a constraint's marker symbol in the row ``Tableau/makeRow`` builds.
  private func markerCoefficient(of constraint: Constraint) -> Double {
    switch constraint.relation {
    case .lessThanOrEqual: return 1
    case .greaterThanOrEqual: return -1
    case .equal: return constraint.priority.isRequired ? 1 : -1
    }
  }

  /// Replaces a constraint as ``replace(_:with:)`` does, breaking one of each conflicting set
  /// (UIKit's recovery, E6) instead of refusing; returns the constraints that were broken.
  ///
  /// When `choose` names `new`, it goes in broken, in `old`'s place in insertion order.
  ///
  /// - Throws: the errors of ``replace(_:with:)`` other than `unsatisfiableConstraint`.
  @discardableResult
  public mutating func replace(
    _ old: Constraint, with new: Constraint,
    breakingWith choose: (_ mutuallyExclusive: [Constraint]) -> Constraint
  ) throws(SolverError) -> [Constraint] {
    var broken: [Constraint] = []
    while true {
      do {
        try replace(old, with: new)
        return broken
      } catch .unsatisfiableConstraint(_, let set) {
        let chosen = choose(set)
        guard chosen !== new, set.contains(where: { $0 === chosen }) else {
          let record = records[old]!
          tableau.remove(tag: record.tag)
          records.remove(old)
          try insert(new, level: Priority.broken.rawValue, sequence: record.sequence)
          records.update(new) { $0.isBroken = true }
          return broken + [new]
        }
        try breakConstraint(chosen)
        broken.append(chosen)
      }
    }
  }

  /// Adds constraints as if one after another, in order, and returns those refused, with why.
  ///
  /// The result is the same as adding each in turn: required constraints first, in order
  /// (a conflicting one is refused as ``add(_:)`` refuses it), then the optional ones, whose
  /// ties (E5) follow their order in `constraints`. The optional ones go into the tableau last
  /// first: each then meets the constraints that follow it already in place, which is what a
  /// row of views needs to take its final shape without passing its free space from view to
  /// view (a stack of 1,000 views is laid out in a few pivots per view instead of a few pivots
  /// through every view). An optional `≤` followed by an optional `≥` on the same expression,
  /// as a view's hugging and compression resistance are, goes in as one row, with the same
  /// solution; such rows that define a variable of their own (a view's width) go in first and
  /// together, each row that spans the views rewritten once instead of once per view.
  @discardableResult
  public mutating func add(contentsOf constraints: [Constraint]) -> [(Constraint, SolverError)] {
    var refused: [(Constraint, SolverError)] = []
    var optional: [Constraint] = []
    var seen: Set<ObjectIdentifier> = []
    // Grown once: a batch of 4,000 would otherwise rehash the set a dozen times.
    optional.reserveCapacity(constraints.count)
    seen.reserveCapacity(constraints.count)
    for constraint in constraints {
      do throws(SolverError) {
        if constraint.priority.isRequired {
          try add(constraint)
        } else {
          try validate(constraint)
          guard seen.insert(ObjectIdentifier(constraint)).inserted else {
            throw .duplicateConstraint(constraint)
          }
          optional.append(constraint)
        }
      } catch {
        refused.append((constraint, error))
      }
    }
    let first = sequence + 1
    // Pairs that define their variables go in first, together (see
    // `Tableau.insert(definingPairs:)`), each variable once; the rest follow one by one.
    var isInserted = [Bool](repeating: false, count: optional.count)
    var defining = DefiningPairs()
    var index = optional.count - 1
    while index > 0 {
      let constraint = optional[index]
      if isComplementaryPair(optional[index - 1], constraint),
        let subject = definableSubject(of: constraint), !defining.subjects.contains(subject)
      {
        defining.append(
          makePair(
            (optional[index - 1], first + Double(index - 1)), (constraint, first + Double(index)),
            defining: subject))
        isInserted[index - 1] = true
        isInserted[index] = true
        index -= 2
      } else {
        index -= 1
      }
    }
    insert(&defining)
    index = optional.count - 1
    while index >= 0 {
      let constraint = optional[index]
      guard !isInserted[index] else {
        index -= 1
        continue
      }
      if index > 0, !isInserted[index - 1], isComplementaryPair(optional[index - 1], constraint),
        !holdsWithoutFreeVariable(constraint)
      {
        insertPair(
          (optional[index - 1], first + Double(index - 1)), (constraint, first + Double(index)))
        index -= 2
        continue
      }
      // Optional constraints cannot conflict, and each was validated above.
      try? insert(constraint, level: constraint.priority.rawValue, sequence: first + Double(index))
      index -= 1
    }
    return refused
  }

  /// Makes room for `count` constraints in all, so that a large batch grows each table once.
  ///
  /// An optional constraint makes up to three symbols; each symbol costs a slot in every
  /// per-symbol table of the tableau, objective components included.
  package mutating func reserveCapacity(_ count: Int) {
    records.reserveCapacity(count)
    tableau.reserveSymbols(3 * count)
  }

  /// Adds a constraint just before another in insertion order, as if it had been added first:
  /// among equal errors it then yields before `successor` does (E5).
  ///
  /// The layout engine uses this when a view is inserted in front of views already laid out
  /// (`insertArrangedSubview(_:at:)`), so ties still follow the views' order.
  ///
  /// - Throws: `unknownConstraint` if `successor` is not in the solver; otherwise the errors
  ///   of ``add(_:)``.
  public mutating func add(_ constraint: Constraint, before successor: Constraint)
    throws(SolverError)
  {
    guard records[successor] != nil else { throw .unknownConstraint(successor) }
    try validate(constraint)
    var place = self.place(before: successor)
    if place == nil {
      // Halving the gap before one constraint again and again runs out of doubles after about
      // fifty insertions: space the sequences out again, keeping their order.
      renumberSequences()
      place = self.place(before: successor)
    }
    let level = constraint.priority.isRequired ? nil : constraint.priority.rawValue
    let next = records[successor]!.sequence
    try insert(constraint, level: level, sequence: place ?? next)
  }

  /// A sequence between `successor`'s and the one before it, or nil when none is left.
  private func place(before successor: Constraint) -> Double? {
    let next = records[successor]!.sequence
    let previous = records.all.lazy.map(\.sequence).filter { $0 < next }.max() ?? next - 1
    let middle = (previous + next) / 2
    return previous < middle && middle < next ? middle : nil
  }

  /// Numbers the constraints from 1 up in their order and rebuilds the tableau.
  ///
  /// The tableau's tie-break weights are the sequences. The solver stays as it was if the
  /// rebuild fails, which it cannot: the constraints held before.
  private mutating func renumberSequences() {
    let ordered = records.all.sorted(by: Record.precedes)
    for (index, record) in ordered.enumerated() {
      records.update(record.constraint) { $0.sequence = Double(index + 1) }
    }
    let lastSequence = sequence
    sequence = Double(records.count)
    if !rebuild() {
      for record in ordered { records.update(record.constraint) { $0.sequence = record.sequence } }
      sequence = lastSequence
    }
  }

  /// Removes a constraint.
  ///
  /// - Throws: `unknownConstraint` if it is not in the solver.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let found = records[constraint], !found.isInternal else {
      throw .unknownConstraint(constraint)
    }
    let record = recordSplittingPair(of: constraint)
    tableau.remove(tag: record.tag)
    records.remove(constraint)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    records[constraint].map { !$0.isInternal } ?? false
  }

  /// Whether the constraint was broken (E6) and now holds at priority 1100.
  public func isBroken(_ constraint: Constraint) -> Bool {
    records[constraint]?.isBroken ?? false
  }

  /// The constraints in the solver, in insertion order; edit variables are not listed.
  public var constraints: [Constraint] {
    records.all.filter { !$0.isInternal }.sorted(by: Record.precedes).map(\.constraint)
  }

  /// Declares that a variable is never negative, as sizes are in UIKit's engine (E6c).
  ///
  /// The implicit `variable >= 0` is required but never appears in a mutually exclusive set, so
  /// that a required `width == -16` conflicts on its own.
  ///
  /// Declared before any constraint uses it, the variable costs no row: the simplex keeps it
  /// non-negative as it keeps a slack. Declared later, it takes an internal constraint.
  ///
  /// - Throws: `unsatisfiableConstraint` if required constraints already make it negative: the
  ///   error carries the implicit `variable >= 0` and, as the set, the caller's constraints that
  ///   force the variable below zero.
  public mutating func requireNonNegative(_ variable: Variable) throws(SolverError) {
    guard !requiresNonNegative(variable) else { return }
    guard let existing = symbols.number(of: variable) else {
      // No row holds it yet: its symbol is restricted from the start, which no constraint can
      // contradict. A layout engine declares each view's width and height as it first meets
      // the view: two rows, slacks and constraints fewer per view, and no definition
      // `width = slack` for every later constraint on a size to expand through.
      let symbol = tableau.makeSymbol(.nonNegativeExternal)
      detachSymbolsIfShared()
      symbols.set(symbol, for: variable)
      nonNegativeVariables.append(variable)
      declareNonNegative(symbol)
      return
    }
    // Declared before the insertion, so that the probes of a conflict hold the declaration.
    let symbol = Int(existing)
    declareNonNegative(existing)
    do {
      try insert(variable >= 0, level: nil, isInternal: true)
    } catch {
      nonNegative[symbol] = false
      throw error
    }
  }

  private mutating func declareNonNegative(_ symbol: Int32) {
    let index = Int(symbol)
    if nonNegative.count <= index {
      nonNegative.append(contentsOf: repeatElement(false, count: index + 1 - nonNegative.count))
    }
    nonNegative[index] = true
  }

  /// Whether ``requireNonNegative(_:)`` declared the variable.
  package func requiresNonNegative(_ variable: Variable) -> Bool {
    guard let symbol = symbols.number(of: variable), Int(symbol) < nonNegative.count else {
      return false
    }
    return nonNegative[Int(symbol)]
  }

  // MARK: Edit variables

  /// Makes a variable editable with ``suggestValue(_:for:)``, at an optional priority (999 by
  /// default, above every optional level UIKit uses for content).
  ///
  /// The edit starts at the variable's current value, as Cassowary's edit constraints do (kiwi
  /// starts at 0), so adding one never moves the solution.
  ///
  /// - Throws: `duplicateEditVariable`; `invalidEditPriority` unless the priority is in (0, 1000).
  public mutating func addEditVariable(_ variable: Variable, priority: Priority = 999)
    throws(SolverError)
  {
    let id = ObjectIdentifier(variable)
    guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.rawValue > 0 && priority.rawValue < 1000 else {
      throw .invalidEditPriority(variable, priority)
    }
    let current = symbol(of: variable).map { tableau.externalValues()[Int($0)] } ?? 0
    let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
    try insert(constraint, level: priority.rawValue, isInternal: true)
    edits[id] = Edit(constraint: constraint, value: current)
  }

  /// Stops editing a variable.
  ///
  /// - Throws: `unknownEditVariable` if it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
    tableau.remove(tag: records[edit.constraint]!.tag)
    records.remove(edit.constraint)
    edits[id] = nil
  }

  /// Whether the variable is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable; the solution follows incrementally (dual simplex).
  ///
  /// - Throws: `unknownEditVariable`; `nonFiniteSuggestion` for NaN or infinity.
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let edit = edits[id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
    let delta = value - edit.value
    edits[id]!.value = value
    // The edit constraint is `variable - target == 0`: a target `delta` higher is a constant
    // `delta` lower.
    let outcome = tableau.shiftConstant(
      tag: records[edit.constraint]!.tag,
      markerCoefficient: markerCoefficient(of: edit.constraint), by: -delta, budget: rebuildBudget)
    if outcome == .overBudget {
      _ = rebuildOrFinish()
    }
  }

  // MARK: Re-solving from scratch

  /// The work (``Tableau/work``) a dual simplex may spend before re-solving from scratch is
  /// expected to be cheaper: what building the current system cost, and never less than a small
  /// system's worth, so that small systems always go on incrementally.
  ///
  /// Nor less than a rebuild's bookkeeping, which sorts and re-keys every constraint whatever
  /// the tableau work: about 40 merged entries' time each (a 700-constraint stack of 100 views
  /// rebuilt in 0.75 ms, a dual simplex merging 25,000 entries in 0.71 ms). A batch builds a
  /// stack in work linear in its views, far below that.
  private var rebuildBudget: Int {
    budgetOverride ?? max(20_000, buildWork, 40 * records.count)
  }

  /// A fixed ``rebuildBudget``, for tests that make every dual simplex re-solve from scratch.
  var budgetOverride: Int?
  /// How many times the tableau was rebuilt, for those tests.
  private(set) var rebuilds = 0
  /// How many replacements changed a required equality's terms in place, for tests.
  private(set) var expressionShifts = 0

  /// Rebuilds after a dual simplex ran over budget; false if the required constraints cannot
  /// hold.
  ///
  /// An optional change left its dual simplex half done; should the
  /// rebuild fail for it (rounding), that run is finished instead.
  private mutating func rebuildOrFinish() -> Bool {
    if rebuild() { return true }
    guard !tableau.infeasible.isEmpty else { return false }
    return tableau.dualOptimize() != .infeasible
  }

  /// Rebuilds the tableau from the constraints, as a fresh solver given them in the same places
  /// of insertion order would hold them; returns false, with the solver unchanged, if the
  /// required ones cannot hold.
  ///
  /// A large change of a constant (a container resized from its fitting width to three
  /// quarters of it) can flip which constraint binds for hundreds of views; the dual simplex
  /// then pivots once per flip through the row that closes the layout, which spans every view,
  /// while a fresh solve builds that row once. The solution is the same optimum (E3, E5): the
  /// objective, levels and tie-break weights do not depend on how it is reached.
  ///
  /// Required constraints go in first, in insertion order, then the optional ones last first,
  /// with adjacent complementary ones in one row, as ``add(contentsOf:)`` does (the cheaper
  /// order and shape for rows of views); edit constraints at their current suggestion.
  mutating func rebuild() -> Bool {
    var suggestions: [ObjectIdentifier: Double] = [:]
    for edit in edits.values { suggestions[ObjectIdentifier(edit.constraint)] = edit.value }
    let ordered = records.all.sorted(by: Record.precedes)
    func level(_ record: Record) -> Double? {
      if record.isBroken { return Priority.broken.rawValue }
      return record.constraint.priority.isRequired ? nil : record.constraint.priority.rawValue
    }
    // Built aside, so that a failure leaves the solver as it was without keeping a copy.
    var fresh = Tableau()
    var freshSymbols: [ObjectIdentifier: Int32] = [:]
    var variables: [(Variable, Int32)] = []
    var tags: [(Constraint, Tag, partner: Constraint?)] = []
    for variable in nonNegativeVariables {
      let symbol = fresh.makeSymbol(.nonNegativeExternal)
      freshSymbols[ObjectIdentifier(variable)] = symbol
      variables.append((variable, symbol))
    }
    func terms(of constraint: Constraint) -> [(Int32, Double)] {
      constraint.expression.terms.map { term in
        let id = ObjectIdentifier(term.variable)
        if let symbol = freshSymbols[id] { return (symbol, term.coefficient) }
        let symbol = fresh.makeSymbol(.external)
        freshSymbols[id] = symbol
        variables.append((term.variable, symbol))
        return (symbol, term.coefficient)
      }
    }
    for record in ordered.filter({ level($0) == nil }) {
      let constraint = record.constraint
      let (row, tag) = fresh.makeRow(
        terms: terms(of: constraint), constant: constraint.expression.constant,
        relation: constraint.relation, level: nil, sequence: record.sequence)
      do {
        try fresh.insert(row, tag: tag)
      } catch {
        return false
      }
      tags.append((constraint, tag, nil))
    }
    // The optional ones last first, adjacent complementary pairs in one row each, those that
    // define their variables first and together, as ``add(contentsOf:)`` holds them: without
    // the pairs, a row of views resized across its fitting width is a degenerate vertex at
    // every view, and the dual simplex after the rebuild pivots once per view.
    let optional = Array(ordered.filter { level($0) != nil }.reversed())
    func isPair(at index: Int) -> Bool {
      guard index + 1 < optional.count else { return false }
      let (later, earlier) = (optional[index], optional[index + 1])
      return !later.isBroken && !earlier.isBroken
        && suggestions[ObjectIdentifier(later.constraint)] == nil
        && suggestions[ObjectIdentifier(earlier.constraint)] == nil
        && isComplementaryPair(earlier.constraint, later.constraint)
    }
    func makePairRow(at index: Int, terms pairTerms: [(Int32, Double)]) -> (Row, Tag) {
      let (later, earlier) = (optional[index], optional[index + 1])
      let (over, under) =
        later.constraint.relation == .lessThanOrEqual ? (later, earlier) : (earlier, later)
      let (row, tag) = fresh.makePairRow(
        terms: pairTerms, constant: later.constraint.expression.constant,
        over: ErrorWeight(level: level(over)!, sequence: over.sequence),
        under: ErrorWeight(level: level(under)!, sequence: under.sequence))
      tags.append((over.constraint, tag, under.constraint))
      tags.append((under.constraint, tag, over.constraint))
      return (row, tag)
    }
    var isInserted = [Bool](repeating: false, count: optional.count)
    var defining: [DefiningPair] = []
    var subjects: Set<Int32> = []
    var index = 0
    while index < optional.count {
      if isPair(at: index), case let pairTerms = terms(of: optional[index].constraint),
        let subject = fresh.definableSubject(of: pairTerms), subjects.insert(subject).inserted
      {
        let (row, tag) = makePairRow(at: index, terms: pairTerms)
        defining.append(DefiningPair(row: row, tag: tag, subject: subject))
        isInserted[index] = true
        isInserted[index + 1] = true
        index += 2
      } else {
        index += 1
      }
    }
    fresh.insert(definingPairs: defining)
    index = 0
    while index < optional.count {
      let record = optional[index]
      let constraint = record.constraint
      guard !isInserted[index] else {
        index += 1
        continue
      }
      if isPair(at: index), !isInserted[index + 1],
        case let pairTerms = terms(of: constraint),
        !fresh.holdsWithoutFreeSymbol(pairTerms, constant: constraint.expression.constant)
      {
        let (row, tag) = makePairRow(at: index, terms: pairTerms)
        // Optional rows cannot make the tableau infeasible.
        try? fresh.insert(row, tag: tag)
        index += 2
        continue
      }
      let constant = suggestions[ObjectIdentifier(constraint)].map { -$0 }
      let (row, tag) = fresh.makeRow(
        terms: terms(of: constraint), constant: constant ?? constraint.expression.constant,
        relation: constraint.relation, level: level(record), sequence: record.sequence)
      try? fresh.insert(row, tag: tag)
      tags.append((constraint, tag, nil))
      index += 1
    }
    // Values keep meaning "as of the last updateVariables()" under the new symbol numbers,
    // and declarations stay with their variables.
    var freshValues = [Double](repeating: 0, count: fresh.kinds.count)
    var freshNonNegative = [Bool](repeating: false, count: fresh.kinds.count)
    for (variable, symbol) in variables {
      freshNonNegative[Int(symbol)] = requiresNonNegative(variable)
      if let old = symbols.number(of: variable), Int(old) < values.count {
        freshValues[Int(symbol)] = values[Int(old)]
      }
    }
    detachSymbolsIfShared()
    symbols.removeAll(holding: variables.lazy.map(\.0))
    for (variable, symbol) in variables { symbols.set(symbol, for: variable) }
    for (constraint, tag, partner) in tags {
      records.update(constraint) {
        $0.tag = tag
        $0.partner = partner
      }
    }
    buildWork = fresh.work
    tableau = fresh
    values = freshValues
    nonNegative = freshNonNegative
    rebuilds += 1
    return true
  }

  // MARK: Values

  /// Computes the value of every variable from the current solution.
  public mutating func updateVariables() {
    tableau.externalValues(into: &values)
  }

  /// The variable's value as of the last ``updateVariables()``; 0 for a variable the solver has
  /// not seen.
  public func value(of variable: Variable) -> Double {
    guard let symbol = symbols.number(of: variable), Int(symbol) < values.count else {
      return 0
    }
    return values[Int(symbol)]
  }

  /// Names how the solver numbers its variables now: while it stays the same, a variable's
  /// ``number(of:)`` does too, in this solver and in any copy with the same stamp.
  ///
  /// A layout engine reads four values for each view after every pass; keeping their numbers
  /// spares it loading four variables to look each one up (Strut-only).
  package var variableNumbering: NumberingStamp { symbols.stamp }

  /// The variable's number in this solver, nil if the solver has not seen it.
  package func number(of variable: Variable) -> Int32? {
    symbols.number(of: variable)
  }

  /// The value of the variable numbered `number`, as ``value(of:)`` gives it.
  package func value(ofNumber number: Int32) -> Double {
    Int(number) < values.count ? values[Int(number)] : 0
  }

  /// How far the constraint is from holding at the last ``updateVariables()``: 0 when it holds.
  public func violation(of constraint: Constraint) -> Double {
    let residual = self.residual(of: constraint)
    switch constraint.relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }

  /// Whether the constraint holds with equality at the last ``updateVariables()``: for an
  /// inequality, whether it is binding.
  public func isTight(_ constraint: Constraint) -> Bool {
    abs(residual(of: constraint)) <= 1e-6
  }

  private func residual(of constraint: Constraint) -> Double {
    constraint.expression.terms.reduce(constraint.expression.constant) {
      $0 + $1.coefficient * value(of: $1.variable)
    }
  }

  // MARK: Insertion

  private func validate(_ constraint: Constraint) throws(SolverError) {
    guard records[constraint] == nil else {
      throw .duplicateConstraint(constraint)
    }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint) }
  }

  func symbol(of variable: Variable) -> Int32? {
    symbols.number(of: variable)
  }

  /// The variables the solver has seen, with their symbols.
  func variablesBySymbol() -> [(Int32, Variable)] {
    var seen: [(Int32, Variable)] = nonNegativeVariables.compactMap { variable in
      symbol(of: variable).map { ($0, variable) }
    }
    for record in records.all {
      for term in record.constraint.expression.terms {
        if let symbol = symbol(of: term.variable) { seen.append((symbol, term.variable)) }
      }
    }
    return seen
  }

  mutating func symbol(for variable: Variable) -> Int32 {
    if let symbol = symbols.number(of: variable) { return symbol }
    let symbol = tableau.makeSymbol(.external)
    detachSymbolsIfShared()
    symbols.set(symbol, for: variable)
    return symbol
  }

  /// Makes the symbol index this copy's own before it changes (see ``SlotIndex``).
  ///
  /// Every variable with a symbol appears in a held constraint, except those numbered by an
  /// insertion under way, which has detached already when it numbered the first.
  private mutating func detachSymbolsIfShared() {
    if symbols.isShared { symbols.detach(holding: variablesBySymbol().lazy.map(\.1)) }
  }

  /// Inserts at `level` (nil for required), or throws with the solver unchanged.
  ///
  /// The error carries the mutually exclusive set. `sequence` is the constraint's place in
  /// insertion order; a new one goes last.
  mutating func insert(
    _ constraint: Constraint, level: Double?, isInternal: Bool = false, sequence: Double? = nil
  ) throws(SolverError) {
    let symbolCount = tableau.kinds.count
    let place = sequence ?? self.sequence + 1
    let (row, tag) = makeRow(constraint, level: level, sequence: place)
    let workBefore = tableau.work
    do {
      try tableau.insert(row, tag: tag)
    } catch {
      tableau.truncateSymbols(to: symbolCount)
      if nonNegative.count > symbolCount { nonNegative.removeSubrange(symbolCount...) }
      for term in constraint.expression.terms
      where symbols.number(of: term.variable).map({ Int($0) >= symbolCount }) ?? false {
        symbols.remove(term.variable)
      }
      // Of the internal constraints, only the implicit `variable >= 0` can conflict: edit
      // constraints are optional.
      let set =
        reportsConflicts
        ? mutuallyExclusiveSet(
          for: constraint, at: place, isImplicit: isInternal, certificate: error) : []
      throw .unsatisfiableConstraint(constraint, mutuallyExclusive: set)
    }
    buildWork += tableau.work - workBefore
    self.sequence = max(self.sequence, place)
    records.insert(
      Record(constraint: constraint, tag: tag, sequence: place, isInternal: isInternal))
  }

  /// The constraint's row and tag, its variables numbered as symbols of the tableau.
  private mutating func makeRow(_ constraint: Constraint, level: Double?, sequence: Double)
    -> (Row, Tag)
  {
    // The symbol/coefficient pairs on the stack: one allocation fewer for every constraint.
    let terms = constraint.expression.terms
    return withUnsafeTemporaryAllocation(of: (Int32, Double).self, capacity: terms.count) {
      pairs in
      for (index, term) in terms.enumerated() {
        pairs.initializeElement(at: index, to: (symbol(for: term.variable), term.coefficient))
      }
      return tableau.makeRow(
        terms: UnsafeBufferPointer(pairs), constant: constraint.expression.constant,
        relation: constraint.relation, level: level, sequence: sequence)
    }
  }

  // MARK: Mutually exclusive sets

  /// The smallest set of required constraints, `constraint` included, that cannot all hold.
  ///
  /// It is the certificate's constraints, shrunk to an irreducible subset, in insertion order,
  /// where `constraint` takes `place` (last when added, its old place when replacing). An
  /// implicit `variable >= 0` (`isImplicit`) is left out of its own set (E6c).
  private func mutuallyExclusiveSet(
    for constraint: Constraint, at place: Double, isImplicit: Bool, certificate: Infeasibility
  ) -> [Constraint] {
    func userRequired(_ c: Constraint) -> Bool {
      guard let record = records[c] else { return false }
      return !record.isInternal && !record.isBroken && c.priority.isRequired
    }
    // Conflicts are rare: naming the certificate's markers here spares every insertion a table.
    var owners: [Int32: Constraint] = [:]
    for record in records.all { owners[record.tag.marker] = record.constraint }
    var candidates = certificate.certificate.compactMap { owners[$0] }.filter(userRequired)
    candidates = ordered(candidates)
    if !isInfeasible(candidates + [constraint]) {
      candidates = ordered(records.all.map(\.constraint).filter(userRequired))
    }
    let minimal = irreducibleSubset(of: candidates, with: constraint)
    candidates = ordered(minimal)
    if isImplicit { return candidates }
    let index = candidates.firstIndex { records[$0]!.sequence > place }
    candidates.insert(constraint, at: index ?? candidates.endIndex)
    return candidates
  }

  /// The smallest set of `candidates` that, with `constraint`, cannot hold.
  ///
  /// It is found by the additive method: constraints are added to a probe, latest first, until
  /// it fails; the one that made it fail belongs to the set, and the search restarts with it,
  /// over the constraints added before it. Each round is one probe built incrementally, so a set of m constraints
  /// among n costs m + 1 passes over at most n, not n probes as a deletion filter does. Latest
  /// first keeps the preference of the deletion filter it replaces: among several sets, the one
  /// made of later constraints.
  private func irreducibleSubset(of candidates: [Constraint], with constraint: Constraint)
    -> [Constraint]
  {
    var core: [Constraint] = []
    var pool = Array(candidates.reversed())
    while true {
      var probe = Solver()
      probe.reportsConflicts = false
      guard probeAdd(constraint, to: &probe), core.allSatisfy({ probeAdd($0, to: &probe) }) else {
        return core
      }
      guard let failing = pool.firstIndex(where: { !probeAdd($0, to: &probe) }) else {
        // The pool with the core holds after all: nothing more to find (cannot happen when the
        // caller checked that the candidates conflict).
        return core + pool
      }
      core.append(pool[failing])
      pool = Array(pool[..<failing])
    }
  }

  /// Adds a copy of a required constraint to a probe, with its non-negative declarations;
  /// returns whether the probe still holds.
  private func probeAdd(_ constraint: Constraint, to probe: inout Solver) -> Bool {
    for term in constraint.expression.terms
    where requiresNonNegative(term.variable) {
      try? probe.requireNonNegative(term.variable)
    }
    do {
      try probe.add(Constraint(constraint.expression, constraint.relation))
      return true
    } catch {
      return false
    }
  }

  private func ordered(_ constraints: [Constraint]) -> [Constraint] {
    var seen: Set<ObjectIdentifier> = []
    return constraints.filter { seen.insert(ObjectIdentifier($0)).inserted }
      .sorted { Record.precedes(records[$0]!, records[$1]!) }
  }

  /// Whether the required constraints cannot all hold, with the non-negative declarations.
  private func isInfeasible(_ constraints: [Constraint]) -> Bool {
    var probe = Solver()
    probe.reportsConflicts = false
    return !constraints.allSatisfy { probeAdd($0, to: &probe) }
  }
}
