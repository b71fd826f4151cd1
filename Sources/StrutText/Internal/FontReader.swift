/// Reads big-endian integers from one region of a font file, and throws instead of reading
/// outside it.
///
/// Offsets are absolute (from the start of the file) so that every error can name the byte that
/// was wrong; the region is usually one table, which is what the error names.
struct FontReader: Sendable {
  /// The whole file, shared between readers by copy-on-write.
  let bytes: [UInt8]
  /// The tag of the table being read, or `nil` for the file header.
  let table: String?
  /// The first byte reads may touch.
  let start: Int
  /// One past the last byte reads may touch.
  let end: Int

  init(bytes: [UInt8]) {
    self.bytes = bytes
    self.table = nil
    self.start = 0
    self.end = bytes.count
  }

  private init(bytes: [UInt8], table: String?, start: Int, end: Int) {
    self.bytes = bytes
    self.table = table
    self.start = start
    self.end = end
  }

  /// A reader limited to `length` bytes at `offset`, naming `table` in its errors.
  func region(table: String?, offset: Int, length: Int) throws(FontFileError) -> FontReader {
    try require(offset, length, "the '\(table ?? "header")' data")
    return FontReader(bytes: bytes, table: table, start: offset, end: offset + length)
  }

  /// An error at `offset` in this reader's table.
  func error(at offset: Int, _ reason: String) -> FontFileError {
    FontFileError(table: table, offset: offset, reason: reason)
  }

  /// Throws unless `count` bytes at `offset` lie inside the region; `what` names them.
  func require(_ offset: Int, _ count: Int, _ what: String) throws(FontFileError) {
    guard count >= 0, offset >= start, offset <= end, count <= end - offset else {
      let limit = end == bytes.count ? "the file" : "the table"
      throw error(
        at: offset,
        "\(what) (\(count) bytes) runs past the end of \(limit), which ends at byte \(end)")
    }
  }

  func uint8(at offset: Int) throws(FontFileError) -> UInt8 {
    try require(offset, 1, "a 1-byte field")
    return bytes[offset]
  }

  func uint16(at offset: Int) throws(FontFileError) -> UInt16 {
    try require(offset, 2, "a 2-byte field")
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func int16(at offset: Int) throws(FontFileError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws(FontFileError) -> UInt32 {
    try require(offset, 4, "a 4-byte field")
    return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
      | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
  }

  /// A four-character tag; bytes outside printable ASCII are kept as `?` so errors stay readable.
  func tag(at offset: Int) throws(FontFileError) -> String {
    try require(offset, 4, "a tag")
    let scalars = bytes[offset..<offset + 4].map { byte -> Character in
      (0x20...0x7E).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
    }
    return String(scalars)
  }

  /// Reads `count` consecutive 16-bit values, checking the span once.
  func uint16Array(at offset: Int, count: Int, _ what: String) throws(FontFileError) -> [UInt16] {
    try require(offset, count * 2, what)
    return (0..<count).map { i in
      UInt16(bytes[offset + 2 * i]) << 8 | UInt16(bytes[offset + 2 * i + 1])
    }
  }
}
