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
}
