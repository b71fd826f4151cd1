import Foundation
import StrutSolver
import Testing

/// The README's "Solve a system" example, compiled and checked here; the second test keeps the
/// README's copy identical to this one.
@Test func readmeSolverExampleGivesTheValuesItPrints() throws {
  var solver = Solver()
  let container = Variable("container")
  let label = Variable("label")
  let spacer = Variable("spacer")
  // A row: label + spacer fill the container.
  try solver.add(label + spacer == container)
  try solver.add(label >= 0)
  try solver.add(spacer >= 0)
  // The label wants its intrinsic width 120: it resists compression (750) more than it resists
  // stretching (250); the spacer has no preference, so it takes the free space.
  try solver.add((label <= 120).withPriority(250))
  try solver.add((label >= 120).withPriority(750))
  try solver.addEditVariable(container)
  try solver.suggestValue(375, for: container)
  solver.updateVariables()
  #expect(solver.value(of: label) == 120)
  #expect(solver.value(of: spacer) == 255)
}

@Test func readmeSolverExampleMatchesThisFile() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
  let section = try #require(readme.components(separatedBy: "## Solve a system").last)
  let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
  let lines = try #require(code.components(separatedBy: "```").first)
    .split(separator: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { !$0.isEmpty && !$0.hasPrefix("import") && !$0.hasPrefix("solver.value") }
  #expect(!lines.isEmpty)
  for line in lines {
    #expect(test.contains(line), "README line not in the compiled example: \(line)")
  }
}
