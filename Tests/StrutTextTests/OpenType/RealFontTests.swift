import Foundation
import StrutText
import Testing

/// A real font from the system, where one is installed.
@Suite struct RealFontTests {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  // Brief: DejaVu Sans (checked with fontTools) has 2048 units per em, 'A' advances 1401 and
  // A-V kerns negatively through its GPOS kern feature (−131 in version 2.37).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
  func readsDejaVuSans() throws {
    let font = try OpenTypeFont(data: Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans)))
    #expect(font.unitsPerEm == 2048)
    #expect(font.postScriptName == "DejaVuSans")
    #expect(font.familyName == "DejaVu Sans")
    #expect(font.styleName == "Book")
    let a = try #require(font.glyph(for: "A"))
    let v = try #require(font.glyph(for: "V"))
    #expect(font.advance(ofGlyph: a) == 1401)
    #expect(font.kerning(between: a, and: v) < 0)
    #expect(font.glyph(for: "\u{10FFFF}") == nil)
  }
}
