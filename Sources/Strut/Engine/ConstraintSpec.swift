import Foundation
import StrutSolver

/// A solver constraint as a comparable value: what the engine wants, before it asks the solver.
///
/// Two passes that want the same spec for the same source leave the solver alone.
struct ConstraintSpec: Equatable {
  var terms: [(variable: ObjectIdentifier, coefficient: Double)]
  var variables: [Variable]
  var constant: Double
  var relation: StrutSolver.Relation
  var priority: Double

  static func == (lhs: ConstraintSpec, rhs: ConstraintSpec) -> Bool {
    lhs.constant == rhs.constant && lhs.relation == rhs.relation && lhs.priority == rhs.priority
      && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy {
        $0.variable == $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// `expression relation 0` at a UIKit priority.
  init(_ expression: StrutSolver.Expression, _ relation: StrutSolver.Relation, priority: Float) {
    terms = expression.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
    variables = expression.terms.map(\.variable)
    constant = expression.constant
    self.relation = relation
    self.priority = Double(priority)
  }

  func makeConstraint() -> StrutSolver.Constraint {
    let expression = StrutSolver.Expression(
      zip(variables, terms).map { Term($0, $1.coefficient) }, constant: constant)
    return StrutSolver.Constraint(expression, relation, priority: Priority(priority))
  }
}
