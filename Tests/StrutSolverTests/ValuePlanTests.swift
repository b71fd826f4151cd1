import Testing

@testable import StrutSolver

/// `updateVariables()` evaluates definitions from a plan it keeps between calls (``ValuePlan``).
///
/// The plan must follow every change to a definition's shape, or values go stale: these pin
/// down that values after each kind of change are the ones a fresh solver gives (issue #2,
/// item 1: add and remove constraints at any time; edit variables).
@Suite("Value plan")
struct ValuePlanTests {
  // Definitions that read other definitions (I2) keep their values through edits whose
  // dual pivots change only restricted rows.
  @Test func editsThroughChainedDefinitions() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    try solver.addEditVariable(a)
    try solver.add(b == a + 10)
    try solver.add(c == b + 10)
    try solver.add(Expression(c) <= Expression(constant: 100))
    for (suggestion, expected) in [(5.0, 25.0), (70.0, 90.0), (95.0, 100.0), (1.0, 21.0)] {
      try solver.suggestValue(suggestion, for: a)
      solver.updateVariables()
      #expect(solver.value(of: c) == expected, "a suggested \(suggestion)")
    }
  }

  // Removing the constraint that defines a variable, then defining it anew, changes which
  // definitions read which: the values must follow.
  @Test func redefinedVariableIsReadAgain() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    var solver = Solver()
    let aIsFive = a == 5
    let bFollowsA = b == a + 10
    try solver.add(aIsFive)
    try solver.add(bFollowsA)
    try solver.add(c == b + 10)
    solver.updateVariables()
    #expect(solver.value(of: c) == 25)
    try solver.remove(bFollowsA)
    try solver.add(b == 100)
    solver.updateVariables()
    #expect(solver.value(of: c) == 110)
    try solver.remove(aIsFive)
    try solver.add(a == b + 1)
    solver.updateVariables()
    #expect(solver.value(of: a) == 101)
    #expect(solver.value(of: c) == 110)
  }

  // A refused insertion puts the rows back: the next values are those before it.
  @Test func refusedInsertionLeavesValues() throws {
    let a = Variable("a")
    let b = Variable("b")
    var solver = Solver()
    try solver.add(a == 5)
    try solver.add(b == a + 10)
    solver.updateVariables()
    #expect(throws: SolverError.self) { try solver.add(b == 3) }
    solver.updateVariables()
    #expect(solver.value(of: a) == 5)
    #expect(solver.value(of: b) == 15)
  }

  // A row of boxes whose box `hidden` collapses and leaves the chain, as a stack view's hidden
  // arranged view does (issue #4, S3): the link into it goes out through a definition and the
  // links around it are rewritten. The plan is revised in place, not made again, and every
  // value is the one a solver given the final constraints from scratch finds.
  @Test(arguments: [(count: 6, hidden: 3), (count: 40, hidden: 1), (count: 40, hidden: 20)])
  func collapsedBoxLeavingARowKeepsEveryValue(count: Int, hidden: Int) throws {
    let x = (0..<count).map { Variable("x\($0)") }
    let width = (0..<count).map { Variable("w\($0)") }
    func link(_ from: Int, _ to: Int) -> Constraint { x[to] == x[from] + width[from] + 8 }
    var fixed: [Constraint] = [x[0] == 0]
    for index in 0..<count { fixed.append(width[index] == Double(10 + index % 7)) }
    var links = (1..<count).map { link($0 - 1, $0) }
    var solver = Solver()
    for constraint in fixed + links { try solver.add(constraint) }
    solver.updateVariables()
    let revisionsBefore = solver.tableau.valuePlanRevisions
    try solver.remove(links[hidden - 1])
    try solver.remove(links[hidden])
    let collapse = width[hidden] == 0
    try solver.remove(fixed[1 + hidden])
    fixed[1 + hidden] = collapse
    try solver.add(collapse)
    let bridge = link(hidden - 1, hidden + 1)
    try solver.add(bridge)
    links.replaceSubrange((hidden - 1)...hidden, with: [bridge, x[hidden] == x[hidden - 1]])
    try solver.add(links[hidden])
    solver.updateVariables()
    var fresh = Solver()
    for constraint in fixed + links { try fresh.add(constraint) }
    fresh.updateVariables()
    for variable in x + width {
      #expect(solver.value(of: variable) == fresh.value(of: variable), "\(variable)")
    }
    #expect(solver.tableau.valuePlanRevisions > revisionsBefore)
  }
}
