/// One GPOS pair adjustment subtable (lookup type 2), reduced to the first glyph's x-advance
/// adjustment, which is what kerning is.
enum PairAdjustment {
  /// Format 1: a list of second glyphs for each covered first glyph.
  case pairs(PairList)
  /// Format 2: a matrix of values indexed by the classes of the two glyphs.
  case classes(ClassMatrix)

  struct PairList {
    var coverage: GlyphRanges
    /// Where each coverage index's pairs start in `seconds`; one more entry than pair sets.
    var setStarts: [Int]
    /// Second glyphs, sorted within each set.
    var seconds: [UInt16]
    var values: [Int16]
  }

  struct ClassMatrix {
    var coverage: GlyphRanges
    var firstClasses: GlyphRanges
    var secondClasses: GlyphRanges
    var firstClassCount: Int
    var secondClassCount: Int
    /// Row-major by first class; empty when the subtable adjusts no x-advance.
    var values: [Int16]
  }

  /// Reads the subtable at `offset`, or returns `nil` for a format this reader does not know.
  init?(_ gpos: FontReader, at offset: Int) throws(FontFileError) {
    let format = try gpos.uint16(at: offset)
    guard format == 1 || format == 2 else { return nil }
    let coverage = try GlyphRanges.coverage(gpos, at: offset + Int(try gpos.uint16(at: offset + 2)))
    let format1 = try gpos.uint16(at: offset + 4)
    let format2 = try gpos.uint16(at: offset + 6)
    let layout = ValueLayout(first: format1, second: format2)
    if format == 1 {
      self = .pairs(try Self.pairList(gpos, at: offset, coverage: coverage, layout: layout))
    } else {
      self = .classes(try Self.classMatrix(gpos, at: offset, coverage: coverage, layout: layout))
    }
  }

  /// The first glyph's x-advance adjustment, or `nil` when the subtable does not apply to the
  /// pair and the next subtable should be tried.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int? {
    switch self {
    case .pairs(let list):
      guard let index = list.coverage.value(of: left) else { return nil }
      var low = list.setStarts[index]
      var high = list.setStarts[index + 1]
      while low < high {
        let mid = (low + high) / 2
        if list.seconds[mid] < right { low = mid + 1 } else { high = mid }
      }
      guard low < list.setStarts[index + 1], list.seconds[low] == right else { return nil }
      return Int(list.values[low])
    case .classes(let matrix):
      guard matrix.coverage.value(of: left) != nil else { return nil }
      let first = matrix.firstClasses.value(of: left) ?? 0
      let second = matrix.secondClasses.value(of: right) ?? 0
      guard first < matrix.firstClassCount, second < matrix.secondClassCount else { return nil }
      if matrix.values.isEmpty { return 0 }
      return Int(matrix.values[first * matrix.secondClassCount + second])
    }
  }

  private static func pairList(
    _ gpos: FontReader, at offset: Int, coverage: GlyphRanges, layout: ValueLayout
  ) throws(FontFileError) -> PairList {
    let setCount = Int(try gpos.uint16(at: offset + 8))
    let setOffsets = try gpos.uint16Array(
      at: offset + 10, count: setCount, "the \(setCount) pair set offsets")
    try checkCoverage(coverage, fits: setCount, gpos, at: offset)
    let recordSize = 2 + layout.size
    var list = PairList(coverage: coverage, setStarts: [0], seconds: [], values: [])
    for setOffset in setOffsets {
      let at = offset + Int(setOffset)
      let count = Int(try gpos.uint16(at: at))
      try gpos.require(at + 2, count * recordSize, "a pair set of \(count) pairs")
      var pairs: [(second: UInt16, value: Int16)] = []
      pairs.reserveCapacity(count)
      for i in 0..<count {
        let record = at + 2 + i * recordSize
        let value = try layout.firstXAdvance(gpos, record: record + 2)
        pairs.append((try gpos.uint16(at: record), value))
      }
      if zip(pairs, pairs.dropFirst()).contains(where: { $0.second > $1.second }) {
        pairs = pairs.enumerated()
          .sorted { ($0.element.second, $0.offset) < ($1.element.second, $1.offset) }
          .map(\.element)
      }
      list.seconds += pairs.map(\.second)
      list.values += pairs.map(\.value)
      list.setStarts.append(list.seconds.count)
    }
    return list
  }

  private static func classMatrix(
    _ gpos: FontReader, at offset: Int, coverage: GlyphRanges, layout: ValueLayout
  ) throws(FontFileError) -> ClassMatrix {
    let firstClasses = try GlyphRanges.classes(
      gpos, at: offset + Int(try gpos.uint16(at: offset + 8)))
    let secondClasses = try GlyphRanges.classes(
      gpos, at: offset + Int(try gpos.uint16(at: offset + 10)))
    let firstCount = Int(try gpos.uint16(at: offset + 12))
    let secondCount = Int(try gpos.uint16(at: offset + 14))
    let recordsAt = offset + 16
    let cells = firstCount * secondCount
    try gpos.require(recordsAt, cells * layout.size, "the \(firstCount)×\(secondCount) class pairs")
    var values: [Int16] = []
    if layout.hasFirstXAdvance {
      values.reserveCapacity(cells)
      for cell in 0..<cells {
        values.append(try layout.firstXAdvance(gpos, record: recordsAt + cell * layout.size))
      }
    }
    return ClassMatrix(
      coverage: coverage, firstClasses: firstClasses, secondClasses: secondClasses,
      firstClassCount: firstCount, secondClassCount: secondCount, values: values)
  }

  /// Throws when the coverage table hands out an index with no pair set behind it, which would
  /// otherwise send a lookup past the end of the sets.
  private static func checkCoverage(
    _ coverage: GlyphRanges, fits setCount: Int, _ gpos: FontReader, at offset: Int
  ) throws(FontFileError) {
    guard coverage.maximumValue < setCount else {
      throw gpos.error(
        at: offset + Int(try gpos.uint16(at: offset + 2)),
        "coverage index \(coverage.maximumValue) is past the \(setCount) pair sets of the subtable")
    }
  }
}

/// Where the first glyph's XAdvance sits in a pair's two value records.
struct ValueLayout {
  /// Bytes taken by both value records together.
  let size: Int
  let hasFirstXAdvance: Bool
  /// Bytes before XAdvance in the first record: XPlacement and YPlacement when present.
  private let xAdvanceOffset: Int

  init(first: UInt16, second: UInt16) {
    size = 2 * ((first & 0xFF).nonzeroBitCount + (second & 0xFF).nonzeroBitCount)
    hasFirstXAdvance = first & 0x0004 != 0
    xAdvanceOffset = 2 * (first & 0x0003).nonzeroBitCount
  }

  /// The first glyph's XAdvance in the pair record at `record` (just past any second-glyph id).
  func firstXAdvance(_ gpos: FontReader, record: Int) throws(FontFileError) -> Int16 {
    hasFirstXAdvance ? try gpos.int16(at: record + xAdvanceOffset) : 0
  }
}
