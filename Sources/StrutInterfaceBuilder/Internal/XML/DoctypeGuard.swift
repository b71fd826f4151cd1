import Foundation

/// Removes a document type declaration before parsing, so that no entity is ever expanded and no
/// external resource is ever loaded.
///
/// Interface Builder never writes a `<!DOCTYPE>`; one in an IB file is a mistake or an attack
/// (billion laughs, external entities). `XMLParser` is told not to resolve external entities,
/// but internal ones would still be expanded, so the declaration is blanked out: its bytes become
/// spaces and its line breaks stay, so every position after it is unchanged. References to named
/// entities are blanked too (none can be defined without the declaration), which lets the rest
/// of the document be read.
struct DoctypeGuard {
  /// The document with the declaration and the references to its entities blanked.
  let data: Data
  /// The line of the declaration's `<`, or `nil` when the document has none.
  let line: Int?
  /// The entities the declaration declared, in the order written (at most 100).
  let entityNames: [String]

  init(_ input: Data) {
    var bytes = [UInt8](input)
    guard let range = Self.declarationRange(in: bytes) else {
      data = input
      line = nil
      entityNames = []
      return
    }
    let declaration = String(decoding: bytes[range], as: UTF8.self)
    entityNames = Self.entityNames(in: declaration)
    line = 1 + bytes[..<range.lowerBound].count { $0 == 0x0A }
    for index in range where bytes[index] != 0x0A && bytes[index] != 0x0D {
      bytes[index] = 0x20
    }
    Self.blankEntityReferences(in: &bytes, from: range.upperBound)
    data = Data(bytes)
  }

  /// The bytes of `<!DOCTYPE …>` in the prolog, with its internal subset; `nil` when the root
  /// element starts first.
  private static func declarationRange(in bytes: [UInt8]) -> Range<Int>? {
    let doctype = Array("<!DOCTYPE".utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if bytes[index...].starts(with: Array("<?".utf8)) {
        index = end(of: Array("?>".utf8), in: bytes, from: index + 2)
      } else if bytes[index...].starts(with: Array("<!--".utf8)) {
        index = end(of: Array("-->".utf8), in: bytes, from: index + 4)
      } else if bytes[index...].starts(with: doctype) {
        return index..<declarationEnd(in: bytes, from: index + doctype.count)
      } else {
        return nil
      }
    }
    return nil
  }

  /// The index just past the first occurrence of `marker` at or after `start`, or the end.
  private static func end(of marker: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if bytes[index...].starts(with: marker) { return index + marker.count }
      index += 1
    }
    return bytes.count
  }

  /// The index just past the `>` that closes the declaration, skipping quoted strings and the
  /// bracketed internal subset.
  private static func declarationEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var depth = 0
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth = max(depth - 1, 0)
      } else if byte == UInt8(ascii: ">"), depth == 0 {
        return index + 1
      }
      index += 1
    }
    return bytes.count
  }

  /// The names in `<!ENTITY name …>` and `<!ENTITY % name …>` declarations.
  private static func entityNames(in declaration: String) -> [String] {
    var names: [String] = []
    var rest = Substring(declaration)
    while names.count < 100, let found = rest.range(of: "<!ENTITY") {
      rest = rest[found.upperBound...]
      let words = rest.prefix(256).split(whereSeparator: {
        $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
      })
      guard var name = words.first else { break }
      if name == "%", words.count > 1 { name = words[1] }
      names.append(String(name))
    }
    return names
  }

  /// Replaces every reference to a named entity other than XML's five predefined ones with
  /// spaces of the same length: without the declaration, none of them can be defined.
  private static func blankEntityReferences(in bytes: inout [UInt8], from start: Int) {
    let predefined: Set<[UInt8]> = Set(["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) })
    var index = start
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "&") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < bytes.count, end - index <= 64, isNameByte(bytes[end]) { end += 1 }
      let name = Array(bytes[(index + 1)..<end])
      if end < bytes.count, bytes[end] == UInt8(ascii: ";"), !name.isEmpty,
        !predefined.contains(name)
      {
        for offset in index...end { bytes[offset] = 0x20 }
      }
      index = end
    }
  }

  /// Whether a byte can be part of an entity name (ASCII letters, digits, `.-_:`, or any byte
  /// of a multi-byte character).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: ":"):
      true
    default:
      byte >= 0x80
    }
  }
}
