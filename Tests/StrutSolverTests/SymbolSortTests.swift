import StrutTestSupport
import Testing

@testable import StrutSolver

/// The sort an expansion uses for the ids of the row it builds (issue #2, the solver's core): it
/// must order exactly as the standard sort, duplicates included, for short lists (standard
/// sort) and long ones (radix passes), with ids needing one, two or three 11-bit digits.
@Suite("Symbol id sort")
struct SymbolSortTests {
  @Test(arguments: [2_000, 4_000_000, Int(Int32.max)])
  func sortsAsTheStandardSort(largestID: Int) {
    var random = SplitMix64(seed: 20_261_201)
    var scratch: [Int32] = [7, 7, 7]
    for count in [0, 1, 2, 511, 512, 513, 3_000, 20_000] {
      var ids = (0..<count).map { _ in Int32(random.int(in: 0...largestID)) }
      // Repeated ids, as an expansion appends an id again when its sum cancelled to zero.
      if count > 10 { ids += ids.prefix(10) }
      let expected = ids.sorted()
      sortSymbolIDs(&ids, scratch: &scratch)
      #expect(ids == expected, "\(count) ids below \(largestID)")
    }
  }
}
