import StrutText
import Testing

/// `.ttc` collections: counting faces and reading each one.
@Suite struct FontCollectionTests {
  private static func twoFaces() -> BuiltFont {
    var second = FontBuilder()
    second.unitsPerEm = 1000
    second.os2?.weightClass = 400
    second.names = [
      .init(platform: 3, encoding: 1, language: 0x0409, nameID: 6, string: "StrutTest-Regular")
    ]
    return FontBuilder.collection([FontBuilder(), second])
  }

  // OpenType spec, TTC header: numFonts faces, each read through its own offset.
  @Test func readsEachFaceOfACollection() throws {
    let data = Self.twoFaces().data
    #expect(try OpenTypeFont.faceCount(in: data) == 2)
    let first = try OpenTypeFont(data: data, faceIndex: 0)
    let second = try OpenTypeFont(data: data, faceIndex: 1)
    #expect(first.postScriptName == "StrutTest-Bold")
    #expect(first.unitsPerEm == 2048)
    #expect(second.postScriptName == "StrutTest-Regular")
    #expect(second.unitsPerEm == 1000)
    #expect(second.weightClass == 400)
    #expect(second.kerning(between: TestGlyph.A, and: TestGlyph.V) == -130)
  }

  // Brief: a face index past the collection is an error about the file header, not a crash.
  @Test func faceIndexOutOfRangeThrows() throws {
    let error = #expect(throws: FontFileError.self) {
      try OpenTypeFont(data: Self.twoFaces().data, faceIndex: 2)
    }
    #expect(error?.table == nil)
    #expect(error?.reason.contains("face index 2") == true)
    #expect(throws: FontFileError.self) {
      try OpenTypeFont(data: FontBuilder().build().data, faceIndex: 1)
    }
  }
}
