/// The face-wide facts from `head` and `maxp`: the em size, the Mac style bits and the glyph
/// count.
struct FontHeader {
  var unitsPerEm: Int
  var macStyle: UInt16
  var glyphCount: Int

  init(head: FontReader, maxp: FontReader) throws(FontFileError) {
    let unitsAt = head.start + 18
    unitsPerEm = Int(try head.uint16(at: unitsAt))
    // Zero would make every scaled metric infinite; the spec's range is 16...16384, but fonts
    // in the wild go lower, so only the value no caller can use is refused.
    guard unitsPerEm > 0 else { throw head.error(at: unitsAt, "unitsPerEm is 0") }
    macStyle = try head.uint16(at: head.start + 44)
    glyphCount = Int(try maxp.uint16(at: maxp.start + 4))
  }
}
