/// The `cmap` subtable this reader uses to turn Unicode scalars into glyph ids.
///
/// A font usually carries the same mapping several times; only the best one is parsed: a full
/// Unicode table (format 12) first, then the Basic Multilingual Plane one (format 4), then the
/// small byte-coded tables.
enum CharacterMap {
  case none
  case segmented(SegmentMapping)
  case groups(SegmentedCoverage)
  /// Formats 0 and 6: a dense run of glyph ids from `firstCode`; `macRoman` when the codes are
  /// Mac Roman bytes rather than Unicode scalars.
  case trimmed(firstCode: UInt32, glyphs: [UInt16], macRoman: Bool)

  init(_ cmap: FontReader) throws(FontFileError) {
    let base = cmap.start
    let count = Int(try cmap.uint16(at: base + 2))
    try cmap.require(base + 4, count * 8, "the \(count) cmap encoding records")
    var chosen: (rank: Int, offset: Int, format: UInt16, macRoman: Bool)?
    for i in 0..<count {
      let at = base + 4 + 8 * i
      let platform = try cmap.uint16(at: at)
      let encoding = try cmap.uint16(at: at + 2)
      let offset = base + Int(try cmap.uint32(at: at + 4))
      guard offset + 2 <= cmap.end else {
        throw cmap.error(at: at + 4, "encoding record \(i) points past the end of the table")
      }
      let format = try cmap.uint16(at: offset)
      guard let rank = Self.rank(platform: platform, encoding: encoding, format: format) else {
        continue
      }
      if let current = chosen, current.rank <= rank { continue }
      chosen = (rank, offset, format, platform == 1)
    }
    guard let chosen else {
      self = .none
      return
    }
    switch chosen.format {
    case 4: self = .segmented(try SegmentMapping(cmap, at: chosen.offset))
    case 12: self = .groups(try SegmentedCoverage(cmap, at: chosen.offset))
    case 6:
      let first = try cmap.uint16(at: chosen.offset + 6)
      let entries = Int(try cmap.uint16(at: chosen.offset + 8))
      let glyphs = try cmap.uint16Array(
        at: chosen.offset + 10, count: entries, "the \(entries) glyph ids of format 6")
      self = .trimmed(firstCode: UInt32(first), glyphs: glyphs, macRoman: chosen.macRoman)
    default:
      try cmap.require(chosen.offset + 6, 256, "the 256 glyph ids of format 0")
      let glyphs = cmap.bytes[chosen.offset + 6..<chosen.offset + 262].map { UInt16($0) }
      self = .trimmed(firstCode: 0, glyphs: glyphs, macRoman: chosen.macRoman)
    }
  }

  /// The glyph for `scalar`, or 0 (the missing glyph) when it has none.
  func glyph(for scalar: Unicode.Scalar) -> UInt16 {
    switch self {
    case .none: return 0
    case .segmented(let mapping): return mapping.glyph(for: scalar.value)
    case .groups(let groups): return groups.glyph(for: scalar.value)
    case .trimmed(let firstCode, let glyphs, let macRoman):
      var code = scalar.value
      if macRoman {
        guard let byte = MacRoman.encode(scalar) else { return 0 }
        code = UInt32(byte)
      }
      guard code >= firstCode, code - firstCode < glyphs.count else { return 0 }
      return glyphs[Int(code - firstCode)]
    }
  }

  /// Lower is better; `nil` for subtables this reader does not use.
  private static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> Int? {
    switch (platform, format) {
    case (3, 12) where encoding == 10: return 0
    case (0, 12) where encoding == 4 || encoding == 6: return 1
    case (3, 4) where encoding == 1: return 2
    case (0, 4) where encoding <= 4: return 3
    case (3, 0) where encoding == 1, (3, 6) where encoding == 1: return 4
    case (0, 0) where encoding <= 4, (0, 6) where encoding <= 4: return 4
    case (1, 0) where encoding == 0, (1, 6) where encoding == 0: return 5
    default: return nil
    }
  }
}
