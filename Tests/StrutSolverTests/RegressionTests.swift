import Testing

@testable import StrutSolver

/// Minimal reproductions of solver bugs the property tests found, kept as regression tests now
/// that the bugs are fixed.
@Suite("Regressions (minimal reproductions of fixed solver bugs)")
struct RegressionTests {
  /// E3/E5: a tie-break only chooses among solutions optimal for every level, so a tie at 999
  /// cannot cost the 750 level.
  ///
  /// It used to go wrong because each level's insertion-order tie-break was minimized right after
  /// that level's L1 error, before the lower levels' errors, so here x was -8.
  ///
  /// `x >= 20 @999` and `x <= -8 @999` cost 28 together for any x in [-8, 20]; `x >= 11 @750`
  /// can then hold, with x in [11, 20].
  @Test func tieBreakDoesNotOutrankLowerLevels() throws {
    let x = Variable("x")
    let atLeast20 = (x >= 20).withPriority(999)
    let atMostMinus8 = (x <= -8).withPriority(999)
    let atLeast11 = (x >= 11).withPriority(750)
    var solver = Solver()
    for constraint in [atLeast20, atMostMinus8, atLeast11] { try solver.add(constraint) }
    solver.updateVariables()
    #expect(solver.violation(of: atLeast20) + solver.violation(of: atMostMinus8) == 28)
    #expect(solver.violation(of: atLeast11) == 0)
    #expect((11...20).contains(solver.value(of: x)))
  }

  /// E3/E5: the same rule with an edit variable, as a layout would hit it.
  ///
  /// It used to go wrong because the edited width won the 999 tie against the earlier 999
  /// minimum before the 750 level was considered, so the 750 preference was dropped (width -8).
  @Test func tieBreakDoesNotOutrankLowerLevelsWithAnEdit() throws {
    let width = Variable("width")
    let minimum = (width >= 20).withPriority(999)
    let preferred = (width >= 11).withPriority(750)
    var solver = Solver()
    try solver.add(minimum)
    try solver.addEditVariable(width, priority: 999)
    try solver.suggestValue(-8, for: width)
    try solver.add(preferred)
    solver.updateVariables()
    #expect(solver.violation(of: preferred) == 0)
    #expect((11...20).contains(solver.value(of: width)))
  }

  /// E3 under removal: after removals the solution is still well defined, `updateVariables()`
  /// returns and the required constraints still hold.
  ///
  /// It used to go wrong because removing the marker of `a + b == 4 @750` substituted through
  /// the definition of `b` into that of `c`, defining `c` in terms of itself, and
  /// `updateVariables()` then looped for ever.
  @Test func removalThenUpdateVariablesReturns() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let sum = (a + b == 4).withPriority(750)
    let capC = c <= -2
    let link = a - 2 * c + 2 >= 0
    let capB = b <= 1
    var solver = Solver()
    for constraint in [sum, capC, link, capB] { try solver.add(constraint) }
    try solver.remove(capC)
    try solver.remove(sum)
    solver.updateVariables()
    #expect(solver.value(of: b) <= 1)
    #expect(solver.violation(of: link) == 0)
  }

  /// E5/E6: a broken constraint keeps its place in insertion order, for `constraints` and for
  /// ties.
  ///
  /// It used to go wrong because breaking a constraint already in the solver re-inserted it, so
  /// it moved to the end of `constraints` and took a new E5 sequence number.
  @Test func breakingKeepsTheInsertionOrder() throws {
    let x = Variable("x")
    let y = Variable("y")
    let first = x == 100
    let second = y == 1
    let cap = x <= 50
    var solver = Solver()
    try solver.add(first)
    try solver.add(second)
    try solver.add(cap) { set in set.first { $0 === first }! }
    #expect(solver.isBroken(first))
    #expect(constraintIDs(solver) == [first, second, cap].map(ObjectIdentifier.init))
  }

  /// E5/E6: a broken constraint's original sequence still settles ties: `w0 == 100`, inserted
  /// before `w1 == 100` but broken after it, takes the error when `w0 + w1 <= 150` caps both.
  ///
  /// It used to go wrong because breaking re-inserted each constraint at the end, so `w0` came
  /// after `w1` and `w1` took the error.
  @Test func brokenConstraintKeepsItsTieBreak() throws {
    let w0 = Variable("w0")
    let w1 = Variable("w1")
    let first = w0 == 100
    let second = w1 == 100
    var solver = Solver()
    try solver.add(first)
    try solver.add(second)
    try solver.breakConstraint(second)
    try solver.breakConstraint(first)
    try solver.add(w0 + w1 <= 150)
    #expect(solver.isBroken(first) && solver.isBroken(second))
    solver.updateVariables()
    #expect(solver.value(of: w0) == 50)
    #expect(solver.value(of: w1) == 100)
  }
}

/// Found by mutating Interface Builder files (a wobble check moved a required constant that
/// could not hold): refusing a change must not depend on what the infeasible-row list held.
@Suite("Regressions: refusals with stale lists")
struct StaleListRegressionTests {
  /// A required constant that cannot hold is refused and the solver is as before, even when the
  /// list of infeasible rows held stale entries as the change began.
  ///
  /// The rollback used to cut the list back to its length at the start; the refused change had
  /// consumed those entries, so the cut ran past the end and trapped.
  @Test func refusedConstantWithStaleInfeasibleEntries() throws {
    let x = Variable("x")
    let pinned = x == 10
    let ceiling = x <= 20
    var solver = Solver()
    try solver.add(pinned)
    try solver.add(ceiling)
    // A restricted row whose constant is non-negative: listed, it is stale.
    let stale = try #require(
      solver.tableau.kinds.indices.first { id in
        solver.tableau.kinds[id].isRestricted && solver.tableau.isBasic(Int32(id))
      })
    solver.tableau.infeasible.append(contentsOf: [Int32(stale), Int32(stale)])
    #expect(throws: SolverError.self) { try solver.replace(pinned, with: x == 30) }
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
    #expect(
      solver.constraints.map(ObjectIdentifier.init) == [pinned, ceiling].map(ObjectIdentifier.init))
    // The solver goes on working after the refusal.
    try solver.replace(pinned, with: x == 15)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)
  }
}

/// Found by random edit sequences on layouts (a frame-based view removed from its superview):
/// a required equality that other equalities made redundant must hold again once one of them
/// goes, and must not be silently broken when one of them moves.
@Suite("Regressions: redundant equalities")
struct RedundantEqualityRegressionTests {
  /// E1: `h == 10` is redundant while `a == 10`, `y == 5` and `y + h/2 == a` hold; removing
  /// `a == 10` leaves it the only thing fixing `h`.
  ///
  /// The removal pivoted `a == 10`'s marker out through the row of `h >= 0` and left the
  /// redundant equality's row (its dummy in terms of the others' dummies) as it was, so `h`
  /// fell to 0 and `a` to 5.
  @Test func removingAnEqualityKeepsTheOneItMadeRedundant() throws {
    let (a, y, h) = (Variable("a"), Variable("y"), Variable("h"))
    let pin = a == 10
    var solver = Solver()
    try solver.requireNonNegative(h)
    for constraint in [pin, y == 5, y + 0.5 * h == a, h == 10] { try solver.add(constraint) }
    try solver.remove(pin)
    solver.updateVariables()
    #expect([solver.value(of: a), solver.value(of: y), solver.value(of: h)] == [10, 5, 10])
  }

  /// E6: moving `x == 10` to 0 or 20 contradicts `y == x` and the redundant `y == 10`.
  ///
  /// Both moves are refused and the solver stays as it was. Moving it to 0 used to be
  /// accepted, leaving `y == 10` broken without a word.
  @Test(arguments: [0.0, 20.0])
  func movingAConstantAgainstARedundantEqualityIsRefused(value: Double) throws {
    let (x, y) = (Variable("x"), Variable("y"))
    let pin = x == 10
    var solver = Solver()
    for constraint in [pin, y == x, y == 10] { try solver.add(constraint) }
    #expect(throws: SolverError.self) { try solver.replace(pin, with: x == value) }
    solver.updateVariables()
    #expect([solver.value(of: x), solver.value(of: y)] == [10, 10])
  }
}
