import Testing

@testable import StrutSolver

/// Expects an expression's terms (by variable identity and coefficient, in order) and constant.
private func expectExpression(
  _ expression: Expression, _ terms: [(Variable, Double)], constant: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(expression.terms.count == terms.count, sourceLocation: sourceLocation)
  for (actual, expected) in zip(expression.terms, terms) {
    #expect(actual.variable === expected.0, sourceLocation: sourceLocation)
    #expect(actual.coefficient == expected.1, sourceLocation: sourceLocation)
  }
  #expect(expression.constant == constant, sourceLocation: sourceLocation)
}

@Suite("Variables, terms and expressions")
struct ExpressionTests {
  let x = Variable("x")
  let y = Variable("y")

  /// E2 (building blocks): a variable is a reference; equal names are different unknowns.
  @Test func variablesAreIdentities() throws {
    let other = Variable("x")
    #expect(x.name == "x" && x.description == "x")
    #expect(x !== other)
    var solver = Solver()
    try solver.add(x == 1)
    try solver.add(other == 2)
    solver.updateVariables()
    #expect(solver.value(of: x) == 1 && solver.value(of: other) == 2)
  }

  /// E2 (building blocks): an unnamed variable still prints something.
  @Test func unnamedVariableDescription() {
    let unnamed = Variable()
    #expect(unnamed.name.isEmpty)
    #expect(unnamed.description.hasPrefix("v"))
    #expect(unnamed.description.count > 1)
  }

  /// E2 (building blocks): a term defaults to coefficient 1; an expression from a variable is
  /// `1 · variable`; the empty expression is 0.
  @Test func initializers() {
    #expect(Term(x).coefficient == 1)
    #expect(Term(x, -2.5).coefficient == -2.5)
    expectExpression(Expression(x), [(x, 1)], constant: 0)
    expectExpression(Expression(), [], constant: 0)
    expectExpression(
      Expression([Term(x, 2), Term(y, 3)], constant: 4), [(x, 2), (y, 3)], constant: 4)
  }

  /// E2 (building blocks): sums and differences of variables keep the terms in writing order.
  @Test func variableArithmetic() {
    expectExpression(x + y, [(x, 1), (y, 1)], constant: 0)
    expectExpression(x - y, [(x, 1), (y, -1)], constant: 0)
    expectExpression(x + 5, [(x, 1)], constant: 5)
    expectExpression(x - 5, [(x, 1)], constant: -5)
    expectExpression(3 * x, [(x, 3)], constant: 0)
    expectExpression(-x, [(x, -1)], constant: 0)
  }

  /// E2 (building blocks): the mixed variable/expression operators.
  @Test func mixedArithmetic() {
    expectExpression(x + (y + 1), [(x, 1), (y, 1)], constant: 1)
    expectExpression((y + 1) + x, [(y, 1), (x, 1)], constant: 1)
    expectExpression(x - (y + 1), [(x, 1), (y, -1)], constant: -1)
    expectExpression((y + 1) - x, [(y, 1), (x, -1)], constant: 1)
    expectExpression((x + 1) + (y - 2), [(x, 1), (y, 1)], constant: -1)
    expectExpression((x + 1) - (y - 2), [(x, 1), (y, -1)], constant: 3)
    expectExpression((x + 1) + 2.5, [(x, 1)], constant: 3.5)
    expectExpression((x + 1) - 2.5, [(x, 1)], constant: -1.5)
  }

  /// E2 (building blocks): scaling and negation reach every coefficient and the constant.
  @Test func scalingAndNegation() {
    expectExpression(3 * (x - y + 1), [(x, 3), (y, -3)], constant: 3)
    expectExpression(-(x + 3), [(x, -1)], constant: -3)
    expectExpression(-(2 * x - y - 4), [(x, -2), (y, 1)], constant: 4)
    expectExpression((x + y + 2).scaled(by: 0.5), [(x, 0.5), (y, 0.5)], constant: 1)
    expectExpression(2 * x + y - 10, [(x, 2), (y, 1)], constant: -10)
  }

  /// E2 (building blocks): repeated variables are kept as written; the solver adds them up.
  @Test func repeatedVariablesAddUp() throws {
    let twice = x + x
    expectExpression(twice, [(x, 1), (x, 1)], constant: 0)
    var solver = Solver()
    try solver.add(twice == 10)
    try solver.add(y + y - y == 3)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 3)
  }

  /// E1 (API): `isFinite` is false as soon as one number is NaN or infinite.
  @Test func finiteness() {
    #expect((2 * x + y - 10).isFinite)
    #expect(!Expression([Term(x, .nan)]).isFinite)
    #expect(!Expression([Term(x, 1), Term(y, .infinity)]).isFinite)
    #expect(!Expression([Term(x, 1)], constant: -.infinity).isFinite)
    #expect(!(x + Double.nan).isFinite)
  }

  /// E9 (number style): expressions print as written, with whole numbers without `.0`.
  @Test(
    arguments: [
      (Expression(), "0"),
      (Expression(constant: -3), "-3"),
      (Expression(constant: 2.5), "2.5"),
    ] as [(Expression, String)])
  func constantDescriptions(expression: Expression, text: String) {
    #expect(expression.description == text)
  }

  /// E9 (number style): terms print with signs between them and `*` only for coefficients ≠ 1.
  @Test func termDescriptions() {
    #expect((2 * x + y - 10).description == "2*x + y - 10")
    #expect((-x).description == "-x")
    #expect((-(x + 3)).description == "-x - 3")
    #expect((x - 2 * y).description == "x - 2*y")
    #expect((0.5 * x + 1.5).description == "0.5*x + 1.5")
    #expect((-2 * x + y).description == "-2*x + y")
    #expect((x + y).description == "x + y")
  }
}
