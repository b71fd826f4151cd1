import Foundation
import StrutSolver

/// A solver constraint as a comparable value: what the engine wants, before it asks the solver.
///
/// Two passes that want the same spec for the same source leave the solver alone. The spec and
/// the solver constraint made from it share one expression, so keeping the spec to compare
/// against costs no copy of its terms.
struct ConstraintSpec: Equatable {
  var expression: StrutSolver.Expression
  var relation: StrutSolver.Relation
  var priority: Double

  static func == (lhs: ConstraintSpec, rhs: ConstraintSpec) -> Bool {
    let left = lhs.expression
    let right = rhs.expression
    return left.constant == right.constant && lhs.relation == rhs.relation
      && lhs.priority == rhs.priority && left.terms.count == right.terms.count
      && zip(left.terms, right.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// `expression relation 0` at a UIKit priority.
  init(_ expression: StrutSolver.Expression, _ relation: StrutSolver.Relation, priority: Float) {
    self.expression = expression
    self.relation = relation
    self.priority = Double(priority)
  }

  /// What `constraint` holds.
  init(_ constraint: StrutSolver.Constraint) {
    expression = constraint.expression
    relation = constraint.relation
    priority = constraint.priority.rawValue
  }

  func makeConstraint() -> StrutSolver.Constraint {
    StrutSolver.Constraint(expression, relation, priority: Priority(priority))
  }
}
