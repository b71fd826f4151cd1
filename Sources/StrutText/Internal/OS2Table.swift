/// The fields of the `OS/2` table that text layout uses.
///
/// Versions grew the table over time, so each field is read only when the table is long enough
/// to hold it; a short table gives defaults rather than an error because old Apple fonts ship
/// 68-byte version 0 tables.
struct OS2Table {
  var weightClass: Int = 400
  var fsSelection: UInt16 = 0
  var typoAscender: Int?
  var typoDescender: Int?
  var typoLineGap: Int?
  var xHeight: Int?
  var capHeight: Int?

  /// fsSelection bit 0.
  var isItalic: Bool { fsSelection & 0x0001 != 0 }
  /// fsSelection bit 7: the font asks for the typographic metrics to be used for line layout.
  var usesTypoMetrics: Bool { fsSelection & 0x0080 != 0 }

  init() {}

  init(_ os2: FontReader) throws(FontFileError) {
    let base = os2.start
    let length = os2.end - os2.start
    let version = try os2.uint16(at: base)
    if length >= 6 { weightClass = Int(try os2.uint16(at: base + 4)) }
    if length >= 64 { fsSelection = try os2.uint16(at: base + 62) }
    if length >= 74 {
      typoAscender = Int(try os2.int16(at: base + 68))
      typoDescender = Int(try os2.int16(at: base + 70))
      typoLineGap = Int(try os2.int16(at: base + 72))
    }
    if version >= 2 {
      try os2.require(base, 90, "an OS/2 table of version \(version)")
      xHeight = Int(try os2.int16(at: base + 86))
      capHeight = Int(try os2.int16(at: base + 88))
    }
  }
}
