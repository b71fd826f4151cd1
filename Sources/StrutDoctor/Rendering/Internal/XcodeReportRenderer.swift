/// Renders a report as compiler diagnostics, which Xcode, editors and build logs recognise.
///
///     StatsHeader/StatsHeaderView.swift:42:9: warning: Hiding `subtitleLabel` moves … [wobble]
///     StatsHeader/StatsHeaderView.swift:57:1: note: the constraint that moves it
///     StatsHeader/StatsHeaderView.swift:42:9: note: fix-it: Raise … (proven by re-solving)
///     StatsHeader/StatsHeaderView.swift:42:9: note:     titleLabel.setContentHuggingPriority(…
///     strut: warning: Nothing sets the height of `subtitleLabel`. [ambiguous-layout]
///
/// Xcode needs a column, so an unknown one is written as 1. A finding without a location is
/// written as `strut: warning: …`, the shape build-phase tools use for messages about no file.
/// The rule id goes last in brackets, as swift-format and SwiftLint put theirs, so the message
/// still reads first.
struct XcodeReportRenderer {
  /// How file paths are written.
  let paths: ReportPaths

  /// The rendered report, one diagnostic per line, without a trailing newline.
  func render(_ report: Report) -> String {
    report.findings.flatMap(lines(for:)).joined(separator: "\n")
  }

  private func lines(for finding: Finding) -> [String] {
    let place = finding.location.map(prefix(for:)) ?? "strut"
    var lines = [
      "\(place): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.rule.id)]"
    ]
    for related in finding.relatedLocations {
      lines.append("\(prefix(for: related.location)): note: \(oneLine(related.message))")
    }
    for fixIt in finding.fixIts {
      let proof = fixIt.isProven ? " (proven by re-solving)" : ""
      lines.append("\(place): note: fix-it: \(oneLine(fixIt.summary))\(proof)")
      // A diagnostic is one line, and joining code lines could break the code, so each line of
      // the fix-it's code is a note of its own, indented as written.
      for codeLine in fixIt.swiftCode.split(separator: "\n")
      where !codeLine.allSatisfy(\.isWhitespace) {
        lines.append("\(place): note:     \(codeLine)")
      }
    }
    return lines
  }

  private func prefix(for location: FindingLocation) -> String {
    paths.describe(location, defaultColumn: 1)
  }

  /// The text on one line: a line break would end the diagnostic early.
  private func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
