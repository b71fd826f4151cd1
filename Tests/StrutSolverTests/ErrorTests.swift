import Testing

@testable import StrutSolver

/// A small solver state for the error tests: a required sum, a non-negative edited width and
/// optional pulls at two levels, so that "unchanged" is visible in values, in `constraints` and
/// in what later calls do.
private struct Fixture {
  let x = Variable("x")
  let y = Variable("y")
  let w = Variable("w")
  let xNonNegative: Constraint
  let sum: Constraint
  let pinX: Constraint
  let capY: Constraint

  var variables: [Variable] { [x, y, w] }

  init() {
    xNonNegative = x >= 0
    sum = x + y == w
    pinX = (x == 40).withPriority(750)
    capY = (y <= 5).withPriority(500)
  }

  func makeSolver() throws -> Solver {
    var solver = Solver()
    try solver.requireNonNegative(w)
    for constraint in [xNonNegative, sum, pinX, capY] { try solver.add(constraint) }
    try solver.addEditVariable(w, priority: 999)
    try solver.suggestValue(100, for: w)
    return solver
  }

  /// Expects `after` (which saw a refused call) to be indistinguishable from `before` (a copy
  /// taken before it): the same values bit for bit, the same `constraints`, and the same outcome
  /// and values for every call of a common follow-up script.
  func expectUnchanged(
    _ before: Solver, _ after: Solver, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var a = before
    var b = after
    let raiseY = (y >= 30).withPriority(999)
    let capX = x <= 25
    let tooBig = x >= 70
    let negativeW = w == -3
    let script: [(String, (inout Solver) -> String)] = [
      ("nothing", { _ in "ok" }),
      ("add an optional", { s in outcome { try s.add(raiseY) } }),
      ("suggest", { s in outcome { try s.suggestValue(60, for: w) } }),
      ("add a required", { s in outcome { try s.add(capX) } }),
      ("add a conflicting", { s in outcome { try s.add(tooBig) } }),
      ("remove", { s in outcome { try s.remove(pinX) } }),
      ("remove the edit", { s in outcome { try s.removeEditVariable(w) } }),
      ("add a negative width", { s in outcome { try s.add(negativeW) } }),
    ]
    for (step, call) in script {
      let outcomeA = call(&a)
      let outcomeB = call(&b)
      #expect(outcomeA == outcomeB, "\(step)", sourceLocation: sourceLocation)
      #expect(
        valueBits(&a, variables) == valueBits(&b, variables), "\(step)",
        sourceLocation: sourceLocation)
      #expect(constraintIDs(a) == constraintIDs(b), "\(step)", sourceLocation: sourceLocation)
      #expect(
        a.hasEditVariable(w) == b.hasEditVariable(w), "\(step)", sourceLocation: sourceLocation)
    }
  }
}

/// Non-finite numbers for coefficients, constants and suggestions.
private let nonFiniteNumbers: [Double] = [.nan, .infinity, -.infinity]

@Suite("Errors leave the solver unchanged and name the object at fault")
struct ErrorTests {
  // MARK: Constraints

  /// E1 (API): adding a constraint twice throws `duplicateConstraint` carrying it.
  @Test func duplicateConstraint() throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let before = solver
    let error = #expect(throws: SolverError.self) { try solver.add(fixture.pinX) }
    guard case .duplicateConstraint(let culprit) = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(culprit === fixture.pinX)
    fixture.expectUnchanged(before, solver)
  }

  /// E6 (API): a broken constraint is still in the solver, so adding it again is a duplicate.
  @Test func duplicateOfABrokenConstraint() throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let broken = fixture.x == 500
    try solver.breakConstraint(broken)
    let before = solver
    let error = #expect(throws: SolverError.self) { try solver.add(broken) }
    guard case .duplicateConstraint(let culprit) = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(culprit === broken)
    fixture.expectUnchanged(before, solver)
  }

  /// E1 (API): removing a constraint that was never added, or twice, throws `unknownConstraint`.
  @Test func unknownConstraintOnRemove() throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let stranger = fixture.x == 1
    var before = solver
    var error = #expect(throws: SolverError.self) { try solver.remove(stranger) }
    guard case .unknownConstraint(let culprit) = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(culprit === stranger)
    fixture.expectUnchanged(before, solver)

    try solver.remove(fixture.capY)
    before = solver
    error = #expect(throws: SolverError.self) { try solver.remove(fixture.capY) }
    guard case .unknownConstraint(let again) = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(again === fixture.capY)
    fixture.expectUnchanged(before, solver)
  }

  /// E1 (API): a NaN or infinite coefficient or constant throws `nonFiniteConstraint`, from
  /// `add`, `add(_:breakingWith:)` and `breakConstraint`.
  @Test(arguments: nonFiniteNumbers)
  func nonFiniteConstraint(number: Double) throws {
    let fixture = Fixture()
    let bad = [
      Constraint(Expression([Term(fixture.x, number)]), .equal),
      Constraint(Expression([Term(fixture.x, 1)], constant: number), .lessThanOrEqual),
      Constraint(Expression([Term(fixture.x, 1), Term(fixture.y, number)]), .greaterThanOrEqual)
        .withPriority(250),
    ]
    for constraint in bad {
      for call in 0..<3 {
        var solver = try fixture.makeSolver()
        let before = solver
        let error = #expect(throws: SolverError.self) {
          switch call {
          case 0: try solver.add(constraint)
          case 1: try solver.add(constraint) { $0[0] }
          default: try solver.breakConstraint(constraint)
          }
        }
        guard case .nonFiniteConstraint(let culprit) = error else {
          Issue.record(
            "call \(call): expected nonFiniteConstraint, got \(String(describing: error))")
          continue
        }
        #expect(culprit === constraint)
        #expect(!solver.contains(constraint))
        fixture.expectUnchanged(before, solver)
      }
    }
  }

  /// E1: priorities must lie in (0, 1000]: 0, negatives, values above 1000 (1100 included, the
  /// level reserved for broken constraints) and NaN throw `invalidPriority`.
  @Test(arguments: [0, -0.0, -1, -250, 1000.5, 1100, .infinity, .nan] as [Double])
  func invalidPriority(raw: Double) throws {
    let fixture = Fixture()
    let constraint = (fixture.x == 10).withPriority(Priority(raw))
    for call in 0..<3 {
      var solver = try fixture.makeSolver()
      let before = solver
      let error = #expect(throws: SolverError.self) {
        switch call {
        case 0: try solver.add(constraint)
        case 1: try solver.add(constraint) { $0[0] }
        default: try solver.breakConstraint(constraint)
        }
      }
      guard case .invalidPriority(let culprit) = error else {
        Issue.record("call \(call): expected invalidPriority, got \(String(describing: error))")
        continue
      }
      #expect(culprit === constraint)
      #expect(!solver.contains(constraint))
      fixture.expectUnchanged(before, solver)
    }
  }

  // MARK: Edit variables

  /// E1 (API): making a variable editable twice throws `duplicateEditVariable` carrying it.
  @Test func duplicateEditVariable() throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let before = solver
    let error = #expect(throws: SolverError.self) {
      try solver.addEditVariable(fixture.w, priority: 500)
    }
    guard case .duplicateEditVariable(let culprit) = error else {
      Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
      return
    }
    #expect(culprit === fixture.w)
    fixture.expectUnchanged(before, solver)
  }

  /// E1 (API): removing or suggesting for a variable that is not an edit variable throws
  /// `unknownEditVariable` carrying it.
  @Test func unknownEditVariable() throws {
    let fixture = Fixture()
    for call in 0..<2 {
      var solver = try fixture.makeSolver()
      let before = solver
      let error = #expect(throws: SolverError.self) {
        if call == 0 {
          try solver.removeEditVariable(fixture.x)
        } else {
          try solver.suggestValue(3, for: fixture.x)
        }
      }
      guard case .unknownEditVariable(let culprit) = error else {
        Issue.record("call \(call): expected unknownEditVariable, got \(String(describing: error))")
        continue
      }
      #expect(culprit === fixture.x)
      fixture.expectUnchanged(before, solver)
    }
  }

  /// E1: edit variables must be optional: a required (1000) edit priority, or one outside
  /// (0, 1000), throws `invalidEditPriority` with the variable and the priority.
  @Test(arguments: [1000, 0, -1, 1000.5, 1100, .nan] as [Double])
  func invalidEditPriority(raw: Double) throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let before = solver
    let error = #expect(throws: SolverError.self) {
      try solver.addEditVariable(fixture.x, priority: Priority(raw))
    }
    guard case .invalidEditPriority(let culprit, let priority) = error else {
      Issue.record("expected invalidEditPriority, got \(String(describing: error))")
      return
    }
    #expect(culprit === fixture.x)
    #expect(priority.rawValue.bitPattern == raw.bitPattern)
    #expect(!solver.hasEditVariable(fixture.x))
    fixture.expectUnchanged(before, solver)
  }

  /// E1 (API): a NaN or infinite suggestion throws `nonFiniteSuggestion` with the variable and
  /// the value, and the previous suggestion still holds.
  @Test(arguments: nonFiniteNumbers)
  func nonFiniteSuggestion(value: Double) throws {
    let fixture = Fixture()
    var solver = try fixture.makeSolver()
    let before = solver
    let error = #expect(throws: SolverError.self) { try solver.suggestValue(value, for: fixture.w) }
    guard case .nonFiniteSuggestion(let culprit, let suggested) = error else {
      Issue.record("expected nonFiniteSuggestion, got \(String(describing: error))")
      return
    }
    #expect(culprit === fixture.w)
    #expect(suggested.bitPattern == value.bitPattern)
    solver.updateVariables()
    #expect(solver.value(of: fixture.w) == 100)
    fixture.expectUnchanged(before, solver)
  }

  // MARK: Unsatisfiable required constraints (E6)

  /// E6/E6b: the mutually exclusive set is exactly the required constraints that conflict; an
  /// unrelated required constraint and the optional ones on the same variables stay out, the
  /// refused constraint is not added, and the solver is exactly as before.
  @Test func unsatisfiableConstraintNamesAMinimalSet() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let pinX = x == 10
    let pinY = y == 20
    let unrelated = z == 3
    let optional = (x == y).withPriority(750)
    var solver = Solver()
    for constraint in [pinX, unrelated, optional, pinY] { try solver.add(constraint) }
    let before = solver
    let offset = x == y + 5
    let error = #expect(throws: SolverError.self) { try solver.add(offset) }
    guard case .unsatisfiableConstraint(let culprit, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(culprit === offset)
    #expect(set.count == 3)
    #expect(identities(set) == identities([pinX, pinY, offset]))
    #expect(!solver.contains(offset))
    var a = before
    var b = solver
    #expect(valueBits(&a, [x, y, z]) == valueBits(&b, [x, y, z]))
    #expect(constraintIDs(a) == constraintIDs(b))
    // A compatible constraint is accepted afterwards, and gives the same result as on the copy.
    let compatible = x == y - 10
    try a.add(compatible)
    try b.add(compatible)
    #expect(valueBits(&a, [x, y, z]) == valueBits(&b, [x, y, z]))
    #expect(b.value(of: x) == 10 && b.value(of: y) == 20 && b.value(of: z) == 3)
  }

  /// E6: through a chain the set holds every link, and a constraint hanging off the chain that
  /// takes no part in the conflict is left out.
  @Test func unsatisfiableSetFollowsAChainAndNothingElse() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let chain = [a == b, b == c, c == 10]
    let hanging = d == a + 1
    var solver = Solver()
    for constraint in chain + [hanging] { try solver.add(constraint) }
    let conflicting = a == 20
    let error = #expect(throws: SolverError.self) { try solver.add(conflicting) }
    guard case .unsatisfiableConstraint(_, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(identities(set) == identities(chain + [conflicting]))
  }

  /// E6: with inequalities, a redundant bound on the same variable is not in the set.
  @Test func unsatisfiableSetLeavesOutRedundantBounds() throws {
    let x = Variable("x")
    let atLeast10 = x >= 10
    let atMost20 = x <= 20
    let atLeast0 = x >= 0
    var solver = Solver()
    for constraint in [atLeast0, atLeast10, atMost20] { try solver.add(constraint) }
    let atMost5 = x <= 5
    let error = #expect(throws: SolverError.self) { try solver.add(atMost5) }
    guard case .unsatisfiableConstraint(_, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(identities(set) == identities([atLeast10, atMost5]))
  }

  /// E6c: with `requireNonNegative(w)`, a required `w == -16` is unsatisfiable on its own: its
  /// set is exactly that constraint, even with other bounds on `w` in the solver.
  @Test(arguments: [false, true])
  func negativeSizeConflictsAlone(withOtherBounds: Bool) throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.requireNonNegative(w)
    if withOtherBounds {
      try solver.add(w >= 0)
      try solver.add(w <= 100)
      try solver.add((w == 50).withPriority(750))
    }
    let before = solver
    let negative = w == -16
    let error = #expect(throws: SolverError.self) { try solver.add(negative) }
    guard case .unsatisfiableConstraint(let culprit, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(culprit === negative)
    #expect(set.count == 1)
    #expect(set.first === negative)
    var a = before
    var b = solver
    #expect(valueBits(&a, [w]) == valueBits(&b, [w]))
    #expect(constraintIDs(a) == constraintIDs(b))
  }

  /// E6c: a variable that is not declared non-negative may be negative.
  @Test func undeclaredVariablesMayBeNegative() throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.add(w == -16)
    solver.updateVariables()
    #expect(solver.value(of: w) == -16)
  }

  /// E6c: declaring a variable non-negative when required constraints already make it negative
  /// is refused with a set that names them, and leaves the solver as it was.
  @Test func requireNonNegativeAgainstANegativeRequiredValue() throws {
    let w = Variable("w")
    let negative = w == -5
    var solver = Solver()
    try solver.add(negative)
    let before = solver
    let error = #expect(throws: SolverError.self) { try solver.requireNonNegative(w) }
    guard case .unsatisfiableConstraint(_, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(set.count == 1 && set.first === negative)
    var a = before
    var b = solver
    #expect(valueBits(&a, [w]) == valueBits(&b, [w]))
    #expect(constraintIDs(b) == [ObjectIdentifier(negative)])
    // Once the conflict is gone the declaration works, and a new negative value is refused.
    try solver.remove(negative)
    try solver.requireNonNegative(w)
    #expect(throws: SolverError.self) { try solver.add(w == -1) }
  }

  /// E6c: a conflicting `requireNonNegative` throws the implicit `w >= 0` as the culprit, and as
  /// the set exactly the caller's required constraints that force `w` below zero: not the
  /// implicit constraint itself, nor another variable's implicit `u >= 0` that takes part, nor
  /// unrelated, redundant or optional constraints.
  @Test(arguments: [false, true])
  func requireNonNegativeNamesOnlyTheCallersConstraints(throughANonNegativeVariable: Bool)
    throws
  {
    let u = Variable("u")
    let w = Variable("w")
    let z = Variable("z")
    var solver = Solver()
    let conflicting: [Constraint]
    if throughANonNegativeVariable {
      // u >= 0 (implicit) and u + w == -5 force w <= -5.
      try solver.requireNonNegative(u)
      conflicting = [u + w == -5]
    } else {
      // u == 3 and w == u - 8 force w == -5.
      conflicting = [u == 3, w == u - 8]
    }
    let bystanders = [z == 7, w <= 100, w >= -50, (w == 20).withPriority(750)]
    for constraint in [bystanders[0]] + conflicting + bystanders.dropFirst() {
      try solver.add(constraint)
    }
    let before = solver
    let error = #expect(throws: SolverError.self) { try solver.requireNonNegative(w) }
    guard case .unsatisfiableConstraint(let culprit, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(identities(set) == identities(conflicting))
    #expect(set.count == conflicting.count)
    // The culprit is the implicit `w >= 0`: required, and not one of the caller's constraints.
    #expect(culprit.relation == .greaterThanOrEqual && culprit.priority.isRequired)
    #expect(culprit.expression.terms.map { ObjectIdentifier($0.variable) } == [ObjectIdentifier(w)])
    #expect(culprit.expression.terms.map(\.coefficient) == [1])
    #expect(culprit.expression.constant == 0)
    #expect(!solver.contains(culprit))
    #expect(!(conflicting + bystanders).contains { $0 === culprit })
    var a = before
    var b = solver
    #expect(valueBits(&a, [u, w, z]) == valueBits(&b, [u, w, z]))
    #expect(constraintIDs(a) == constraintIDs(b))
    // The refused declaration left no trace: w may still go negative.
    solver.updateVariables()
    #expect(solver.value(of: w) == -5)
  }

  /// E6c: an optional pull below zero stops at zero on a non-negative variable.
  @Test func optionalPullStopsAtZero() throws {
    let w = Variable("w")
    var solver = Solver()
    try solver.add((w == -5).withPriority(750))
    try solver.requireNonNegative(w)
    solver.updateVariables()
    #expect(solver.value(of: w) == 0)
    #expect(solver.violation(of: (w == -5).withPriority(750)) == 5)
  }

  // MARK: Breaking (E6, E6a)

  /// E6a: a broken `x == 100` is pulled above every optional constraint: with nothing required
  /// against it, it wins over `x == 0 @999` and holds exactly.
  @Test func brokenConstraintBeatsEveryOptionalLevel() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(999))
    try solver.add((x <= 10).withPriority(999.5))
    let broken = x == 100
    try solver.breakConstraint(broken)
    #expect(solver.contains(broken))
    #expect(solver.isBroken(broken))
    #expect(constraintIDs(solver).last == ObjectIdentifier(broken))
    solver.updateVariables()
    #expect(solver.value(of: x) == 100)
  }

  /// E6/E6a: `add(_:breakingWith:)` hands the mutually exclusive set to the policy, breaks its
  /// choice, and the broken `x == 100` is still pulled as far as the required `x <= 50` allows,
  /// above the optional `x == 0 @999`.
  @Test func addBreakingTheNewConstraint() throws {
    let x = Variable("x")
    let cap = x <= 50
    var solver = Solver()
    try solver.add((x == 0).withPriority(999))
    try solver.add(cap)
    let wanted = x == 100
    var offered: [[Constraint]] = []
    let broken = try solver.add(wanted) { set in
      offered.append(set)
      return wanted
    }
    #expect(offered.count == 1)
    #expect(identities(offered.first ?? []) == identities([cap, wanted]))
    #expect(broken.count == 1 && broken.first === wanted)
    #expect(solver.contains(wanted) && solver.isBroken(wanted))
    #expect(solver.contains(cap) && !solver.isBroken(cap))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    #expect(solver.violation(of: wanted) == 50)
  }

  /// E6/E6a: breaking a constraint that was already in the solver lets the new one in; the old
  /// one stays, broken, and still pulls.
  @Test func addBreakingAnExistingConstraint() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(999))
    let old = x == 100
    try solver.add(old)
    let cap = x <= 50
    let broken = try solver.add(cap) { set in set.first { $0 === old }! }
    #expect(broken.count == 1 && broken.first === old)
    #expect(solver.contains(old) && solver.isBroken(old))
    #expect(solver.contains(cap) && !solver.isBroken(cap))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
  }

  /// E5/E6/E6a: a replacement that conflicts is offered to the policy with the set in insertion
  /// order, where the replacement takes the old constraint's place; broken, it keeps that place
  /// and still pulls.
  @Test func replaceBreakingKeepsThePlaceInInsertionOrder() throws {
    let x = Variable("x")
    var solver = Solver()
    let old = x == 40
    try solver.add(old)
    let cap = x <= 50
    try solver.add(cap)
    let replacement = x == 100
    var offered: [[Constraint]] = []
    let broken = try solver.replace(old, with: replacement) { set in
      offered.append(set)
      return replacement
    }
    #expect(offered.count == 1)
    #expect(identities(offered.first ?? []) == identities([replacement, cap]))
    #expect(broken.count == 1 && broken.first === replacement)
    #expect(identities(solver.constraints) == identities([replacement, cap]))
    #expect(solver.isBroken(replacement) && !solver.contains(old))
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
  }

  /// E6: a replacement that only moves a constant goes in place; one that cannot hold is refused
  /// with the set, and the solver keeps the old constraint and its values.
  @Test func replacingAConstantIntoAConflictIsRefused() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let sum = x + y == 100
    try solver.add(sum)
    try solver.add(x <= 80)
    try solver.add(y <= 30)
    try solver.add((y == 10).withPriority(500))
    let wider = x + y == 150
    #expect(throws: SolverError.self) { try solver.replace(sum, with: wider) }
    #expect(solver.contains(sum) && !solver.contains(wider))
    solver.updateVariables()
    #expect(solver.value(of: x) == 80 && solver.value(of: y) == 20)
    let narrower = x + y == 60
    try solver.replace(sum, with: narrower)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10)
  }

  /// E6: the policy runs once per conflicting set until the new constraint fits; a policy that
  /// names a constraint outside the set breaks the new one instead.
  @Test func breakingRepeatsUntilTheConstraintFits() throws {
    let x = Variable("x")
    let y = Variable("y")
    let pinX = x == 10
    let pinY = y == 20
    var solver = Solver()
    try solver.add(pinX)
    try solver.add(pinY)
    let sum = x + y == 50
    let broken = try solver.add(sum) { set in set.first { $0 === pinX } ?? set[0] }
    #expect(broken.count == 1 && broken.first === pinX)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30 && solver.value(of: y) == 20)

    let other = x == 0
    let stranger = Variable("s") == 1
    let brokenAgain = try solver.add(other) { _ in stranger }
    #expect(brokenAgain.count == 1 && brokenAgain.first === other)
    #expect(!solver.contains(stranger))
    #expect(solver.isBroken(other))
  }

  /// E6b: a broken constraint is no longer required, so it never appears in a later set and a
  /// later required constraint overrides it without conflict.
  @Test func brokenConstraintsAreNotRequiredAnyMore() throws {
    let x = Variable("x")
    var solver = Solver()
    let broken = x == 100
    try solver.breakConstraint(broken)
    let later = x == 30
    try solver.add(later)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    let conflicting = x == 40
    let error = #expect(throws: SolverError.self) { try solver.add(conflicting) }
    guard case .unsatisfiableConstraint(_, let set) = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(identities(set) == identities([later, conflicting]))
  }

  /// E6a: only required constraints break, as in UIKit, so breaking an optional one is a no-op.
  ///
  /// The optional constraint already in the solver keeps its priority (a 999 constraint still
  /// beats it) and its place in `constraints`, and `isBroken` stays false.
  @Test func breakingAnOptionalConstraintInTheSolverIsANoOp() throws {
    let x = Variable("x")
    let optional = (x == 100).withPriority(500)
    let stronger = (x == 20).withPriority(999)
    let later = (x >= 0).withPriority(250)
    var solver = Solver()
    for constraint in [optional, stronger, later] { try solver.add(constraint) }
    let before = solver
    try solver.breakConstraint(optional)
    #expect(solver.contains(optional))
    #expect(!solver.isBroken(optional))
    #expect(constraintIDs(solver) == [optional, stronger, later].map(ObjectIdentifier.init))
    var a = before
    #expect(valueBits(&a, [x]) == valueBits(&solver, [x]))
    #expect(solver.value(of: x) == 20)
    #expect(solver.violation(of: optional) == 80)
  }

  /// E6a: breaking an optional constraint that is not in the solver adds it unchanged, at its own
  /// priority and not broken, so a 999 constraint still beats it.
  @Test func breakingAnOptionalConstraintNotInTheSolverAddsItAsItIs() throws {
    let x = Variable("x")
    let stronger = (x == 20).withPriority(999)
    let optional = (x == 100).withPriority(500)
    var solver = Solver()
    try solver.add(stronger)
    var added = solver
    try added.add(optional)
    try solver.breakConstraint(optional)
    #expect(solver.contains(optional))
    #expect(!solver.isBroken(optional))
    #expect(constraintIDs(solver) == constraintIDs(added))
    #expect(valueBits(&solver, [x]) == valueBits(&added, [x]))
    #expect(solver.value(of: x) == 20)
    // It is not broken, so it is an ordinary optional constraint: adding it again is a duplicate.
    #expect(throws: SolverError.self) { try solver.add(optional) }
  }

  /// E6a: a broken constraint can be removed like any other; breaking twice changes nothing.
  @Test func removingABrokenConstraint() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 7).withPriority(250))
    let broken = x == 100
    try solver.breakConstraint(broken)
    let before = solver
    try solver.breakConstraint(broken)
    var a = before
    #expect(valueBits(&a, [x]) == valueBits(&solver, [x]))
    #expect(constraintIDs(a) == constraintIDs(solver))
    try solver.remove(broken)
    #expect(!solver.contains(broken))
    #expect(!solver.isBroken(broken))
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
  }
}
