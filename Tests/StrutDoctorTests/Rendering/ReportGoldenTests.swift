import Testing

@testable import StrutDoctor

/// Each renderer's output for the fixture report, byte for byte (issue #7, Output: "each
/// renderer has golden-file tests").
@Suite struct ReportGoldenTests {
  /// The golden file of a format.
  static func goldenName(of format: ReportFormat) -> String {
    switch format {
    case .text, .xcode, .github: "report.\(format.rawValue).txt"
    case .sarif: "report.sarif"
    case .json: "report.json"
    }
  }

  // Pins every format's exact bytes for a report with every kind of finding.
  @Test(arguments: ReportFormat.allCases)
  func rendersAsTheGoldenFile(_ format: ReportFormat) {
    let output = ReportFixture.report.rendered(as: format, relativeTo: ReportFixture.root)
    GoldenFile.expect(output, matches: Self.goldenName(of: format))
  }

  // Pins determinism: the order findings arrive in and repeated renders change nothing.
  @Test(arguments: ReportFormat.allCases)
  func outputDoesNotDependOnTheOrderOfFindings(_ format: ReportFormat) {
    let reversed = Report(
      title: ReportFixture.report.title, findings: ReportFixture.findings.reversed())
    let first = ReportFixture.report.rendered(as: format, relativeTo: ReportFixture.root)
    #expect(reversed.rendered(as: format, relativeTo: ReportFixture.root) == first)
    #expect(ReportFixture.report.rendered(as: format, relativeTo: ReportFixture.root) == first)
  }

  // Pins that no format ends with a line break, so `print` adds exactly one.
  @Test(arguments: ReportFormat.allCases)
  func outputHasNoTrailingNewline(_ format: ReportFormat) {
    let output = ReportFixture.report.rendered(as: format, relativeTo: ReportFixture.root)
    #expect(!output.isEmpty)
    #expect(!output.hasSuffix("\n"))
  }
}
