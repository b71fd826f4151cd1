extension Solver {
  /// The range of values the variable takes over every solution that is optimal for the
  /// priorities: a single value when the layout determines it, wider when it is ambiguous (E4).
  ///
  /// The insertion-order tie-break (E5) picks one point of this range; it does not narrow it,
  /// so a `.fill` tie between equal hugging priorities shows up here as a range.
  ///
  ///     solver.optimalRange(of: spacerWidth)   // 0.0...120.0
  ///
  /// - Complexity: a simplex on a copy of the tableau; the solver is not changed.
  public func optimalRange(of variable: Variable) -> ClosedRange<Double> {
    guard let symbol = symbol(of: variable) else { return -Double.infinity...Double.infinity }
    var row = Row()
    row.add(symbol, 1)
    return tableau.optimalRange(of: row)
  }

  /// Whether more than one value of the variable is optimal (E4).
  public func isAmbiguous(_ variable: Variable) -> Bool {
    let range = optimalRange(of: variable)
    return range.upperBound - range.lowerBound > 1e-6
  }

  /// The tableau as text, in symbol order, for debugging (kiwi's `dumps`).
  public func dump() -> String {
    var names: [Int32: String] = [:]
    for variable in variablesBySymbol() { names[variable.0] = variable.1.description }
    func name(_ id: Int32) -> String {
      if let name = names[id] { return name }
      let prefix =
        switch tableau.kinds[Int(id)] {
        case .external, .nonNegativeExternal: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
      return prefix + String(id)
    }
    func text(_ row: Row) -> String {
      var parts = [formatted(row.constant)]
      for term in row.terms {
        let (id, coefficient) = (term.id, term.coefficient)
        parts.append((coefficient < 0 ? "- " : "+ ") + formatted(abs(coefficient)) + "*" + name(id))
      }
      return parts.joined(separator: " ")
    }
    var lines = ["Objective", "---------"]
    let levels = tableau.levels
    for (index, level) in levels.enumerated() {
      lines.append("@\(formatted(level)): " + text(tableau.objective[index].sparse))
    }
    for (index, level) in levels.enumerated() {
      let tieBreak = tableau.objective[levels.count + index].sparse
      lines.append("@\(formatted(level)) tie-break: " + text(tieBreak))
    }
    lines += ["", "Tableau", "-------"]
    for (id, row) in tableau.rows.enumerated() where tableau.hasRow[id] {
      lines.append(name(Int32(id)) + " = " + text(row))
    }
    lines += ["", "Constraints", "-----------"]
    lines += constraints.map {
      ($0.priority.isRequired && isBroken($0) ? "broken: " : "") + "\($0)"
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
