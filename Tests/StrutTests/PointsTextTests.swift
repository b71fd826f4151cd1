import Foundation
import Testing

@testable import Strut

/// How reports print points (the doctor's findings, issue #5; the frame comparison, issue #8):
/// at most two decimals, never `-0`, and never a trap, whatever the value.
@Suite("Points in reports")
struct PointsTextTests {
  @Test(arguments: [
    (16.0, "16"), (20.5, "20.5"), (1.0 / 3.0, "0.33"), (-0.001, "0"), (-4.25, "-4.25"),
    (1e20, "100000000000000000000"), (-9.3e18, "-9300000000000000000"),
    (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
  ])
  func printsEveryValue(value: Double, text: String) {
    #expect(points(CGFloat(value)) == text)
  }
}
