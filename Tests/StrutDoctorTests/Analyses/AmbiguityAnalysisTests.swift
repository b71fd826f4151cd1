import Foundation
import Strut
import Testing

@testable import StrutDoctor

/// The ambiguity analysis (issue #7 analysis 2; uikit-semantics.md E4).
@Suite("Doctor: ambiguity")
struct AmbiguityAnalysisTests {
  // A view with a position and a width but nothing for its height: "nothing sets the height".
  @Test func missingHeightIsNamed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let card = UIView()
    card.accessibilityIdentifier = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.widthAnchor.constraint(equalToConstant: 100),
    ])
    let report = LayoutDoctor().examine(root)
    let finding = report.findings(of: .ambiguousLayout).first
    #expect(finding?.message == "nothing sets the height of card.")
    #expect(finding?.details.first?.hasPrefix("Height: 0 now") == true)
  }

  // A width bounded on both sides has a range of motion, not "nothing".
  @Test func boundedRangeIsReported() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let bar = UIView()
    bar.accessibilityIdentifier = "bar"
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 10),
      bar.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
      bar.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
    ])
    let report = LayoutDoctor().examine(root)
    #expect(
      report.findings(of: .ambiguousLayout).first?.message
        == "the width of bar can be anything from 40 to 120 pt.")
  }

  // A determined layout has no ambiguity finding.
  @Test func determinedLayoutIsClean() {
    let screen = StackScreen(views: [titledButton("A"), UIView()])
    #expect(LayoutDoctor().examine(screen).findings(of: .ambiguousLayout).isEmpty)
  }
}
