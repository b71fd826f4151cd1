import Testing

@testable import StrutSolver

/// The journal that lets a refused insertion leave the solver exactly as it was (issue #2,
/// item 4), and the notes it keeps per symbol, which exist only once a journal has opened.
@Suite("Journal")
struct JournalTests {
  // A solver that never refuses or journals (a first layout) keeps no notes but the one word
  // each set starts with, whatever its size; a refused
  // insertion gives every symbol one, symbols made since get theirs at the next journal, and
  // each rollback still restores the solution.
  @Test func notesExistOnceAJournalOpens() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x == 40).withPriority(500))
    for index in 0..<40 { try solver.add(Variable("v\(index)") >= 0) }
    #expect(solver.tableau.kinds.count > 64)
    #expect(solver.tableau.notedRows.capacity == 64)
    #expect(solver.tableau.notedObjectiveComponents.isEmpty)
    // x <= 5 against x >= 10 goes in through an artificial variable, under a journal.
    #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    #expect(solver.tableau.notedObjectiveComponents.count == solver.tableau.kinds.count)
    try solver.add(y == x + 1)
    #expect(solver.tableau.notedObjectiveComponents.count < solver.tableau.kinds.count)
    #expect(throws: SolverError.self) { try solver.add(y <= 0) }
    let tableau = solver.tableau
    for bits in [tableau.notedRows, tableau.notedColumns, tableau.notedObjective] {
      #expect(bits.capacity >= tableau.kinds.count)
    }
    #expect(tableau.notedObjectiveComponents.count == tableau.kinds.count)
    solver.updateVariables()
    #expect(solver.value(of: x) == 40)
    #expect(solver.value(of: y) == 41)
  }

  // A refused insertion whose phase one pivots through a row of 300 terms copies the objective
  // components it changes whole instead of noting each cell; the rollback must leave the solver
  // as it was all the same: the same values, and the same answer to what comes next as a solver
  // that never saw the refused constraint.
  @Test func aRollbackThroughLongRowsRestoresCopiedComponents() throws {
    func chain() throws -> (Solver, [Variable]) {
      let x = (0...300).map { Variable("x\($0)") }
      var solver = Solver()
      try solver.add(x[0] == 0)
      for i in 0..<300 {
        let width = Expression(x[i + 1]) - Expression(x[i])
        try solver.add(width >= 0)
        try solver.add((width == 10).withPriority(Priority(Double(250 + i % 3))))
      }
      try solver.add((x[300] == 2_500).withPriority(750))
      return (solver, x)
    }
    var (solver, x) = try chain()
    solver.updateVariables()
    let before = x.map { solver.value(of: $0).bitPattern }
    func objective(_ solver: Solver) -> [[String]] {
      solver.tableau.objective.map { component in
        let row = component.sparse
        return ["\(row.constant.bitPattern)"]
          + row.terms.map { "\($0.id):\($0.coefficient.bitPattern)" }
      }
    }
    let objectiveBefore = objective(solver)
    let copies = solver.tableau.componentCopies
    #expect(throws: SolverError.self) { try solver.add(x[300] <= Expression(x[150]) - 1) }
    #expect(solver.tableau.componentCopies > copies)
    let objectiveIsRestored = objective(solver) == objectiveBefore
    #expect(objectiveIsRestored, "the objective differs from before the refused insertion")
    solver.updateVariables()
    #expect(x.map { solver.value(of: $0).bitPattern } == before)
    var (fresh, y) = try chain()
    try solver.add(x[220] == 2_000)
    try fresh.add(y[220] == 2_000)
    solver.updateVariables()
    fresh.updateVariables()
    #expect(x.map { solver.value(of: $0) } == y.map { fresh.value(of: $0) })
  }
}
