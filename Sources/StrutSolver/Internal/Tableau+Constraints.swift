/// The symbols a constraint owns in the tableau.
struct Tag {
  /// The slack, error or dummy that identifies the constraint's row.
  var marker: Int32
  /// The error of an optional constraint (the second one of an equality), or -1.
  var other: Int32 = -1
}

/// Why a row could not be added: the symbols of the required constraints that prove it.
struct Infeasibility: Error {
  var certificate: [Int32]
}

extension Tableau {
  /// Builds the row and tag of `expression relation 0` at `level` (nil for required), with the
  /// externals given as symbol/coefficient pairs.
  mutating func makeRow(
    terms: some Collection<(Int32, Double)>, constant: Double, relation: Relation,
    level: Double?, sequence: Double
  ) -> (Row, Tag) {
    var row = Row(constant: constant)
    // Room for the marker symbols too, so that adding them does not grow the array.
    row.terms.reserveCapacity(terms.count + 2)
    for (id, coefficient) in terms { row.add(id, coefficient) }
    let tag: Tag
    switch (relation, level) {
    case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(slack, sign)
      var error: Int32 = -1
      if let level {
        error = makeError(level: level, sequence: sequence)
        row.add(error, -sign)
        weighObjective(error: error, sign: 1)
      }
      tag = Tag(marker: slack, other: error)
    case (.equal, let level?):
      let plus = makeError(level: level, sequence: sequence)
      let minus = makeError(level: level, sequence: sequence)
      row.add(plus, -1)
      row.add(minus, 1)
      weighObjective(error: plus, sign: 1)
      weighObjective(error: minus, sign: 1)
      tag = Tag(marker: plus, other: minus)
    case (.equal, nil):
      let dummy = makeSymbol(.dummy)
      row.add(dummy, 1)
      tag = Tag(marker: dummy)
    }
    if row.constant < 0 { row.negate() }
    return (row, tag)
  }

  /// The row `expression = over − under` of a complementary pair and its tag (marker `over`).
  ///
  /// `over` measures how far the expression is above zero and is weighted as the pair's `≤`
  /// constraint, `under` how far below and weighted as its `≥` one: at an optimum at most one
  /// of them is positive, so each is exactly its constraint's error.
  mutating func makePairRow(
    terms: [(Int32, Double)], constant: Double, over: ErrorWeight, under: ErrorWeight
  ) -> (Row, Tag) {
    var row = Row(constant: constant)
    row.terms.reserveCapacity(terms.count + 2)
    for (id, coefficient) in terms { row.add(id, coefficient) }
    let overError = makeError(level: over.level, sequence: over.sequence)
    let underError = makeError(level: under.level, sequence: under.sequence)
    row.add(overError, -1)
    row.add(underError, 1)
    weighObjective(error: overError, sign: 1)
    weighObjective(error: underError, sign: 1)
    if row.constant < 0 { row.negate() }
    return (row, Tag(marker: overError, other: underError))
  }

  private mutating func makeError(level: Double, sequence: Double) -> Int32 {
    let error = makeSymbol(.error)
    weights[Int(error)] = ErrorWeight(level: level, sequence: sequence)
    return error
  }

  /// Adds a constraint's row; on failure the tableau is exactly as it was.
  ///
  /// The row is consumed: solved for its subject in place, its terms become the basic row
  /// without being copied (a copy would leave the caller's row holding the storage, and the
  /// first change then copies every term).
  mutating func insert(_ row: consuming Row, tag: Tag) throws(Infeasibility) {
    if let subject = externalSubject(of: &row) {
      define(subject, by: row)
      return
    }
    if row.constant < 0 { row.negate() }
    if let subject = restrictedSubject(of: row, tag: tag) {
      row.solve(for: subject)
      substitute(subject, with: row, intoDefinitions: false)
      setRow(subject, row)
    } else if row.terms.allSatisfy({ kinds[Int($0.id)] == .dummy }) {
      guard isNearZero(row.constant) else { throw Infeasibility(certificate: row.ids) }
      // A redundant required equality: its dummy marks the row, which stays at zero.
      row.solve(for: tag.marker)
      substitute(tag.marker, with: row, intoDefinitions: false)
      setRow(tag.marker, row)
    } else {
      try insertWithArtificialVariable(row, isRequired: tag.other < 0)
    }
    optimize()
  }

  /// Picks a parametric external as the row's subject.
  ///
  /// Expands definitions when needed so that no definition ends up mentioning itself; leaves
  /// `row` fully expanded when it returns nil.
  private mutating func externalSubject(of row: inout Row) -> Int32? {
    var mentionsBasicExternal = false
    // A basic non-negative external has a restricted row, which a definition may mention
    // lazily (I2) but a restricted row may not (I1).
    var mentionsBasicVariable = false
    var candidate: Int32? = nil
    for term in row.terms where kinds[Int(term.id)].isVariable {
      let id = term.id
      let isExternal = kinds[Int(id)] == .external
      if isBasic(id) {
        mentionsBasicVariable = true
        mentionsBasicExternal = mentionsBasicExternal || isExternal
      } else if isExternal && (candidate == nil || preferredSubject(id, over: candidate!)) {
        candidate = id
      }
    }
    if let candidate,
      !mentionsBasicExternal || columns[Int(candidate)].isEmpty
        || !definitions(mentionedBy: row, reach: candidate)
    {
      return candidate
    }
    if !mentionsBasicVariable { return nil }
    row = expanded(row)
    var subject: Int32? = nil
    for term in row.terms where kinds[Int(term.id)] == .external {
      if subject == nil || preferredSubject(term.id, over: subject!) { subject = term.id }
    }
    return subject
  }

  /// An external nothing mentions yet, then the newest: both keep definitions short.
  private func preferredSubject(_ id: Int32, over other: Int32) -> Bool {
    let free = columns[Int(id)].isEmpty
    let otherFree = columns[Int(other)].isEmpty
    return free != otherFree ? free : id > other
  }

  /// Makes the parametric external `subject` basic, defined by `definition`.
  private mutating func define(_ subject: Int32, by definition: consuming Row) {
    definition.solve(for: subject)
    substitute(subject, with: definition)
    setRow(subject, definition)
  }

  /// A symbol that can be the subject of a restricted row without losing feasibility.
  ///
  /// kiwi's choice first: the new slack or error if its coefficient is negative (the row's
  /// constant is non-negative, so the subject is too). Otherwise any slack, error or
  /// non-negative external with a negative coefficient, lowest id first, whose substitution
  /// leaves every restricted row that mentions it at a non-negative constant: definitions and
  /// the objective have no sign to keep. Only when there is none does the row need the
  /// artificial variable.
  private func restrictedSubject(of row: Row, tag: Tag) -> Int32? {
    // A row that holds with equality at the current solution (constant zero) can take its new
    // slack as subject whatever the sign: the slack is basic at zero, nothing else mentions
    // it, and the objective does not weigh it, so the basis stays feasible and optimal. Taking
    // the new error instead would weigh the row's symbols in the objective and start pivots:
    // a stack's equal-height rows, all at the same height, cost a pivot through every earlier
    // row each that way.
    if isNearZero(row.constant), kinds[Int(tag.marker)] == .slack,
      row.coefficient(of: tag.marker) != 0
    {
      return tag.marker
    }
    for symbol in [tag.marker, tag.other] where symbol >= 0 {
      let kind = kinds[Int(symbol)]
      if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
    }
    for term in row.terms where term.coefficient < 0 {
      let id = term.id
      let kind = kinds[Int(id)]
      guard kind == .slack || kind == .error || kind == .nonNegativeExternal else { continue }
      if staysFeasible(entering: id, at: row.constant / -term.coefficient) { return id }
    }
    return nil
  }

  /// Whether every restricted row stays feasible when the parametric `id` takes `value`.
  ///
  /// A cell's `image.width == 44`, after a row that spans the cell already mentions the width
  /// (its label's trailing slack), can take the width as subject: the slack's row only moves
  /// further from zero. An artificial variable was the only way in before, which cost a phase
  /// one and a journal for every cell.
  private func staysFeasible(entering id: Int32, at value: Double) -> Bool {
    columns[Int(id)].allSatisfy { key in
      let basic = basic(forKey: key)
      guard kinds[Int(basic)].isRestricted else { return true }
      return rows[Int(basic)].constant + rows[Int(basic)].coefficient(of: id) * value >= 0
    }
  }

  /// Phase one: minimizes an artificial variable equal to the row.
  ///
  /// The row is infeasible when the artificial variable stays positive; the tableau is then
  /// restored before throwing.
  ///
  /// Only a required row can fail: an optional one has an error that takes up any value, so
  /// it needs no journal to roll back, and noting every row it touches would copy each.
  private mutating func insertWithArtificialVariable(_ row: Row, isRequired: Bool)
    throws(Infeasibility)
  {
    if isRequired { beginJournal() }
    defer { endJournal() }
    let artificialSymbol = makeSymbol(.slack)
    setRow(artificialSymbol, row)
    artificial = row
    optimize(artificialPhase: true)
    let phaseOne = artificial!
    artificial = nil
    guard isNearZero(phaseOne.constant) else {
      rollBack()
      throw Infeasibility(certificate: phaseOne.ids)
    }
    if isBasic(artificialSymbol) {
      var remaining = takeRow(artificialSymbol)
      if !remaining.isConstant {
        guard let entering = remaining.terms.first(where: { kinds[Int($0.id)] != .dummy })?.id
        else {
          rollBack()
          throw Infeasibility(certificate: remaining.ids)
        }
        remaining.solve(for: entering)
        substitute(entering, with: remaining, intoDefinitions: false)
        setRow(entering, remaining)
      }
    }
    // Zero from here on: rows that mention it, definitions that referred to it while it was
    // basic included, drop it.
    for key in columns[Int(artificialSymbol)] {
      let basic = basic(forKey: key)
      forgetValuePlan(ifExternal: basic)
      rows[Int(basic)].remove(artificialSymbol)
    }
    columns[Int(artificialSymbol)] = Column()
    for k in objective.indices { objective[k][artificialSymbol] = 0 }
  }

  /// Whether `Σ coefficient · symbol + constant` is already zero and every symbol in it is
  /// basic (see ``Solver/holdsWithoutFreeVariable(_:)``).
  mutating func holdsWithoutFreeSymbol(_ terms: [(Int32, Double)], constant: Double) -> Bool {
    var row = Row(constant: constant)
    for (id, coefficient) in terms {
      guard isBasic(id) else { return false }
      row.add(id, coefficient)
    }
    return isNearZero(expandedConstant(of: row))
  }

  /// Removes a constraint's row and its weight in the objective.
  mutating func remove(tag: Tag) {
    for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
      weighObjective(error: symbol, sign: -1)
    }
    if isBasic(tag.marker) {
      // Definitions that refer to the marker lazily (I2) take its row before it goes.
      let row = takeRow(tag.marker)
      if !columns[Int(tag.marker)].isEmpty { substitute(tag.marker, with: row) }
    } else {
      if columns[Int(tag.marker)].allSatisfy({ !kinds[Int(basic(forKey: $0))].isRestricted }),
        !leavesThroughItsOnlyHolder(tag.marker)
      {
        expandDefinitions(mentioning: tag.marker)
      }
      if let leaving = markerLeavingRow(tag.marker) {
        var row = takeRow(leaving)
        row.solve(basic: leaving, for: tag.marker)
        substitute(tag.marker, with: row)
      }
    }
    optimize()
  }

  /// Whether a removed constraint's parametric marker, which no restricted row mentions, has
  /// a single holder (a definition, then) and no weight in the objective, so that the marker
  /// can leave through that definition as it stands.
  ///
  /// The definition's row then goes with the marker and is substituted nowhere: no lazy
  /// reference can hide a dependence on the marker (any definition mentioning it directly
  /// would be in its column) and no row can come to mention itself, which are what the
  /// expansion guards against. Expanding it first cost a hidden stack item's removal a pass
  /// over a definition spanning the stack, only to drop the result.
  private func leavesThroughItsOnlyHolder(_ marker: Int32) -> Bool {
    columns[Int(marker)].count == 1 && artificial == nil
      && objective.allSatisfy { $0[marker] == 0 }
  }

  /// Replaces each definition that mentions `symbol` by its expansion, so that its coefficient
  /// of `symbol` is the whole dependence (lazy references can hide or cancel it) and pivoting on
  /// it cannot make a definition mention itself.
  private mutating func expandDefinitions(mentioning symbol: Int32) {
    // Ascending, as a rounding difference between expansion orders must not depend on how the
    // column stores its members.
    for basic in columns[Int(symbol)].members.map(basic(forKey:)).sorted() {
      let definition = takeRow(basic)
      setRow(basic, expanded(definition))
    }
  }

  /// The row through which a removed constraint's marker leaves: first the row of a redundant
  /// required equality (a basic dummy), then kiwi's three tiers: a restricted row where the
  /// marker's coefficient is negative (smallest ratio), then any restricted row (smallest
  /// ratio), then a definition; lowest id on ties.
  ///
  /// A redundant equality's row says how its dummy depends on the markers of the constraints
  /// that make it redundant. Pivoting the marker out through any other row left that row
  /// unchanged and the equality unenforced: with `h >= 0`, removing `a == 10` from `y == 5`,
  /// `y + h/2 == a` and `h == 10` let `h` fall to 0. Through the dummy's row (its constant is 0,
  /// so no other constant moves), the dummy becomes parametric, that is zero: the once redundant
  /// equality now holds on its own.
  private func markerLeavingRow(_ marker: Int32) -> Int32? {
    var redundant: Int32? = nil
    var first: (Int32, Double)? = nil
    var second: (Int32, Double)? = nil
    var third: Int32? = nil
    for key in columns[Int(marker)] {
      let basic = basic(forKey: key)
      let coefficient = rows[Int(basic)].coefficient(of: marker)
      if kinds[Int(basic)] == .dummy {
        if redundant == nil || basic < redundant! { redundant = basic }
      } else if !kinds[Int(basic)].isRestricted {
        if third == nil || basic < third! { third = basic }
      } else if coefficient < 0 {
        let ratio = -rows[Int(basic)].constant / coefficient
        if first == nil || ratio < first!.1 || (ratio == first!.1 && basic < first!.0) {
          first = (basic, ratio)
        }
      } else {
        let ratio = rows[Int(basic)].constant / coefficient
        if second == nil || ratio < second!.1 || (ratio == second!.1 && basic < second!.0) {
          second = (basic, ratio)
        }
      }
    }
    return redundant ?? first?.0 ?? second?.0 ?? third
  }

  /// Changes a constraint's constant in place by `delta` and restores feasibility with the dual
  /// simplex, keeping the constraint's symbols, its place in insertion order (E5) and every
  /// pivot that still holds: a resized container or an animated constant costs the pivots the
  /// change needs, not a removal and a re-insertion.
  ///
  /// The constraint's row was `expression + constant + k·marker + … = 0`. A constant `delta`
  /// higher is the same row in `marker' = marker − delta / k`, so substituting the old marker
  /// shifts only constants: the marker's own row if it is basic, and each row that mentions
  /// it.
  ///
  /// Returns `.infeasible`, with the tableau exactly as before, when required constraints
  /// cannot hold at the new constant; the caller then takes the slow path that reports the
  /// conflict. An optional constraint (its tag has an error symbol) never fails, so only a
  /// required one pays for the journal that makes the rollback possible. Past `budget`, it
  /// returns `.overBudget`: a required constraint's change is rolled back, an optional one's is
  /// left half done, and the caller re-solves from scratch either way.
  mutating func shiftConstant(
    tag: Tag, markerCoefficient k: Double, by delta: Double, budget: Int
  ) -> DualOutcome {
    let shift = delta / k
    let marker = tag.marker
    let isRequired = tag.other < 0
    if kinds[Int(marker)] == .dummy && isBasic(marker) {
      // A redundant required equality stays redundant only at its old constant.
      return isNearZero(delta) ? .optimal : .infeasible
    }
    if isRequired { beginJournal() }
    defer { endJournal() }
    // The marker's own row if it is basic, and every row that mentions it: definitions refer
    // to it lazily even while it is basic (I2).
    if isBasic(marker) { shiftRow(marker, by: -shift) }
    for key in columns[Int(marker)] {
      let basic = basic(forKey: key)
      shiftRow(basic, by: rows[Int(basic)].coefficient(of: marker) * shift)
    }
    for k in objective.indices {
      objective[k].constant += objective[k][marker] * shift
    }
    let outcome = dualOptimize(budget: budget)
    if outcome != .optimal && isRequired {
      infeasible.removeAll()
      rollBack()
    }
    return outcome
  }

  /// Changes a required equality's expression in place by `delta` (the new expression minus
  /// the old, over symbols) and restores feasibility with the dual simplex; nil, with nothing
  /// changed, when the constraint's marker is basic (a redundant equality) or the change leaves
  /// the basis neither feasible nor optimal, where a removal and an insertion are simpler.
  ///
  /// The constraint's row was `expression + k·marker = 0`; the new one is the same row in
  /// `marker' = marker − delta / k`, so each row that mentions the marker gains its coefficient
  /// times `delta / k` (divided by `k − c` instead where `delta` itself depends on the marker
  /// with coefficient `c`, see below). A definition takes `delta` as it is, lazy references included, unless
  /// they lead back to the definition itself; a restricted row takes it expanded (I1). When
  /// the two expressions share most of their terms, as a stack's spacing does when a
  /// neighbour hides (`next.leading == hidden.trailing + s` becoming
  /// `next.leading == previous.trailing + s`), this touches the few rows that mention the marker
  /// and none of the long rows a removal followed by an insertion rewrites.
  ///
  /// Returns `.infeasible` or `.overBudget`, with the tableau exactly as before, when the new
  /// expression cannot hold or the dual simplex runs past `budget`.
  mutating func shiftExpression(
    tag: Tag, markerCoefficient k: Double, by delta: Row, budget: Int
  ) -> DualOutcome? {
    let marker = tag.marker
    guard tag.other < 0, kinds[Int(marker)] == .dummy, !isBasic(marker), artificial == nil
    else { return nil }
    // `delta` may depend on the marker itself, through the definitions of the variables it
    // names: expanded, it is `E = E₀ + c·marker`, and `marker = marker' + E / k` solves to
    // `marker = (k·marker' + E₀) / (k − c)`, so a row with `a·marker` gains `a / (k − c) · E`.
    let expandedDelta = expanded(delta)
    let c = expandedDelta.coefficient(of: marker)
    guard abs(k - c) > 1e-9 else { return nil }
    // A definition can take `delta` lazily only where the marker's coefficient in it is zero:
    // lazy references read the new rows, in which the marker has become `marker'`.
    let isLazyUsable = isNearZero(c)
    beginJournal()
    defer { endJournal() }
    // In key order, so that the result does not depend on how the column stores its members.
    for key in columns[Int(marker)].members.sorted() {
      let basic = basic(forKey: key)
      let isDefinition = kinds[Int(basic)] == .external
      let addend =
        isLazyUsable && isDefinition && !delta.position(of: basic).found
          && !definitions(mentionedBy: delta, reach: basic) ? delta : expandedDelta
      merge(addend, times: rows[Int(basic)].coefficient(of: marker) / (k - c), intoRowOf: basic)
      let constant = rows[Int(basic)].constant
      if kinds[Int(basic)] == .dummy {
        // A redundant equality no longer redundant: its dummy would have to leave the basis,
        // which the slow way does.
        guard rows[Int(basic)].terms.allSatisfy({ kinds[Int($0.id)] == .dummy }) else {
          infeasible.removeAll()
          rollBack()
          return nil
        }
        // It must also stay at zero (see `shiftRow`).
        if !isNearZero(constant) { infeasible.append(basic) }
      } else if !isDefinition && constant < 0 {
        infeasible.append(basic)
      }
    }
    // The objective is a row like the others: where it weighs the marker, the symbols of the
    // expansion change cost, and the basis may no longer be optimal.
    let weighsMarker = objective.contains { $0[marker] != 0 }
    if weighsMarker {
      noteObjective(marker, expandedDelta)
      for index in objective.indices where objective[index][marker] != 0 {
        objective[index].add(expandedDelta, times: objective[index][marker] / (k - c))
      }
      markDirty(expandedDelta)
      // The dual simplex needs an optimal basis; a primal one needs a feasible one.
      if !infeasible.isEmpty && dirtyEntering(bland: false) != nil {
        infeasible.removeAll()
        rollBack()
        return nil
      }
    }
    let outcome = dualOptimize(budget: budget)
    if outcome != .optimal {
      infeasible.removeAll()
      rollBack()
    } else if weighsMarker {
      optimize()
    }
    return outcome
  }

  private mutating func shiftRow(_ basic: Int32, by amount: Double) {
    noteRow(basic)
    rows[Int(basic)].constant += amount
    // A redundant equality's dummy must stay at zero, whichever way its constant moved.
    let constant = rows[Int(basic)].constant
    if kinds[Int(basic)] == .dummy
      ? !isNearZero(constant) : kinds[Int(basic)].isRestricted && constant < 0
    {
      infeasible.append(basic)
    }
  }
}
