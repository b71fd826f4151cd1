/// Renders a report as GitHub Actions workflow commands, one per finding.
///
///     ::warning file=StatsHeader/StatsHeaderView.swift,line=42,col=9,title=Views move when a
///     sibling hides (wobble)::Hiding `subtitleLabel` moves `categoryButton` 12 pt left.%0Aview: …
///
/// (one line in the output). Errors become `::error`, warnings `::warning` and notes `::notice`.
/// The annotation's title names the rule; its body holds everything the text format shows
/// (view, details, related places, fix-its), because an annotation is all a reviewer sees. A
/// finding without a location is written without `file=`, which GitHub shows on the run
/// instead of on a line.
struct GitHubReportRenderer {
  /// How file paths are written; GitHub resolves them against the repository's root.
  let paths: ReportPaths

  /// The rendered report, one command per line, without a trailing newline.
  func render(_ report: Report) -> String {
    report.findings.map(command(for:)).joined(separator: "\n")
  }

  private func command(for finding: Finding) -> String {
    var properties: [(String, String)] = []
    if let location = finding.location {
      properties.append(("file", paths.path(location.file)))
      properties.append(("line", String(location.line)))
      if let column = location.column { properties.append(("col", String(column))) }
    }
    properties.append(("title", "\(finding.rule.name) (\(finding.rule.id))"))
    let list = properties.map { "\($0)=\(GitHubEscaping.property($1))" }.joined(separator: ",")
    return "::\(Self.command(for: finding.severity)) \(list)::"
      + GitHubEscaping.data(body(of: finding))
  }

  /// GitHub's three annotation levels match the doctor's three severities.
  private static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  private func body(of finding: Finding) -> String {
    var lines = [finding.message, "view: \(finding.subject)"]
    lines += finding.details.map { "  " + $0 }
    for related in finding.relatedLocations {
      lines.append("related: \(paths.describe(related.location)): \(related.message)")
    }
    for fixIt in finding.fixIts {
      lines.append("fix-it: \(fixIt.summary)" + (fixIt.isProven ? " (proven by re-solving)" : ""))
      lines += fixIt.swiftCode.split(separator: "\n").map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
