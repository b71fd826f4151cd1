import Foundation

/// The number forms Interface Builder writes (ib-format.md fact 2).
enum NumberParsing {
  /// A multiplier: a decimal (`0.5`), a ratio (`16:9`), a fraction (`1/3`) or a percentage
  /// (`50%`, as typed in Xcode's inspector), ratio and fraction both meaning a÷b; `nil` for
  /// anything else, a zero denominator or a non-finite result.
  static func multiplier(_ text: String) -> Double? {
    if text.hasSuffix("%") {
      guard let percent = multiplier(String(text.dropLast())), !text.dropLast().contains("%")
      else { return nil }
      return percent / 100
    }
    for separator in [":", "/"] where text.contains(separator) {
      let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
      guard parts.count == 2,
        let numerator = Double(parts[0].trimmingCharacters(in: .whitespaces)),
        let denominator = Double(parts[1].trimmingCharacters(in: .whitespaces)),
        denominator != 0
      else { return nil }
      let value = numerator / denominator
      return value.isFinite ? value : nil
    }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    return value
  }
}
