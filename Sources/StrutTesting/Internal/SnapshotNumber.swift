import Foundation

/// Numbers as snapshots write them: at most two decimals, trailing zeros dropped, no `-0`.
///
/// `String(format:)` and `description` depend on the platform's formatting of doubles; this
/// rounds to hundredths and prints integers, so a snapshot recorded on macOS matches on Linux.
///
///     SnapshotNumber.text(20.5)     // "20.5"
///     SnapshotNumber.text(16.0)     // "16"
///     SnapshotNumber.text(1 / 3)    // "0.33"
///     SnapshotNumber.text(-0.001)   // "0"
enum SnapshotNumber {
  /// The number as text.
  static func text(_ value: CGFloat) -> String {
    text(Double(value))
  }

  /// The number as text.
  static func text(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-∞" : "∞" }
    let hundredths = (value * 100).rounded()
    // Beyond 2^53 hundredths a double has no fractional digits left to print.
    guard abs(hundredths) < 9_007_199_254_740_992 else {
      return abs(value) < 9.2e18 ? String(Int64(value.rounded())) : String(describing: value)
    }
    let cents = Int64(hundredths)
    if cents == 0 { return "0" }
    let sign = cents < 0 ? "-" : ""
    let whole = abs(cents) / 100
    let fraction = abs(cents) % 100
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
    case 1..<10: return "\(sign)\(whole).0\(fraction)"
    default: return "\(sign)\(whole).\(fraction)"
    }
  }
}
