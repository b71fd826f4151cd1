import Strut

/// Views that move when an arranged sibling hides or shows (issue #7 analysis 4).
///
/// Each arranged view with content along its stack's axis (or each one the caller names) is
/// toggled, the tree laid out again, and every other visible view compared, frame and drawn
/// text; spacers, views without an intrinsic length, are not toggled by default, as nobody hides
/// them. Changes are expected of the toggled view, the stack's ancestors, and the views that
/// absorb the difference: arranged views longer than their intrinsic length before or after the
/// toggle, or without one. Anything else that moves is a wobble; so is drawn text that moves,
/// even inside an absorbing view. The toggle is then undone. With `animated`, the hide also
/// runs inside `UIView.animate(withDuration: 0.25)` and is sampled at five times, and a view whose
/// presentation frame leaves both its start and end frames is reported too.
struct WobbleAnalysis {
  /// The names of the arranged views to toggle; all when nil.
  let toggled: Set<String>?
  let animated: Bool
  /// The one stack whose views are toggled; every stack when nil.
  var onlyStack: UIStackView? = nil

  func observations(in examination: Examination) -> [Observation] {
    var result: [Observation] = []
    var pending: (view: UIView, wasHidden: Bool)?
    for stack in examination.stackViews where onlyStack.map({ $0 === stack }) ?? true {
      for view in stack.arrangedSubviews where shouldToggle(view, in: examination) {
        let conflicts = examination.root.unsatisfiableConstraints.count
        result += toggle(view, in: stack, examination: examination, undoing: &pending)
        // A toggle that makes constraints conflict is the finding; the stack's other toggles
        // would meet the same conflict again, each at the cost of finding its minimal set.
        if examination.root.unsatisfiableConstraints.count > conflicts {
          let name = examination.name(view)
          result.append(
            Observation(
              rule: .wobble, severity: .warning, subject: examination.subject(view),
              key: "wobble-conflict:\(examination.subject(view))",
              message:
                "Hiding or showing \(name) makes constraints conflict: UIKit breaks one and "
                + "logs \"Unable to simultaneously satisfy constraints\". The stack's other "
                + "views were not toggled.",
              location: view.sourceLocation.map(FindingLocation.init)))
          break
        }
      }
    }
    if let pending {
      pending.view.isHidden = pending.wasHidden
      examination.root.layoutIfNeeded()
    }
    return result
  }

  private func shouldToggle(_ view: UIView, in examination: Examination) -> Bool {
    guard let toggled else {
      guard let stack = view.superview as? UIStackView else { return false }
      return view.intrinsicContentSize.length(along: stack.axis) != UIView.noIntrinsicMetric
    }
    return toggled.contains(examination.name(view))
  }

  /// Toggles one view and compares the tree with its untoggled geometry.
  ///
  /// The previous toggle is undone in the same pass as this one (`pending`), so each toggle
  /// costs one layout pass; an animated toggle first lays out the untoggled state, since the
  /// animation must start from it.
  private func toggle(
    _ view: UIView, in stack: UIStackView, examination: Examination,
    undoing pending: inout (view: UIView, wasHidden: Bool)?
  ) -> [Observation] {
    let root = examination.root
    let before = examination.geometry
    let wasHidden = view.isHidden
    let action = wasHidden ? "shows" : "hides"
    // One pass serves both checks: inside an animation block the model frames jump to the end
    // state, as a plain hide would leave them, while the presentation frames are sampled.
    let sampled = animated && !wasHidden
    if let previous = pending {
      previous.view.isHidden = previous.wasHidden
      if sampled { root.layoutIfNeeded() }
    }
    pending = (view, wasHidden)
    view.isHidden = !wasHidden
    var samples: [TreeGeometry] = []
    if sampled {
      let clock = root.animationClock
      UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
      let start = clock.now
      samples = [0.0625, 0.125, 0.1875].map { TreeGeometry(root: root, at: start + $0) }
      clock.finishAll()
    } else {
      root.layoutIfNeeded()
    }
    let after = TreeGeometry(root: root)

    let toggledName = examination.name(view)
    var result: [Observation] = []
    for other in before.order where isComparable(other, toggled: view, stack: stack) {
      guard let start = before[other], let end = after[other] else { continue }
      let absorbs =
        absorbs(other, in: stack, length: start.frame)
        || absorbs(other, in: stack, length: end.frame)
      let frameMoved = !absorbs && !close(start.frame, end.frame)
      let textMoved =
        start.textFrame.flatMap { first in
          end.textFrame.map { !close(first, $0) }
        } ?? false
      guard frameMoved || textMoved else { continue }
      let name = examination.name(other)
      let what = textMoved && !frameMoved ? "its drawn text moves" : "it moves"
      let detail =
        textMoved && !frameMoved
        ? "text \(rect(start.textFrame!)) → \(rect(end.textFrame!))"
        : "frame \(rect(start.frame)) → \(rect(end.frame))"
      result.append(
        Observation(
          rule: .wobble, severity: .warning, subject: examination.subject(other),
          key: "wobble:\(toggledName):\(action):\(name)",
          message: "When \(toggledName) \(action), \(name) wobbles: \(what).",
          details: [detail, "in the root's coordinates"]))
    }
    if sampled {
      result += strays(
        in: samples, toggled: view, stack: stack, examination: examination, before: before,
        after: after)
    }
    return result
  }

  /// Views whose sampled presentation frames leave both their start and end frames.
  private func strays(
    in samples: [TreeGeometry], toggled view: UIView, stack: UIStackView,
    examination: Examination, before: TreeGeometry, after: TreeGeometry
  ) -> [Observation] {
    var result: [Observation] = []
    let toggledName = examination.name(view)
    for other in before.order where isComparable(other, toggled: view, stack: stack) {
      guard let first = before[other]?.frame, let last = after[other]?.frame else { continue }
      let strays = samples.compactMap { $0[other]?.frame }.filter { frame in
        !between(frame, first, last)
      }
      guard let stray = strays.first else { continue }
      let name = examination.name(other)
      result.append(
        Observation(
          rule: .wobble, severity: .warning, subject: examination.subject(other),
          key: "wobble-animated:\(toggledName):\(name)",
          message:
            "While \(toggledName) hides inside UIView.animate, \(name) passes through a frame "
            + "outside its start and end frames.",
          details: ["start \(rect(first)), end \(rect(last)), passes \(rect(stray))"]))
    }
    return result
  }

  /// Whether a view's frame is expected to change with the toggle: the toggled view and its
  /// subtree, and the stack and its ancestors (they may resize).
  private func isComparable(_ other: UIView, toggled: UIView, stack: UIStackView) -> Bool {
    if other === toggled || other.isDescendant(of: toggled) { return false }
    if stack.isDescendant(of: other) { return false }
    return true
  }

  /// Whether an arranged view takes free space at a frame: longer than its intrinsic length
  /// along the stack, or without one.
  private func absorbs(_ view: UIView, in stack: UIStackView, length frame: CGRect) -> Bool {
    guard stack.arrangedSubviews.contains(view) else { return false }
    let intrinsic = view.intrinsicContentSize.length(along: stack.axis)
    return intrinsic == UIView.noIntrinsicMetric
      || frame.length(along: stack.axis) > intrinsic + FreeSpaceAnalysis.tolerance
  }

  private func close(_ first: CGRect, _ second: CGRect) -> Bool {
    abs(first.minX - second.minX) < 0.01 && abs(first.minY - second.minY) < 0.01
      && abs(first.width - second.width) < 0.01 && abs(first.height - second.height) < 0.01
  }

  /// Whether every edge of `frame` lies between the same edges of `first` and `last`.
  private func between(_ frame: CGRect, _ first: CGRect, _ last: CGRect) -> Bool {
    func within(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat) -> Bool {
      value >= min(a, b) - 0.01 && value <= max(a, b) + 0.01
    }
    return within(frame.minX, first.minX, last.minX) && within(frame.maxX, first.maxX, last.maxX)
      && within(frame.minY, first.minY, last.minY) && within(frame.maxY, first.maxY, last.maxY)
  }

  private func rect(_ frame: CGRect) -> String {
    "(\(points(frame.minX)), \(points(frame.minY)), \(points(frame.width)), \(points(frame.height)))"
  }
}
