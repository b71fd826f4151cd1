/// Sorted, non-empty glyph ranges each carrying a number, searched by binary search.
///
/// Both OpenType coverage tables (the number is the first coverage index of the range) and class
/// definitions (the number is the class) reduce to this, so a pair lookup costs a few binary
/// searches and no reads of the file.
struct GlyphRanges {
  private var starts: [UInt16] = []
  private var ends: [UInt16] = []
  private var values: [Int] = []
  /// Whether a range's value counts up from its start (coverage) or is shared (classes).
  private let valueStep: Bool

  /// The largest value any glyph can get, for validating what the values index.
  private(set) var maximumValue: Int = -1

  /// Builds from ranges in file order; they are sorted by start (file order breaking ties) only
  /// when the font failed to sort them, so a careless font stays searchable.
  init(_ ranges: [(start: UInt16, end: UInt16, value: Int)], valueStep: Bool) {
    var ranges = ranges.filter { $0.start <= $0.end }
    if zip(ranges, ranges.dropFirst()).contains(where: { $0.start > $1.start }) {
      ranges = ranges.enumerated()
        .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        .map(\.element)
    }
    self.valueStep = valueStep
    starts = ranges.map(\.start)
    ends = ranges.map(\.end)
    values = ranges.map(\.value)
    maximumValue = ranges.map { $0.value + (valueStep ? Int($0.end - $0.start) : 0) }.max() ?? -1
  }

  /// The value for `glyph`, or `nil` when no range holds it.
  func value(of glyph: UInt16) -> Int? {
    // The last range starting at or before `glyph`.
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] <= glyph { low = mid + 1 } else { high = mid }
    }
    guard low > 0, glyph <= ends[low - 1] else { return nil }
    return values[low - 1] + (valueStep ? Int(glyph - starts[low - 1]) : 0)
  }
}

extension GlyphRanges {
  /// Reads an OpenType coverage table (formats 1 and 2); values are coverage indices.
  static func coverage(_ table: FontReader, at offset: Int) throws(FontFileError) -> GlyphRanges {
    let format = try table.uint16(at: offset)
    let count = Int(try table.uint16(at: offset + 2))
    var ranges: [(start: UInt16, end: UInt16, value: Int)] = []
    switch format {
    case 1:
      let glyphs = try table.uint16Array(
        at: offset + 4, count: count, "the \(count) glyphs of a coverage table")
      // Runs of consecutive glyphs become one range, which keeps the search short.
      for (index, glyph) in glyphs.enumerated() {
        if let last = ranges.last, last.end < 0xFFFF, glyph == last.end + 1,
          last.value + Int(last.end - last.start) + 1 == index
        {
          ranges[ranges.count - 1].end = glyph
        } else {
          ranges.append((glyph, glyph, index))
        }
      }
    case 2:
      try table.require(offset + 4, count * 6, "the \(count) ranges of a coverage table")
      for i in 0..<count {
        let at = offset + 4 + 6 * i
        ranges.append(
          (
            try table.uint16(at: at), try table.uint16(at: at + 2),
            Int(try table.uint16(at: at + 4))
          ))
      }
    default:
      throw table.error(at: offset, "unknown coverage format \(format)")
    }
    return GlyphRanges(ranges, valueStep: true)
  }

  /// Reads an OpenType class definition table (formats 1 and 2); glyphs it omits are class 0.
  static func classes(_ table: FontReader, at offset: Int) throws(FontFileError) -> GlyphRanges {
    let format = try table.uint16(at: offset)
    var ranges: [(start: UInt16, end: UInt16, value: Int)] = []
    switch format {
    case 1:
      let first = Int(try table.uint16(at: offset + 2))
      let count = Int(try table.uint16(at: offset + 4))
      let classes = try table.uint16Array(
        at: offset + 6, count: count, "the \(count) classes of a class definition")
      for (index, value) in classes.enumerated() where first + index <= 0xFFFF {
        let glyph = UInt16(first + index)
        if let last = ranges.last, last.value == Int(value), last.end + 1 == glyph {
          ranges[ranges.count - 1].end = glyph
        } else if value != 0 {
          ranges.append((glyph, glyph, Int(value)))
        }
      }
    case 2:
      let count = Int(try table.uint16(at: offset + 2))
      try table.require(offset + 4, count * 6, "the \(count) ranges of a class definition")
      for i in 0..<count {
        let at = offset + 4 + 6 * i
        let value = Int(try table.uint16(at: at + 4))
        if value != 0 {
          ranges.append((try table.uint16(at: at), try table.uint16(at: at + 2), value))
        }
      }
    default:
      throw table.error(at: offset, "unknown class definition format \(format)")
    }
    return GlyphRanges(ranges, valueStep: false)
  }
}
