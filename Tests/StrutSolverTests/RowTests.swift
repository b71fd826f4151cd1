import StrutTestSupport
import Testing

@testable import StrutSolver

/// The tableau's sparse row (issue #2, the solver's core): adding a short row to a long one in
/// place must give exactly the row, and the entering and leaving symbols, of the linear merge.
@Suite("Row")
struct RowTests {
  /// A row of `count` distinct ids below `limit`, with coefficients that sometimes cancel the
  /// other row's (±1, ±2) and a constant.
  private func randomRow(_ count: Int, below limit: Int32, _ random: inout SplitMix64) -> Row {
    var row = Row(constant: Double(random.int(in: -50...50)))
    while row.terms.count < count {
      let id = Int32(random.int(in: 0...Int(limit - 1)))
      row.add(id, Double(random.int(in: 1...2)) * (random.chance(0.5) ? 1 : -1))
    }
    return row
  }

  // Short rows merged into long ones take the in-place path; both paths give identical rows,
  // cancellations and excluded symbols included, over 2,000 random pairs.
  @Test func mergeInPlaceMatchesTheLinearMerge() {
    var random = SplitMix64(seed: 20_261_130)
    var inPlaceCount = 0
    // One buffer for every merge, as the tableau keeps one: leftovers must not leak into rows.
    var buffer: [Row.Term] = []
    for _ in 0..<2_000 {
      let long = randomRow(random.int(in: 0...200), below: 400, &random)
      let short = randomRow(random.int(in: 0...6), below: 400, &random)
      let factor = [1.0, -1, 0.5, -2][random.int(in: 0...3)]
      let excluded: Int32 =
        random.chance(0.5) && !long.ids.isEmpty
        ? long.ids[random.int(in: 0...long.ids.count - 1)] : -1
      var (enteredA, leftA, enteredB, leftB) = ([Int32](), [Int32](), [Int32](), [Int32]())
      let expected = long.merged(
        with: short, factor: factor, excluding: excluded, entered: &enteredA, left: &leftA)
      var actual = long
      actual.merge(
        with: short, factor: factor, excluding: excluded, entered: &enteredB, left: &leftB,
        buffer: &buffer)
      if short.terms.count * 16 <= long.terms.count { inPlaceCount += 1 }
      #expect(actual.ids == expected.ids)
      #expect(actual.terms.map(\.coefficient) == expected.terms.map(\.coefficient))
      #expect(actual.constant == expected.constant)
      #expect(enteredB.sorted() == enteredA.sorted())
      #expect(leftB.sorted() == leftA.sorted())
    }
    #expect(inPlaceCount > 500)
  }

  // A merge into the shared buffer that cancels a long row down to a few terms leaves the row
  // an allocation its size, not the buffer's: sharing the buffer let every short row keep a
  // long row's room, and a 10,000-view stack's resizes grew to 3 GB.
  @Test func shortResultsDoNotKeepTheBuffersRoom() {
    var long = Row(constant: 1)
    for id in 0..<5_000 { long.add(Int32(id), 1) }
    var cancelling = Row(constant: 2)
    for id in 2..<5_000 { cancelling.add(Int32(id), -1) }
    var buffer: [Row.Term] = []
    var (entered, left) = ([Int32](), [Int32]())
    var rows: [Row] = []
    for _ in 0..<4 {
      var row = long
      row.merge(with: cancelling, factor: 1, entered: &entered, left: &left, buffer: &buffer)
      #expect(row.ids == [0, 1])
      #expect(row.constant == 3)
      #expect(row.terms.capacity <= 8 * row.terms.count + 64)
      rows.append(row)
    }
    #expect(buffer.capacity >= 2)
  }
}
