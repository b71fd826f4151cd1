import Testing

@testable import StrutSolver

/// The bits a journal notes rows, columns and objective cells in (``SymbolBits``): a refused
/// insertion puts back exactly what it noted once (issue #2, item 4), so a bit must say
/// "noted" from its first insertion until the set is emptied, and never for another id.
@Suite("Symbol bits")
struct SymbolBitsTests {
  @Test func holdsWhatWasInsertedUntilReset() {
    var bits = SymbolBits()
    bits.reset(count: 130)
    #expect(bits.capacity == 192)
    for id: Int32 in [0, 63, 64, 129] {
      let isNew = bits.insert(id)
      #expect(isNew, "id \(id)")
    }
    let isNewAgain = bits.insert(64)
    #expect(!isNewAgain, "a second insertion of 64 reports it was held")
    for id: Int32 in 0..<130 {
      #expect(bits.contains(id) == [0, 63, 64, 129].contains(id), "id \(id)")
    }
    bits.reset(count: 100)
    #expect((0..<130).allSatisfy { !bits.contains(Int32($0)) })
  }

  @Test func makesRoomForSymbolsMadeWhileInUse() {
    var bits = SymbolBits()
    bits.reset(count: 10)
    bits.makeRoom(for: 200)
    #expect(bits.capacity > 200)
    let isNew = bits.insert(200)
    #expect(isNew)
    #expect(bits.contains(200) && !bits.contains(199))
  }
}
