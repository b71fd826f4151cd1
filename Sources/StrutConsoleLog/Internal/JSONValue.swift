/// A JSON value written with sorted keys, two-space indentation and the reports' number format,
/// so the same report is always the same bytes.
///
/// Hand-written rather than `JSONEncoder` so numbers print as the text report prints them
/// (`110.4`, not `110.40000000000001`) and no dictionary order leaks into the output.
indirect enum JSONValue {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
  static func optional(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
  static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// The value as text, ending without a newline.
  func rendered(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return NumberText.format(value)
    case .string(let value): return Self.quoted(value)
    case .array(let values):
      guard !values.isEmpty else { return "[]" }
      let inner = indent + "  "
      let lines = values.map { inner + $0.rendered(indent: inner) }
      return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      let lines = members.keys.sorted().map { key in
        inner + Self.quoted(key) + ": " + members[key]!.rendered(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
