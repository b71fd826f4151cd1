import Testing

@testable import StrutSolver

/// A row of three boxes in a container, as a horizontal stack lays them out: intrinsic widths
/// 50, 60 and 70, hugging (`width <= intrinsic`) at 250, compression resistance
/// (`width >= intrinsic`) at 750, widths never negative, and the container width edited.
private struct BoxRow {
  let container = Variable("container")
  let widths = (0..<3).map { Variable("w\($0)") }
  static let intrinsic: [Double] = [50, 60, 70]
  var solver = Solver()

  init() throws {
    for (width, size) in zip(widths, Self.intrinsic) {
      try solver.add(width >= 0)
      try solver.add((width <= size).withPriority(250))
      try solver.add((width >= size).withPriority(750))
    }
    try solver.add(widths[0] + widths[1] + widths[2] == container)
    try solver.addEditVariable(container)
  }

  /// E5: the earliest box stretches first and is compressed first, down to zero, before the
  /// next one gives anything.
  static func expected(forContainer width: Double) -> [Double] {
    let total = intrinsic.reduce(0, +)
    if width >= total { return [intrinsic[0] + width - total] + intrinsic.dropFirst() }
    var deficit = total - width
    return intrinsic.map { size in
      let taken = min(deficit, size)
      deficit -= taken
      return size - taken
    }
  }

  mutating func widths(at width: Double) throws -> [Double] {
    try solver.suggestValue(width, for: container)
    solver.updateVariables()
    return widths.map { solver.value(of: $0) }
  }
}

@Suite("Edit variables")
struct EditVariableTests {
  /// E5: editing the container from 300 down to 100 and back up moves the solution
  /// incrementally; at every step the earliest box yields first, and every width equals what
  /// a fresh solver gives at the same container width (exactly: the path taken does not show).
  @Test func boxRowFollowsTheContainerDownAndBackUp() throws {
    var row = try BoxRow()
    let down = Array(stride(from: 300.0, through: 100, by: -10))
    let up = Array(stride(from: 110.0, through: 300, by: 10))
    for width in down + up {
      let incremental = try row.widths(at: width)
      let expected = BoxRow.expected(forContainer: width)
      for (actual, wanted) in zip(incremental, expected) {
        #expect(abs(actual - wanted) <= 1e-9, "container \(width): \(incremental)")
      }
      var fresh = try BoxRow()
      let fromScratch = try fresh.widths(at: width)
      for (actual, wanted) in zip(incremental, fromScratch) {
        #expect(actual == wanted, "container \(width): \(incremental) vs \(fromScratch)")
      }
      #expect(abs(incremental.reduce(0, +) - width) <= 1e-9)
    }
  }

  /// E5: the recipe's spot checks, exactly.
  @Test(
    arguments: [
      (300.0, [170.0, 60, 70]), (180, [50, 60, 70]), (150, [20, 60, 70]),
      (100, [0, 30, 70]), (40, [0, 0, 40]),
    ] as [(Double, [Double])])
  func boxRowSpotChecks(width: Double, expected: [Double]) throws {
    var row = try BoxRow()
    #expect(try row.widths(at: width) == expected)
  }

  /// E3/E5: the same suggestion twice, or a return to an earlier suggestion, gives the same
  /// values bit for bit.
  @Test func repeatedSuggestionsAreStable() throws {
    var row = try BoxRow()
    let first = try row.widths(at: 140)
    #expect(try row.widths(at: 140).map(\.bitPattern) == first.map(\.bitPattern))
    _ = try row.widths(at: 260)
    let back = try row.widths(at: 140)
    for (a, b) in zip(back, first) { #expect(abs(a - b) <= 1e-9) }
  }

  /// E3: an edit variable is an optional `variable == value` at its priority; removing it
  /// releases the variable to the other constraints, and it can be made editable again.
  @Test func removeEditVariableReleasesTheVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 50).withPriority(500))
    try solver.addEditVariable(x, priority: 999)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(300, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 300)

    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(constraintIDs(solver).count == 1)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    #expect(throws: SolverError.self) { try solver.suggestValue(10, for: x) }

    try solver.addEditVariable(x, priority: 999)
    try solver.suggestValue(120, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 120)
  }

  /// E3: an edit variable at a low priority yields to higher optional levels and to required
  /// constraints.
  @Test func editPriorityIsALevelLikeAnyOther() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add(x <= 200)
    try solver.addEditVariable(x, priority: 250)
    try solver.suggestValue(300, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 200)

    let pin = (x == 50).withPriority(750)
    try solver.add(pin)
    try solver.suggestValue(10, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 50)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: x) == 10)
  }

  /// E3: of two edit variables tied by a required sum, the higher priority gets its value.
  @Test func higherEditWins() throws {
    let a = Variable("a")
    let b = Variable("b")
    var solver = Solver()
    try solver.add(a + b == 100)
    try solver.addEditVariable(a, priority: 999)
    try solver.addEditVariable(b, priority: 500)
    try solver.suggestValue(70, for: a)
    try solver.suggestValue(70, for: b)
    solver.updateVariables()
    #expect(solver.value(of: a) == 70)
    #expect(solver.value(of: b) == 30)
    try solver.suggestValue(20, for: a)
    solver.updateVariables()
    #expect(solver.value(of: a) == 20)
    #expect(solver.value(of: b) == 80)
  }

  /// E1 (API): any variable can be edited, even one no constraint mentions; edit variables are
  /// not listed in `constraints`.
  @Test func editingAFreeVariable() throws {
    let free = Variable("free")
    var solver = Solver()
    try solver.addEditVariable(free, priority: 1)
    try solver.suggestValue(42, for: free)
    solver.updateVariables()
    #expect(solver.value(of: free) == 42)
    #expect(solver.constraints.isEmpty)
  }

  /// E3 under edits: a suggestion that pushes against a required bound leaves the edit's error
  /// as small as the bound allows, and moving back restores the suggestion exactly.
  @Test func suggestionAgainstARequiredBound() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.requireNonNegative(x)
    try solver.addEditVariable(x)
    try solver.suggestValue(-40, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
    try solver.suggestValue(15, for: x)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15)
  }
}
