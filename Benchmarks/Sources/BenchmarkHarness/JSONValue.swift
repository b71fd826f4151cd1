// JSON without Foundation: the solver's benchmark reads the enaml-like corpus with it, and both
// benchmarks write their `--json` reports (see PeakMemory.swift for why no Foundation).

/// A JSON value, read from text or written with sorted keys and two-space indentation.
package enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Why a text is not JSON, with the byte offset where reading stopped.
  package struct SyntaxError: Error, CustomStringConvertible {
    package var offset: Int
    package var reason: String
    package var description: String { "JSON syntax error at byte \(offset): \(reason)" }
  }

  /// Parses a whole document; anything but white space after the value is an error.
  package init(parsing bytes: [UInt8]) throws {
    var reader = Reader(bytes: bytes)
    self = try reader.value()
    reader.skipWhitespace()
    guard reader.offset == bytes.count else { throw reader.error("text after the value") }
  }

  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  package var array: [JSONValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The value as text with sorted keys, ending without a newline; NaN and infinities, which
  /// JSON cannot hold, are written as `null`.
  package func written(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return value.isFinite ? "\(value)" : "null"
    case .string(let text): return Self.quoted(text)
    case .array(let items):
      if items.isEmpty { return "[]" }
      let body = items.map { inner + $0.written(indent: inner) }
      return "[\n" + body.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let body = members.keys.sorted().map {
        inner + Self.quoted($0) + " : " + members[$0]!.written(indent: inner)
      }
      return "{\n" + body.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// A recursive-descent reader over UTF-8 bytes.
private struct Reader {
  let bytes: [UInt8]
  var offset = 0
  /// Deep enough for any real document, shallow enough that hostile nesting cannot overflow
  /// the stack.
  var depth = 0
  static let maximumDepth = 512

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  func error(_ reason: String) -> JSONValue.SyntaxError {
    JSONValue.SyntaxError(offset: offset, reason: reason)
  }

  mutating func skipWhitespace() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
  }

  mutating func expect(_ literal: String) throws {
    for byte in literal.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else { throw error("expected \(literal)") }
      offset += 1
    }
  }

  mutating func value() throws -> JSONValue {
    skipWhitespace()
    guard offset < bytes.count else { throw error("unexpected end") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try nested { try $0.object() }
    case UInt8(ascii: "["): return try nested { try $0.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default: return .number(try number())
    }
  }

  mutating func nested(_ body: (inout Reader) throws -> JSONValue) throws -> JSONValue {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
    return try body(&self)
  }

  mutating func object() throws -> JSONValue {
    offset += 1  // {
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
        throw error("expected a key")
      }
      let key = try string()
      skipWhitespace()
      try expect(":")
      members[key] = try value()
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end in an object") }
      offset += 1
      switch bytes[offset - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "}"): return .object(members)
      default:
        offset -= 1
        throw error("expected , or }")
      }
    }
  }

  mutating func array() throws -> JSONValue {
    offset += 1  // [
    var items: [JSONValue] = []
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
      offset += 1
      return .array(items)
    }
    while true {
      items.append(try value())
      skipWhitespace()
      guard offset < bytes.count else { throw error("unexpected end in an array") }
      offset += 1
      switch bytes[offset - 1] {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return .array(items)
      default:
        offset -= 1
        throw error("expected , or ]")
      }
    }
  }

  /// A string; escapes other than `\uXXXX` surrogate pairs are decoded.
  mutating func string() throws -> String {
    offset += 1  // "
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "u"):
          guard offset + 4 <= bytes.count,
            let code = UInt32(
              String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            let scalar = Unicode.Scalar(code)
          else { throw error("bad \\u escape") }
          offset += 4
          scalars.append(scalar)
        default: scalars.append(Unicode.Scalar(escape))
        }
      default:
        run.append(byte)
      }
    }
    throw error("unterminated string")
  }

  mutating func number() throws -> Double {
    let start = offset
    while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
    guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self))
    else {
      offset = start
      throw error("expected a value")
    }
    return value
  }
}
