import Foundation
import Testing

@testable import StrutDoctor

/// The SARIF log's content beyond schema validity (issue #7, Output: "SARIF 2.1.0").
@Suite struct SARIFRenderingTests {
  static func log(_ report: Report = ReportFixture.report) throws -> JSONValue {
    try JSONValue.parse(report.rendered(as: .sarif, relativeTo: ReportFixture.root))
  }

  static func results(_ log: JSONValue) -> [JSONValue] {
    guard case .array(let runs) = log["runs"], case .array(let results) = runs.first?["results"]
    else { return [] }
    return results
  }

  // The skeleton SwiftLint's reporter writes: version, $schema, tool.driver with every rule.
  @Test func skeletonNamesTheToolAndEveryRule() throws {
    let log = try Self.log()
    #expect(log["version"] == .string("2.1.0"))
    #expect(
      log["$schema"]
        == .string(
          "https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/sarif-schema-2.1.0.json"))
    guard case .array(let runs) = log["runs"], let driver = runs.first?["tool"]?["driver"],
      case .array(let rules) = driver["rules"]
    else {
      Issue.record("no tool.driver.rules")
      return
    }
    #expect(driver["name"] == .string("strut"))
    #expect(rules.map { $0["id"] } == Rule.all.map { .string($0.id) })
    #expect(
      rules.first?["helpUri"]?.description.hasSuffix("Rules/unsatisfiable-constraints.md\"") == true
    )
  }

  // Each result's ruleIndex points at its rule, and its level is its severity.
  @Test func resultsPointAtTheirRules() throws {
    let results = Self.results(try Self.log())
    #expect(results.count == ReportFixture.report.findings.count)
    for (result, finding) in zip(results, ReportFixture.report.findings) {
      #expect(result["ruleId"] == .string(finding.rule.id))
      #expect(result["ruleIndex"] == .number(Double(Rule.all.firstIndex(of: finding.rule) ?? -1)))
      #expect(result["level"] == .string(finding.severity.rawValue))
    }
  }

  // Paths inside the root become relative, with spaces escaped; paths outside become file URIs.
  @Test func urisAreRelativeToTheRootAndEscaped() {
    let renderer = SARIFReportRenderer(paths: ReportPaths(root: "/work/repo/"))
    #expect(
      renderer.uri(for: "/work/repo/Sources/My App/A, b.swift") == "Sources/My%20App/A,%20b.swift")
    #expect(renderer.uri(for: "/tmp/x%y.swift") == "file:///tmp/x%25y.swift")
    #expect(
      renderer.uri(for: "StatsHeader/StatsHeaderView.swift") == "StatsHeader/StatsHeaderView.swift")
  }

  // No region without a line (SARIF needs startLine ≥ 1), and no startColumn without a column.
  @Test func regionIsLeftOutWithoutALine() throws {
    let finding = Finding(
      rule: .wobble, severity: .warning, message: "m", subject: "s",
      location: FindingLocation(file: "A.swift", line: 0))
    let results = Self.results(try Self.log(Report(title: "t", findings: [finding])))
    let physical = results.first?["locations"]
    guard case .array(let locations) = physical else {
      Issue.record("no locations")
      return
    }
    #expect(locations.first?["physicalLocation"]?["region"] == nil)
    #expect(locations.first?["physicalLocation"]?["artifactLocation"]?["uri"] == .string("A.swift"))
  }

  // The fingerprint ignores the line, so a finding keeps its identity when code above it moves,
  // and changes with the message.
  @Test func fingerprintIgnoresLinesButNotMessages() throws {
    func fingerprint(line: Int, message: String) throws -> JSONValue? {
      let finding = Finding(
        rule: .wobble, severity: .warning, message: message, subject: "s",
        location: FindingLocation(file: "A.swift", line: line))
      return Self.results(try Self.log(Report(title: "t", findings: [finding]))).first?[
        "partialFingerprints"]?[SARIFReportRenderer.fingerprintKey]
    }
    let original = try fingerprint(line: 10, message: "moves 12 pt")
    #expect(original != nil)
    #expect(try fingerprint(line: 30, message: "moves 12 pt") == original)
    #expect(try fingerprint(line: 10, message: "moves 13 pt") != original)
  }

  // The fingerprint is FNV-1a, known values and all, not Swift's per-process seeded hash.
  @Test func stableHashIsFNV1a() {
    #expect(StableHash.fnv1a64("") == "cbf29ce484222325")
    #expect(StableHash.fnv1a64("a") == "af63dc4c8601ec8c")
  }

  // A rule missing from the catalogue is appended to `rules`, so its ruleIndex is valid.
  @Test func rulesOutsideTheCatalogueAreListed() throws {
    let custom = Rule(id: "custom", name: "Custom", summary: "A rule of a plug-in.")
    let finding = Finding(rule: custom, severity: .note, message: "m", subject: "s")
    let results = Self.results(try Self.log(Report(title: "t", findings: [finding])))
    #expect(results.first?["ruleIndex"] == .number(Double(Rule.all.count)))
    #expect(SARIFReportRenderer.rules(of: Report(title: "t", findings: [finding])).last == custom)
  }

  // Fix-its, details and the view travel in the result's property bag.
  @Test func fixItsTravelInProperties() throws {
    let error = Self.results(try Self.log()).first
    #expect(error?["properties"]?["subject"] == .string("CardView › badge"))
    guard case .array(let fixIts) = error?["properties"]?["fixIts"] else {
      Issue.record("no fix-its")
      return
    }
    #expect(fixIts.first?["isProven"] == .bool(true))
    #expect(fixIts.first?["swiftCode"] == .string("badgeWidth.priority = UILayoutPriority(999)"))
  }
}
