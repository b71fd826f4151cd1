/// A legacy `kern` table for `FontBuilder`, in the Microsoft or the Apple header layout.
struct LegacyKerningSpec {
  var pairs: [(left: UInt16, right: UInt16, value: Int)]
  var apple = false
  /// Adds a second, cross-stream subtable, which horizontal kerning must ignore.
  var crossStreamPairs: [(left: UInt16, right: UInt16, value: Int)] = []

  /// A-V −40 and T-o −30.
  static let standard = LegacyKerningSpec(
    pairs: [(TestGlyph.A, TestGlyph.V, -40), (TestGlyph.T, TestGlyph.o, -30)])

  func serialized() -> [UInt8] {
    let subtables = [(pairs, false)] + (crossStreamPairs.isEmpty ? [] : [(crossStreamPairs, true)])
    var table = ByteWriter()
    if apple {
      table.u32(0x0001_0000)
      table.u32(subtables.count)
    } else {
      table.u16(0)
      table.u16(subtables.count)
    }
    for (pairs, crossStream) in subtables {
      let body = Self.format0(pairs)
      if apple {
        table.u32(8 + body.count)
        table.u16(crossStream ? 0x4000 : 0x0000)
        table.u16(0)  // tupleIndex
      } else {
        table.u16(0)
        table.u16(6 + body.count)
        table.u16(crossStream ? 0x0005 : 0x0001)
      }
      table.append(body)
    }
    return table.bytes
  }

  private static func format0(_ pairs: [(left: UInt16, right: UInt16, value: Int)]) -> [UInt8] {
    var body = ByteWriter()
    body.u16(pairs.count)
    let power = pairs.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - pairs.count.leadingZeroBitCount)
    body.u16(6 * power)
    body.u16(power.trailingZeroBitCount)
    body.u16(6 * (pairs.count - power))
    for pair in pairs.sorted(by: { ($0.left, $0.right) < ($1.left, $1.right) }) {
      body.u16(Int(pair.left))
      body.u16(Int(pair.right))
      body.u16(pair.value)
    }
    return body.bytes
  }
}
