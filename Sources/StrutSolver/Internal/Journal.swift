/// What a tentative change wrote, so that a refused one puts every bit back.
///
/// Phase one (the artificial variable) can fail after pivoting, and so can moving a required
/// constraint's constant; copying the whole tableau beforehand made every such change cost the
/// size of the tableau. The journal keeps only the first value of each row, column and
/// objective cell the change touches. Whether a row or column is already noted is one bit
/// (``Tableau/notedRows``), not a hash lookup: noting sits on the path of every substitution
/// while a journal is open.
///
/// A symbol's coefficient in an objective component is noted once per journal, not once per
/// substitution that changes it: phase one substitutes through the objective again and again,
/// and the notes grew by every term of every substitution. Only the components a substitution
/// changes are noted (those in which the substituted symbol has a coefficient, usually the two
/// of one level): noting every component made a substitution of the 3,000-term row spanning a
/// stack write 24,000 notes. The journal's lists are kept between journals
/// (``Tableau/spareJournal``), so that noting does not allocate them again for each insertion
/// that needs the artificial variable.
struct Journal {
  var symbolCount: Int
  var rows: [(id: Int32, row: Row?)] = []
  /// The columns the change touched, not copied.
  ///
  /// A column is derived from the rows, and a rollback, which is rare, makes each again from
  /// the restored rows, while a copy made every first write to a column reallocate it.
  var columns: [Int32] = []
  var objectiveCells: [(component: Int, id: Int32, value: Double)] = []
  /// Whole objective components, their non-zero coefficients copied before a long
  /// substitution changed them.
  var objectiveCopies: [(component: Int, copy: Row)] = []
  /// The components copied so far, by index (every one past the 16th with the 16th).
  var copiedComponents: UInt16 = 0
  /// The symbols whose keys the change's pivots swapped, in order (see `Tableau+RowKeys.swift`).
  var keySwaps: [(Int32, Int32)] = []
  var objectiveConstants: [Double]
  var dirtyCount: Int
}

extension Tableau {
  mutating func beginJournal() {
    let count = kinds.count
    notedRows.reset(count: count)
    notedColumns.reset(count: count)
    notedObjective.reset(count: count)
    // Valid only where `notedObjective` holds the symbol: grown, never emptied.
    if notedObjectiveComponents.count < count {
      notedObjectiveComponents.append(
        contentsOf: repeatElement(0, count: count - notedObjectiveComponents.count))
    }
    var fresh =
      spareJournal
      ?? Journal(symbolCount: 0, objectiveConstants: [], dirtyCount: 0)
    spareJournal = nil
    fresh.symbolCount = count
    fresh.objectiveConstants.append(contentsOf: objective.lazy.map(\.constant))
    fresh.dirtyCount = dirty.count
    journal = fresh
  }

  /// Closes the journal, keeping its emptied lists for the next one.
  mutating func endJournal() {
    guard let used = journal else { return }
    journal = nil
    recycle(used)
  }

  /// Keeps a closed journal's lists, emptied, for the next journal.
  private mutating func recycle(_ journal: consuming Journal) {
    var used = journal
    // Emptied now, not when reused: a noted row still held here would make the next write to
    // that row copy it.
    used.rows.removeAll(keepingCapacity: true)
    used.columns.removeAll(keepingCapacity: true)
    used.objectiveCells.removeAll(keepingCapacity: true)
    used.objectiveCopies.removeAll(keepingCapacity: true)
    used.copiedComponents = 0
    used.keySwaps.removeAll(keepingCapacity: true)
    used.objectiveConstants.removeAll(keepingCapacity: true)
    spareJournal = used
  }

  @inline(__always)
  mutating func noteRow(_ id: Int32) {
    guard journal != nil, notedRows.insert(id) else { return }
    journal!.rows.append((id, row(id)))
  }

  @inline(__always)
  mutating func noteColumn(_ id: Int32) {
    guard journal != nil, notedColumns.insert(id) else { return }
    journal!.columns.append(id)
  }

  /// How many objective components a mask names one by one: every later one is noted with
  /// the last, each time.
  static let maskedComponents = 16

  /// Notes the objective cells a substitution of `symbol` by `expression` will change.
  mutating func noteObjective(_ symbol: Int32, _ expression: Row) {
    guard journal != nil else { return }
    var components: UInt16 = 0
    for k in objective.indices where objective[k][symbol] != 0 {
      components |= k < Self.maskedComponents ? 1 << UInt16(k) : 0
    }
    // Past 16 components a mask cannot name them all: every component is noted.
    if objective.count > Self.maskedComponents { components = ~0 }
    components &= ~journal!.copiedComponents
    guard components != 0 else { return }
    // A long expression is noted as whole components: a pivot through the 3,000-term row
    // spanning a stack wrote two notes per term, where a copy is one block per component.
    if expression.terms.count >= Self.copiedSubstitution {
      for k in objective.indices
      where k >= Self.maskedComponents || components & (1 << UInt16(k)) != 0 {
        journal!.objectiveCopies.append((k, objective[k].sparse))
        componentCopies += 1
      }
      journal!.copiedComponents |= components
      return
    }
    noteObjectiveCells(of: symbol, in: components)
    for term in expression.terms { noteObjectiveCells(of: term.id, in: components) }
  }

  /// The length from which a substitution's expression has the components it changes copied
  /// whole rather than noted cell by cell.
  static let copiedSubstitution = 256

  /// Notes the coefficients of `id` in the `components` (a mask) this journal has not noted
  /// yet; every component past the 16th is noted with the 16th.
  private mutating func noteObjectiveCells(of id: Int32, in components: UInt16) {
    var missing = components
    if notedObjective.insert(id) {
      notedObjectiveComponents[Int(id)] = missing
    } else {
      missing &= ~notedObjectiveComponents[Int(id)]
      guard missing != 0 else { return }
      notedObjectiveComponents[Int(id)] |= missing
    }
    for k in objective.indices
    where k >= Self.maskedComponents || missing & (1 << UInt16(k)) != 0 {
      journal!.objectiveCells.append((k, id, objective[k][id]))
    }
  }

  /// Puts back everything the journal noted and forgets the symbols made since it began.
  mutating func rollBack() {
    guard let journal else { return }
    // Closed first, so that restoring notes nothing.
    self.journal = nil
    defer { recycle(journal) }
    for (id, row) in journal.rows where Int(id) < journal.symbolCount { restoreRow(id, row) }
    // Before the columns: they list the restored rows under their keys of before.
    for (first, second) in journal.keySwaps.reversed() { swapKeys(first, second) }
    rebuildColumns(journal.columns, symbolCount: journal.symbolCount)
    // The copies first: they are the components as some substitution found them, and the cells
    // noted before it hold older values still.
    for (k, copy) in journal.objectiveCopies {
      objective[k].restore(copy)
      for term in copy.terms where Int(term.id) < journal.symbolCount {
        markDirty(term.id)
      }
    }
    for cell in journal.objectiveCells.reversed() where Int(cell.id) < journal.symbolCount {
      objective[cell.component][cell.id] = cell.value
    }
    for k in objective.indices { objective[k].constant = journal.objectiveConstants[k] }
    // The change may have consumed entries that were listed before it began, so the lists can
    // be shorter than when the journal opened. Before it, every restricted row was feasible:
    // whatever `infeasible` listed then was stale. Symbols whose objective cells are restored
    // are marked dirty again, since a pivot may have dropped them; a needless mark costs a check.
    let keptDirty = min(journal.dirtyCount, dirty.count)
    for id in dirty[keptDirty...] { isDirty[Int(id)] = false }
    dirty.removeSubrange(keptDirty...)
    for cell in journal.objectiveCells where Int(cell.id) < journal.symbolCount {
      markDirty(cell.id)
    }
    infeasible.removeAll()
    artificial = nil
    truncateSymbols(to: journal.symbolCount)
  }

  /// Makes the columns of `ids` again from the rows of the first `symbolCount` symbols (I3);
  /// symbols made since are about to be forgotten.
  private mutating func rebuildColumns(_ ids: [Int32], symbolCount: Int) {
    var isRebuilt = [Bool](repeating: false, count: symbolCount)
    for id in ids where Int(id) < symbolCount {
      isRebuilt[Int(id)] = true
      columns[Int(id)] = Column()
    }
    for basic in 0..<symbolCount where hasRow[basic] {
      for term in rows[basic].terms where Int(term.id) < symbolCount && isRebuilt[Int(term.id)] {
        columns[Int(term.id)].insert(rowKey(Int32(basic)))
      }
    }
  }
}
