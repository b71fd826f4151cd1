import Foundation

/// Renders a report as a SARIF 2.1.0 log, in the shape of SwiftLint's SARIF reporter.
///
/// Beyond SwiftLint's skeleton it writes what code-scanning services use to follow a finding
/// from run to run: a `ruleIndex` into `rules`, related locations, and a partial fingerprint
/// that leaves out line numbers, so a finding keeps its identity when code above it moves.
/// `region` is left out when the line is unknown, because SARIF requires `startLine` ≥ 1.
struct SARIFReportRenderer {
  /// How file paths are written; code scanning expects them relative to the repository.
  let paths: ReportPaths

  /// The partial fingerprint's key; the version changes if its inputs ever do.
  static let fingerprintKey = "strutFinding/v1"

  /// The rendered log, pretty-printed with sorted keys, without a trailing newline.
  func render(_ report: Report) -> String {
    let rules = Self.rules(of: report)
    let driver = SARIFLog.Driver(
      name: ToolIdentity.name, semanticVersion: ToolIdentity.semanticVersion,
      informationUri: ToolIdentity.informationURI,
      rules: rules.map { rule in
        SARIFLog.ReportingDescriptor(
          id: rule.id, shortDescription: SARIFLog.Message(text: rule.name),
          fullDescription: SARIFLog.Message(text: rule.summary),
          helpUri: ToolIdentity.helpURI(for: rule))
      })
    let results = report.findings.map { finding in
      result(for: finding, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0)
    }
    let run = SARIFLog.Run(
      tool: SARIFLog.Tool(driver: driver), results: results,
      properties: SARIFLog.RunProperties(title: report.title))
    return StableJSON.encode(SARIFLog(runs: [run]))
  }

  /// Every rule of the catalogue in its order, then any rule a finding uses that the catalogue
  /// lacks, by id, so each result's `ruleIndex` points at its rule.
  static func rules(of report: Report) -> [Rule] {
    var rules = Rule.all
    let extra = Set(report.findings.map(\.rule)).subtracting(rules)
    rules += extra.sorted { $0.id < $1.id }
    return rules
  }

  private func result(for finding: Finding, ruleIndex: Int) -> SARIFLog.Result {
    let view = [SARIFLog.LogicalLocation(fullyQualifiedName: finding.subject, kind: "object")]
    let primary = SARIFLog.Location(
      id: nil, physicalLocation: finding.location.map(physicalLocation(for:)),
      logicalLocations: view, message: nil)
    // Ids make related locations distinct, as SARIF's `uniqueItems` requires, and let a
    // message link to them.
    let related = finding.relatedLocations.enumerated().map { index, related in
      SARIFLog.Location(
        id: index + 1, physicalLocation: physicalLocation(for: related.location),
        logicalLocations: nil, message: SARIFLog.Message(text: related.message))
    }
    return SARIFLog.Result(
      ruleId: finding.rule.id, ruleIndex: ruleIndex, level: finding.severity.rawValue,
      message: SARIFLog.Message(text: finding.message), locations: [primary],
      relatedLocations: related.isEmpty ? nil : related,
      partialFingerprints: [Self.fingerprintKey: fingerprint(of: finding)],
      properties: SARIFLog.ResultProperties(
        subject: finding.subject, details: finding.details.isEmpty ? nil : finding.details,
        fixIts: finding.fixIts.isEmpty ? nil : finding.fixIts))
  }

  private func physicalLocation(for location: FindingLocation) -> SARIFLog.PhysicalLocation {
    // SARIF numbers lines and columns from 1; a place without a line has no region at all.
    var region: SARIFLog.Region?
    if location.line >= 1 {
      let column = location.column.flatMap { $0 >= 1 ? $0 : nil }
      region = SARIFLog.Region(startLine: location.line, startColumn: column)
    }
    return SARIFLog.PhysicalLocation(
      artifactLocation: SARIFLog.ArtifactLocation(uri: uri(for: location.file)), region: region)
  }

  /// The file as a URI reference: relative paths stay relative, absolute ones become `file:`
  /// URIs, and characters a URI cannot hold, such as spaces, are percent-encoded.
  func uri(for file: String) -> String {
    let path = paths.path(file)
    let encoded = path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// The characters a path may hold unescaped.
  ///
  /// RFC 3986's unreserved characters, sub-delimiters, `:`, `@` and `/`. `%` is not among them,
  /// so a literal percent sign is escaped too.
  private static let pathCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/"
  )

  /// A hash of what identifies a finding apart from where its lines fall.
  ///
  /// The inputs are the rule, the file, the view and the message. FNV-1a is used because
  /// Swift's `Hasher` is seeded differently in every process.
  private func fingerprint(of finding: Finding) -> String {
    let parts = [
      finding.rule.id, finding.location.map { uri(for: $0.file) } ?? "", finding.subject,
      finding.message,
    ]
    return StableHash.fnv1a64(parts.joined(separator: "\u{1F}"))
  }
}
