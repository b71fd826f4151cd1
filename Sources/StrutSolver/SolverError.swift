/// Why the solver refused a call; each case carries the object at fault.
///
/// A call that throws leaves the solver exactly as it was before the call.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint has already been added.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The required constraint cannot hold together with the others in `mutuallyExclusive`, the
  /// smallest set of required constraints (the new one included) that cannot all be satisfied.
  case unsatisfiableConstraint(Constraint, mutuallyExclusive: [Constraint])
  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)
  /// The constraint's priority is outside (0, 1000].
  case invalidPriority(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: their priority must lie in (0, 1000).
  case invalidEditPriority(Variable, Priority)
  /// A suggested value is NaN or infinite.
  case nonFiniteSuggestion(Variable, Double)

  /// A sentence that names the object at fault.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "The constraint has already been added: \(c)"
    case .unknownConstraint(let c): "The constraint is not in the solver: \(c)"
    case .unsatisfiableConstraint(let c, let set):
      "The constraint can not be satisfied: \(c); mutually exclusive with: "
        + set.map(\.description).joined(separator: "; ")
    case .nonFiniteConstraint(let c): "The constraint has a NaN or infinite number: \(c)"
    case .invalidPriority(let c):
      "The constraint's priority \(c.priority) is outside (0, 1000]: \(c)"
    case .duplicateEditVariable(let v): "The variable is already an edit variable: \(v)"
    case .unknownEditVariable(let v): "The variable is not an edit variable: \(v)"
    case .invalidEditPriority(let v, let p):
      "An edit variable needs an optional priority in (0, 1000), not \(p): \(v)"
    case .nonFiniteSuggestion(let v, let value): "The suggested value \(value) is not finite: \(v)"
    }
  }
}
