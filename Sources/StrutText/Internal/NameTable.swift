/// The strings of the `name` table that identify a face.
struct NameTable {
  var postScriptName: String?
  var familyName: String?
  var subfamilyName: String?
  var typographicFamilyName: String?
  var typographicSubfamilyName: String?

  init() {}

  init(_ name: FontReader) throws(FontFileError) {
    let base = name.start
    let count = Int(try name.uint16(at: base + 2))
    let storage = base + Int(try name.uint16(at: base + 4))
    try name.require(base + 6, count * 12, "the \(count) name records")
    // The best record for each name id, chosen by rank and then by file order, so the pick
    // depends only on the file.
    var best: [UInt16: (rank: Int, at: Int)] = [:]
    for i in 0..<count {
      let at = base + 6 + 12 * i
      let nameID = try name.uint16(at: at + 6)
      guard [1, 2, 6, 16, 17].contains(nameID) else { continue }
      let rank = Self.rank(
        platform: try name.uint16(at: at), encoding: try name.uint16(at: at + 2),
        language: try name.uint16(at: at + 4))
      guard let rank else { continue }
      if let current = best[nameID], current.rank <= rank { continue }
      best[nameID] = (rank, at)
    }
    func string(_ nameID: UInt16) throws(FontFileError) -> String? {
      guard let at = best[nameID]?.at else { return nil }
      let platform = try name.uint16(at: at)
      let length = Int(try name.uint16(at: at + 8))
      let offset = storage + Int(try name.uint16(at: at + 10))
      try name.require(offset, length, "the string of name record \(nameID)")
      let bytes = name.bytes[offset..<offset + length]
      if platform == 1 { return MacRoman.decode(bytes) }
      var units: [UInt16] = []
      units.reserveCapacity(length / 2)
      var i = bytes.startIndex
      while i + 1 < bytes.endIndex {
        units.append(UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
        i += 2
      }
      // Unpaired surrogates become U+FFFD instead of failing the font over a label.
      return String(decoding: units, as: UTF16.self)
    }
    postScriptName = try string(6)
    familyName = try string(1)
    subfamilyName = try string(2)
    typographicFamilyName = try string(16)
    typographicSubfamilyName = try string(17)
  }

  /// Lower is better: Windows English (US), other Windows, Unicode, then Mac Roman English;
  /// `nil` for encodings this reader cannot decode.
  private static func rank(platform: UInt16, encoding: UInt16, language: UInt16) -> Int? {
    switch platform {
    case 3 where [0, 1, 10].contains(encoding): return language == 0x0409 ? 0 : 1
    case 0: return 2
    case 1 where encoding == 0: return language == 0 ? 3 : 4
    default: return nil
    }
  }
}
