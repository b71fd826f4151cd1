import Foundation
import StatsHeader
import Strut
import StrutDoctor
import Testing

/// The doctor on the user's header bar: the reference case of issue #7 (analyses 1, 4, 5, 8).
@Suite("Doctor on the header bar")
struct HeaderDoctorTests {
  private func report(_ make: @escaping () -> UIView) -> Report {
    LayoutDoctor().examine(title: "header", makeLayout: make)
  }

  // Before the fix: categoryButton wins the hugging tie by its index (S4), centres its title in
  // the free space, and its title moves when todayButton hides.
  @Test func beforeTheFixHasTieWobbleAndCentredTitle() {
    let report = report { StatsHeaderViewBefore(frame: CGRect(x: 0, y: 0, width: 375, height: 44)) }
    let tie = report.findings(of: .indexTie)
    #expect(
      tie.contains { $0.subject.hasSuffix("categoryButton") && $0.message.contains("todayButton") })
    let wobble = report.findings(of: .wobble)
    #expect(
      wobble.contains { $0.message.contains("When todayButton hides, categoryButton wobbles") })
    #expect(
      report.findings(of: .freeSpace).contains {
        $0.severity == .warning && $0.message.contains("centres its title")
      })
  }

  // The proposed fix is the article's: a spacer that takes the free space; it is proven by
  // re-solving a fresh copy.
  @Test func proposedFixIsTheArticlesSpacer() {
    let report = report { StatsHeaderViewBefore(frame: CGRect(x: 0, y: 0, width: 375, height: 44)) }
    let wobble = report.findings(of: .wobble).first
    let fix = wobble?.fixIts.first
    #expect(fix?.isProven == true)
    #expect(fix?.swiftCode.contains("insertArrangedSubview(spacerView, at: 1)") == true)
  }

  // After the fix: no wobble, no tie, no warning at any width; the spacer's priorities are dead
  // (C2) and reported as a note.
  @Test func afterTheFixIsClean() {
    let report = report { StatsHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 44)) }
    #expect(
      report.findings.filter { $0.severity >= .warning }.isEmpty,
      "\(report.findings.map(\.message))")
    let dead = report.findings(of: .deadPriority)
    #expect(
      dead.contains {
        $0.subject.hasSuffix("spacerView") && $0.message.contains("no intrinsic width")
      })
    #expect(report.findings(of: .freeSpace).contains { $0.message.hasPrefix("spacerView takes") })
  }

  // A long category title truncates, with the threshold found by the width sweep.
  @Test func longTitleTruncationHasAThreshold() {
    let report = report {
      let header = StatsHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
      header.categoryButton.setTitle(
        "Weekly performance summary across every category", for: .normal)
      return header
    }
    let truncation = report.findings(of: .truncatedText).first
    #expect(truncation != nil)
    #expect(truncation?.details.contains { $0.hasPrefix("truncates below ") } == true)
  }
}

/// The README's doctor example, compiled and checked (issue #7 analyses 4 and 8).
@Test func readmeDoctorExampleGivesWhatItPrints() {
  let report = LayoutDoctor().examine(title: "StatsHeaderView") {
    StatsHeaderViewBefore(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  }
  #expect(
    report.findings(of: .wobble).first?.message
      == "When todayButton hides, categoryButton wobbles: its drawn text moves.")
  #expect(
    report.findings(of: .wobble).first?.fixIts.first?.swiftCode
      == "let spacerView = UIView()\nhStack.insertArrangedSubview(spacerView, at: 1)")
}
