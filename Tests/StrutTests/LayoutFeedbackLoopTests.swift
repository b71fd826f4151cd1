import Foundation
import StrutLayoutTestSupport
import Testing

@testable import Strut

/// Layouts whose margins or safe areas, read from frames, move them again on every solve
/// (uikit-semantics.md E13: margins and safe areas come from the superview and the frame).
///
/// UIKit lays such a tree out again on every pass; Strut re-solves a bounded number of times,
/// keeps the last frames and says which views were still moving.
@Suite("Layout feedback loops")
struct LayoutFeedbackLoopTests {
  // E13: a loop is reported, with the distance of the last solve, and the pass still ends.
  @Test func aViewThatGrowsItsOwnInsetsIsStillMoving() {
    let layout = CreepingLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.view.layoutFeedbackLoopDistance == 10)
    // The content follows the view's growing inset inside it; the root stays put.
    #expect(layout.content.layoutFeedbackLoopDistance == 10)
    #expect(layout.root.layoutFeedbackLoopDistance == nil)
    // Each further pass creeps on: the layout has no fixed point. UIKit's next pass runs
    // because the insets changed; here, as that change would, the engine gathers the tree again.
    let before = layout.view.frame
    layout.root.setNeedsLayout()
    layout.root.engine?.isDirty = true
    layout.root.layoutIfNeeded()
    #expect(layout.view.frame.minX < before.minX)
  }

  // E13: the same margins, read from frames, settle when the view stays inside the safe area,
  // and a settled pass clears what an earlier one recorded.
  @Test func aLayoutThatSettlesReportsNothing() {
    let layout = CreepingLayout()
    layout.root.layoutIfNeeded()
    #expect(layout.view.layoutFeedbackLoopDistance != nil)
    layout.trailing.constant = 300
    layout.root.layoutIfNeeded()
    #expect(layout.view.frame.minX >= 20)
    #expect(layout.view.layoutFeedbackLoopDistance == nil)
  }
}
