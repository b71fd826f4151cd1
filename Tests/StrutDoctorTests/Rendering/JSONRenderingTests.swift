import Foundation
import Testing

@testable import StrutDoctor

/// The JSON format (issue #7, Output: "JSON"): the Report value itself.
@Suite struct JSONRenderingTests {
  // The JSON decodes back to the same report.
  @Test func roundTripsToTheSameReport() throws {
    let json = ReportFixture.report.rendered(as: .json)
    let decoded = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    #expect(decoded == ReportFixture.report)
  }

  // With a root, locations inside it are written relative to it and others unchanged.
  @Test func locationsAreRelativeToTheRoot() throws {
    let json = ReportFixture.report.rendered(as: .json, relativeTo: ReportFixture.root)
    let decoded = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    let files = Set(decoded.findings.compactMap(\.location?.file))
    #expect(files.contains("Resources/Card.xib"))
    #expect(files.contains("/tmp/elsewhere/Spacer.swift"))
    #expect(!files.contains { $0.hasPrefix(ReportFixture.root) })
  }

  // Keys are sorted and slashes are not escaped, as stable output needs.
  @Test func keysAreSortedAndSlashesPlain() {
    let json = Report(
      title: "a/b",
      findings: [Finding(rule: .wobble, severity: .note, message: "m", subject: "s")]
    ).rendered(as: .json)
    #expect(json.contains("\"a/b\""))
    let keys = ["\"findings\"", "\"title\""].map { json.range(of: $0)?.lowerBound }
    #expect(keys[0] != nil && keys[1] != nil && keys[0]! < keys[1]!)
  }
}
