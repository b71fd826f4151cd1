/// Writes the file paths of findings relative to a root folder, the same way in every format.
struct ReportPaths {
  /// The folder paths are made relative to, without a trailing slash; `nil` keeps paths as
  /// recorded.
  let root: String?

  /// Paths relative to `root`, or as recorded when `root` is `nil`.
  init(root: String?) {
    guard var root, !root.isEmpty else {
      self.root = nil
      return
    }
    // `/repo/` and `/repo` name the same folder; `/` alone stays, so absolute paths lose it.
    while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
    self.root = root
  }

  /// The file's path relative to the root when the file is inside it, otherwise unchanged.
  func path(_ file: String) -> String {
    guard let root else { return file }
    let prefix = root == "/" ? "/" : root + "/"
    guard file.hasPrefix(prefix), file.count > prefix.count else { return file }
    return String(file.dropFirst(prefix.count))
  }

  /// `path:line:column`, or `path:line` when the column is unknown and no default is given.
  func describe(_ location: FindingLocation, defaultColumn: Int? = nil) -> String {
    let file = path(location.file)
    guard let column = location.column ?? defaultColumn else { return "\(file):\(location.line)" }
    return "\(file):\(location.line):\(column)"
  }

  /// A copy of the report whose locations are relative to the root, for the JSON format.
  func relativized(_ report: Report) -> Report {
    guard root != nil else { return report }
    func relative(_ location: FindingLocation) -> FindingLocation {
      FindingLocation(file: path(location.file), line: location.line, column: location.column)
    }
    let findings = report.findings.map { finding in
      Finding(
        rule: finding.rule, severity: finding.severity, message: finding.message,
        subject: finding.subject, location: finding.location.map(relative),
        relatedLocations: finding.relatedLocations.map {
          Finding.RelatedLocation(location: relative($0.location), message: $0.message)
        },
        details: finding.details, fixIts: finding.fixIts)
    }
    return Report(title: report.title, findings: findings)
  }
}
