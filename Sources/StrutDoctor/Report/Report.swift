/// The doctor's findings about one layout, in a deterministic order.
public struct Report: Sendable, Hashable, Codable {
  /// What was examined, such as `StatsHeaderView at 320, 375 and 430 pt`.
  public let title: String
  /// The findings: errors first, then warnings, then notes; within a severity by rule, subject
  /// and message, so the same layout always gives the same report.
  public let findings: [Finding]

  /// A report; the findings are sorted and duplicates dropped.
  ///
  /// - Parameters:
  ///   - title: What was examined.
  ///   - findings: The findings, in any order.
  public init(title: String, findings: [Finding]) {
    self.title = title
    var seen = Set<Finding>()
    let unique = findings.filter { seen.insert($0).inserted }
    self.findings = unique.sorted { first, second in
      if first.severity != second.severity { return first.severity > second.severity }
      let firstRank = Rule.all.firstIndex(of: first.rule) ?? Rule.all.count
      let secondRank = Rule.all.firstIndex(of: second.rule) ?? Rule.all.count
      if firstRank != secondRank { return firstRank < secondRank }
      if first.subject != second.subject { return first.subject < second.subject }
      return first.message < second.message
    }
  }

  /// The most severe finding's severity, or `nil` for a clean report.
  public var highestSeverity: Severity? { findings.map(\.severity).max() }

  /// The findings of one rule.
  public func findings(of rule: Rule) -> [Finding] {
    findings.filter { $0.rule == rule }
  }
}
