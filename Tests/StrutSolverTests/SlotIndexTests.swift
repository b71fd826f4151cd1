import Testing

@testable import StrutSolver

/// A solver keeps its numbers on the variables and constraints it holds (``SlotIndex``).
///
/// Solvers are values and objects are shared, so these pin down that no solver sees another's
/// numbers: each behaves as if it had its own tables (issue #2, "results identical in every
/// process", and item 1, add and remove at any time). Rebuilds, which renumber every symbol,
/// and refusals, which put back a copy of the solver, are checked against the reference LP in
/// `PropertyTests`.
@Suite("Slot index")
struct SlotIndexTests {
  // Two solvers over the same variables: the second cannot claim the slots the first holds,
  // and each solves its own system.
  @Test func solversSharingVariablesKeepTheirOwnNumbers() throws {
    let x = Variable("x")
    let y = Variable("y")
    var first = Solver()
    var second = Solver()
    try first.add(x == 10)
    try first.add(y == x + 5)
    try second.add(y == 3)
    try second.add(x == Expression([Term(y, 2)]))
    first.updateVariables()
    second.updateVariables()
    #expect(first.value(of: x) == 10)
    #expect(first.value(of: y) == 15)
    #expect(second.value(of: x) == 6)
    #expect(second.value(of: y) == 3)
  }

  // A copy of a solver goes its own way: constraints added to or removed from one are not
  // seen by the other, whichever changes first.
  @Test(arguments: [true, false])
  func copiesDivergeWhicheverChangesFirst(copyChangesFirst: Bool) throws {
    let x = Variable("x")
    let width = x == 100
    var original = Solver()
    try original.add(width)
    var copy = original
    let narrow = (x == 40).withPriority(.required)
    if copyChangesFirst {
      try copy.remove(width)
      try copy.add(narrow)
      try original.add((x <= 500).withPriority(250))
    } else {
      try original.add((x <= 500).withPriority(250))
      try copy.remove(width)
      try copy.add(narrow)
    }
    original.updateVariables()
    copy.updateVariables()
    #expect(original.value(of: x) == 100)
    #expect(copy.value(of: x) == 40)
    #expect(original.contains(width))
    #expect(!copy.contains(width))
    #expect(!original.contains(narrow))
    #expect(copy.constraints.count == 1)
    #expect(original.constraints.count == 2)
  }

  // A constraint removed from one solver and added to another moves its slot along; the first
  // no longer holds it.
  @Test func aReleasedSlotIsClaimedByTheNextSolver() throws {
    let x = Variable("x")
    let pin = x == 7
    var first = Solver()
    try first.add(pin)
    try first.remove(pin)
    var second = Solver()
    try second.add(pin)
    #expect(!first.contains(pin))
    #expect(second.contains(pin))
    #expect(throws: SolverError.self) { try first.remove(pin) }
    second.updateVariables()
    #expect(second.value(of: x) == 7)
  }

  // Many constraints added and removed over and over (a stack toggling a view) keep the
  // solver's answers right after its list of claimed slots is compacted.
  @Test func churnKeepsEveryAnswer() throws {
    let x = Variable("x")
    var solver = Solver()
    let base = x >= 0
    try solver.add(base)
    for round in 0..<300 {
      let pin = (x == Expression(constant: Double(round))).withPriority(500)
      try solver.add(pin)
      solver.updateVariables()
      #expect(solver.value(of: x) == Double(round))
      try solver.remove(pin)
      #expect(!solver.contains(pin))
    }
    #expect(solver.constraints.count == 1)
  }

  // A layout engine keeps variables' numbers while the numbering stamp stays (Strut-only): the
  // stamp must change whenever some variable could be numbered differently, and a copy that
  // numbers a new variable must not share a stamp with the original.
  @Test func numberingStampChangesWithTheNumberingOnly() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var solver = Solver()
    try solver.add(x == 10)
    let numbered = solver.variableNumbering
    // Constraints and values on numbered variables keep the numbering.
    try solver.add((x == 20).withPriority(500))
    solver.updateVariables()
    #expect(solver.variableNumbering == numbered)
    // A copy keeps it until one of the two numbers a new variable.
    var copy = solver
    #expect(copy.variableNumbering == numbered)
    try copy.add(y == x + 1)
    #expect(copy.variableNumbering != numbered)
    #expect(solver.variableNumbering == numbered)
    try solver.add(z == x + 2)
    #expect(solver.variableNumbering != numbered)
    #expect(solver.variableNumbering != copy.variableNumbering)
    solver.updateVariables()
    copy.updateVariables()
    #expect(solver.number(of: z).map { solver.value(ofNumber: $0) } == 12)
    #expect(copy.number(of: y).map { copy.value(ofNumber: $0) } == 11)
    #expect(solver.number(of: y) == nil)
  }
}
