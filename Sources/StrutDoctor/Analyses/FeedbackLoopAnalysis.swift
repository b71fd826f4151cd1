import Strut

/// A layout with no fixed point: margins or safe-area insets read from frames move views again
/// on every solve (uikit-semantics.md E13; `UIView.layoutFeedbackLoopDistance`).
///
/// One finding per tree, on the view that moved furthest in the last solve, naming every view
/// still moving. UIKit runs such a layout on every pass, so the views creep or jitter on
/// screen; which frames a snapshot shows depends on how many passes ran.
struct FeedbackLoopAnalysis {
  func observations(in examination: Examination) -> [Observation] {
    let moving = examination.visibleViews.compactMap { view in
      view.layoutFeedbackLoopDistance.map { (view: view, distance: $0) }
    }
    // The furthest first; among equals the tree's order, so the report is the same every run.
    guard let furthest = moving.max(by: { $0.distance < $1.distance }) else { return [] }
    // The message names a few; the details list them all.
    var names = moving.prefix(3).map { examination.name($0.view) }.joined(separator: ", ")
    if moving.count > 3 { names += " and \(moving.count - 3) more views" }
    return [
      Observation(
        rule: .layoutFeedbackLoop, severity: .warning,
        subject: examination.subject(furthest.view),
        key: "feedback-loop:" + examination.subject(examination.root),
        message:
          "The layout never settles: \(names) move again on every "
          + "solve (\(examination.name(furthest.view)) by \(points(furthest.distance)) pt in "
          + "the last). Margins or safe-area insets they depend on are read from the frames "
          + "they place, so UIKit moves them on every layout pass.",
        location: furthest.view.sourceLocation.map(FindingLocation.init),
        details: moving.map { "\(examination.subject($0.view)): moved \(points($0.distance)) pt" })
    ]
  }
}
