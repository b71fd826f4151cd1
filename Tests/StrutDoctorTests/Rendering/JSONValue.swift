import Foundation

/// Any JSON value, decoded without losing the difference between booleans and numbers, which
/// JSON Schema's `type` keyword needs and `JSONSerialization` blurs on some platforms.
indirect enum JSONValue: Decodable, Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text.
  static func parse(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The member of an object, or `nil`.
  subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// A short form for messages.
  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .number(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .array(let items): "[\(items.count) items]"
    case .object(let members): "{\(members.keys.sorted().joined(separator: ", "))}"
    }
  }

  /// A copy with the value at a path of object keys and array indices replaced, or removed when
  /// `value` is `nil`; used to break valid documents on purpose.
  func replacing(_ path: [String], with value: JSONValue?) -> JSONValue {
    guard let key = path.first else { return value ?? .null }
    let rest = Array(path.dropFirst())
    switch self {
    case .object(var members):
      if rest.isEmpty && value == nil {
        members[key] = nil
      } else {
        members[key] = (members[key] ?? .object([:])).replacing(rest, with: value)
      }
      return .object(members)
    case .array(var items):
      guard let index = Int(key), items.indices.contains(index) else { return self }
      if rest.isEmpty && value == nil {
        items.remove(at: index)
      } else {
        items[index] = items[index].replacing(rest, with: value)
      }
      return .array(items)
    default:
      return self
    }
  }
}
