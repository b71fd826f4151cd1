import Foundation
import Testing

@testable import StrutDoctor

/// Reports are deterministic (issue #7 "Output"; the architecture's determinism invariant).
@Suite("Doctor: report order")
struct ReportOrderTests {
  // Errors come first, then warnings by rule order, then notes; duplicates are dropped, and the
  // input order does not matter.
  @Test func findingsAreSortedAndDeduplicated() {
    let note = Finding(rule: .freeSpace, severity: .note, message: "n", subject: "a")
    let warning = Finding(rule: .wobble, severity: .warning, message: "w", subject: "b")
    let error = Finding(
      rule: .unsatisfiableConstraints, severity: .error, message: "e", subject: "c")
    let first = Report(title: "t", findings: [note, warning, error, note])
    let second = Report(title: "t", findings: [error, note, warning])
    #expect(first == second)
    #expect(first.findings.map(\.severity) == [.error, .warning, .note])
    #expect(first.highestSeverity == .error)
  }
}
