import Testing

@testable import StrutSolver

@Suite("Constraints: operators, priorities, descriptions and violation")
struct ConstraintTests {
  let x = Variable("x")
  let y = Variable("y")
  let z = Variable("z")

  /// Expects `lhs − rhs` as the expression, with the relation and required priority.
  private func expectConstraint(
    _ constraint: Constraint, _ terms: [(Variable, Double)], constant: Double,
    _ relation: Relation, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(constraint.relation == relation, sourceLocation: sourceLocation)
    #expect(constraint.priority == .required, sourceLocation: sourceLocation)
    #expect(constraint.expression.terms.count == terms.count, sourceLocation: sourceLocation)
    for (actual, expected) in zip(constraint.expression.terms, terms) {
      #expect(actual.variable === expected.0, sourceLocation: sourceLocation)
      #expect(actual.coefficient == expected.1, sourceLocation: sourceLocation)
    }
    #expect(constraint.expression.constant == constant, sourceLocation: sourceLocation)
  }

  /// E1/E2 (API): every comparison operator builds the required `lhs − rhs REL 0`.
  @Test func comparisonOperators() {
    let e = x + 1
    let f = y - 2
    // Expression vs expression.
    expectConstraint(e == f, [(x, 1), (y, -1)], constant: 3, .equal)
    expectConstraint(e <= f, [(x, 1), (y, -1)], constant: 3, .lessThanOrEqual)
    expectConstraint(e >= f, [(x, 1), (y, -1)], constant: 3, .greaterThanOrEqual)
    // Expression vs number.
    expectConstraint(e == 4, [(x, 1)], constant: -3, .equal)
    expectConstraint(e <= 4, [(x, 1)], constant: -3, .lessThanOrEqual)
    expectConstraint(e >= 4, [(x, 1)], constant: -3, .greaterThanOrEqual)
    // Variable vs number.
    expectConstraint(x == 8, [(x, 1)], constant: -8, .equal)
    expectConstraint(x <= 8, [(x, 1)], constant: -8, .lessThanOrEqual)
    expectConstraint(x >= 8, [(x, 1)], constant: -8, .greaterThanOrEqual)
    // Variable vs variable.
    expectConstraint(x == y, [(x, 1), (y, -1)], constant: 0, .equal)
    expectConstraint(x <= y, [(x, 1), (y, -1)], constant: 0, .lessThanOrEqual)
    expectConstraint(x >= y, [(x, 1), (y, -1)], constant: 0, .greaterThanOrEqual)
    // Variable vs expression.
    expectConstraint(x == f, [(x, 1), (y, -1)], constant: 2, .equal)
    expectConstraint(x <= f, [(x, 1), (y, -1)], constant: 2, .lessThanOrEqual)
    expectConstraint(x >= f, [(x, 1), (y, -1)], constant: 2, .greaterThanOrEqual)
    // Expression vs variable.
    expectConstraint(f == x, [(y, 1), (x, -1)], constant: -2, .equal)
    expectConstraint(f <= x, [(y, 1), (x, -1)], constant: -2, .lessThanOrEqual)
    expectConstraint(f >= x, [(y, 1), (x, -1)], constant: -2, .greaterThanOrEqual)
  }

  /// E1 (API): the initializer defaults to required; `withPriority` makes a new constraint and
  /// leaves the original as it was.
  @Test func priorities() {
    let base = Constraint(x + y - 3, .lessThanOrEqual)
    #expect(base.priority == .required)
    let soft = base.withPriority(750)
    #expect(soft !== base)
    #expect(soft.priority == 750)
    #expect(soft.relation == .lessThanOrEqual)
    #expect(soft.expression.terms.map(\.coefficient) == [1, 1])
    #expect(soft.expression.constant == -3)
    #expect(base.priority == .required)
    #expect(Constraint(Expression(x), .equal, priority: 250).priority == 250)
  }

  /// E9 (API descriptions): `expression REL 0`, with ` @priority` only when optional.
  @Test func descriptions() {
    #expect((x == 8).description == "x - 8 == 0")
    #expect((x == 8).withPriority(750).description == "x - 8 == 0 @750")
    #expect((x + 2 <= y).description == "x - y + 2 <= 0")
    #expect((2 * x + y - 10 <= z).description == "2*x + y - z - 10 <= 0")
    #expect((x >= y).withPriority(999.5).description == "x - y >= 0 @999.5")
    #expect(Relation.equal.description == "==")
    #expect(Relation.lessThanOrEqual.description == "<=")
    #expect(Relation.greaterThanOrEqual.description == ">=")
  }

  /// E2: `violation(of:)` is |a − b| for `==`, only the excess for `<=` and only the shortfall
  /// for `>=`; `isTight` tells whether the constraint holds with equality.
  @Test func violationAndTightness() throws {
    var solver = Solver()
    try solver.add(x == 10)
    solver.updateVariables()
    let cases: [(Constraint, Double, Bool)] = [
      (x == 4, 6, false), (x == 16, 6, false), (x == 10, 0, true),
      (x <= 4, 6, false), (x <= 16, 0, false), (x <= 10, 0, true),
      (x >= 16, 6, false), (x >= 4, 0, false), (x >= 10, 0, true),
      (2 * x <= 14, 6, false),
    ]
    for (constraint, violation, tight) in cases {
      #expect(solver.violation(of: constraint) == violation, "\(constraint)")
      #expect(solver.isTight(constraint) == tight, "\(constraint)")
    }
  }

  /// E2: an optional equality is met as nearly as possible, not all or nothing.
  @Test func optionalEqualityIsMetAsNearlyAsPossible() throws {
    var solver = Solver()
    try solver.add(x <= 30)
    let wish = (x == 100).withPriority(500)
    try solver.add(wish)
    solver.updateVariables()
    #expect(solver.value(of: x) == 30)
    #expect(solver.violation(of: wish) == 70)
  }

  /// E1 (API): one constraint can sit in two solvers; removing it from one leaves the other.
  @Test func oneConstraintInTwoSolvers() throws {
    let shared = x == 5
    var first = Solver()
    var second = Solver()
    try first.add(shared)
    try second.add(shared)
    try first.remove(shared)
    #expect(!first.contains(shared))
    #expect(second.contains(shared))
    second.updateVariables()
    #expect(second.value(of: x) == 5)
  }

  /// E1 (API): `constraints` lists the added constraints in insertion order, without edit
  /// variables or non-negativity declarations; `contains` follows adds and removals.
  @Test func constraintsListAndContains() throws {
    let a = x == 1
    let b = (y >= 2).withPriority(250)
    let c = z <= 3
    var solver = Solver()
    try solver.requireNonNegative(z)
    try solver.add(a)
    try solver.addEditVariable(y)
    try solver.add(b)
    try solver.add(c)
    #expect(constraintIDs(solver) == [a, b, c].map(ObjectIdentifier.init))
    try solver.remove(b)
    #expect(constraintIDs(solver) == [a, c].map(ObjectIdentifier.init))
    #expect(solver.contains(a) && !solver.contains(b) && solver.contains(c))
    #expect(!solver.isBroken(a))
  }

  /// E1 (API): a variable the solver has not seen reads as 0.
  @Test func unknownVariableReadsZero() {
    var solver = Solver()
    solver.updateVariables()
    #expect(solver.value(of: Variable("never")) == 0)
  }
}
