import StrutSolver
import Testing

@testable import Strut

/// An item's variables keep their numbers in the solver that last gave them values
/// (``ItemVariables``): frames read through them must be each solver's own (issue #3, item 6:
/// one engine per root view, and fitting, which solves a copy, leaves the frames as they were).
@Suite("Layout item storage")
struct LayoutItemStorageTests {
  @Test func valuesFollowWhicheverSolverIsAsked() throws {
    let variables = ItemVariables(
      minX: Variable("x"), minY: Variable("y"), width: Variable("w"), height: Variable("h"))
    let all = [variables.minX, variables.minY, variables.width, variables.height]
    var first = Solver()
    for (index, variable) in all.enumerated() { try first.add(variable == Double(index + 1)) }
    // The second numbers another variable first, so every number differs from the first's.
    var second = Solver()
    try second.add(Variable("other") == 0)
    for (index, variable) in all.enumerated() { try second.add(variable == Double(10 * index)) }
    first.updateVariables()
    second.updateVariables()
    #expect(variables.values(in: first) == (1, 2, 3, 4))
    #expect(variables.values(in: second) == (0, 10, 20, 30))
    #expect(variables.values(in: first) == (1, 2, 3, 4))
    // A copy that numbers a new variable, and one that only moves a value, each read their
    // own values.
    var renumbered = first
    try renumbered.add(Variable("fresh") == variables.width)
    renumbered.updateVariables()
    #expect(variables.values(in: renumbered) == (1, 2, 3, 4))
    var moved = Solver()
    for variable in all { try moved.add((variable == 5).withPriority(500)) }
    moved.updateVariables()
    #expect(variables.values(in: moved) == (5, 5, 5, 5))
    try moved.add(variables.width == 8)
    moved.updateVariables()
    #expect(variables.values(in: moved) == (5, 5, 8, 5))
    // A variable the solver has not seen reads 0, and is read again once it is numbered.
    var partial = Solver()
    try partial.add(variables.minX == 7)
    partial.updateVariables()
    #expect(variables.values(in: partial) == (7, 0, 0, 0))
    try partial.add(variables.height == 9)
    partial.updateVariables()
    #expect(variables.values(in: partial) == (7, 0, 0, 9))
  }
}
