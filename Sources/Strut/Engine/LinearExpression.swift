import StrutSolver

/// The solver's linear expression; Foundation has an `Expression` of its own.
typealias LinearExpression = StrutSolver.Expression
