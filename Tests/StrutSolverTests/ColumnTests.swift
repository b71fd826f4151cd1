import StrutTestSupport
import Testing

@testable import StrutSolver

/// A column keeps up to four members inline, spills to a sorted array at the fifth, and turns
/// into bits or a hash table after repeated changes in the middle of a long array: every
/// sequence of insertions and removals must leave the members a set would hold, once
/// each, across all four forms and back (I3).
@Suite("Column storage")
struct ColumnStorageTests {
  @Test func insertionsAndRemovalsMatchASortedSet() {
    var random = SplitMix64(seed: 20_261_201)
    for _ in 0..<500 {
      var column = Column()
      var expected = Set<Int32>()
      for _ in 0..<random.int(in: 1...30) {
        let id = Int32(random.int(in: 0...6))
        if random.int(in: 0...2) == 0 {
          column.remove(id)
          expected.remove(id)
        } else {
          column.insert(id)
          expected.insert(id)
        }
        #expect(column.members.sorted() == expected.sorted())
        #expect(column.count == expected.count && column.isEmpty == expected.isEmpty)
      }
      column.removeAll()
      #expect(column.isEmpty && column.members.isEmpty)
    }
  }

  // Members inserted in random order among `idRange`, so that changes land in the middle of
  // the list; then random removals and insertions, down to below the listing
  // threshold, where the bits or the table turn back into a list. Dense ids (300 to 900 of
  // 2,000) make bits; sparse ones (of 2,000,000) a table.
  @Test(arguments: [(1_999, true), (1_999_999, false)])
  func costlyListsBecomeBitsOrATableAndTurnBackIntoAList(idRange: Int, dense: Bool) {
    var random = SplitMix64(seed: 20_261_201_1)
    var reachedForm = 0
    for _ in 0..<16 {
      var column = Column()
      var expected = Set<Int32>()
      func check(_ step: String) {
        let members = column.members
        #expect(members.count == Set(members).count, "a member twice after \(step)")
        #expect(Set(members) == expected, "\(step)")
        #expect(column.count == expected.count && column.isEmpty == expected.isEmpty)
      }
      for _ in 0..<random.int(in: 300...900) {
        let id = Int32(random.int(in: 0...idRange))
        column.insert(id)
        expected.insert(id)
      }
      check("the insertions")
      if dense ? column.isBits : column.isHashed { reachedForm += 1 }
      for step in 0..<600 {
        let id = Int32(random.int(in: 0...idRange))
        switch random.int(in: 0...3) {
        case 0:
          column.insert(id)
          expected.insert(id)
        default:
          column.remove(id)
          expected.remove(id)
        }
        if step % 100 == 0 { check("step \(step)") }
      }
      while let id = expected.first {
        column.remove(id)
        expected.remove(id)
      }
      check("removing every member")
      #expect(!column.isHashed && !column.isBits)
    }
    #expect(reachedForm > 12, "most runs must exercise the \(dense ? "bits" : "table")")
  }

  // Ids grow as a solver makes symbols: bits take new ids past their last word while the
  // words stay few for the members, and become a table, keeping every member, when an id
  // lies far beyond.
  @Test func bitsTakeGrowingIdsAndBecomeATableForAFarOne() {
    var (column, expected) = Self.bits(every: 2, below: 1_000)
    #expect(column.isBits)
    for id in Int32(1_000)..<1_200 {
      column.insert(id)
      expected.insert(id)
    }
    #expect(column.isBits && Set(column.members) == expected && column.count == expected.count)
    column.insert(1_000_000)
    expected.insert(1_000_000)
    #expect(column.isHashed && Set(column.members) == expected && column.count == expected.count)
  }

  // A far id the words could take while the members were many leaves them sparse once most
  // members go: past four words per member the bits become a table, keeping every member.
  @Test func bitsLeftSparseByRemovalsBecomeATable() {
    var (column, expected) = Self.bits(every: 2, below: 1_000)
    column.insert(40_000)
    expected.insert(40_000)
    #expect(column.isBits, "1,251 words for 501 members")
    for id in stride(from: Int32(0), to: 600, by: 2) {
      column.remove(id)
      expected.remove(id)
      #expect(column.isBits == (4 * expected.count + 64 >= 1_251), "after removing \(id)")
    }
    #expect(column.isHashed && Set(column.members) == expected && column.count == expected.count)
  }

  /// A column of the ids below `limit` that `step` divides, and the set it must hold: inserted
  /// in descending order, so that every insertion lands at the front of the list and is costly.
  private static func bits(every step: Int32, below limit: Int32) -> (Column, Set<Int32>) {
    var column = Column()
    let highest: Int32 = (limit - 1) / step * step
    let ids = stride(from: highest, through: 0, by: -Int(step))
    for id in ids { column.insert(id) }
    return (column, Set(ids))
  }
}

extension Tableau {
  /// The first symbol whose column is not exactly the basic symbols whose rows mention it, in
  /// ascending order (I3); nil when the index is exact.
  func firstInexactColumn() -> Int32? {
    var expected = [[Int32]](repeating: [], count: kinds.count)
    for basic in kinds.indices where hasRow[basic] {
      for term in rows[basic].terms { expected[Int(term.id)].append(Int32(basic)) }
    }
    return kinds.indices.first {
      columns[$0].members.map(basic(forKey:)).sorted() != expected[$0]
    }.map(Int32.init)
  }

  /// The first basic dummy whose row mentions a symbol other than a dummy: a redundant
  /// equality's row says how it follows from the others and must hold dummies only; nil when
  /// none does.
  func firstImpureDummyRow() -> Int32? {
    kinds.indices.first { id in
      kinds[id] == .dummy && hasRow[id] && rows[id].terms.contains { kinds[Int($0.id)] != .dummy }
    }.map(Int32.init)
  }

  /// The first symbol whose key is not a key it alone holds: `rowKeys` must be a permutation of
  /// the symbol ids and `keyHolders` its inverse (I4); nil when they are.
  func firstMisheldKey() -> Int32? {
    kinds.indices.lazy.map(Int32.init).first { symbol in
      let key = rowKey(symbol)
      return key < 0 || Int(key) >= kinds.count || basic(forKey: key) != symbol
    }
  }

  /// A restricted basic symbol and a parametric slack or error that only its row mentions: a
  /// pivot between them substitutes into no other row.
  func loneParametricPair() -> (entering: Int32, leaving: Int32)? {
    for basic in kinds.indices where hasRow[basic] && kinds[basic].isRestricted {
      for term in rows[basic].terms
      where [.slack, .error].contains(kinds[Int(term.id)]) && columns[Int(term.id)].count == 1 {
        return (term.id, Int32(basic))
      }
    }
    return nil
  }
}

/// Row keys (invariant I4 of `Tableau`): the column index lists a row under a key that stays
/// with the row while the symbol owning it changes, so a pivot trades nothing in the columns of
/// the row's other symbols.
@Suite("Row keys")
struct RowKeyTests {
  // An optional equality pushed from one side of its target to the other by a required sum
  // and an edit: its error changes sides (plus ↔ minus), and the row must keep its key.
  @Test func aPivotBetweenAnErrorsTwoSidesKeepsEveryOtherColumn() throws {
    var solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.add(Constraint(x + z - 100, .equal))
    try solver.add(Constraint(y - x - 5, .equal))
    let target = Constraint(x - 50, .equal, priority: 500)
    try solver.add(target)
    try solver.addEditVariable(z, priority: 750)
    let tag = try #require(solver.records[target]).tag
    try solver.suggestValue(40, for: z)
    solver.updateVariables()
    let before = solver.tableau.columns.map { $0.members.sorted() }
    let basicBefore = [tag.marker, tag.other].filter(solver.tableau.isBasic)
    #expect(solver.value(of: x) == 60)
    try solver.suggestValue(60, for: z)
    solver.updateVariables()
    #expect(solver.value(of: x) == 40 && solver.value(of: y) == 45)
    let basicAfter = [tag.marker, tag.other].filter(solver.tableau.isBasic)
    #expect(basicBefore.count == 1 && basicAfter.count == 1 && basicBefore != basicAfter)
    let errorColumns = Set([tag.marker, tag.other].map(Int.init))
    let after = solver.tableau.columns.map { $0.members.sorted() }
    #expect(after.indices.allSatisfy { errorColumns.contains($0) || after[$0] == before[$0] })
    #expect(solver.tableau.firstInexactColumn() == nil)
    #expect(solver.tableau.firstMisheldKey() == nil)
  }

  /// A row of boxes, each `w >= 0` required and at most its natural width at 750, closed by a
  /// required sum: the row that closes it spans every box.
  private func closedRow(of count: Int) throws -> Solver {
    var solver = Solver()
    let widths = (0..<count).map { Variable("w\($0)") }
    for width in widths {
      try solver.add(Constraint(Expression(width), .greaterThanOrEqual))
      try solver.add(Constraint(width - 40, .lessThanOrEqual, priority: 750))
    }
    try solver.add(
      Constraint(
        widths.dropFirst().reduce(Expression(widths[0])) { $0 + $1 } - 30 * Double(count), .equal))
    return solver
  }

  // A pivot between symbols of different constraints (a slack entering where an error leaves,
  // as the boxes of a resized stack take turns) hands the row over with its key: only the
  // columns of the two symbols change, however long the row.
  @Test func aPivotHandsTheRowOverWithItsKey() throws {
    var solver = try closedRow(of: 12)
    let (entering, leaving) = try #require(solver.tableau.loneParametricPair())
    let key = solver.tableau.rowKey(leaving)
    let before = solver.tableau.columns.map { $0.members.sorted() }
    solver.tableau.pivot(entering: entering, leaving: leaving)
    #expect(solver.tableau.rowKey(entering) == key)
    let after = solver.tableau.columns.map { $0.members.sorted() }
    let changed = after.indices.filter { after[$0] != before[$0] }
    #expect(Set(changed).isSubset(of: [Int(entering), Int(leaving)]), "changed: \(changed)")
    #expect(solver.tableau.firstInexactColumn() == nil)
    #expect(solver.tableau.firstMisheldKey() == nil)
  }

  // A refused change puts the keys its pivots swapped back, so that the rows keep the keys the
  // untouched columns list them under.
  @Test func aRollBackPutsTheKeysBack() throws {
    var solver = try closedRow(of: 12)
    let count = solver.tableau.kinds.count
    let keys = solver.tableau.rowKeys.prefix(count)
    let (entering, leaving) = try #require(solver.tableau.loneParametricPair())
    solver.tableau.beginJournal()
    solver.tableau.pivot(entering: entering, leaving: leaving)
    #expect(solver.tableau.rowKeys.prefix(count) != keys)
    solver.tableau.rollBack()
    #expect(solver.tableau.rowKeys.prefix(count) == keys)
    #expect(solver.tableau.firstInexactColumn() == nil)
    #expect(solver.tableau.firstMisheldKey() == nil)
  }
}

/// Bits and tables inside the solver: a chain's prefix-sum rows change its columns in the middle
/// at every pivot (the b workloads of performance.md §2, smaller), so its long columns become
/// bits or tables; the index must stay exact (I3) and the solution the optimum, whichever form
/// the columns take.
@Suite("Column tables in a chain")
struct ColumnTableChainTests {
  // x[i+1] - x[i] >= 10 required, x[i] == 0 @10, the last one an edit @999, moved between 0
  // and 20N: at 0 every gap is tight below it; at 20N the level-10 error is the edit's 20N
  // plus the best the first N - 1 can do around their median, 10 · floor((N - 1)² / 4).
  @Test func alternatingEditsKeepTheOptimumAndAnExactIndex() throws {
    let n = 300
    var solver = Solver()
    let x = (0..<n).map { Variable("x\($0)") }
    for i in 0..<n - 1 {
      try solver.add(Constraint(x[i + 1] - x[i] - 10, .greaterThanOrEqual))
    }
    for i in 0..<n { try solver.add(Constraint(Expression(x[i]), .equal, priority: 10)) }
    try solver.addEditVariable(x[n - 1])
    for step in 0..<6 {
      let target = step % 2 == 0 ? 0.0 : Double(20 * n)
      try solver.suggestValue(target, for: x[n - 1])
      solver.updateVariables()
      let values = x.map(solver.value(of:))
      #expect(values[n - 1] == target, "step \(step)")
      #expect(zip(values, values.dropFirst()).allSatisfy { $1 - $0 >= 10 - 1e-9 }, "step \(step)")
      let error = values.reduce(0) { $0 + abs($1) }
      if target == 0 {
        #expect(values.indices.allSatisfy { values[$0] == -10 * Double(n - 1 - $0) })
      } else {
        #expect(error == Double(20 * n + 10 * ((n - 1) * (n - 1) / 4)), "step \(step)")
      }
      #expect(solver.tableau.firstInexactColumn() == nil, "step \(step)")
      #expect(solver.tableau.firstMisheldKey() == nil, "step \(step)")
    }
    #expect(
      solver.tableau.columns.contains { $0.isBits || $0.isHashed },
      "the chain must exercise bits or tables")
  }
}
