import StrutText
import Testing

/// `OpenTypeFont.glyph(for:)` over each cmap format the reader supports.
@Suite struct CharacterMapTests {
  // OpenType spec, cmap: the (3, 10) format 12 subtable is preferred and maps beyond the BMP.
  @Test func format12MapsEveryPlane() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    #expect(font.glyph(for: "A") == TestGlyph.A)
    #expect(font.glyph(for: "\u{1F600}") == TestGlyph.smile)
    #expect(font.glyph(for: "é") == TestGlyph.eAcute)
  }

  // OpenType spec, cmap format 4: idDelta segments and glyphIdArray segments both map, and
  // codes between segments are unmapped.
  @Test func format4MapsTheBasicMultilingualPlane() throws {
    var builder = FontBuilder()
    builder.cmapSubtables = [.format4]
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.glyph(for: " ") == TestGlyph.space)
    #expect(font.glyph(for: "A") == TestGlyph.A)
    #expect(font.glyph(for: "T") == TestGlyph.T)
    #expect(font.glyph(for: "V") == TestGlyph.V)
    #expect(font.glyph(for: "W") == TestGlyph.W)
    #expect(font.glyph(for: "a") == TestGlyph.a)
    #expect(font.glyph(for: "o") == TestGlyph.o)
    #expect(font.glyph(for: "U") == nil)
    #expect(font.glyph(for: "B") == nil)
    #expect(font.glyph(for: "\u{FFFF}") == nil)
    #expect(font.glyph(for: "\u{1F600}") == nil)
  }

  // OpenType spec, cmap: format 12 wins over format 4 whatever the record order.
  @Test func format12IsPreferredOverFormat4() throws {
    var builder = FontBuilder()
    builder.cmapSubtables = [.format4, .format12]
    builder.characters.append((0x1F601, TestGlyph.a))
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.glyph(for: "\u{1F601}") == TestGlyph.a)
    builder.cmapSubtables = [.format12, .format4]
    #expect(try OpenTypeFont(data: builder.build().data).glyph(for: "\u{1F601}") == TestGlyph.a)
  }

  // Brief: glyph 0 and unmapped scalars are nil.
  @Test func glyphZeroCountsAsUnmapped() throws {
    var builder = FontBuilder()
    builder.characters.append((0x42, 0))
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.glyph(for: "B") == nil)
    #expect(font.glyph(for: "Z") == nil)
  }

  // OpenType spec, cmap formats 0 and 6 on the Macintosh platform: codes are Mac Roman bytes.
  @Test(arguments: [0, 6]) func macRomanSubtablesMapThroughMacRoman(format: Int) throws {
    var builder = FontBuilder()
    builder.cmapSubtables = [.macRoman(format: format)]
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.glyph(for: "A") == TestGlyph.A)
    #expect(font.glyph(for: "é") == TestGlyph.eAcute)
    #expect(font.glyph(for: "Ž") == nil)
    #expect(font.glyph(for: "\u{1F600}") == nil)
  }

  // Brief: a font without any usable cmap subtable maps nothing, rather than failing.
  @Test func noUsableSubtableMapsNothing() throws {
    var builder = FontBuilder()
    builder.cmapSubtables = []
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.glyph(for: "A") == nil)
  }
}
