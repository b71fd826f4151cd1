extension Report {
  /// Returns the report rendered in a format, ready to print.
  ///
  /// The output has no trailing newline, so `print(report.rendered(as: .xcode))` ends with
  /// exactly one. It is deterministic byte for byte: findings keep the report's order, JSON keys
  /// are sorted and no number depends on the locale.
  ///
  ///     let report = Report(title: "StatsHeaderView at 375 pt", findings: [])
  ///     report.rendered(as: .text)   // "StatsHeaderView at 375 pt: no findings."
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - root: A folder that file paths are written relative to: a finding in
  ///     `/repo/Sources/App/Card.swift` is written as `Sources/App/Card.swift` when `root` is
  ///     `/repo`. Paths outside the folder, and every path when `root` is `nil`, are written as
  ///     the finding recorded them. SARIF needs this to give GitHub code scanning paths relative
  ///     to the repository.
  /// - Returns: The rendered report.
  public func rendered(as format: ReportFormat, relativeTo root: String? = nil) -> String {
    let paths = ReportPaths(root: root)
    switch format {
    case .text: return TextReportRenderer(paths: paths).render(self)
    case .xcode: return XcodeReportRenderer(paths: paths).render(self)
    case .github: return GitHubReportRenderer(paths: paths).render(self)
    case .sarif: return SARIFReportRenderer(paths: paths).render(self)
    case .json: return StableJSON.encode(paths.relativized(self))
    }
  }
}
