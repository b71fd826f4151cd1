import Foundation

/// Points as reports print them: at most two decimals, trailing zeros trimmed, never `-0`, and
/// `inf`, `-inf` or `nan` for values that are not finite.
///
/// The doctor's findings and the frame comparison both print this way, so that a width reads the
/// same in either report.
package func points(_ value: CGFloat) -> String {
  guard value.isFinite else { return value > 0 ? "inf" : value < 0 ? "-inf" : "nan" }
  let rounded = (value * 100).rounded() / 100
  if rounded == 0 { return "0" }
  // Past 10¹⁵ no double has two decimals, and past Int.max the conversion would trap.
  if abs(rounded) >= 1e15 { return String(format: "%.0f", Double(rounded)) }
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(format: "%.2f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
