import Foundation
import Strut
import Testing

@testable import StrutDoctor

/// The wobble analysis: what hiding an arranged view does to its siblings.
@Suite("Wobble analysis")
struct WobbleAnalysisTests {
  /// A view that keeps a fixed intrinsic width, as a label with one word does.
  private final class Word: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
  }

  // S3 and E6: in the modern behaviour a hidden view leaves the spacing chain, so the visible
  // ones must span the stack. Two views of required width 50 in a stack 100 wide fit; with
  // one hidden, the other must be 100 wide, which conflicts. The doctor reports that toggle
  // once, at the view toggled, instead of toggling the stack's other views into the same
  // conflict again.
  @Test func toggleThatConflictsIsOneFinding() {
    let words = [Word(), Word()]
    let report = doctor(widths: [100]).examine(title: "conflict") {
      let screen = StackScreen(width: 100, views: words)
      for word in words { word.widthAnchor.constraint(equalToConstant: 50).isActive = true }
      return screen
    }
    let conflicts = report.findings(of: .wobble).filter {
      $0.message.contains("makes constraints conflict")
    }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.message.contains("other views were not toggled") == true)
  }
}
