import Foundation

/// JSON that is the same byte for byte on every run: sorted keys, two-space indentation and
/// slashes left alone, as SwiftLint writes its JSON and SARIF reports.
enum StableJSON {
  /// Encodes a value; the report types hold only strings, integers and booleans, which always
  /// encode.
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      // Only a non-finite floating-point number can fail to encode, and no report holds one.
      preconditionFailure("A report value failed to encode as JSON: \(error)")
    }
  }
}
