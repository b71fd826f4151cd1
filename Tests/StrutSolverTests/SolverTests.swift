import Testing

@testable import StrutSolver

/// E3: levels are lexicographic.
///
/// `a == b == c == d == e` required, `a == 100` @750 and `b, c, d, e == 0` @250 gives a = 100 in
/// UIKit (kiwi's weighted strengths give 0).
@Test func fourLowPriorityConstraintsLoseToOneHigher() throws {
  var solver = Solver()
  let v = (0..<5).map { Variable("v\($0)") }
  for i in 1..<5 { try solver.add(v[0] == v[i]) }
  try solver.add((v[0] == 100).withPriority(750))
  for i in 1..<5 { try solver.add((v[i] == 0).withPriority(250)) }
  solver.updateVariables()
  for variable in v { #expect(solver.value(of: variable) == 100) }
}

/// E3's own test: width ≤ 100 @251 against two constraints pulling width to 200 @250.
@Test func twoConstraintsAt250NeverOutweighOneAt251() throws {
  var solver = Solver()
  let width = Variable("width")
  try solver.add((width <= 100).withPriority(251))
  try solver.add((width == 200).withPriority(250))
  try solver.add((width == 200).withPriority(250))
  solver.updateVariables()
  #expect(solver.value(of: width) == 100)
}

/// uikit-semantics §6 recipe 1 (E5/S4): three views of intrinsic widths 50, 60, 70, hugging 250
/// and compression 750, in a row with spacing 0: the earliest view stretches and shrinks first.
@Test(
  arguments: [(300.0, [170.0, 60, 70]), (150.0, [20.0, 60, 70]), (100.0, [0.0, 30, 70])]
    as [(Double, [Double])])
func earliestInsertedViewYieldsFirst(width: Double, expected: [Double]) throws {
  var solver = Solver()
  let container = Variable("container")
  let widths = (0..<3).map { Variable("w\($0)") }
  let intrinsic = [50.0, 60, 70]
  for (w, size) in zip(widths, intrinsic) {
    try solver.add(w >= 0)
    try solver.add((w <= size).withPriority(250))
    try solver.add((w >= size).withPriority(750))
  }
  try solver.add(widths[0] + widths[1] + widths[2] == container)
  try solver.addEditVariable(container)
  try solver.suggestValue(width, for: container)
  solver.updateVariables()
  #expect(widths.map { solver.value(of: $0) } == expected)
}

/// E5: a constraint added *before* another in insertion order yields first on a tie, as if it
/// had been added first (the engine's `insertArrangedSubview(_:at:)` case).
@Test func constraintAddedBeforeAnotherYieldsFirst() throws {
  var solver = Solver()
  let a = Variable("a")
  let b = Variable("b")
  try solver.add(a + b == 300)
  let bHug = (b <= 60).withPriority(250)
  try solver.add(bHug)
  try solver.add((a <= 50).withPriority(250), before: bHug)
  solver.updateVariables()
  // Without `before`, b (the earlier) would stretch: a = 50, b = 250.
  #expect(solver.value(of: a) == 240)
  #expect(solver.value(of: b) == 60)
  #expect(throws: SolverError.self) { try solver.add(a >= 0, before: Constraint(a - 1, .equal)) }
}

/// E5 through `add(contentsOf:)`: the batch's order decides ties, however the solver inserts
/// it; a required constraint goes in before the optional ones, and bad ones are refused alone.
@Test(arguments: [false, true])
func batchOrderDecidesTies(aFirst: Bool) throws {
  var solver = Solver()
  let a = Variable("a")
  let b = Variable("b")
  let aHug = (a <= 50).withPriority(250)
  let bHug = (b <= 60).withPriority(250)
  let sum = a + b == 300
  let bad = Constraint(Expression(a) + .nan, .equal, priority: 500)
  let refused = solver.add(contentsOf: aFirst ? [aHug, bad, bHug, sum] : [bHug, sum, aHug, bad])
  #expect(refused.count == 1 && refused.first?.0 === bad)
  solver.updateVariables()
  // The earlier hugging constraint yields: it stretches past its limit, the later one holds.
  #expect(solver.value(of: a) == (aFirst ? 240 : 50))
  #expect(solver.value(of: b) == (aFirst ? 60 : 250))
  let expected = aFirst ? [sum, aHug, bHug] : [sum, bHug, aHug]
  #expect(solver.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
}

/// E5: constraints added one after another just before the same successor keep the order they
/// were added in, even after so many that their insertion sequences can no longer be told apart
/// (the order must not come from the dictionary the solver keeps them in).
@Test func manyInsertionsBeforeOneConstraintKeepTheirOrder() throws {
  var solver = Solver()
  let x = Variable("x")
  let last = (x <= 1000).withPriority(250)
  try solver.add(last)
  var added: [Constraint] = []
  for k in 0..<80 {
    let constraint = (x <= Double(k)).withPriority(250)
    try solver.add(constraint, before: last)
    added.append(constraint)
  }
  #expect(
    solver.constraints.map(ObjectIdentifier.init) == (added + [last]).map(ObjectIdentifier.init))
}

// E7's tie rule reads insertion order: a constraint replaced by the app's new one (deactivate
// one, activate another) is last in it afterwards, whether its terms changed in place or not;
// by default a replacement keeps the old one's place, as a changed constant does in UIKit.
@Test(arguments: [true, false])
func replacingWithoutKeepingPlaceMovesTheNewConstraintLast(keepingPlace: Bool) throws {
  let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
  var solver = Solver()
  let first = a == b + 10
  let second = c == a + 5
  let third = (b == 0)
  for constraint in [first, second, third] { try solver.add(constraint) }
  let repinned = a == 2 * b + 12
  try solver.replace(first, with: repinned, keepingPlace: keepingPlace)
  let order = solver.constraints.map(ObjectIdentifier.init)
  let expected = keepingPlace ? [repinned, second, third] : [second, third, repinned]
  #expect(order == expected.map(ObjectIdentifier.init))
  #expect(solver.expressionShifts == 1)
  solver.updateVariables()
  #expect([a, b, c].map { solver.value(of: $0) } == [12, 0, 17])
}
