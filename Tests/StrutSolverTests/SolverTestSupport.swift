import Testing

@testable import StrutSolver

/// The variables' values after `updateVariables()`, as bit patterns, for exact comparisons.
func valueBits(_ solver: inout Solver, _ variables: [Variable]) -> [UInt64] {
  solver.updateVariables()
  return variables.map { solver.value(of: $0).bitPattern }
}

/// The identities of the solver's constraints, in its order.
func constraintIDs(_ solver: Solver) -> [ObjectIdentifier] {
  solver.constraints.map(ObjectIdentifier.init)
}

/// The outcome of a call, as text naming every object by identity, so that two solvers' outcomes
/// can be compared: "ok", or the error case with the identities it carries.
func outcome(_ body: () throws -> Void) -> String {
  do {
    try body()
    return "ok"
  } catch let error as SolverError {
    return errorIdentity(error)
  } catch {
    return "unexpected \(error)"
  }
}

/// An error as text naming its objects by identity.
func errorIdentity(_ error: SolverError) -> String {
  func id(_ object: AnyObject) -> String { "\(ObjectIdentifier(object))" }
  switch error {
  case .duplicateConstraint(let c): return "duplicateConstraint \(id(c))"
  case .unknownConstraint(let c): return "unknownConstraint \(id(c))"
  case .unsatisfiableConstraint(let c, let set):
    return "unsatisfiable \(id(c)) " + set.map(id).sorted().joined(separator: ",")
  case .nonFiniteConstraint(let c): return "nonFinite \(id(c))"
  case .invalidPriority(let c): return "invalidPriority \(id(c))"
  case .duplicateEditVariable(let v): return "duplicateEditVariable \(id(v))"
  case .unknownEditVariable(let v): return "unknownEditVariable \(id(v))"
  case .invalidEditPriority(let v, let p): return "invalidEditPriority \(id(v)) \(p.rawValue)"
  case .nonFiniteSuggestion(let v, let value): return "nonFiniteSuggestion \(id(v)) \(value)"
  }
}

/// The constraints of `set` as a set of identities.
func identities(_ set: [Constraint]) -> Set<ObjectIdentifier> {
  Set(set.map(ObjectIdentifier.init))
}

/// A row of `count` boxes as performance.md's stack workload lays it out: widths between
/// hugging @250 and compression @750, positions chained, the last box pinned to the width
/// edited at `fit`.
func boxRow(_ count: Int) throws -> (Solver, [Variable], Variable, Double) {
  var solver = Solver()
  let containerWidth = Variable("W")
  let widths = (0..<count).map { Variable("w\($0)") }
  let positions = (0..<count).map { Variable("l\($0)") }
  let intrinsic = (0..<count).map { Double(20 + (37 * $0) % 61) }
  let fit = intrinsic.reduce(0, +) + 8 * Double(count - 1)
  try solver.add(Expression(positions[0]) == 0)
  for i in 0..<count {
    try solver.add(Expression(widths[i]) >= 0)
    if i > 0 { try solver.add(Expression(positions[i]) == positions[i - 1] + widths[i - 1] + 8) }
  }
  try solver.add(positions[count - 1] + widths[count - 1] == Expression(containerWidth))
  for i in 0..<count {
    try solver.add((Expression(widths[i]) <= intrinsic[i]).withPriority(250))
    try solver.add((Expression(widths[i]) >= intrinsic[i]).withPriority(750))
  }
  try solver.addEditVariable(containerWidth)
  try solver.suggestValue(fit, for: containerWidth)
  solver.updateVariables()
  return (solver, widths, containerWidth, fit)
}
