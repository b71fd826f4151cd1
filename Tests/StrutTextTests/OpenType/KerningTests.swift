import StrutText
import Testing

/// `OpenTypeFont.kerning(between:and:)` from GPOS and from the legacy `kern` table.
@Suite struct KerningTests {
  typealias G = TestGlyph

  // OpenType spec, GPOS: lookups of the kern feature add up; PairPos format 1 pairs, format 2
  // classes and an Extension-wrapped lookup all count; a lookup of another feature does not.
  @Test func gposKernFeatureLookupsAddUp() throws {
    let font = try OpenTypeFont(data: FontBuilder().build().data)
    #expect(font.kerning(between: G.A, and: G.V) == -130)
    #expect(font.kerning(between: G.T, and: G.o) == -210)
    #expect(font.kerning(between: G.W, and: G.a) == -10)
    #expect(font.kerning(between: G.A, and: G.o) == -10)
    #expect(font.kerning(between: G.W, and: G.V) == -50)
    #expect(font.kerning(between: G.V, and: G.A) == -60)
    #expect(font.kerning(between: G.A, and: G.A) == 0)
    #expect(font.kerning(between: G.o, and: G.V) == 0)
    #expect(font.kerning(between: 0xFFFF, and: 0xFFFF) == 0)
  }

  // OpenType spec, GPOS lookup type 2: within one lookup the first subtable that applies wins;
  // a format 1 subtable that lacks the pair lets the next subtable apply.
  @Test func firstApplicableSubtableWins() throws {
    var builder = FontBuilder()
    builder.gpos = GPOSSpec(
      features: [(tag: "kern", lookups: [0])], scripts: [(tag: "latn", features: [0])],
      lookups: [
        .init(subtables: [
          .pairs([(G.A, G.V, -11)], valueFormat: 0x0004, coverage: 2),
          .classes(
            covered: [G.A], first: [G.A: 1], second: [G.V: 1, G.o: 1],
            values: [[0, 0], [0, -22]], classFormat: 1),
        ])
      ])
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.kerning(between: G.A, and: G.V) == -11)
    #expect(font.kerning(between: G.A, and: G.o) == -22)
  }

  // Brief: Latin's default language system picks the kern features (DejaVu's Latin adds a
  // lookup its default script lacks).
  @Test func latinScriptChoosesTheKernFeature() throws {
    var builder = FontBuilder()
    builder.gpos = GPOSSpec(
      features: [(tag: "kern", lookups: [0]), (tag: "kern", lookups: [0, 1])],
      scripts: [(tag: "DFLT", features: [0]), (tag: "latn", features: [1])],
      lookups: [
        .init(subtables: [.pairs([(G.A, G.V, -10)], valueFormat: 0x0004, coverage: 1)]),
        .init(subtables: [.pairs([(G.A, G.V, -20)], valueFormat: 0x0004, coverage: 1)]),
      ])
    #expect(try OpenTypeFont(data: builder.build().data).kerning(between: G.A, and: G.V) == -30)
  }

  // Brief: if GPOS has a kern feature, the legacy kern table is ignored.
  @Test func gposKernFeatureSupersedesTheKernTable() throws {
    var builder = FontBuilder()
    builder.legacyKerning = .standard
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.kerning(between: G.A, and: G.V) == -130)
  }

  // Brief: without a GPOS kern feature the legacy kern table (format 0) is used, in both the
  // Microsoft version 0 and the Apple version 1 layouts; cross-stream subtables are not
  // horizontal kerning.
  @Test(arguments: [false, true]) func legacyKernTableFormat0(apple: Bool) throws {
    var builder = FontBuilder()
    builder.gpos = GPOSSpec(
      features: [(tag: "mark", lookups: [0])], scripts: [(tag: "latn", features: [0])],
      lookups: [.init(subtables: [.pairs([(G.A, G.V, -5)], valueFormat: 0x0004, coverage: 1)])])
    builder.legacyKerning = .standard
    builder.legacyKerning?.apple = apple
    builder.legacyKerning?.crossStreamPairs = [(G.A, G.V, -500)]
    let font = try OpenTypeFont(data: builder.build().data)
    #expect(font.kerning(between: G.A, and: G.V) == -40)
    #expect(font.kerning(between: G.T, and: G.o) == -30)
    #expect(font.kerning(between: G.V, and: G.A) == 0)
  }

  // Brief: a font with neither GPOS nor kern does not kern.
  @Test func noKerningTablesGiveZero() throws {
    var builder = FontBuilder()
    builder.gpos = nil
    #expect(try OpenTypeFont(data: builder.build().data).kerning(between: G.A, and: G.V) == 0)
  }
}
