import Testing

@testable import StrutDoctor

/// The compiler-diagnostics format Xcode reads (issue #7, Output: "Xcode's
/// `path:line:col: warning: message`").
@Suite struct XcodeRenderingTests {
  static let lines = ReportFixture.report.rendered(as: .xcode, relativeTo: ReportFixture.root)
    .components(separatedBy: "\n")

  // Every line is a diagnostic Xcode parses: `path:line:col: kind: text` or `strut: kind: text`.
  @Test func everyLineIsADiagnostic() {
    let shape = #"^(.+:\d+:\d+|strut): (error|warning|note): .+$"#
    for line in Self.lines {
      #expect(line.range(of: shape, options: .regularExpression) != nil, "\(line)")
    }
  }

  // The rule id follows the message in brackets; an unknown column is written as 1.
  @Test func unknownColumnIsOneAndRuleIdComesLast() {
    #expect(
      Self.lines.contains(
        "Sources/App/StatsHeaderView.swift:42:1: warning: Hiding `subtitleLabel` moves "
          + "`categoryButton` 12 pt to the left. [wobble]"))
  }

  // A finding without a location is written as `strut: …`, its message on one line.
  @Test func findingWithoutLocationUsesTheToolName() {
    #expect(
      Self.lines.contains(
        "strut: warning: Nothing sets the height of `subtitleLabel`. Its minY can be anywhere "
          + "from 0 to 24. [ambiguous-layout]"))
  }

  // Related locations and fix-its follow as notes, each line of a fix-it's code a note too.
  @Test func relatedLocationsAndFixItsAreNotes() {
    let place = "Sources/App/StatsHeaderView.swift"
    #expect(Self.lines.contains("\(place):57:1: note: the leading constraint that moves it"))
    let fixIt = Self.lines.firstIndex(
      of: "\(place):42:1: note: fix-it: Raise the horizontal hugging priority of `titleLabel` "
        + "to 251. (proven by re-solving)")
    #expect(fixIt != nil)
    if let fixIt {
      #expect(
        Self.lines[(fixIt + 1)...(fixIt + 2)] == [
          "\(place):42:1: note:     titleLabel.setContentHuggingPriority(",
          "\(place):42:1: note:       .init(251), for: .horizontal)",
        ])
    }
  }

  // A clean report has no diagnostics.
  @Test func cleanReportIsEmpty() {
    #expect(Report(title: "Clean", findings: []).rendered(as: .xcode) == "")
  }
}
