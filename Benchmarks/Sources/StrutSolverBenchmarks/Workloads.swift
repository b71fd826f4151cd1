// The workloads of performance.md §2, built on StrutSolver exactly as the document says (and as
// Benchmarks/kiwi/kiwi_bench.cpp builds them on kiwi).
//
// Each workload times only its own section: a1, b1 and c time the build; a2, b2, b3 and d build
// untimed and time the suggestions.

import BenchmarkHarness
import StrutSolver

// MARK: - (a) enaml-like

/// Builds the enaml-like system: edit variables first, then the constraints in file order.
private func buildEnaml(_ corpus: EnamlCorpus, into solver: inout Solver) throws -> [Variable] {
  let variables = corpus.names.map { Variable($0) }
  for edit in corpus.edits {
    try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
  }
  for spec in corpus.constraints {
    let terms = spec.terms.map { Term(variables[$0.variable], $0.coefficient) }
    try solver.add(
      Constraint(Expression(terms, constant: spec.constant), spec.relation, priority: spec.priority)
    )
  }
  return variables
}

/// The first two edit variables of the corpus: width and height.
private func editPair(_ corpus: EnamlCorpus, _ variables: [Variable]) -> (Variable, Variable) {
  (variables[corpus.edits[0].variable], variables[corpus.edits[1].variable])
}

/// a1: build + updateVariables, 1,000 times; checksum Σ(width + height).
private func a1(_ corpus: EnamlCorpus) -> Workload {
  Workload(id: "a1", expected: 347_500) {
    let clock = MonotonicClock()
    var checksum = 0.0
    let start = clock.now
    for _ in 0..<1000 {
      var solver = Solver()
      let variables = try buildEnaml(corpus, into: &solver)
      solver.updateVariables()
      let (width, height) = editPair(corpus, variables)
      checksum += solver.value(of: width) + solver.value(of: height)
    }
    return Sample(elapsed: clock.now - start, checksum: checksum)
  }
}

/// a2: one solver, 1,000 cycles over the six sizes; each step suggests width and height and
/// updates; checksum Σ(width + height).
private func a2(_ corpus: EnamlCorpus) -> Workload {
  Workload(id: "a2", expected: 8_400_000) {
    var solver = Solver()
    let variables = try buildEnaml(corpus, into: &solver)
    solver.updateVariables()
    let (width, height) = editPair(corpus, variables)
    let clock = MonotonicClock()
    var checksum = 0.0
    let start = clock.now
    for _ in 0..<1000 {
      for size in corpus.cycle {
        try solver.suggestValue(size.width, for: width)
        try solver.suggestValue(size.height, for: height)
        solver.updateVariables()
        checksum += solver.value(of: width) + solver.value(of: height)
      }
    }
    return Sample(elapsed: clock.now - start, checksum: checksum)
  }
}

// MARK: - (b) chain

/// Builds the chain of §2(b).
///
/// `x[i+1] - x[i] - 10 >= 0` required, then `x[i] == 0` @10, then the edit variable `x[N-1]`,
/// then update. With `staysFirst` the `== 0` constraints come before the chain.
private func buildChain(_ n: Int, staysFirst: Bool) throws -> (Solver, [Variable]) {
  var solver = Solver()
  let x = (0..<n).map { Variable("x\($0)") }
  func links() throws {
    for i in 0..<n - 1 {
      try solver.add(Constraint(x[i + 1] - x[i] - 10, .greaterThanOrEqual))
    }
  }
  func stays() throws {
    for i in 0..<n {
      try solver.add(Constraint(Expression(x[i]), .equal, priority: 10))
    }
  }
  if staysFirst {
    try stays()
    try links()
  } else {
    try links()
    try stays()
  }
  try solver.addEditVariable(x[n - 1])
  // kiwi's edit starts at 0; Strut's starts at the variable's current value (Cassowary's
  // definition), so the same state needs the 0 said explicitly.
  try solver.suggestValue(0, for: x[n - 1])
  solver.updateVariables()
  return (solver, x)
}

/// b1: the chain build; checksum Σx = -5N(N-1) (kiwi: -4,995,000 at N = 1,000).
private func b1(_ n: Int, staysFirst: Bool, id: String) -> Workload {
  Workload(id: id, expected: -5 * Double(n) * Double(n - 1)) {
    let clock = MonotonicClock()
    let start = clock.now
    let (solver, x) = try buildChain(n, staysFirst: staysFirst)
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: x.reduce(0) { $0 + solver.value(of: $1) })
  }
}

/// b2 and b3: 100 suggestions for `x[N-1]` on a built chain; checksum Σ(x[0] + x[N-1]).
private func chainSuggestions(
  id: String, n: Int, expected: Double, value: @escaping (_ k: Int) -> Double
) -> Workload {
  Workload(id: id, expected: expected) {
    var (solver, x) = try buildChain(n, staysFirst: false)
    let clock = MonotonicClock()
    var checksum = 0.0
    let start = clock.now
    for k in 0..<100 {
      try solver.suggestValue(value(k), for: x[n - 1])
      solver.updateVariables()
      checksum += solver.value(of: x[0]) + solver.value(of: x[n - 1])
    }
    return Sample(elapsed: clock.now - start, checksum: checksum)
  }
}

// MARK: - (c) stack and (d) resize

/// A built horizontal stack (§2(c)).
private struct Stack {
  var solver = Solver()
  var containerLeft = Variable("cL")
  var containerWidth = Variable("cW")
  var left: [Variable]
  var width: [Variable]
  var intrinsic: [Double]
  /// Σ intrinsic + 8(N-1): the width at which every box has its intrinsic width.
  var fit: Double

  init(_ n: Int) throws {
    left = (0..<n).map { Variable("l\($0)") }
    width = (0..<n).map { Variable("w\($0)") }
    intrinsic = (0..<n).map { Double(20 + (37 * $0) % 61) }
    fit = intrinsic.reduce(0, +) + 8 * Double(n - 1)
    try solver.add(containerLeft == 0)
    for i in 0..<n {
      try solver.add((width[i] <= intrinsic[i]).withPriority(250))
      try solver.add((width[i] >= intrinsic[i]).withPriority(750))
      try solver.add(width[i] >= 0)
      if i == 0 {
        try solver.add(left[0] == containerLeft)
      } else {
        try solver.add(left[i] == left[i - 1] + width[i - 1] + 8)
      }
    }
    try solver.add(left[n - 1] + width[n - 1] == containerLeft + containerWidth)
    try solver.addEditVariable(containerWidth)
    try solver.suggestValue(fit, for: containerWidth)
    solver.updateVariables()
  }
}

/// Σ(w_i + l_i) when every box has its intrinsic width (kiwi: 288,878 at N = 100 and 28,989,679
/// at N = 1,000).
private func stackChecksum(_ n: Int) -> Double {
  var sum = 0.0
  var left = 0.0
  for i in 0..<n {
    let intrinsic = Double(20 + (37 * i) % 61)
    sum += intrinsic + left
    left += intrinsic + 8
  }
  return sum
}

/// c: the stack build; checksum Σ(w_i + l_i).
private func c(_ n: Int) -> Workload {
  Workload(id: "c-\(n)", expected: stackChecksum(n)) {
    let clock = MonotonicClock()
    let start = clock.now
    let stack = try Stack(n)
    let elapsed = clock.now - start
    var checksum = 0.0
    for i in 0..<n {
      checksum += stack.solver.value(of: stack.width[i]) + stack.solver.value(of: stack.left[i])
    }
    return Sample(elapsed: elapsed, checksum: checksum)
  }
}

/// The problems of one resize step: Σw + 8(N-1) = W within 1e-6, every w >= -1e-9, and the
/// optimal error at each priority level (750: Σ(iw - w)⁺ = max(0, fit - W); 250:
/// Σ(w - iw)⁺ = max(0, W - fit)).
private func resizeProblems(_ stack: Stack, target: Double, step: Int) -> [String] {
  let n = stack.width.count
  var problems: [String] = []
  var total = 8 * Double(n - 1)
  var compression = 0.0
  var hugging = 0.0
  for i in 0..<n {
    let w = stack.solver.value(of: stack.width[i])
    total += w
    compression += max(0, stack.intrinsic[i] - w)
    hugging += max(0, w - stack.intrinsic[i])
    if w < -1e-9 { problems.append("k=\(step): w\(i) = \(w) < 0") }
  }
  if abs(total - target) > 1e-6 {
    problems.append("k=\(step): sum(w) + 8(N-1) = \(total), W = \(target)")
  }
  let tolerance = 1e-9 * stack.fit + 1e-6
  if abs(compression - max(0, stack.fit - target)) > tolerance {
    problems.append("k=\(step): error @750 = \(compression), optimum \(max(0, stack.fit - target))")
  }
  if abs(hugging - max(0, target - stack.fit)) > tolerance {
    problems.append("k=\(step): error @250 = \(hugging), optimum \(max(0, target - stack.fit))")
  }
  return problems
}

/// The resize target of step `k`: fit·(0.75 + 0.5·k/99).
private func resizeTarget(fit: Double, step k: Int) -> Double {
  fit * (0.75 + 0.5 * Double(k) / 99)
}

/// The d checksum under UIKit's tie rule.
///
/// Σ(w_0 + w_{N-1} + l_{N-1}) over the sweep when the earliest-inserted box yields first (E5,
/// S4): compressing empties box 0, then box 1, ...; stretching grows box 0 alone. 612,093.363636
/// at N = 100 (kiwi's rule gives 613,041.939394).
private func resizeChecksum(_ n: Int) -> Double {
  let intrinsic = (0..<n).map { Double(20 + (37 * $0) % 61) }
  let fit = intrinsic.reduce(0, +) + 8 * Double(n - 1)
  var sum = 0.0
  for k in 0..<100 {
    let target = resizeTarget(fit: fit, step: k)
    var width = intrinsic
    if target < fit {
      var excess = fit - target
      for i in 0..<n where excess > 0 {
        let taken = min(excess, width[i])
        width[i] -= taken
        excess -= taken
      }
    } else {
      width[0] += target - fit
    }
    sum += width[0] + width[n - 1] + (target - width[n - 1])
  }
  return sum
}

/// d: 100 resizes of a built stack, W = fit·(0.75 + 0.5·k/99).
///
/// The checksum is Σ(w_0 + w_{N-1} + l_{N-1}), expected under UIKit's tie rule. Only suggest +
/// update is timed; the invariants are checked untimed.
private func d(_ n: Int) -> Workload {
  Workload(id: "d-\(n)", expected: resizeChecksum(n)) {
    var stack = try Stack(n)
    let clock = MonotonicClock()
    var elapsed = Duration.zero
    var checksum = 0.0
    var problems: [String] = []
    for k in 0..<100 {
      let target = resizeTarget(fit: stack.fit, step: k)
      let start = clock.now
      try stack.solver.suggestValue(target, for: stack.containerWidth)
      stack.solver.updateVariables()
      elapsed += clock.now - start
      checksum +=
        stack.solver.value(of: stack.width[0]) + stack.solver.value(of: stack.width[n - 1])
        + stack.solver.value(of: stack.left[n - 1])
      if problems.count < 5 {
        problems += resizeProblems(stack, target: target, step: k).prefix(5 - problems.count)
      }
    }
    return Sample(elapsed: elapsed, checksum: checksum, problems: problems)
  }
}

// MARK: - The list

/// The ids of every workload, in output order.
let workloadIDs =
  [
    "a1", "a2", "b1", "b2", "b3", "b1-400", "b1-stays-400", "b1-stays-1000", "c-100", "c-1000",
    "c-10000", "d-100", "d-1000", "d-10000",
  ]

/// The workload with this id, or nil for an unknown id; `corpus` is called only for the
/// enaml-like workloads.
func makeWorkload(_ id: String, corpus: () throws -> EnamlCorpus) throws -> Workload? {
  switch id {
  case "a1": return a1(try corpus())
  case "a2": return a2(try corpus())
  case "b1": return b1(1000, staysFirst: false, id: id)
  case "b2":
    return chainSuggestions(id: id, n: 1000, expected: 535_650) { 10 * 1000 + 7 * Double($0) }
  case "b3":
    return chainSuggestions(id: id, n: 1000, expected: 251_000) { $0 % 2 == 0 ? 20 * 1000 : 0 }
  case "b1-400": return b1(400, staysFirst: false, id: id)
  case "b1-stays-400": return b1(400, staysFirst: true, id: id)
  case "b1-stays-1000": return b1(1000, staysFirst: true, id: id)
  case "c-100": return c(100)
  case "c-1000": return c(1000)
  case "c-10000": return c(10000)
  case "d-100": return d(100)
  case "d-1000": return d(1000)
  case "d-10000": return d(10000)
  default: return nil
  }
}
