extension Tableau {
  /// The range of values `expression` takes over every solution that is optimal for the
  /// priority levels, ignoring the insertion-order tie-break (UIKit calls a variable that can
  /// move there ambiguous, E4).
  ///
  /// A parametric symbol whose reduced cost is non-zero at some level must stay at zero on the
  /// optimal face; the others may move. Runs on a copy, so the solver is untouched.
  func optimalRange(of expression: Row) -> ClosedRange<Double> {
    var probe = self
    let expression = probe.expanded(expression)
    if expression.terms.contains(where: { kinds[Int($0.id)] == .external }) {
      return -Double.infinity...Double.infinity
    }
    var pinned: Set<Int32> = []
    for k in levels.indices {
      for term in objective[k].sparse.terms { pinned.insert(term.id) }
    }
    var lowerProbe = probe
    let lower = lowerProbe.minimum(of: expression, keepingAtZero: pinned)
    var negated = expression
    negated.negate()
    let upper = -probe.minimum(of: negated, keepingAtZero: pinned)
    return lower <= upper ? lower...upper : upper...lower
  }

  /// Minimizes `objectiveRow` with the primal simplex under Bland's rule, never moving `pinned`.
  private mutating func minimum(of objectiveRow: Row, keepingAtZero pinned: Set<Int32>) -> Double {
    artificial = objectiveRow
    while true {
      let row = artificial!
      var entering: Int32? = nil
      for term in row.terms
      where term.coefficient < -1e-8 && kinds[Int(term.id)] != .dummy && !pinned.contains(term.id) {
        entering = term.id
        break
      }
      guard let entering else { return row.constant }
      guard let leaving = leavingRow(for: entering) else { return -Double.infinity }
      pivot(entering: entering, leaving: leaving)
    }
  }
}
