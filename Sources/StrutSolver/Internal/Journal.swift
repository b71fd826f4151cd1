/// What a tentative insertion changed, so that a refused one puts every bit back.
///
/// Phase one (the artificial variable) can fail after pivoting; copying the whole tableau
/// beforehand made every such insertion cost the size of the tableau. The journal keeps only
/// the first value of each row, column and objective cell the insertion touches.
struct Journal {
  var symbolCount: Int
  var rows: [Int32: Row?] = [:]
  var columns: [Int32: Column] = [:]
  var objectiveCells: [(component: Int, id: Int32, value: Double)] = []
  var objectiveConstants: [Double]
  var dirtyCount: Int
  var infeasibleCount: Int
}

extension Tableau {
  mutating func beginJournal() {
    journal = Journal(
      symbolCount: kinds.count, objectiveConstants: objective.map(\.constant),
      dirtyCount: dirty.count, infeasibleCount: infeasible.count)
  }

  @inline(__always)
  mutating func noteRow(_ id: Int32) {
    guard journal != nil, journal!.rows.index(forKey: id) == nil else { return }
    journal!.rows[id] = .some(rows[Int(id)])
  }

  @inline(__always)
  mutating func noteColumn(_ id: Int32) {
    guard journal != nil, journal!.columns.index(forKey: id) == nil else { return }
    journal!.columns[id] = columns[Int(id)]
  }

  /// Notes the objective cells a substitution of `symbol` by `expression` will change.
  mutating func noteObjective(_ symbol: Int32, _ expression: Row) {
    guard journal != nil else { return }
    for k in objective.indices where objective[k].values[Int(symbol)] != 0 {
      journal!.objectiveCells.append((k, symbol, objective[k].values[Int(symbol)]))
      for id in expression.ids {
        journal!.objectiveCells.append((k, id, objective[k].values[Int(id)]))
      }
    }
  }

  /// Puts back everything the journal noted and forgets the symbols made since it began.
  mutating func rollBack() {
    guard let journal else { return }
    self.journal = nil
    for (id, row) in journal.rows where Int(id) < journal.symbolCount { rows[Int(id)] = row }
    for (id, column) in journal.columns where Int(id) < journal.symbolCount {
      columns[Int(id)] = column
    }
    for cell in journal.objectiveCells.reversed() where Int(cell.id) < journal.symbolCount {
      objective[cell.component].values[Int(cell.id)] = cell.value
    }
    for k in objective.indices { objective[k].constant = journal.objectiveConstants[k] }
    for id in dirty[journal.dirtyCount...] { isDirty[Int(id)] = false }
    dirty.removeSubrange(journal.dirtyCount...)
    infeasible.removeSubrange(journal.infeasibleCount...)
    artificial = nil
    truncateSymbols(to: journal.symbolCount)
  }
}
