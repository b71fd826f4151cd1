import Foundation

/// Numbers as the reports print them: at most three decimals, no trailing zeros, no `-0`, so
/// the same layout always prints the same text.
enum NumberText {
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func format(_ value: Float) -> String { format(Double(value)) }
}
