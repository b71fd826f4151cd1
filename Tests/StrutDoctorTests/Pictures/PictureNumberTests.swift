import Foundation
import Testing

@testable import StrutDoctor

/// Numbers in pictures are fixed text (issue #6 item 3, "deterministic byte for byte"): at most
/// two decimals, trailing zeros trimmed, never `-0`, never an exponent.
@Suite("Pictures: number formatting")
struct PictureNumberTests {
  // Issue #6 item 3: whole numbers print without decimals, fractions with at most two.
  @Test(arguments: [
    (16.0, "16"), (20.5, "20.5"), (1.0 / 3.0, "0.33"), (2.0 / 3.0, "0.67"), (-4.0, "-4"),
    (-0.5, "-0.5"), (0.1, "0.1"), (0.05, "0.05"), (237.666_666, "237.67"), (1e6, "1000000"),
    (0.125, "0.13"),
  ])
  func formatsWithAtMostTwoDecimals(value: Double, text: String) {
    #expect(PictureNumber.text(value) == text)
  }

  // Issue #6 item 3: values that round to zero print "0", never "-0"; non-finite values print
  // "0" rather than "nan" or "inf", which SVG does not accept.
  @Test(arguments: [-0.0, -0.001, 0.004, Double.nan, Double.infinity, -Double.infinity])
  func neverPrintsNegativeZeroOrNonFiniteValues(value: Double) {
    #expect(PictureNumber.text(value) == "0")
  }

  // Issue #6 item 3: frames print as UIKit's recursiveDescription prints them.
  @Test func framesPrintLikeRecursiveDescription() {
    let frame = CGRect(x: 16, y: 24, width: 343, height: 20.5)
    #expect(PictureNumber.frame(frame) == "(16 24; 343 20.5)")
  }
}
