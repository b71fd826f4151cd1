/// What a tableau symbol stands for; the simplex treats each kind differently.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign, never enters the objective.
  case external
  /// A user variable declared never negative before any row held it (a size, E6c): kept
  /// ≥ 0 by the simplex as a slack is, so the declaration costs no row, slack or constraint.
  case nonNegativeExternal
  /// The slack of an inequality (≥ 0).
  case slack
  /// The error of an optional constraint (≥ 0), weighted in the objective.
  case error
  /// The marker of a required equality (= 0): never enters the basis.
  case dummy

  /// Whether the simplex keeps the symbol ≥ 0 and may pivot on it.
  var isRestricted: Bool { self != .external }

  /// Whether the symbol stands for a user variable, whose value `updateVariables()` reads.
  var isVariable: Bool { self == .external || self == .nonNegativeExternal }
}

/// Where an error symbol weighs in the lexicographic objective.
struct ErrorWeight {
  /// The priority level, a value in (0, 1000) or 1100 for broken constraints.
  var level: Double
  /// The insertion sequence of its constraint: the tie-break weight (E5, earliest yields first).
  var sequence: Double
}
