/// A dense linear program, `minimize cost · x` subject to linear rows and `x ≥ 0`, solved by the
/// textbook two-phase tableau simplex with Bland's rule, in Double.
///
/// It exists only to check `StrutSolver` and shares no code with it: dense storage, no
/// incrementality, no clever pivoting. Bland's rule (lowest index enters, lowest basic index
/// leaves on ties) cannot cycle, and the small integer inputs of the tests keep it exact enough.
struct DenseLP {
  /// How a row's left side compares with its right side.
  enum Sense {
    case lessOrEqual, equal, greaterOrEqual
  }

  /// `coefficients · x  sense  rhs`.
  struct Row {
    var coefficients: [Double]
    var sense: Sense
    var rhs: Double
  }

  /// The number of (non-negative) columns.
  let columnCount: Int
  /// The rows.
  var rows: [Row] = []

  /// Below this a number counts as zero.
  static let tolerance = 1e-9

  /// The minimum of `cost · x`, or nil when the rows cannot all hold.
  ///
  /// The costs must make the problem bounded below (the tests only minimize sums of errors).
  func minimize(_ cost: [Double]) -> Double? {
    precondition(cost.count == columnCount)
    let tableau = DenseTableau(self)
    guard tableau.runPhaseOne() else { return nil }
    return tableau.runPhaseTwo(cost)
  }

  /// Whether the rows can all hold.
  var isFeasible: Bool {
    minimize([Double](repeating: 0, count: columnCount)) != nil
  }

  /// Adds `cost · x ≤ optimum` (with a little slack), holding an objective at its optimum while
  /// lower ones are minimized.
  mutating func hold(_ cost: [Double], at optimum: Double) {
    rows.append(
      Row(coefficients: cost, sense: .lessOrEqual, rhs: optimum + 1e-9 * max(1, abs(optimum))))
  }
}

/// The working tableau of ``DenseLP``: one row per constraint, then the objective row.
///
/// A class only so that debug builds do not copy it on every call.
private final class DenseTableau {
  /// Columns: the problem's, then one slack per inequality, then one artificial per `=`/`≥` row.
  private let columns: Int
  private let artificialStart: Int
  /// Row-major, `columns + 1` wide; the last cell of a row is its right-hand side.
  private var cells: [Double]
  private var basis: [Int]
  /// Reduced costs; the last cell is minus the objective value.
  private var objective: [Double]

  private var width: Int { columns + 1 }
  private var rowCount: Int { basis.count }

  init(_ problem: DenseLP) {
    let rows = problem.rows.map { row -> DenseLP.Row in
      guard row.rhs < 0 else { return row }
      let flipped: DenseLP.Sense =
        switch row.sense {
        case .lessOrEqual: .greaterOrEqual
        case .equal: .equal
        case .greaterOrEqual: .lessOrEqual
        }
      return DenseLP.Row(coefficients: row.coefficients.map { -$0 }, sense: flipped, rhs: -row.rhs)
    }
    let slacks = rows.filter { $0.sense != .equal }.count
    let artificials = rows.filter { $0.sense != .lessOrEqual }.count
    artificialStart = problem.columnCount + slacks
    columns = artificialStart + artificials
    cells = [Double](repeating: 0, count: rows.count * (columns + 1))
    basis = []
    objective = [Double](repeating: 0, count: columns + 1)
    var slack = problem.columnCount
    var artificial = artificialStart
    for (r, row) in rows.enumerated() {
      let base = r * (columns + 1)
      for j in 0..<problem.columnCount { cells[base + j] = row.coefficients[j] }
      cells[base + columns] = row.rhs
      switch row.sense {
      case .lessOrEqual:
        cells[base + slack] = 1
        basis.append(slack)
        slack += 1
      case .greaterOrEqual:
        cells[base + slack] = -1
        slack += 1
        cells[base + artificial] = 1
        basis.append(artificial)
        artificial += 1
      case .equal:
        cells[base + artificial] = 1
        basis.append(artificial)
        artificial += 1
      }
    }
  }

  /// Phase one: finds a feasible basis, or returns false when there is none.
  ///
  /// Minimizes the sum of the artificials (infeasible when it stays positive), then drives the
  /// artificials out of the basis, dropping rows that turn out redundant.
  func runPhaseOne() -> Bool {
    var cost = [Double](repeating: 0, count: columns)
    for j in artificialStart..<columns { cost[j] = 1 }
    setObjective(cost)
    iterate(eligibleColumns: columns)
    guard -objective[columns] <= 1e-7 else { return false }
    var r = 0
    while r < rowCount {
      if basis[r] >= artificialStart {
        if let j = (0..<artificialStart).first(where: { abs(cell(r, $0)) > DenseLP.tolerance }) {
          pivot(row: r, column: j)
        } else {
          cells.removeSubrange(r * width..<(r + 1) * width)
          basis.remove(at: r)
          continue
        }
      }
      r += 1
    }
    return true
  }

  /// Minimizes `cost` (over the problem's columns) from the feasible basis of phase one.
  func runPhaseTwo(_ cost: [Double]) -> Double {
    var full = [Double](repeating: 0, count: columns)
    for j in cost.indices { full[j] = cost[j] }
    setObjective(full)
    iterate(eligibleColumns: artificialStart)
    return -objective[columns]
  }

  private func cell(_ row: Int, _ column: Int) -> Double {
    cells[row * width + column]
  }

  /// Reduced costs of `cost` for the current basis.
  private func setObjective(_ cost: [Double]) {
    objective = cost + [0]
    for r in 0..<rowCount {
      let weight = cost[basis[r]]
      guard weight != 0 else { continue }
      let base = r * width
      for k in 0..<width { objective[k] -= weight * cells[base + k] }
    }
  }

  /// The primal simplex with Bland's rule over the first `eligibleColumns` columns.
  private func iterate(eligibleColumns: Int) {
    for _ in 0..<100_000 {
      guard
        let entering = (0..<eligibleColumns).first(where: {
          objective[$0] < -DenseLP.tolerance
        })
      else { return }
      var leaving: Int? = nil
      var bestRatio = Double.infinity
      for r in 0..<rowCount where cell(r, entering) > DenseLP.tolerance {
        let ratio = cell(r, columns) / cell(r, entering)
        if ratio < bestRatio - DenseLP.tolerance
          || (ratio <= bestRatio + DenseLP.tolerance && basis[r] < basis[leaving!])
        {
          leaving = r
          bestRatio = min(ratio, bestRatio)
        }
      }
      guard let leaving else { preconditionFailure("the reference LP is unbounded") }
      pivot(row: leaving, column: entering)
    }
    preconditionFailure("the reference LP did not terminate")
  }

  /// Gauss–Jordan elimination on (row, column), objective row included; tiny values become 0.
  private func pivot(row: Int, column: Int) {
    let width = width
    let rowCount = rowCount
    let base = row * width
    cells.withUnsafeMutableBufferPointer { cells in
      let pivotValue = cells[base + column]
      for k in 0..<width { cells[base + k] /= pivotValue }
      for r in 0..<rowCount where r != row {
        let other = r * width
        let factor = cells[other + column]
        guard factor != 0 else { continue }
        for k in 0..<width {
          let value = cells[other + k] - factor * cells[base + k]
          cells[other + k] = abs(value) < 1e-12 ? 0 : value
        }
      }
      let factor = objective[column]
      if factor != 0 {
        for k in 0..<width {
          let value = objective[k] - factor * cells[base + k]
          objective[k] = abs(value) < 1e-12 ? 0 : value
        }
      }
    }
    basis[row] = column
  }
}

/// A prioritized system for the reference: required items, and optional ones at levels, solved
/// lexicographically from the highest level down (UIKit's E3), with the L1 error at each level.
struct ReferenceSystem {
  /// How an item's expression compares with zero.
  enum Relation {
    case lessOrEqual, equal, greaterOrEqual
  }

  /// `Σ coefficient · variable + constant  relation  0`, required when `level` is nil.
  struct Item {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var level: Double?
  }

  /// The number of variables, numbered from 0.
  var variableCount: Int
  /// The items.
  var items: [Item] = []
  /// Variables that must not be negative (a required `v ≥ 0` each).
  var nonNegative: Set<Int> = []

  /// The optional levels in use, highest first.
  var levels: [Double] {
    Array(Set(items.compactMap(\.level))).sorted(by: >)
  }

  /// Whether the required items (and the non-negativity) can all hold.
  var isFeasible: Bool {
    var required = self
    required.items = items.filter { $0.level == nil }
    return required.program().lp.isFeasible
  }

  /// The smallest L1 error at each level, highest level first, each computed with every higher
  /// level held at its own optimum; nil when the required items cannot all hold.
  func levelOptima() -> [(level: Double, error: Double)]? {
    var (lp, errorColumns) = program()
    var result: [(level: Double, error: Double)] = []
    for level in levels {
      var cost = [Double](repeating: 0, count: lp.columnCount)
      for column in errorColumns where column.level == level { cost[column.index] = 1 }
      guard let optimum = lp.minimize(cost) else { return nil }
      result.append((level, optimum))
      lp.hold(cost, at: optimum)
    }
    if result.isEmpty && !lp.isFeasible { return nil }
    return result
  }

  /// The LP: each variable is `plus − minus`, then the error columns with their items' levels.
  private func program() -> (lp: DenseLP, errorColumns: [(index: Int, level: Double)]) {
    var errorColumns: [(index: Int, level: Double)] = []
    var next = 2 * variableCount
    for item in items {
      guard let level = item.level else { continue }
      for _ in 0..<(item.relation == .equal ? 2 : 1) {
        errorColumns.append((next, level))
        next += 1
      }
    }
    var lp = DenseLP(columnCount: next)
    var error = 2 * variableCount
    for item in items {
      var row = [Double](repeating: 0, count: next)
      for term in item.terms {
        row[2 * term.variable] += term.coefficient
        row[2 * term.variable + 1] -= term.coefficient
      }
      let sense: DenseLP.Sense
      switch item.relation {
      case .lessOrEqual: sense = .lessOrEqual
      case .equal: sense = .equal
      case .greaterOrEqual: sense = .greaterOrEqual
      }
      if item.level != nil {
        // expression − e ≤ 0, expression + e ≥ 0, or expression − e⁺ + e⁻ = 0.
        switch item.relation {
        case .lessOrEqual: row[error] = -1
        case .greaterOrEqual: row[error] = 1
        case .equal:
          row[error] = -1
          row[error + 1] = 1
        }
        error += item.relation == .equal ? 2 : 1
      }
      lp.rows.append(DenseLP.Row(coefficients: row, sense: sense, rhs: -item.constant))
    }
    for variable in nonNegative.sorted() {
      var row = [Double](repeating: 0, count: next)
      row[2 * variable] = 1
      row[2 * variable + 1] = -1
      lp.rows.append(DenseLP.Row(coefficients: row, sense: .greaterOrEqual, rhs: 0))
    }
    return (lp, errorColumns)
  }
}
