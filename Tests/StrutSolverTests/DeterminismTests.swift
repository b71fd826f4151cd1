import StrutTestSupport
import Testing

@testable import StrutSolver

/// A scripted sequence of solver calls, drawn from a seed over a larger system than the property
/// tests use, that can be replayed on fresh objects.
private struct Script {
  enum Step {
    case requireNonNegative(Int)
    case add(Int)
    case addBreaking(Int)
    case remove(Int)
    case addEdit(variable: Int, priority: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(Int)
    case check
  }

  struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
  }

  let variableCount = 8
  var specs: [Spec] = []
  var steps: [Step] = []

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let count = random.int(in: 1...3)
      let chosen = random.shuffled(Array(0..<variableCount)).prefix(count)
      specs.append(
        Spec(
          terms: chosen.map { ($0, random.pick([-2.0, -1, 1, 1, 0.5, 3])) },
          constant: Double(random.int(in: -30...30)),
          relation: random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual]),
          priority: random.pick([1000, 1000, 999, 750, 500, 251, 250, 1.5])))
    }
    steps.append(.requireNonNegative(random.int(in: 0...variableCount - 1)))
    steps.append(.addEdit(variable: 0, priority: 999))
    steps.append(.addEdit(variable: 1, priority: 250))
    var added: [Int] = []
    for index in specs.indices {
      steps.append(random.chance(0.3) ? .addBreaking(index) : .add(index))
      added.append(index)
      if random.chance(0.3) {
        steps.append(
          .suggest(variable: random.int(in: 0...1), value: Double(random.int(in: -50...400))))
      }
      if random.chance(0.15), !added.isEmpty {
        let victim = random.pick(added)
        steps.append(.remove(victim))
        added.removeAll { $0 == victim }
      }
      if index % 8 == 7 { steps.append(.check) }
    }
    steps.append(.removeEdit(1))
    steps.append(.suggest(variable: 0, value: 123.25))
    steps.append(.check)
  }

  /// Runs the script on fresh variables and constraints.
  ///
  /// Returns the values (as bit patterns) and the outcome of every call, with objects named by
  /// their index in the script.
  func run(into solver: inout Solver) -> (values: [[UInt64]], outcomes: [String]) {
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    let constraints = specs.map { spec in
      Constraint(
        Expression(spec.terms.map { Term(variables[$0.0], $0.1) }, constant: spec.constant),
        spec.relation, priority: Priority(spec.priority))
    }
    func name(_ constraint: Constraint) -> String {
      constraints.firstIndex { $0 === constraint }.map { "c\($0)" } ?? "?"
    }
    func text(_ error: SolverError) -> String {
      switch error {
      case .unsatisfiableConstraint(let c, let set):
        return "unsatisfiable \(name(c)) [" + set.map(name).joined(separator: ",") + "]"
      default:
        return "\(error)"
      }
    }
    var values: [[UInt64]] = []
    var outcomes: [String] = []
    for step in steps {
      do {
        switch step {
        case .requireNonNegative(let v): try solver.requireNonNegative(variables[v])
        case .add(let c): try solver.add(constraints[c])
        case .addBreaking(let c):
          let broken = try solver.add(constraints[c]) { $0[0] }
          outcomes.append("broke " + broken.map(name).joined(separator: ","))
        case .remove(let c):
          if solver.contains(constraints[c]) { try solver.remove(constraints[c]) }
        case .addEdit(let v, let priority):
          try solver.addEditVariable(variables[v], priority: Priority(priority))
        case .suggest(let v, let value):
          if solver.hasEditVariable(variables[v]) {
            try solver.suggestValue(value, for: variables[v])
          }
        case .removeEdit(let v): try solver.removeEditVariable(variables[v])
        case .check:
          values.append(valueBits(&solver, variables))
          outcomes.append(solver.constraints.map(name).joined(separator: ","))
        }
        outcomes.append("ok")
      } catch {
        outcomes.append(text(error))
      }
    }
    return (values, outcomes)
  }
}

@Suite("Determinism")
struct DeterminismTests {
  /// E5: the tie-break is defined, so the same calls give bit-identical values in two solvers,
  /// with separately created variables and constraints (different identities, so different
  /// hashing), after removals, breaking and suggestions; refusals name the same sets.
  @Test(arguments: 0..<12 as Range<UInt64>)
  func sameCallsGiveBitIdenticalValues(seed: UInt64) {
    let script = Script(seed: seed)
    var first = Solver()
    var second = Solver()
    let a = script.run(into: &first)
    let b = script.run(into: &second)
    #expect(a.outcomes == b.outcomes)
    #expect(a.values == b.values)
    #expect(!a.values.isEmpty)
  }

  /// E5: a copy of a solver is independent and evolves exactly like the original.
  @Test func copiesEvolveIdentically() throws {
    let x = Variable("x")
    let y = Variable("y")
    var original = Solver()
    try original.add(x + y == 100)
    try original.add((x == 30).withPriority(250))
    try original.add((y == 30).withPriority(250))
    try original.addEditVariable(x, priority: 500)
    var copy = original
    try original.suggestValue(12.5, for: x)
    try copy.suggestValue(12.5, for: x)
    let extra = x <= 10
    try original.add(extra)
    try copy.add(extra)
    #expect(valueBits(&original, [x, y]) == valueBits(&copy, [x, y]))
    try original.remove(extra)
    #expect(copy.contains(extra))
    try copy.remove(extra)
    #expect(valueBits(&original, [x, y]) == valueBits(&copy, [x, y]))
  }

  /// E5: the ambiguous tie between two equal hugging constraints is settled the same way on
  /// every run: the earlier one stretches.
  @Test func tieIsSettledTheSameWayEveryTime() throws {
    var results: Set<[UInt64]> = []
    for _ in 0..<20 {
      let a = Variable("a")
      let b = Variable("b")
      var solver = Solver()
      try solver.add(a >= 0)
      try solver.add(b >= 0)
      try solver.add(a + b == 100)
      try solver.add((a <= 10).withPriority(250))
      try solver.add((b <= 10).withPriority(250))
      results.insert(valueBits(&solver, [a, b]))
      #expect(solver.value(of: a) == 90)
    }
    #expect(results.count == 1)
  }
}
