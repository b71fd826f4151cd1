import Foundation

/// The glyph ids of the fonts `FontBuilder` writes by default, so tests can name them.
enum TestGlyph {
  static let space: UInt16 = 1
  static let A: UInt16 = 2
  static let V: UInt16 = 3
  static let T: UInt16 = 4
  static let o: UInt16 = 5
  static let W: UInt16 = 6
  static let a: UInt16 = 7
  /// U+1F600, outside the Basic Multilingual Plane, so only format 12 maps it.
  static let smile: UInt16 = 8
  /// U+00E9, which Mac Roman codes as 0x8E.
  static let eAcute: UInt16 = 9
}

/// A font file written by `FontBuilder`, with the places in it that tests patch or check.
struct BuiltFont {
  var bytes: [UInt8]
  /// Where each table starts.
  var tables: [String: Int]
  /// Where each table's directory record starts.
  var records: [String: Int]
  /// Named positions inside tables, such as `"cmap.format4"` (the subtable's first byte).
  var marks: [String: Int]
  /// One past the last byte of table data, before the padding that ends the file.
  var contentEnd = 0

  var data: Data { Data(bytes) }
}

/// Writes minimal, valid sfnt files in memory from known values, so tests can check each field
/// the reader returns against the value written, and corrupt exactly one thing at a time.
struct FontBuilder {
  var outlines: Outlines = .trueType
  var unitsPerEm = 2048
  var macStyle = 0
  var hheaAscender = 1900
  var hheaDescender = -500
  var hheaLineGap = 67
  /// Advances of the long horizontal metrics; glyphs past them share the last one.
  var advances = [1000, 520, 1401, 1350, 1200, 1150, 1900, 1111]
  var numberOfHMetrics: Int?
  var glyphCount = 10
  var os2: OS2? = OS2()
  var names: [NameRecord] = FontBuilder.defaultNames
  var characters: [(scalar: UInt32, glyph: UInt16)] = FontBuilder.defaultCharacters
  var cmapSubtables: [CmapSubtable] = [.format4, .format12]
  var gpos: GPOSSpec? = .standard
  var legacyKerning: LegacyKerningSpec?
  /// Tables to leave out, for tests of missing tables.
  var omittedTables: Set<String> = []

  enum Outlines { case trueType, cff }

  struct OS2 {
    var version = 4
    var weightClass = 700
    /// Bit 0 italic, bit 7 USE_TYPO_METRICS.
    var fsSelection = 0x0081
    var typoAscender = 1800
    var typoDescender = -400
    var typoLineGap = 100
    var xHeight = 1000
    var capHeight = 1400
  }

  struct NameRecord {
    var platform: Int
    var encoding: Int
    var language: Int
    var nameID: Int
    var string: String
  }

  static let defaultNames = [
    NameRecord(platform: 1, encoding: 0, language: 0, nameID: 6, string: "MacPostScript"),
    NameRecord(platform: 3, encoding: 1, language: 0x0409, nameID: 1, string: "Strut Test"),
    NameRecord(platform: 3, encoding: 1, language: 0x0409, nameID: 2, string: "Bold Italic"),
    NameRecord(platform: 3, encoding: 1, language: 0x0409, nameID: 6, string: "StrutTest-Bold"),
    NameRecord(platform: 3, encoding: 1, language: 0x0407, nameID: 6, string: "German-Name"),
    NameRecord(platform: 3, encoding: 1, language: 0x0409, nameID: 16, string: "Strut Family"),
    NameRecord(platform: 3, encoding: 1, language: 0x0409, nameID: 17, string: "Heavy Slant"),
  ]

  static let defaultCharacters: [(scalar: UInt32, glyph: UInt16)] = [
    (0x20, TestGlyph.space), (0x41, TestGlyph.A), (0x54, TestGlyph.T), (0x56, TestGlyph.V),
    (0x57, TestGlyph.W), (0x61, TestGlyph.a), (0x6F, TestGlyph.o), (0xE9, TestGlyph.eAcute),
    (0x1F600, TestGlyph.smile),
  ]

  /// The font as one file.
  func build() -> BuiltFont { build(at: 0) }

  /// A .ttc collection holding `faces` in order.
  static func collection(_ faces: [FontBuilder]) -> BuiltFont {
    let headerLength = 12 + 4 * faces.count
    var offsets: [Int] = []
    var next = headerLength
    for face in faces {
      offsets.append(next)
      next += face.build(at: next).bytes.count - next
    }
    var file = ByteWriter()
    file.tag("ttcf")
    file.u32(0x0001_0000)
    file.u32(faces.count)
    for offset in offsets { file.u32(offset) }
    for (face, offset) in zip(faces, offsets) {
      // Each face's table offsets count from the start of the file, so it is built in place.
      file.append(Array(face.build(at: offset).bytes[offset...]))
    }
    var built = BuiltFont(bytes: file.bytes, tables: [:], records: [:], marks: [:])
    built.contentEnd = faces.last.map { $0.build(at: offsets[faces.count - 1]).contentEnd } ?? 0
    return built
  }

  /// Builds the face as if it started at byte `base` of a file; the result holds `base` zero
  /// bytes first, so offsets in it are file offsets.
  private func build(at base: Int) -> BuiltFont {
    var tables: [(tag: String, bytes: [UInt8], marks: [String: Int])] = [
      ("head", head(), [:]), ("hhea", hhea(), [:]), ("maxp", maxp(), [:]),
      ("hmtx", hmtx(), [:]), ("name", name(), [:]),
    ]
    let cmap = self.cmap()
    tables.append(("cmap", cmap.bytes, cmap.marks))
    if let os2 { tables.append(("OS/2", Self.os2Table(os2), [:])) }
    if let gpos {
      let table = gpos.serialized()
      tables.append(("GPOS", table.bytes, table.marks))
    }
    if let legacyKerning { tables.append(("kern", legacyKerning.serialized(), [:])) }
    tables.removeAll { omittedTables.contains($0.tag) }
    // The spec sorts records by tag, compared as bytes.
    tables.sort { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }

    var file = ByteWriter(bytes: [UInt8](repeating: 0, count: base))
    file.u32(outlines == .cff ? 0x4F54_544F : 0x0001_0000)
    file.u16(tables.count)
    let power = tables.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - tables.count.leadingZeroBitCount)
    file.u16(power * 16)
    file.u16(power.trailingZeroBitCount)
    file.u16(tables.count * 16 - power * 16)
    var result = BuiltFont(bytes: [], tables: [:], records: [:], marks: [:])
    var offset = file.count + 16 * tables.count
    for table in tables {
      result.records[table.tag] = file.count
      file.tag(table.tag)
      file.u32(Self.checksum(table.bytes))
      file.u32(offset)
      file.u32(table.bytes.count)
      result.tables[table.tag] = offset
      result.contentEnd = offset + table.bytes.count
      for (name, position) in table.marks { result.marks[name] = offset + position }
      offset += (table.bytes.count + 3) / 4 * 4
    }
    for table in tables {
      file.append(table.bytes)
      file.align()
    }
    result.bytes = file.bytes
    return result
  }

  private static func checksum(_ bytes: [UInt8]) -> Int {
    var sum: UInt32 = 0
    for start in stride(from: 0, to: bytes.count, by: 4) {
      var word: UInt32 = 0
      for i in 0..<4 { word = word << 8 | UInt32(start + i < bytes.count ? bytes[start + i] : 0) }
      sum &+= word
    }
    return Int(sum)
  }
}
