/// The `hhea` line metrics and the `hmtx` advance widths.
struct HorizontalMetrics {
  var ascender: Int
  var descender: Int
  var lineGap: Int
  /// One advance per long horizontal metric; glyphs past the end share the last one, which is
  /// how monospaced tails are stored compactly.
  var advances: [UInt16]
  /// Glyphs at or past this id do not exist and have no advance.
  var glyphLimit: Int

  init(hhea: FontReader, hmtx: FontReader, glyphCount: Int) throws(FontFileError) {
    ascender = Int(try hhea.int16(at: hhea.start + 4))
    descender = Int(try hhea.int16(at: hhea.start + 6))
    lineGap = Int(try hhea.int16(at: hhea.start + 8))
    let countAt = hhea.start + 34
    let count = Int(try hhea.uint16(at: countAt))
    guard count > 0 else {
      throw hhea.error(
        at: countAt, "numberOfHMetrics is 0; a font needs at least one horizontal metric")
    }
    try hmtx.require(hmtx.start, count * 4, "the \(count) horizontal metrics")
    advances = (0..<count).map { i in
      // Checked just above for the whole span.
      UInt16(hmtx.bytes[hmtx.start + 4 * i]) << 8 | UInt16(hmtx.bytes[hmtx.start + 4 * i + 1])
    }
    glyphLimit = max(glyphCount, count)
  }

  /// The advance of `glyph` in font units; 0 for a glyph the font does not have.
  func advance(of glyph: UInt16) -> Int {
    let index = Int(glyph)
    guard index < glyphLimit else { return 0 }
    return Int(index < advances.count ? advances[index] : advances[advances.count - 1])
  }
}
