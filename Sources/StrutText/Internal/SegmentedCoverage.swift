/// A `cmap` format 12 subtable: all of Unicode as groups of consecutive codes and glyphs.
struct SegmentedCoverage {
  /// Group bounds sorted by start, so a lookup is one binary search.
  private var starts: [UInt32] = []
  private var ends: [UInt32] = []
  private var firstGlyphs: [UInt32] = []

  init(_ cmap: FontReader, at offset: Int) throws(FontFileError) {
    let count = Int(try cmap.uint32(at: offset + 12))
    try cmap.require(offset + 16, count * 12, "the \(count) format 12 groups")
    var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
    groups.reserveCapacity(count)
    for i in 0..<count {
      let at = offset + 16 + 12 * i
      let group = (
        try cmap.uint32(at: at), try cmap.uint32(at: at + 4), try cmap.uint32(at: at + 8)
      )
      if group.0 <= group.1 { groups.append(group) }
    }
    // Sorted by the spec; sorted again (stably, by file order on ties) for careless fonts.
    if zip(groups, groups.dropFirst()).contains(where: { $0.start > $1.start }) {
      groups = groups.enumerated().sorted {
        ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
      }
      .map(\.element)
    }
    starts = groups.map(\.start)
    ends = groups.map(\.end)
    firstGlyphs = groups.map(\.glyph)
  }

  func glyph(for code: UInt32) -> UInt16 {
    // The last group starting at or before `code`.
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= code { low = mid + 1 } else { high = mid }
    }
    guard low > 0, code <= ends[low - 1] else { return 0 }
    let glyph = UInt64(firstGlyphs[low - 1]) + UInt64(code - starts[low - 1])
    return glyph <= 0xFFFF ? UInt16(glyph) : 0
  }
}
