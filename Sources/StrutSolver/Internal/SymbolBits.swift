/// A set of symbol ids kept as bits, emptied in one pass over a word per 64 symbols.
///
/// A journal notes which rows, columns and objective cells it has saved (``Journal``): a set
/// per journal costs an eighth of a byte a symbol, where an epoch per symbol cost four bytes
/// and, for the first journal after a layout of 13,000 symbols, 13 fresh pages apiece.
struct SymbolBits {
  /// One word from the start: the optimizer may make the array unique before it checks that a
  /// journal is open, and the shared empty array is never unique, so each such path would
  /// allocate a copy of nothing (13,000 of them in a layout of 1,000 cells).
  private var words: [UInt64] = [0]

  /// The ids the set can hold without growing: a multiple of 64.
  var capacity: Int { words.count << 6 }

  /// Empties the set and makes room for the ids below `count`.
  mutating func reset(count: Int) {
    let needed = (count + 63) >> 6
    // Every word, not only those below `count`: symbols forgotten since may be made again.
    for index in words.indices { words[index] = 0 }
    if words.count < needed {
      words.append(contentsOf: repeatElement(0, count: needed - words.count))
    }
  }

  /// Makes room for `id`, a symbol made while the set is in use.
  mutating func makeRoom(for id: Int32) {
    while capacity <= Int(id) { words.append(0) }
  }

  /// Whether the set holds `id`.
  @inline(__always)
  func contains(_ id: Int32) -> Bool {
    words[Int(id) >> 6] & (1 << UInt64(id & 63)) != 0
  }

  /// Adds `id`; returns false if the set already held it.
  @inline(__always)
  mutating func insert(_ id: Int32) -> Bool {
    let bit: UInt64 = 1 << UInt64(id & 63)
    let index = Int(id) >> 6
    guard words[index] & bit == 0 else { return false }
    words[index] |= bit
    return true
  }
}
