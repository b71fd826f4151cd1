import Testing

@testable import StrutSolver

/// E4/E5: in a `.fill` row whose views have equal hugging, the tie-break picks the earliest view
/// to stretch, but every split of the slack is optimal, so each width ranges over an interval.
@Test func equalHuggingTieLeavesAWidthRange() throws {
  var solver = Solver()
  let widths = (0..<3).map { Variable("w\($0)") }
  for (w, size) in zip(widths, [50.0, 60, 70]) {
    try solver.add(w >= 0)
    try solver.add((w <= size).withPriority(250))
    try solver.add((w >= size).withPriority(750))
  }
  try solver.add(widths[0] + widths[1] + widths[2] == 300)
  solver.updateVariables()
  #expect(solver.value(of: widths[0]) == 170)
  #expect(solver.optimalRange(of: widths[0]) == 50...170)
  #expect(solver.optimalRange(of: widths[2]) == 70...190)
  #expect(solver.isAmbiguous(widths[1]))
}

/// E3/E4: a lower hugging priority on one view decides who stretches, so nothing is ambiguous.
@Test func distinctHuggingPrioritiesDetermineEveryWidth() throws {
  var solver = Solver()
  let a = Variable("a")
  let b = Variable("b")
  try solver.add((a <= 50).withPriority(250))
  try solver.add((b <= 60).withPriority(251))
  try solver.add(a + b == 300)
  solver.updateVariables()
  #expect(solver.value(of: a) == 240)
  #expect(solver.optimalRange(of: a) == 240...240)
  #expect(!solver.isAmbiguous(b))
}

/// E4: a variable nothing constrains (a view with a width but no x) can take any value.
@Test func unconstrainedVariableRangesOverEverything() throws {
  var solver = Solver()
  let x = Variable("x")
  let width = Variable("width")
  try solver.add(width == 40)
  try solver.add(x + width >= 0)
  #expect(solver.optimalRange(of: width) == 40...40)
  #expect(solver.optimalRange(of: x).lowerBound == -40)
  #expect(solver.optimalRange(of: x).upperBound == .infinity)
  #expect(solver.optimalRange(of: Variable("unknown")) == -Double.infinity...Double.infinity)
}

/// The query runs on a copy: values and later behaviour are unchanged.
@Test func optimalRangeLeavesTheSolverUnchanged() throws {
  var solver = Solver()
  let a = Variable("a")
  let b = Variable("b")
  try solver.add(a + b == 100)
  try solver.add((a >= 30).withPriority(500))
  let before = solver.dump()
  _ = solver.optimalRange(of: a)
  #expect(solver.dump() == before)
}
