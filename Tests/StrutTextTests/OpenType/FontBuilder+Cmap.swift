extension FontBuilder {
  /// The cmap subtables a built font can carry.
  enum CmapSubtable {
    /// (3, 1) format 4, the Basic Multilingual Plane part of `characters`.
    case format4
    /// (3, 10) format 12, all of `characters`.
    case format12
    /// (1, 0) format 0 or 6 in Mac Roman codes: ASCII, and é as 0x8E.
    case macRoman(format: Int)
  }

  func cmap() -> (bytes: [UInt8], marks: [String: Int]) {
    let bodies = cmapSubtables.map(cmapSubtable)
    var table = ByteWriter()
    table.u16(0)
    table.u16(bodies.count)
    var offset = 4 + 8 * bodies.count
    var marks: [String: Int] = [:]
    for (subtable, body) in zip(cmapSubtables, bodies) {
      switch subtable {
      case .format4:
        table.u16(3)
        table.u16(1)
        marks["cmap.format4"] = offset
      case .format12:
        table.u16(3)
        table.u16(10)
        marks["cmap.format12"] = offset
      case .macRoman:
        table.u16(1)
        table.u16(0)
      }
      table.u32(offset)
      offset += body.count
    }
    for body in bodies { table.append(body) }
    return (table.bytes, marks)
  }

  private func cmapSubtable(_ kind: CmapSubtable) -> [UInt8] {
    switch kind {
    case .format4: return format4()
    case .format12: return format12()
    case .macRoman(let format):
      var codes = [UInt16](repeating: 0, count: 256)
      for (scalar, glyph) in characters where scalar < 0x80 || scalar == 0xE9 {
        codes[scalar == 0xE9 ? 0x8E : Int(scalar)] = glyph
      }
      var table = ByteWriter()
      table.u16(format)
      if format == 0 {
        table.u16(262)
        table.u16(0)
        for glyph in codes { table.u8(Int(glyph)) }
      } else {
        // Trimmed to the codes from the first mapped one to the last.
        let first = codes.firstIndex { $0 != 0 } ?? 0
        let last = codes.lastIndex { $0 != 0 } ?? 0
        table.u16(10 + 2 * (last - first + 1))
        table.u16(0)
        table.u16(first)
        table.u16(last - first + 1)
        for glyph in codes[first...last] { table.u16(Int(glyph)) }
      }
      return table.bytes
    }
  }

  /// Runs of consecutive codes, each with its glyphs.
  private func runs(below limit: UInt32) -> [(start: UInt32, glyphs: [UInt16])] {
    var runs: [(start: UInt32, glyphs: [UInt16])] = []
    for (scalar, glyph) in characters.sorted(by: { $0.scalar < $1.scalar }) where scalar < limit {
      if let last = runs.last, last.start + UInt32(last.glyphs.count) == scalar {
        runs[runs.count - 1].glyphs.append(glyph)
      } else {
        runs.append((scalar, [glyph]))
      }
    }
    return runs
  }

  /// Consecutive glyphs get an idDelta segment; others go through glyphIdArray, so both paths
  /// of the format are exercised.
  private func format4() -> [UInt8] {
    var segments: [(start: Int, end: Int, delta: Int, glyphs: [UInt16]?)] = []
    for run in runs(below: 0xFFFF) {
      let start = Int(run.start)
      let end = start + run.glyphs.count - 1
      let consecutive = zip(run.glyphs, run.glyphs.dropFirst()).allSatisfy { $0 + 1 == $1 }
      if consecutive {
        segments.append((start, end, (Int(run.glyphs[0]) - start) & 0xFFFF, nil))
      } else {
        segments.append((start, end, 0, run.glyphs))
      }
    }
    segments.append((0xFFFF, 0xFFFF, 1, nil))
    let count = segments.count
    var glyphArray: [UInt16] = []
    var rangeOffsets: [Int] = []
    for (i, segment) in segments.enumerated() {
      if let glyphs = segment.glyphs {
        rangeOffsets.append(2 * (count - i) + 2 * glyphArray.count)
        glyphArray += glyphs
      } else {
        rangeOffsets.append(0)
      }
    }
    var table = ByteWriter()
    table.u16(4)
    table.u16(16 + 8 * count + 2 * glyphArray.count)
    table.u16(0)
    table.u16(2 * count)
    let power = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    table.u16(2 * power)
    table.u16(power.trailingZeroBitCount)
    table.u16(2 * count - 2 * power)
    for segment in segments { table.u16(segment.end) }
    table.u16(0)
    for segment in segments { table.u16(segment.start) }
    for segment in segments { table.u16(segment.delta) }
    for offset in rangeOffsets { table.u16(offset) }
    for glyph in glyphArray { table.u16(Int(glyph)) }
    return table.bytes
  }

  private func format12() -> [UInt8] {
    var groups: [(start: UInt32, end: UInt32, glyph: UInt16)] = []
    for (scalar, glyph) in characters.sorted(by: { $0.scalar < $1.scalar }) {
      if let last = groups.last, last.end + 1 == scalar,
        UInt32(last.glyph) + (scalar - last.start) == UInt32(glyph)
      {
        groups[groups.count - 1].end = scalar
      } else {
        groups.append((scalar, scalar, glyph))
      }
    }
    var table = ByteWriter()
    table.u16(12)
    table.u16(0)
    table.u32(16 + 12 * groups.count)
    table.u32(0)
    table.u32(groups.count)
    for group in groups {
      table.u32(Int(group.start))
      table.u32(Int(group.end))
      table.u32(Int(group.glyph))
    }
    return table.bytes
  }
}
