import Foundation
import StrutText
import Testing

/// Issue #5: malformed fonts give a `FontFileError` naming the table and byte, never a crash.
@Suite struct MalformedFontTests {
  /// Parses `bytes`, returning the error if it throws; a crash fails the whole test run.
  private static func error(_ bytes: [UInt8]) -> FontFileError? {
    do {
      _ = try OpenTypeFont(data: Data(bytes))
      return nil
    } catch {
      return error
    }
  }

  private static func patch16(_ bytes: inout [UInt8], at offset: Int, _ value: Int) {
    bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
  }

  // Issue #5: every prefix of a valid font (and of a collection) parses or throws, and only
  // the prefixes that hold all table data parse.
  @Test func everyTruncationParsesOrThrows() throws {
    var builder = FontBuilder()
    builder.legacyKerning = .standard
    let font = builder.build()
    let collection = FontBuilder.collection([builder, builder])
    for (built, lastFace) in [(font, 0), (collection, 1)] {
      let bytes = built.bytes
      for length in 0...bytes.count {
        let prefix = Data(bytes.prefix(length))
        _ = try? OpenTypeFont.faceCount(in: prefix)
        _ = try? OpenTypeFont(data: prefix, faceIndex: 0)
        let parsed = (try? OpenTypeFont(data: prefix, faceIndex: lastFace)) != nil
        #expect(parsed == (length >= built.contentEnd), "prefix of \(length) bytes")
      }
    }
  }

  // Issue #5: random byte corruption (seeded, so failures reproduce) parses or throws.
  @Test func randomCorruptionParsesOrThrows() {
    var builder = FontBuilder()
    builder.legacyKerning = .standard
    builder.cmapSubtables = [.format4, .format12, .macRoman(format: 6)]
    let original = builder.build().bytes
    var state: UInt64 = 0x5EED
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    var thrown = 0
    for _ in 0..<3000 {
      var bytes = original
      // Past the table directory, so most corruptions reach the table parsers.
      for _ in 0..<3 { bytes[12 + next() % (bytes.count - 12)] = UInt8(next() & 0xFF) }
      if let font = try? OpenTypeFont(data: Data(bytes)) {
        for scalar in ["A", "V", "\u{1F600}", "é"] as [Unicode.Scalar] {
          let glyph = font.glyph(for: scalar) ?? 0
          _ = font.advance(ofGlyph: glyph) + font.kerning(between: glyph, and: TestGlyph.V)
        }
      } else {
        thrown += 1
      }
    }
    #expect(thrown > 0)
  }

  // Issue #5: a table the directory places past the end of the file names that table.
  @Test func tableOffsetPastTheEndNamesTheTable() throws {
    let font = FontBuilder().build()
    var bytes = font.bytes
    let record = try #require(font.records["cmap"])
    bytes[record + 8] = 0x00
    bytes[record + 9] = 0xFF
    let error = try #require(Self.error(bytes))
    #expect(error.table == "cmap")
    #expect(error.description.hasPrefix("font file: table 'cmap' at byte "))
    #expect(error.reason.contains("past the end of the file"))
  }

  // OpenType spec, hhea: numberOfHMetrics must be at least 1.
  @Test func zeroHorizontalMetricsThrowsInHhea() throws {
    var builder = FontBuilder()
    builder.numberOfHMetrics = 0
    let built = builder.build()
    let error = try #require(Self.error(built.bytes))
    #expect(error.table == "hhea")
    #expect(error.offset == built.tables["hhea"].map { $0 + 34 })
    #expect(error.reason.contains("numberOfHMetrics"))
  }

  // Issue #5: more horizontal metrics than the hmtx table holds.
  @Test func hmtxTooShortThrowsInHmtx() throws {
    var builder = FontBuilder()
    builder.numberOfHMetrics = 200
    #expect(Self.error(builder.build().bytes)?.table == "hmtx")
  }

  // OpenType spec, cmap format 4: segCountX2 is twice the segment count, so it is even.
  @Test func oddSegmentCountThrowsInCmap() throws {
    var builder = FontBuilder()
    builder.cmapSubtables = [.format4]
    let built = builder.build()
    var bytes = built.bytes
    let subtable = try #require(built.marks["cmap.format4"])
    Self.patch16(&bytes, at: subtable + 6, 13)
    let error = try #require(Self.error(bytes))
    #expect(error.table == "cmap")
    #expect(error.offset == subtable + 6)
    #expect(error.reason.contains("odd"))
  }

  // Issue #5: a huge segment count runs past the table instead of reading other tables' bytes.
  @Test func hugeSegmentCountThrowsInCmap() throws {
    var builder = FontBuilder()
    builder.cmapSubtables = [.format4]
    let built = builder.build()
    var bytes = built.bytes
    Self.patch16(&bytes, at: try #require(built.marks["cmap.format4"]) + 6, 0xFFFE)
    let error = try #require(Self.error(bytes))
    #expect(error.table == "cmap")
    #expect(error.reason.contains("past the end of the table"))
  }

  // Issue #5: a format 12 group count past the table.
  @Test func hugeGroupCountThrowsInCmap() throws {
    let built = FontBuilder().build()
    var bytes = built.bytes
    let subtable = try #require(built.marks["cmap.format12"])
    Self.patch16(&bytes, at: subtable + 12, 0x0100)
    #expect(Self.error(bytes)?.table == "cmap")
  }

  // OpenType spec, PairPos format 1: every coverage index needs a pair set.
  @Test func coverageIndexPastThePairSetsThrowsInGPOS() throws {
    let built = FontBuilder().build()
    var bytes = built.bytes
    Self.patch16(&bytes, at: try #require(built.marks["gpos.lookup0.pairSetCount"]), 1)
    let error = try #require(Self.error(bytes))
    #expect(error.table == "GPOS")
    #expect(error.reason.contains("coverage index 1"))
  }

  // Issue #5: required tables are required; the error says which is missing.
  @Test(arguments: ["head", "hhea", "hmtx", "maxp", "cmap"])
  func missingRequiredTableThrows(tag: String) throws {
    var builder = FontBuilder()
    builder.omittedTables = [tag]
    let error = try #require(Self.error(builder.build().bytes))
    #expect(error.reason.contains("'\(tag)'"))
  }

  // Issue #5: not a font at all.
  @Test func otherFilesAreRejectedAtTheHeader() throws {
    let error = try #require(Self.error(Array("%PDF-1.7 not a font".utf8)))
    #expect(error.table == nil)
    #expect(error.offset == 0)
    #expect(error.description.hasPrefix("font file: at byte 0: not an OpenType"))
    #expect(throws: FontFileError.self) { try OpenTypeFont.faceCount(in: Data()) }
  }
}
