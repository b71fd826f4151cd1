import Testing

@testable import StrutDoctor

/// The terminal format (issue #7, Output: "plain text for a terminal").
@Suite struct TextRenderingTests {
  // A clean report says so in one line.
  @Test func cleanReportIsOneLine() {
    let report = Report(title: "StatsHeaderView at 375 pt", findings: [])
    #expect(report.rendered(as: .text) == "StatsHeaderView at 375 pt: no findings.")
  }

  // The header counts findings by severity, most severe first, with plurals.
  @Test func headerCountsFindingsBySeverity() {
    let text = ReportFixture.report.rendered(as: .text)
    let header = text.split(separator: "\n").first.map(String.init)
    #expect(header == "StatsHeaderView at 320, 375 and 430 pt: 1 error, 3 warnings, 3 notes")
  }

  // Each finding starts with `severity[rule-id]: message` and a `-->` line when it has a place.
  @Test func findingStartsWithSeverityRuleAndLocation() {
    let lines = ReportFixture.report.rendered(as: .text, relativeTo: ReportFixture.root)
      .components(separatedBy: "\n")
    let start = lines.firstIndex(
      of: "error[unsatisfiable-constraints]: "
        + "The width of `badge` cannot be both 120 and 80.")
    #expect(start != nil)
    if let start {
      #expect(lines[start + 1] == "  --> Resources/Card.xib:57:13")
      #expect(lines[start + 2] == "  view: CardView › badge")
    }
  }

  // Only proven fix-its say so, and their Swift code follows, indented.
  @Test func provenFixItsSaySoAndShowTheirCode() {
    let text = ReportFixture.report.rendered(as: .text)
    #expect(
      text.contains(
        "  fix-it: Lower the 80 pt width to priority 999 so the 120 pt one wins. "
          + "(proven by re-solving)\n    badgeWidth.priority = UILayoutPriority(999)"))
    #expect(text.contains("  fix-it: Remove the 80 pt width.\n    badgeWidth.isActive = false"))
  }

  // A message with a line break keeps its second line inside the finding, indented.
  @Test func multiLineMessagesStayIndented() {
    let text = ReportFixture.report.rendered(as: .text)
    #expect(
      text.contains(
        "warning[ambiguous-layout]: Nothing sets the height of `subtitleLabel`.\n"
          + "  Its minY can be anywhere from 0 to 24.\n  view: StatsHeaderView › subtitleLabel"))
  }
}
