/// Renders a report for a person at a terminal, in the style of DocC's diagnostics.
///
///     StatsHeaderView at 375 pt: 1 warning
///
///     warning[wobble]: Hiding `subtitleLabel` moves `categoryButton` 12 pt left.
///       --> StatsHeader/StatsHeaderView.swift:42:9
///       view: StatsHeaderView › categoryButton
///         before: (200 7; 80 30)
///       related: StatsHeader/StatsHeaderView.swift:57: the constraint that moves it
///       fix-it: Raise the hugging priority of `titleLabel` to 251. (proven by re-solving)
///         titleLabel.setContentHuggingPriority(.init(251), for: .horizontal)
///
/// The header names the report and counts its findings; a clean report is that one line. The
/// `-->` line follows rustc and DocC, whose users already look there for the place.
struct TextReportRenderer {
  /// How file paths are written.
  let paths: ReportPaths

  /// The rendered report, without a trailing newline.
  func render(_ report: Report) -> String {
    guard !report.findings.isEmpty else { return "\(report.title): no findings." }
    var lines = ["\(report.title): \(Self.counts(of: report.findings))"]
    for finding in report.findings {
      lines.append("")
      lines += self.lines(for: finding)
    }
    return lines.joined(separator: "\n")
  }

  /// "1 error, 2 warnings, 1 note", most severe first, leaving out severities with none.
  static func counts(of findings: [Finding]) -> String {
    Severity.allCases.reversed().compactMap { severity -> String? in
      let count = findings.filter { $0.severity == severity }.count
      guard count > 0 else { return nil }
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
  }

  private func lines(for finding: Finding) -> [String] {
    var lines = indented(
      finding.message, first: "\(finding.severity.rawValue)[\(finding.rule.id)]: ", rest: "  ")
    if let location = finding.location {
      lines.append("  --> " + paths.describe(location))
    }
    lines += indented(finding.subject, first: "  view: ", rest: "    ")
    for detail in finding.details {
      lines += indented(detail, first: "    ", rest: "    ")
    }
    for related in finding.relatedLocations {
      let place = paths.describe(related.location)
      lines += indented(related.message, first: "  related: \(place): ", rest: "    ")
    }
    for fixIt in finding.fixIts {
      let proof = fixIt.isProven ? " (proven by re-solving)" : ""
      lines += indented(fixIt.summary + proof, first: "  fix-it: ", rest: "    ")
      lines += fixIt.swiftCode.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }
    }
    return lines
  }

  /// The text's lines, the first after `first` and the others after `rest`, so a message with
  /// line breaks stays inside its finding.
  private func indented(_ text: String, first: String, rest: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      index, line in
      line.isEmpty && index > 0 ? "" : (index == 0 ? first : rest) + line
    }
  }
}
