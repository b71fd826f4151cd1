import Foundation
import StrutText
import Testing

/// Every field of `OpenTypeFont`, checked against the values `FontBuilder` wrote.
@Suite struct OpenTypeFontTests {
  // OpenType spec, name table: ids 6, 16 and 17 from the Windows English (US) records, which
  // outrank a Mac record and another Windows language.
  @Test func readsNamesFromTheBestRecords() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    #expect(font.postScriptName == "StrutTest-Bold")
    #expect(font.familyName == "Strut Family")
    #expect(font.styleName == "Heavy Slant")
  }

  // OpenType spec, name table: without ids 16 and 17 the family and style are ids 1 and 2.
  @Test func fallsBackToNameIDs1And2() throws {
    var builder = FontBuilder()
    builder.names.removeAll { $0.nameID == 16 || $0.nameID == 17 }
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.familyName == "Strut Test")
    #expect(font.styleName == "Bold Italic")
  }

  // OpenType spec, name table: platform 1 (Macintosh) strings are Mac Roman, 0x8E being é.
  @Test func decodesMacRomanNames() throws {
    var builder = FontBuilder()
    builder.names = [
      .init(platform: 1, encoding: 0, language: 0, nameID: 6, string: "Café-Regular"),
      .init(platform: 1, encoding: 0, language: 0, nameID: 1, string: "Café"),
    ]
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.postScriptName == "Café-Regular")
    #expect(font.familyName == "Café")
    #expect(font.styleName == nil)
  }

  // OpenType spec, head, OS/2 and hmtx: the em, the weight class, the italic bit and advances.
  @Test func readsHeaderWeightAndAdvances() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    #expect(font.unitsPerEm == 2048)
    #expect(font.weightClass == 700)
    #expect(font.isItalic)
    #expect(font.advance(ofGlyph: TestGlyph.A) == 1401)
    #expect(font.advance(ofGlyph: TestGlyph.space) == 520)
    #expect(font.advance(ofGlyph: 0) == 1000)
  }

  // OpenType spec, hmtx: glyphs past numberOfHMetrics take the last advance; glyphs past
  // numGlyphs do not exist and advance by 0.
  @Test func glyphsPastTheLongMetricsShareTheLastAdvance() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    #expect(font.advance(ofGlyph: TestGlyph.smile) == 1111)
    #expect(font.advance(ofGlyph: TestGlyph.eAcute) == 1111)
    #expect(font.advance(ofGlyph: 10) == 0)
    #expect(font.advance(ofGlyph: 0xFFFF) == 0)
  }

  // Brief: weight 400 and not italic without OS/2; head macStyle bit 1 alone makes it italic.
  @Test func defaultsWithoutOS2AndMacStyleItalic() throws {
    var builder = FontBuilder()
    builder.os2 = nil
    builder.macStyle = 0x0002
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.weightClass == 400)
    #expect(font.isItalic)
    #expect(font.typoMetrics == nil)
    #expect(
      font.verticalMetrics == FontVerticalMetrics(ascender: 1900, descender: -500, lineGap: 67))

    builder.macStyle = 0x0001  // bold only
    #expect(try OpenTypeFont(data: builder.build().data).isItalic == false)
  }

  // OpenType spec, OS/2 fsSelection bit 7 (USE_TYPO_METRICS) selects the typographic metrics;
  // cap height and x-height come from OS/2 version 2 and later.
  @Test func useTypoMetricsSelectsTheTypographicSet() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    let typo = FontVerticalMetrics(
      ascender: 1800, descender: -400, lineGap: 100, capHeight: 1400, xHeight: 1000)
    #expect(font.verticalMetrics == typo)
    #expect(font.typoMetrics == typo)
    #expect(
      font.hheaMetrics
        == FontVerticalMetrics(
          ascender: 1900, descender: -500, lineGap: 67, capHeight: 1400, xHeight: 1000))
  }

  // OpenType spec, OS/2: without bit 7 the hhea metrics are used.
  @Test func withoutUseTypoMetricsTheHheaSetIsUsed() throws {
    var builder = FontBuilder()
    builder.os2?.fsSelection = 0x0000
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.verticalMetrics.ascender == 1900)
    #expect(font.verticalMetrics.descender == -500)
    #expect(font.verticalMetrics.lineGap == 67)
    #expect(font.verticalMetrics.capHeight == 1400)
    #expect(!font.isItalic)
  }

  // OpenType spec, OS/2 version 0 and 1 tables end before sxHeight and sCapHeight.
  @Test func os2Version1HasNoCapHeight() throws {
    var builder = FontBuilder()
    builder.os2?.version = 1
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.verticalMetrics.capHeight == nil)
    #expect(font.verticalMetrics.xHeight == nil)
    #expect(font.verticalMetrics.ascender == 1800)
  }

  // OpenType spec, table directory: CFF-flavoured ('OTTO') files read like TrueType ones.
  @Test func readsCFFFlavouredFiles() throws {
    var builder = FontBuilder()
    builder.outlines = .cff
    let data = builder.build().data
    #expect(try OpenTypeFont.faceCount(in: data) == 1)
    #expect(try OpenTypeFont(data: data).glyph(for: "A") == TestGlyph.A)
  }
}
