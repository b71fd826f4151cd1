import Foundation
import Testing

@testable import StrutDoctor

/// The SARIF output against the official SARIF 2.1.0 JSON schema.
///
/// Issue #7, Output: "the SARIF is checked for validity against its schema in a test". The
/// schema is a copy of `sarif-schema-2.1.0.json` from the OASIS committee specification
/// (oasis-tcs/sarif-spec, `Documents/CommitteeSpecifications/2.1.0/`), in `Fixtures/`.
@Suite struct SARIFSchemaTests {
  static let validator: JSONSchemaValidator? = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let schema = try? JSONValue.parse(text)
    else { return nil }
    return JSONSchemaValidator(schema: schema)
  }()

  static func sarif(_ report: Report = ReportFixture.report) throws -> JSONValue {
    try JSONValue.parse(report.rendered(as: .sarif, relativeTo: ReportFixture.root))
  }

  // The schema is there and is the SARIF 2.1.0 one.
  @Test func schemaIsTheOfficialOne() throws {
    let validator = try #require(Self.validator)
    #expect(
      validator.root["title"]
        == .string("Static Analysis Results Format (SARIF) Version 2.1.0 JSON Schema"))
    #expect(validator.root["definitions"]?["result"] != nil)
  }

  // The fixture report's SARIF is valid: every finding shape, related locations, fix-its.
  @Test func fixtureReportIsValidSARIF() throws {
    let validator = try #require(Self.validator)
    #expect(validator.errors(in: try Self.sarif()) == [])
  }

  // A clean report's SARIF is valid too: a run with no results.
  @Test func cleanReportIsValidSARIF() throws {
    let validator = try #require(Self.validator)
    #expect(validator.errors(in: try Self.sarif(Report(title: "Clean", findings: []))) == [])
  }

  /// Ways to break the fixture's SARIF: where, the new value made from the valid log (`nil`
  /// removes the member), and what the error must name.
  static let breakages:
    [(path: [String], value: @Sendable (JSONValue) -> JSONValue?, error: String)] = [
      (
        ["runs", "0", "results", "0", "level"], { _ in .string("fatal") }, "/runs/0/results/0/level"
      ),
      (["runs", "0", "results", "0", "message"], { _ in nil }, "required property message"),
      (
        ["runs", "0", "results", "0", "message", "text"], { _ in nil }, "/runs/0/results/0/message"
      ),
      (
        ["runs", "0", "results", "0", "locations", "0", "physicalLocation", "region", "startLine"],
        { _ in .number(0) }, "/runs/0/results/0/locations/0/physicalLocation/region/startLine"
      ),
      (["runs", "0", "results", "0", "severity"], { _ in .string("error") }, "property severity"),
      (["runs", "0", "results", "0", "ruleIndex"], { _ in .string("0") }, "/results/0/ruleIndex"),
      (
        ["runs", "0", "tool", "driver", "informationUri"], { _ in .string("a b") }, "informationUri"
      ),
      (["version"], { _ in .string("2.0.0") }, "/version"),
      (["runs", "0", "tool", "driver"], { _ in nil }, "required property driver"),
      (
        ["runs", "0", "tool", "driver", "rules", "1"],
        { log in
          guard case .array(let runs) = log["runs"],
            case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"]
          else { return nil }
          return rules.first
        },
        "/runs/0/tool/driver/rules/1: repeats"
      ),
    ]

  // The validator really checks: each deliberate breakage of a valid log is caught where it is.
  @Test(arguments: 0..<breakages.count)
  func brokenDocumentIsRejected(_ index: Int) throws {
    let validator = try #require(Self.validator)
    let breakage = Self.breakages[index]
    let valid = try Self.sarif()
    let broken = valid.replacing(breakage.path, with: breakage.value(valid))
    #expect(broken != valid)
    let errors = validator.errors(in: broken)
    #expect(!errors.isEmpty)
    #expect(errors.contains { $0.contains(breakage.error) }, "\(errors)")
  }
}
