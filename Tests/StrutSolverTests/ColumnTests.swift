import StrutTestSupport
import Testing

@testable import StrutSolver

/// The column index (issue #2, the solver's core; invariant I3 of `Tableau`): a pivot trades one
/// basic symbol for another in place, and the column must stay the ascending set a removal and
/// an insertion would leave.
@Suite("Column")
struct ColumnTests {
  // Over 2,000 random columns and trades in both directions, including to either end.
  @Test func replaceMatchesRemoveThenInsert() {
    var random = SplitMix64(seed: 20_261_130)
    for _ in 0..<2_000 {
      var ids = Set<Int32>()
      for _ in 0..<random.int(in: 1...40) { ids.insert(Int32(random.int(in: 0...99))) }
      var column = Column()
      for id in ids.sorted() { column.insert(id) }
      let old = random.pick(ids.sorted())
      var new = Int32(random.int(in: 0...99))
      while ids.contains(new) { new = Int32(random.int(in: 0...100)) }
      var expected = column
      expected.remove(old)
      expected.insert(new)
      column.replace(old, with: new)
      #expect(column.members == expected.members, "replacing \(old) by \(new) in \(ids.sorted())")
    }
  }
}

/// A column keeps up to two members inline and spills to an array at the third: every
/// sequence of insertions and removals must leave the members a sorted set would hold, across
/// both forms (I3).
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
        #expect(column.members == expected.sorted())
        #expect(column.count == expected.count && column.isEmpty == expected.isEmpty)
      }
      column.removeAll()
      #expect(column.isEmpty && column.members.isEmpty)
    }
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
    return kinds.indices.first { columns[$0].members != expected[$0] }.map(Int32.init)
  }
}
