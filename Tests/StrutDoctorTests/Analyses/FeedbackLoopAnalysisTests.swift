import Foundation
import Strut
import StrutLayoutTestSupport
import Testing

@testable import StrutDoctor

/// The doctor's layout-feedback-loop finding (issue #7: explain what makes a layout misbehave;
/// uikit-semantics.md E13).
@Suite struct FeedbackLoopAnalysisTests {
  // A layout that creeps on every solve gets one warning on the view that moved furthest,
  // naming every view still moving.
  @Test func aCreepingLayoutIsReported() throws {
    let report = doctor().examine(title: "creep") { CreepingLayout().root }
    let findings = report.findings(of: .layoutFeedbackLoop)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("never settles"))
    #expect(finding.message.contains("by 10 pt"))
    #expect(finding.details.count == 2)
  }

  // The same layout kept inside the safe area settles, and the doctor says nothing about it.
  @Test func aSettledLayoutIsNotReported() {
    let report = doctor().examine(title: "settled") {
      let layout = CreepingLayout()
      layout.trailing.constant = 300
      return layout.root
    }
    #expect(report.findings(of: .layoutFeedbackLoop).isEmpty)
  }
}
