import Foundation

/// Numbers as the pictures print them: at most two decimals, trailing zeros trimmed, never
/// `-0`, no exponent and no locale.
///
/// Golden files compare pictures byte for byte, so the text of a number must not depend on
/// the platform's formatter: this works on whole hundredths with integer arithmetic.
enum PictureNumber {
  /// The text of a value: `16`, `20.5`, `0.33`, `-4`; `0` for values that round to zero and
  /// for values that are not finite.
  static func text(_ value: CGFloat) -> String {
    text(Double(value))
  }

  /// The text of a value: `16`, `20.5`, `0.33`, `-4`; `0` for values that round to zero and
  /// for values that are not finite.
  static func text(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    // Beyond Int64's range a picture is meaningless anyway; print 0 rather than trap.
    guard hundredths.isFinite, abs(hundredths) < 9e17, hundredths != 0 else { return "0" }
    let magnitude = Int64(abs(hundredths))
    var result = hundredths < 0 ? "-" : ""
    result += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
      result += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    return result
  }

  /// A frame as UIKit's `recursiveDescription` prints it: `(16 24; 343 20.5)`.
  static func frame(_ rect: CGRect) -> String {
    "(\(text(rect.origin.x)) \(text(rect.origin.y)); \(text(rect.size.width)) \(text(rect.size.height)))"
  }
}
