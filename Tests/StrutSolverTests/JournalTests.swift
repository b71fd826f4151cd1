import Testing

@testable import StrutSolver

/// The journal that lets a refused insertion leave the solver exactly as it was (issue #2,
/// item 4), and the notes it keeps per symbol, which exist only once a journal has opened.
@Suite("Journal")
struct JournalTests {
  // A solver that never refuses or journals (a first layout) keeps no notes; a refused
  // insertion gives every symbol one, symbols made since get theirs at the next journal, and
  // each rollback still restores the solution.
  @Test func notesExistOnceAJournalOpens() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x == 40).withPriority(500))
    #expect(solver.tableau.notedRows.isEmpty)
    // x <= 5 against x >= 10 goes in through an artificial variable, under a journal.
    #expect(throws: SolverError.self) { try solver.add(x <= 5) }
    #expect(solver.tableau.notedRows.count == solver.tableau.kinds.count)
    try solver.add(y == x + 1)
    #expect(solver.tableau.notedRows.count < solver.tableau.kinds.count)
    #expect(throws: SolverError.self) { try solver.add(y <= 0) }
    let tableau = solver.tableau
    for notes in [
      tableau.notedRows.count, tableau.notedColumns.count, tableau.notedObjective.count,
      tableau.notedObjectiveComponents.count,
    ] {
      #expect(notes == tableau.kinds.count)
    }
    solver.updateVariables()
    #expect(solver.value(of: x) == 40)
    #expect(solver.value(of: y) == 41)
  }
}
