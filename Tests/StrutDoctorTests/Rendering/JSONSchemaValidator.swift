import Foundation

/// A small JSON Schema (draft-07) validator: the keywords the SARIF 2.1.0 schema uses.
///
/// No validator can be downloaded here, so this one checks what the SARIF schema asks of the
/// documents the doctor writes: `type`, `required`, `properties`, `additionalProperties`,
/// `items`, `enum`, `$ref` into the same document, `minimum`, `maximum`, `minItems`,
/// `uniqueItems`, `anyOf`, `oneOf`, `pattern`, and `format` for `uri` and `uri-reference`
/// (loosely: a scheme where one is needed, and no character a URI cannot hold). Annotations
/// (`description`, `default`, `title`, `$schema`, `$id`) are ignored, and so is every keyword
/// the SARIF schema does not use. As draft-07 says, a schema with `$ref` is only its reference.
struct JSONSchemaValidator {
  /// The whole schema, which `$ref`s point into.
  let root: JSONValue

  /// A validator for a schema.
  init(schema: JSONValue) {
    root = schema
  }

  /// The ways the instance breaks the schema, each with its JSON pointer; empty when valid.
  func errors(in instance: JSONValue) -> [String] {
    errors(in: instance, schema: root, at: "")
  }

  private func errors(in instance: JSONValue, schema: JSONValue, at path: String) -> [String] {
    switch schema {
    case .bool(true): return []
    case .bool(false): return ["\(path): no value is allowed here"]
    case .object: break
    default: return ["\(path): the schema is not an object"]
    }
    if case .string(let reference) = schema["$ref"] {
      guard let target = resolve(reference) else { return ["\(path): unknown $ref \(reference)"] }
      return errors(in: instance, schema: target, at: path)
    }
    var found: [String] = []
    found += typeErrors(instance, schema, path)
    if case .array(let allowed) = schema["enum"], !allowed.contains(instance) {
      found.append("\(path): \(instance) is not one of \(allowed.map(\.description))")
    }
    found += numberErrors(instance, schema, path)
    found += stringErrors(instance, schema, path)
    found += objectErrors(instance, schema, path)
    found += arrayErrors(instance, schema, path)
    found += combinationErrors(instance, schema, path)
    return found
  }

  private func typeErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String) -> [String] {
    let types: [String]
    switch schema["type"] {
    case .string(let type): types = [type]
    case .array(let list):
      types = list.compactMap { if case .string(let t) = $0 { t } else { nil } }
    default: return []
    }
    let matches = types.contains { type in
      switch (type, instance) {
      case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
        ("array", .array), ("object", .object):
        true
      case ("integer", .number(let value)): value.rounded() == value
      default: false
      }
    }
    return matches ? [] : ["\(path): \(instance) is not of type \(types.joined(separator: " or "))"]
  }

  private func numberErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String)
    -> [String]
  {
    guard case .number(let value) = instance else { return [] }
    var found: [String] = []
    if case .number(let minimum) = schema["minimum"], value < minimum {
      found.append("\(path): \(value) is less than the minimum \(minimum)")
    }
    if case .number(let maximum) = schema["maximum"], value > maximum {
      found.append("\(path): \(value) is more than the maximum \(maximum)")
    }
    return found
  }

  private func stringErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String)
    -> [String]
  {
    guard case .string(let text) = instance else { return [] }
    var found: [String] = []
    if case .string(let pattern) = schema["pattern"] {
      let matches = text.range(of: pattern, options: .regularExpression) != nil
      if !matches { found.append("\(path): \"\(text)\" does not match \(pattern)") }
    }
    if case .string(let format) = schema["format"], !Self.matches(text, format: format) {
      found.append("\(path): \"\(text)\" is not a valid \(format)")
    }
    return found
  }

  private func objectErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String)
    -> [String]
  {
    guard case .object(let members) = instance else { return [] }
    var found: [String] = []
    if case .array(let required) = schema["required"] {
      for case .string(let key) in required where members[key] == nil {
        found.append("\(path): the required property \(key) is missing")
      }
    }
    var properties: [String: JSONValue] = [:]
    if case .object(let declared) = schema["properties"] { properties = declared }
    // Sorted keys keep the list of errors the same from run to run.
    for key in members.keys.sorted() {
      let value = members[key] ?? .null
      let memberPath = path + "/" + key
      if let property = properties[key] {
        found += errors(in: value, schema: property, at: memberPath)
      } else if let additional = schema["additionalProperties"] {
        if case .bool(false) = additional {
          found.append("\(path): the property \(key) is not allowed")
        } else {
          found += errors(in: value, schema: additional, at: memberPath)
        }
      }
    }
    return found
  }

  private func arrayErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String)
    -> [String]
  {
    guard case .array(let items) = instance else { return [] }
    var found: [String] = []
    if case .number(let minimum) = schema["minItems"], Double(items.count) < minimum {
      found.append("\(path): \(items.count) items, fewer than \(Int(minimum))")
    }
    if case .bool(true) = schema["uniqueItems"] {
      for (index, item) in items.enumerated() where items[..<index].contains(item) {
        found.append("\(path)/\(index): repeats an earlier item, but items must be unique")
      }
    }
    if let itemSchema = schema["items"] {
      for (index, item) in items.enumerated() {
        found += errors(in: item, schema: itemSchema, at: "\(path)/\(index)")
      }
    }
    return found
  }

  private func combinationErrors(_ instance: JSONValue, _ schema: JSONValue, _ path: String)
    -> [String]
  {
    var found: [String] = []
    if case .array(let options) = schema["anyOf"] {
      let passing = options.filter { errors(in: instance, schema: $0, at: path).isEmpty }
      if passing.isEmpty { found.append("\(path): matches none of the anyOf schemas") }
    }
    if case .array(let options) = schema["oneOf"] {
      let passing = options.filter { errors(in: instance, schema: $0, at: path).isEmpty }
      if passing.count != 1 {
        found.append("\(path): matches \(passing.count) of the oneOf schemas instead of 1")
      }
    }
    return found
  }

  /// The schema a `#/…` JSON pointer names in the root schema.
  private func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#") else { return nil }
    var value = root
    for token in reference.dropFirst().split(separator: "/") {
      let key = token.replacingOccurrences(of: "~1", with: "/")
        .replacingOccurrences(of: "~0", with: "~")
      guard let next = value[key] else { return nil }
      value = next
    }
    return value
  }

  /// Whether a string fits a format, loosely: only `uri` and `uri-reference` are checked.
  static func matches(_ text: String, format: String) -> Bool {
    guard format == "uri" || format == "uri-reference" else { return true }
    // Characters RFC 3986 allows anywhere in a URI; `%` must start an escape.
    let allowed = CharacterSet(
      charactersIn:
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%")
    guard text.unicodeScalars.allSatisfy({ allowed.contains($0) }),
      text.range(of: "%(?![0-9A-Fa-f]{2})", options: .regularExpression) == nil
    else { return false }
    // A URI starts with a scheme; a URI reference may be relative.
    let scheme = text.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression)
    return format == "uri-reference" || scheme != nil
  }
}
