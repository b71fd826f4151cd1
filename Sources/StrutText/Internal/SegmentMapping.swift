/// A `cmap` format 4 subtable: the Basic Multilingual Plane as segments of consecutive codes.
struct SegmentMapping {
  /// Segment bounds, sorted by `ends` so a lookup is one binary search.
  private var ends: [UInt16] = []
  private var starts: [UInt16] = []
  private var deltas: [UInt16] = []
  /// Each segment's position in the file's segment arrays, which `idRangeOffset` counts from.
  private var positions: [Int] = []
  private var rangeOffsets: [UInt16] = []
  /// The words from the `idRangeOffset` array to the last one any segment can reach, copied so
  /// lookups need no reader and no error path.
  private var words: [UInt16] = []

  init(_ cmap: FontReader, at offset: Int) throws(FontFileError) {
    let doubled = Int(try cmap.uint16(at: offset + 6))
    guard doubled % 2 == 0 else {
      throw cmap.error(at: offset + 6, "format 4 segCountX2 is odd (\(doubled))")
    }
    let count = doubled / 2
    let endsAt = offset + 14
    let startsAt = endsAt + doubled + 2
    let deltasAt = startsAt + doubled
    let rangesAt = deltasAt + doubled
    try cmap.require(endsAt, 4 * doubled + 2, "the \(count) format 4 segments")
    let fileEnds = try cmap.uint16Array(at: endsAt, count: count, "endCode")
    let fileStarts = try cmap.uint16Array(at: startsAt, count: count, "startCode")
    let fileDeltas = try cmap.uint16Array(at: deltasAt, count: count, "idDelta")
    let fileRanges = try cmap.uint16Array(at: rangesAt, count: count, "idRangeOffset")

    var order = Array(0..<count)
    // The spec requires sorted segments; sorting anyway keeps a careless font searchable.
    if zip(fileEnds, fileEnds.dropFirst()).contains(where: { $0 > $1 }) {
      order.sort { (fileEnds[$0], $0) < (fileEnds[$1], $1) }
    }
    var reach = 0
    for i in order where fileStarts[i] <= fileEnds[i] {
      ends.append(fileEnds[i])
      starts.append(fileStarts[i])
      deltas.append(fileDeltas[i])
      positions.append(i)
      rangeOffsets.append(fileRanges[i])
      if fileRanges[i] != 0 {
        reach = max(reach, i + Int(fileRanges[i]) / 2 + Int(fileEnds[i] - fileStarts[i]) + 1)
      }
    }
    // Fonts whose format 4 outgrew its 16-bit length field are common, so the glyph id array
    // is bounded by the table rather than by `length`; ids past the table read as missing.
    let available = (cmap.end - rangesAt) / 2
    words = try cmap.uint16Array(at: rangesAt, count: min(reach, available), "glyphIdArray")
  }

  func glyph(for code: UInt32) -> UInt16 {
    guard code <= 0xFFFF else { return 0 }
    let code = UInt16(code)
    var low = 0
    var high = ends.count
    while low < high {
      let mid = (low + high) / 2
      if ends[mid] < code { low = mid + 1 } else { high = mid }
    }
    guard low < ends.count, starts[low] <= code else { return 0 }
    if rangeOffsets[low] == 0 { return code &+ deltas[low] }
    let index = positions[low] + Int(rangeOffsets[low]) / 2 + Int(code - starts[low])
    guard index < words.count, words[index] != 0 else { return 0 }
    return words[index] &+ deltas[low]
  }
}
