import Foundation

/// Replaces bytes that are not UTF-8 with `?` before parsing, and remembers where the first was.
///
/// Interface Builder writes UTF-8. A file damaged on the way (a bad merge, a truncated copy) can
/// hold stray bytes, and `XMLParser` on Linux traps when such a byte lands in an element or
/// attribute name instead of reporting an error. One `?` per byte keeps every later line and
/// column where it was; in text the rest of the file is then read as usual, and in a name the
/// parser reports the `?` as malformed XML at that place.
struct EncodingGuard {
  /// The document with every byte outside a valid UTF-8 sequence replaced by `?`.
  let data: Data
  /// Where the first invalid byte was, and its value; `nil` when there was none.
  let firstInvalid: (line: Int, column: Int, byte: UInt8)?
  /// How many bytes were replaced.
  let invalidCount: Int

  init(_ input: Data) {
    var bytes = [UInt8](input)
    guard !Self.isUTF16(bytes) else {
      (data, firstInvalid, invalidCount) = (input, nil, 0)
      return
    }
    var first: (line: Int, column: Int, byte: UInt8)? = nil
    var count = 0
    var (line, column) = (1, 1)
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let byte = bytes[index]
      let length = Self.sequenceLength(in: bytes, at: index)
      if length == 0 {
        if first == nil { first = (line, column, byte) }
        count += 1
        bytes[index] = UInt8(ascii: "?")
        (index, column) = (index + 1, column + 1)
      } else if byte == 0x0A || byte == 0x0D {
        // CRLF is one line end, as in ``SourceText``.
        let pair = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
        (index, line, column) = (index + (pair ? 2 : 1), line + 1, 1)
      } else {
        (index, column) = (index + length, column + 1)
      }
    }
    (data, firstInvalid, invalidCount) = (count == 0 ? input : Data(bytes), first, count)
  }

  /// Whether the document starts with a UTF-16 byte-order mark, which the parser decodes itself.
  ///
  /// Any other document is read as UTF-8, whatever its declaration says: Interface
  /// Builder writes nothing else, and a damaged declaration (`encoding="UTF-8\u{5}"`) must not
  /// let invalid bytes through.
  private static func isUTF16(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
  }

  /// The length of the valid UTF-8 sequence at `index` (Unicode's table 3-7: no overlong forms,
  /// surrogates or code points past U+10FFFF), or 0 when the byte starts none.
  private static func sequenceLength(in bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let (length, secondRange): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0x00...0x7F: (1, 0x80...0xBF)
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0x80...0xBF)
      }
    guard length > 1 else { return length }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
