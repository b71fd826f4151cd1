import StrutTestSupport

@testable import StrutSolver

/// A small random prioritized system for the property tests, drawn from a seed and printable so
/// that any failure can be replayed by hand.
struct RandomSystem: CustomStringConvertible {
  /// One constraint: `Σ coefficient · v[variable] + constant  relation  0` at `priority`.
  struct Spec {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
  }

  /// An edit variable with its priority and the values suggested for it, in order.
  struct EditSpec {
    var variable: Int
    var priority: Double
    var suggestions: [Double]
  }

  /// One step of the build: add a constraint, or add an edit variable and suggest its first value.
  enum Step {
    case constraint(Int)
    case edit(Int)
  }

  /// The priorities constraints are drawn from (1000 is required; 999 is edit-like).
  static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 251, 999]
  /// The priorities of edit variables.
  static let editPriorities: [Double] = [999, 750, 251, 1]

  var seed: UInt64
  var variableCount: Int
  var nonNegative: [Int]
  var specs: [Spec]
  var edits: [EditSpec]
  var steps: [Step]

  /// Draws a system with 2–5 variables, 1–8 constraints of 1–3 terms with small integer
  /// coefficients and constants, some non-negative variables and up to two edit variables.
  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    self.seed = seed
    variableCount = random.int(in: 2...5)
    let variables = Array(0..<variableCount)
    nonNegative = variables.filter { _ in random.chance(0.2) }
    var specs: [Spec] = []
    for _ in 0..<random.int(in: 1...8) {
      let chosen = random.shuffled(variables).prefix(random.int(in: 1...min(3, variableCount)))
      let terms = chosen.map { ($0, random.pick([-3.0, -2, -1, 1, 1, 1, 2, 3])) }
      let relation = random.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      specs.append(
        Spec(
          terms: terms, constant: Double(random.int(in: -20...20)), relation: relation,
          priority: random.pick(Self.priorities)))
    }
    Self.addRedundantEquality(to: &specs, seed: seed)
    self.specs = specs
    edits = random.shuffled(variables).prefix(random.int(in: 0...2)).map { variable in
      EditSpec(
        variable: variable, priority: random.pick(Self.editPriorities),
        suggestions: [Double(random.int(in: -30...30)), Double(random.int(in: -30...30))])
    }
    steps = random.shuffled(specs.indices.map(Step.constraint) + edits.indices.map(Step.edit))
  }

  /// Now and then appends a required equality that two earlier ones imply.
  ///
  /// The new equality is their sum with factors, so that removals and constant changes meet
  /// redundant equalities as layouts do: a frame pinned two ways is one. It is drawn from a
  /// generator of its own, so that the rest of the system is what the seed drew before.
  private static func addRedundantEquality(to specs: inout [Spec], seed: UInt64) {
    var random = SplitMix64(seed: seed ^ 0x7EDD)
    let equalities = specs.indices.filter {
      specs[$0].relation == .equal && specs[$0].priority == 1000
    }
    guard equalities.count >= 2, random.chance(0.4) else { return }
    let first = random.pick(equalities)
    let second = random.pick(equalities.filter { $0 != first })
    let (a, b) = (random.pick([1.0, -1, 2]), random.pick([1.0, -1, 0.5]))
    var coefficients: [Int: Double] = [:]
    for term in specs[first].terms {
      coefficients[term.variable, default: 0] += a * term.coefficient
    }
    for term in specs[second].terms {
      coefficients[term.variable, default: 0] += b * term.coefficient
    }
    let terms = coefficients.keys.sorted().compactMap { variable in
      coefficients[variable] == 0 ? nil : (variable: variable, coefficient: coefficients[variable]!)
    }
    guard !terms.isEmpty else { return }
    specs.append(
      Spec(
        terms: terms, constant: a * specs[first].constant + b * specs[second].constant,
        relation: .equal, priority: 1000))
  }

  /// The system as code-like text, for failure messages.
  var description: String {
    var lines = ["seed \(seed): \(variableCount) variables, non-negative \(nonNegative)"]
    for step in steps {
      switch step {
      case .constraint(let index):
        let spec = specs[index]
        let terms = spec.terms.map { "\(text($0.coefficient))*v\($0.variable)" }
        lines.append(
          "  c\(index): " + terms.joined(separator: " + ")
            + " + \(text(spec.constant)) \(spec.relation) 0 @\(text(spec.priority))")
      case .edit(let index):
        let edit = edits[index]
        lines.append(
          "  edit v\(edit.variable) @\(text(edit.priority)) suggest \(edit.suggestions)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The constraint objects for the specs, over `variables`.
  func makeConstraints(_ variables: [Variable]) -> [Constraint] {
    specs.indices.map { makeConstraint($0, variables) }
  }

  /// The constraint object of one spec, over `variables`.
  func makeConstraint(_ index: Int, _ variables: [Variable]) -> Constraint {
    let spec = specs[index]
    return Constraint(
      Expression(
        spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
      spec.relation, priority: Priority(spec.priority))
  }

  /// The reference item of a spec; `level` nil makes it required.
  func item(_ index: Int, level: Double?) -> ReferenceSystem.Item {
    let spec = specs[index]
    let relation: ReferenceSystem.Relation =
      switch spec.relation {
      case .lessThanOrEqual: .lessOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterOrEqual
      }
    return ReferenceSystem.Item(
      terms: spec.terms, constant: spec.constant, relation: relation, level: level)
  }

  /// The reference item of an edit variable that currently suggests `value`.
  func editItem(_ index: Int, value: Double) -> ReferenceSystem.Item {
    ReferenceSystem.Item(
      terms: [(edits[index].variable, 1)], constant: -value, relation: .equal,
      level: edits[index].priority)
  }

  /// An empty reference system over the same variables and non-negativity.
  func emptyReference() -> ReferenceSystem {
    ReferenceSystem(variableCount: variableCount, nonNegative: Set(nonNegative))
  }
}

extension RandomSystem {
  /// The system with, after about half of its optional inequalities, a complementary partner
  /// (the opposite inequality on the same expression, at an optional priority of its own), and
  /// the order of a batch that puts each partner right after its constraint.
  func withComplementaryPartners(_ random: inout SplitMix64) -> (RandomSystem, batch: [Int]) {
    var system = self
    var batch: [Int] = []
    for step in steps {
      guard case .constraint(let index) = step else { continue }
      batch.append(index)
      let spec = specs[index]
      guard spec.relation != .equal, spec.priority != 1000, random.chance(0.5) else { continue }
      var partner = spec
      partner.relation = spec.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
      partner.priority = random.pick([750.0, 500, 250, 251, 999])
      system.specs.append(partner)
      batch.append(system.specs.count - 1)
    }
    system.steps = batch.map(Step.constraint)
    return (system, batch)
  }
}

extension RandomSystem {
  /// The system with most of its variables non-negative and, after every constraint, a
  /// content-size pair on most of them: `v <= c` then `v >= c` at optional priorities, as a
  /// view's hugging and compression resistance; the order of a batch that holds them all.
  func withContentSizePairs(_ random: inout SplitMix64) -> (RandomSystem, batch: [Int]) {
    var system = self
    system.nonNegative = (0..<variableCount).filter { _ in random.chance(0.8) }
    var batch = steps.compactMap { step -> Int? in
      guard case .constraint(let index) = step else { return nil }
      return index
    }
    for variable in system.nonNegative where random.chance(0.8) {
      let size = Double(random.int(in: 0...20))
      for (relation, priority) in [
        (Relation.lessThanOrEqual, random.pick([250.0, 251, 500])),
        (.greaterThanOrEqual, random.pick([750.0, 500, 999])),
      ] {
        system.specs.append(
          Spec(
            terms: [(variable, 1)], constant: -size, relation: relation, priority: priority))
        batch.append(system.specs.count - 1)
      }
    }
    system.steps = batch.map(Step.constraint)
    return (system, batch)
  }
}

/// A number without a trailing `.0` when it is whole (the tests' own formatting).
private func text(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
