import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

/// Issue #5 §4: Strut's label widths against the widths Xcode stored with San Francisco.
///
/// Single-line Latin labels whose width their text sets; targets: median absolute error ≤ 2%,
/// 90th percentile ≤ 5%.
@Suite(
  .enabled(if: Corpus.isAvailable, "the IB corpus (shared/corpus/ib beside the package) is missing")
)
struct LabelWidthCalibrationTests {
  @Test func labelWidthsAreCloseToSanFrancisco() throws {
    let calibration = try LabelWidthCalibration(files: Corpus.files)
    let samples = calibration.samples
    try #require(samples.count >= 50, "too few labels qualify: \(samples.count)")
    let median = calibration.percentile(0.5)
    let p90 = calibration.percentile(0.9)
    print(
      "Label widths vs Xcode's stored frames: \(samples.count) labels, median |error| "
        + "\(String(format: "%.2f", median * 100))%, 90th percentile "
        + "\(String(format: "%.2f", p90 * 100))%")
    for sample in samples.sorted(by: { abs($0.error) > abs($1.error) }).prefix(10) {
      print(
        "  \(sample.file):\(sample.line) \"\(sample.text)\" \(sample.pointSize) pt: Strut "
          + "\(sample.strut), Xcode \(sample.stored) (\(String(format: "%+.1f", sample.error * 100))%)"
      )
    }
    #expect(median <= 0.02)
    #expect(p90 <= 0.05)
  }
}
