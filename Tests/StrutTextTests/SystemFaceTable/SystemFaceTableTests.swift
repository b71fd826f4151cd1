import Foundation
import Testing

@testable import StrutText

/// The generated Inter table behind the system face (issue #5 §3).
@Suite struct SystemFaceTableTests {
  typealias Table = SystemFaceTable

  static let interFolder = "/tmp/strut-inter/usr/share/fonts/opentype/inter"
  static var haveInter: Bool {
    FileManager.default.fileExists(atPath: interFolder + "/Inter-Regular.otf")
  }

  static func regular(_ design: Table.Design = .text) -> Table.Face {
    Table.face(design: design, weightClass: 400, italic: false)
  }

  // Issue #5 §3: 2 designs × 9 weights plus 2 italics, every one of which decodes.
  @Test func everyFaceDecodes() {
    #expect(Table.decodedFaceCount == 20)
    #expect(Table.encodedFaces.count == 20)
  }

  // Issue #5: damaged table bytes decode to nothing rather than crash, and the empty
  // fallback face answers every lookup.
  @Test func truncatedBytesDoNotDecode() throws {
    let encoded = try #require(Table.encodedFaces.first)
    let bytes = [UInt8](
      try #require(Data(base64Encoded: encoded.base64, options: .ignoreUnknownCharacters)))
    #expect(Table.Face(decoding: bytes) != nil)
    // A stride keeps the debug-build test fast; the tail, where the kerning cells are, is
    // covered byte by byte.
    let lengths =
      Array(stride(from: 0, to: bytes.count, by: 17)) + ((bytes.count - 64)..<bytes.count)
    for length in lengths {
      #expect(Table.Face(decoding: Array(bytes.prefix(length))) == nil)
    }
    #expect(Table.Face(decoding: bytes + [0]) == nil)
    #expect(Table.Face.empty.advance(of: "A") == nil)
    #expect(Table.Face.empty.kerning("A", "V") == 0)
  }

  // Issue #5 §3: Latin letters and digits have positive advances in every face.
  @Test func widthsArePositive() {
    for design in [Table.Design.text, .display] {
      for weight in stride(from: 100, through: 900, by: 100) {
        for italic in [false, true] {
          let face = Table.face(design: design, weightClass: weight, italic: italic)
          #expect(face.unitsPerEm > 0)
          for scalar in "AZaz09.,".unicodeScalars {
            #expect((face.advance(of: scalar) ?? 0) > 0, "\(design) \(weight) \(scalar)")
          }
          #expect(face.advance(of: "Ж") != nil)
          #expect(face.advance(of: "→") != nil)
        }
      }
    }
  }

  // Issue #5 §3: only the tabulated ranges are in the table; kerning is 0 outside its range.
  @Test func scalarsOutsideTheRangesAreAbsent() {
    let face = Self.regular()
    #expect(face.advance(of: "\u{E000}") == nil)
    #expect(face.advance(of: "\u{1F600}") == nil)
    #expect(face.advance(of: "\u{0250}") == nil)
    #expect(face.kerning("Ж", "A") == 0)
  }

  // Issue #5 §3: heavier weights are wider.
  @Test func boldIsWiderThanRegular() throws {
    let regular = try #require(Self.regular().advance(of: "a"))
    let bold = Table.face(design: .text, weightClass: 700, italic: false)
    #expect(try #require(bold.advance(of: "a")) > regular)
  }

  // Issue #5 §3: the display design is a different design, not a copy of the text one.
  @Test func displayDiffersFromText() {
    let text = Self.regular(.text)
    let display = Self.regular(.display)
    let differ = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.contains { scalar in
      let inText = Double(text.advance(of: scalar) ?? 0) / Double(text.unitsPerEm)
      let inDisplay = Double(display.advance(of: scalar) ?? 0) / Double(display.unitsPerEm)
      return abs(inText - inDisplay) > 0.001
    }
    #expect(differ)
  }

  // Issue #5 §3: the table carries Inter's kerning, so A-V tightens.
  @Test func avKernsNegatively() {
    #expect(Self.regular().kerning("A", "V") < 0)
    #expect(Self.regular(.display).kerning("A", "V") < 0)
    #expect(Self.regular().kerning("T", "o") < 0)
    #expect(Self.regular().kerning("n", "n") == 0)
  }

  // Issue #5 §3: italics exist for text 400 and 700 only; other requests fall back upright.
  @Test func italicFallsBackToUpright() {
    let italic = Table.face(design: .text, weightClass: 400, italic: true)
    #expect(italic != Self.regular())
    #expect(
      Table.face(design: .text, weightClass: 700, italic: true)
        != Table.face(design: .text, weightClass: 700, italic: false))
    #expect(
      Table.face(design: .text, weightClass: 500, italic: true)
        == Table.face(design: .text, weightClass: 500, italic: false))
    #expect(Table.face(design: .display, weightClass: 400, italic: true) == Self.regular(.display))
  }

  // Issue #5 §3: weights round to the nearest hundred and clamp to 100...900.
  @Test func weightsRoundAndClamp() {
    let face = { (weight: Int) in Table.face(design: .text, weightClass: weight, italic: false) }
    #expect(face(420) == face(400))
    #expect(face(460) == face(500))
    #expect(face(1) == face(100))
    #expect(face(1000) == face(900))
    #expect(face(400) != face(500))
  }

  // Issue #5 §3: the table holds exactly what OpenTypeFont reads from Inter's .otf files
  // (only where Scripts/generate-system-face.sh has left them).
  @Test(
    .enabled(if: haveInter),
    arguments: [
      ("Inter-Regular", Table.Design.text, 400, false), ("Inter-BoldItalic", .text, 700, true),
      ("InterDisplay-Black", .display, 900, false),
    ])
  func matchesTheFontFile(file: String, design: Table.Design, weight: Int, italic: Bool) throws {
    let url = URL(fileURLWithPath: Self.interFolder + "/\(file).otf")
    let font = try OpenTypeFont(data: Data(contentsOf: url))
    let face = Table.face(design: design, weightClass: weight, italic: italic)
    #expect(face.unitsPerEm == font.unitsPerEm)
    let a = try #require(font.glyph(for: "A"))
    let space = try #require(font.glyph(for: " "))
    #expect(face.advance(of: "A") == font.advance(ofGlyph: a))
    #expect(face.advance(of: " ") == font.advance(ofGlyph: space))
    for value in UInt32(0x20)...0x24F {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(face.advance(of: scalar) == font.glyph(for: scalar).map(font.advance(ofGlyph:)))
    }
    let kerned = Array("AVTWYaeoy.,'\"Łł".unicodeScalars)
    for left in kerned {
      for right in kerned {
        let expected = font.kerning(
          between: font.glyph(for: left) ?? 0, and: font.glyph(for: right) ?? 0)
        #expect(face.kerning(left, right) == expected, "\(left)\(right)")
      }
    }
  }
}
