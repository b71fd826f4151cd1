import Foundation

/// The raw bytes of a document, indexed by line, to turn the positions `XMLParser` reports into
/// the positions of the tags' starts.
///
/// `XMLParser` reports where it is after reading a start tag, near its `>`. The tag starts at the
/// nearest `<` before that point: attribute values cannot contain a raw `<`, so scanning back
/// never stops inside the tag. Lines end at LF, CRLF or a lone CR, as XML normalizes them;
/// columns count UTF-8 characters, as libxml2 does; a leading byte-order mark is not counted.
struct SourceText {
  private let bytes: [UInt8]
  /// The byte offset where each line starts; line 1 is index 0.
  private let lineStarts: [Int]
  /// The last resolved position per line, so that many tags on one long line are resolved in
  /// linear time.
  private var cursor: (line: Int, character: Int, offset: Int) = (0, 0, 0)

  init(_ data: Data) {
    bytes = [UInt8](data)
    var starts: [Int] = []
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    starts.append(bytes.starts(with: bom) ? 3 : 0)
    var index = starts[0]
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
  }

  /// The position of the `<` that starts the tag `XMLParser` has just read, given the line and
  /// column it reported.
  mutating func tagStart(reportedLine line: Int, column: Int) -> (line: Int, column: Int) {
    guard !bytes.isEmpty, line >= 1, line <= lineStarts.count else {
      return (max(line, 1), max(column, 1))
    }
    var offset = offset(line: line, character: max(column - 1, 0))
    offset = min(offset, bytes.count - 1)
    while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
    return position(of: offset)
  }

  /// The byte offset of a character of a line, clamped to the line's end.
  private mutating func offset(line: Int, character: Int) -> Int {
    let end = line < lineStarts.count ? lineStarts[line] : bytes.count
    var (current, offset) = (0, lineStarts[line - 1])
    if cursor.line == line, cursor.character <= character {
      (current, offset) = (cursor.character, cursor.offset)
    }
    while current < character, offset < end {
      offset += 1
      while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      current += 1
    }
    cursor = (line, current, offset)
    return offset
  }

  /// The line and column (in characters) of a byte offset.
  private func position(of offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < offset {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }
}
