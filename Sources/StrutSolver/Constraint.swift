import Synchronization

/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, CustomStringConvertible {
  /// `lhs <= rhs`.
  case lessThanOrEqual
  /// `lhs == rhs`.
  case equal
  /// `lhs >= rhs`.
  case greaterThanOrEqual

  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation `expression (<=|==|>=) 0` with a priority.
///
/// Constraints are references, so the same constraint can be added to a solver and later removed
/// from it. They are immutable: to change a constant, remove the constraint and add a new one.
///
///     let pin = (x == 8).withPriority(750)
public final class Constraint: Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  public let expression: Expression
  /// How the expression compares with zero.
  public let relation: Relation
  /// How strongly the solver tries to satisfy it.
  public let priority: Priority
  /// The record of the solver that claimed it (``SlotIndex``).
  let slot = Atomic<UInt64>(0)

  /// Creates the constraint `expression relation 0` at a priority.
  public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// A new constraint with the same relation at another priority.
  public func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// The constraint written out, for example `x - 8 == 0 @750`.
  public var description: String {
    "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
  }
}

// MARK: - Comparison operators

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
