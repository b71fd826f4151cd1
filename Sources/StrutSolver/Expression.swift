/// A variable with a coefficient, one summand of an ``Expression``.
public struct Term: Sendable {
  /// The variable.
  public let variable: Variable
  /// Its coefficient.
  public let coefficient: Double

  /// Creates the term `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficient · variable + constant`.
///
/// Build expressions with the arithmetic operators, then compare two with `==`, `<=` or `>=` to
/// make a ``Constraint``:
///
///     let c = 2 * x + y - 10 <= z
public struct Expression: Sendable, CustomStringConvertible {
  /// The summands, in the order they were written.
  public let terms: [Term]
  /// The constant summand.
  public let constant: Double

  /// Creates an expression from terms and a constant.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// The expression with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// Whether every coefficient and the constant is finite (neither NaN nor infinite).
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression written out, for example `2*x + y - 10`.
  public var description: String {
    var parts: [String] = []
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body = magnitude == 1 ? "\(term.variable)" : "\(formatted(magnitude))*\(term.variable)"
      parts.append(
        parts.isEmpty
          ? (term.coefficient < 0 ? "-" : "") + body
          : (term.coefficient < 0 ? "- " : "+ ") + body)
    }
    if constant != 0 || parts.isEmpty {
      parts.append(
        parts.isEmpty
          ? formatted(constant)
          : (constant < 0 ? "- " : "+ ") + formatted(abs(constant)))
    }
    return parts.joined(separator: " ")
  }
}

/// A number without a trailing `.0` when it is whole.
func formatted(_ value: Double) -> String {
  abs(value) < 1e15 && Double(Int64(value)) == value ? String(Int64(value)) : String(value)
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
  // A constant side shares the other's terms instead of copying them: `variable >= 0` is
  // made for every width and height a layout has.
  let terms =
    rhs.terms.isEmpty ? lhs.terms : lhs.terms.isEmpty ? rhs.terms : lhs.terms + rhs.terms
  return Expression(terms, constant: lhs.constant + rhs.constant)
}

/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression {
  lhs + rhs.scaled(by: -1)
}

/// The expression plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression {
  Expression(lhs.terms, constant: lhs.constant + rhs)
}

/// The expression minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression {
  lhs + -rhs
}

/// The expression multiplied by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression {
  rhs.scaled(by: lhs)
}

/// The expression negated.
public prefix func - (operand: Expression) -> Expression {
  operand.scaled(by: -1)
}

/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// A variable plus an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// An expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
/// An expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// A variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// A variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
/// A variable multiplied by a constant.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// A variable negated.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
