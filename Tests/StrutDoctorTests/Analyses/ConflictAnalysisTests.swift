import Foundation
import Strut
import Testing

@testable import StrutDoctor

/// The unsatisfiable-constraints analysis (issue #7 analysis 3; E6–E8).
@Suite("Doctor: conflicts")
struct ConflictAnalysisTests {
  // Two required widths: one error, UIKit's broken constraint named in words, UIKit's message
  // in the details, and the Swift line of the broken constraint as the location.
  @Test func twoRequiredWidthsConflict() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = UIView()
    box.accessibilityIdentifier = "box"
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), first,
    ])
    let logged = StrutLog.messages {
      second.isActive = true
      root.layoutIfNeeded()
    }
    #expect(logged.contains { $0.contains("Unable to simultaneously satisfy constraints") })
    let finding = LayoutDoctor().examine(root).findings(of: .unsatisfiableConstraints).first
    #expect(finding?.severity == .error)
    #expect(
      finding?.message
        == "2 constraints cannot all hold; UIKit breaks the one that wants box's width to equal 120 pt."
    )
    #expect(
      finding?.details.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        == true)
    #expect(finding?.location?.file.hasSuffix("ConflictAnalysisTests.swift") == true)
    #expect(finding?.location?.line == second.sourceLocation?.line)
  }
}
