/// The pairs of a legacy `kern` table (format 0 subtables), in either the Microsoft (version 0)
/// or the Apple (version 1) header layout.
struct LegacyKerning {
  struct Subtable {
    /// `left << 16 | right`, sorted, so a lookup is one binary search.
    var keys: [UInt32]
    var values: [Int16]
    /// An override subtable replaces what earlier subtables added instead of adding to it.
    var overrides: Bool
  }

  private(set) var subtables: [Subtable] = []

  init(_ kern: FontReader) throws(FontFileError) {
    let base = kern.start
    let apple = try kern.uint16(at: base) == 1
    let count = Int(apple ? try kern.uint32(at: base + 4) : UInt32(try kern.uint16(at: base + 2)))
    var at = base + (apple ? 8 : 4)
    for _ in 0..<count {
      guard at < kern.end else { break }
      let length: Int
      let format: UInt16
      let horizontal: Bool
      let overrides: Bool
      let pairsAt: Int
      if apple {
        length = Int(try kern.uint32(at: at))
        let coverage = try kern.uint16(at: at + 4)
        format = coverage & 0xFF
        // Vertical, cross-stream and variation subtables are not plain horizontal kerning.
        horizontal = coverage & 0xE000 == 0
        overrides = false
        pairsAt = at + 8
      } else {
        length = Int(try kern.uint16(at: at + 2))
        let coverage = try kern.uint16(at: at + 4)
        format = coverage >> 8
        // Bit 0 horizontal, bit 1 minimum values, bit 2 cross-stream; bit 3 override.
        horizontal = coverage & 0x0007 == 0x0001
        overrides = coverage & 0x0008 != 0
        pairsAt = at + 6
      }
      guard format == 0 else {
        guard length > 0 else { throw kern.error(at: at, "subtable length is 0") }
        at += length
        continue
      }
      let pairCount = Int(try kern.uint16(at: pairsAt))
      try kern.require(pairsAt + 8, pairCount * 6, "the \(pairCount) kerning pairs")
      if horizontal {
        subtables.append(try Self.pairs(kern, at: pairsAt + 8, count: pairCount, overrides))
      }
      // The Microsoft length field is 16 bits and overflows for big subtables, so the size of
      // a format 0 subtable comes from its pair count instead.
      at = pairsAt + 8 + pairCount * 6
    }
  }

  /// The summed kerning of the pair.
  func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var total = 0
    for subtable in subtables {
      var low = 0
      var high = subtable.keys.count
      while low < high {
        let mid = (low + high) / 2
        if subtable.keys[mid] < key { low = mid + 1 } else { high = mid }
      }
      guard low < subtable.keys.count, subtable.keys[low] == key else { continue }
      let value = Int(subtable.values[low])
      total = subtable.overrides ? value : total + value
    }
    return total
  }

  private static func pairs(
    _ kern: FontReader, at offset: Int, count: Int, _ overrides: Bool
  ) throws(FontFileError) -> Subtable {
    var pairs: [(key: UInt32, value: Int16)] = []
    pairs.reserveCapacity(count)
    for i in 0..<count {
      let at = offset + 6 * i
      pairs.append((try kern.uint32(at: at), try kern.int16(at: at + 4)))
    }
    if zip(pairs, pairs.dropFirst()).contains(where: { $0.key > $1.key }) {
      pairs = pairs.enumerated()
        .sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
        .map(\.element)
    }
    return Subtable(keys: pairs.map(\.key), values: pairs.map(\.value), overrides: overrides)
  }
}
