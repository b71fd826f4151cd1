import Foundation
import Testing

@testable import Strut
@testable import StrutSolver

/// A container that records what its subviews' frames were when `layoutSubviews()` ran and then
/// places one of them by hand.
private final class HandLayoutView: UIView {
  var framesSeen: [CGRect] = []
  var handPlaced: UIView?
  var handFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
  var calls = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    calls += 1
    framesSeen = subviews.map(\.frame)
    handPlaced?.frame = handFrame
  }
}

/// A view that counts `updateConstraints()` calls and, if asked, changes a constant there.
private final class UpdatingView: UIView {
  var calls = 0
  var log: (String) -> Void = { _ in }
  var name = ""
  var constraintToUpdate: NSLayoutConstraint?
  var newConstant: CGFloat = 0

  override func updateConstraints() {
    calls += 1
    log(name)
    constraintToUpdate?.constant = newConstant
    super.updateConstraints()
  }
}

/// An object shared by the closures of one test, to record an order.
private final class Recorder {
  var entries: [String] = []
}

@Suite("Engine: the layout pass")
struct EngineLayoutPassTests {
  /// `layoutSubviews()` runs after the engine's frames are applied, and a frame it sets by hand
  /// stays until the next pass, for a view laid out by constraints as for one that is not.
  @Test(arguments: [false, true])
  func layoutSubviewsRunsAfterFramesAndMayPlaceByHand(translates: Bool) {
    let root = HandLayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let pinned = engineAdd(to: root)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      pinned.widthAnchor.constraint(equalToConstant: 30),
      pinned.heightAnchor.constraint(equalToConstant: 40),
    ])
    let manual = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    manual.translatesAutoresizingMaskIntoConstraints = translates
    root.addSubview(manual)
    if !translates {
      NSLayoutConstraint.activate([
        manual.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
        manual.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        manual.widthAnchor.constraint(equalToConstant: 50),
        manual.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
    root.handPlaced = manual
    root.handFrame = CGRect(x: 200, y: 100, width: 60, height: 30)
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    #expect(messages.isEmpty)
    #expect(root.framesSeen.first == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(pinned.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    if translates {
      #expect(manual.frame == root.handFrame)
    } else {
      #expect(manual.frame == root.handFrame)
    }
    #expect(root.calls == 1)
  }

  /// `updateConstraints()` runs once per `setNeedsUpdateConstraints()`, before the solve, so a
  /// constant it changes shows in the same pass; subviews are updated before their superview.
  @Test func updateConstraintsRunsOnceAfterSetNeedsUpdateConstraints() {
    let recorder = Recorder()
    let root = UpdatingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.name = "root"
    root.log = { recorder.entries.append($0) }
    let child = engineAdd(UpdatingView(), to: root)
    child.name = "child"
    child.log = { recorder.entries.append($0) }
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      leading,
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let baseline = (root.calls, child.calls)
    recorder.entries = []

    child.constraintToUpdate = leading
    child.newConstant = 70
    child.setNeedsUpdateConstraints()
    root.setNeedsUpdateConstraints()
    #expect(child.frame.minX == 10)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 70)
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(child.calls == baseline.1 + 1)
    #expect(root.calls == baseline.0 + 1)
    #expect(recorder.entries == ["child", "root"])
  }

  /// A view that asked for `updateConstraints()` before it joined a tree gets it at that tree's
  /// next layout: the pass skips its walk only while no view anywhere has asked.
  @Test func aRequestMadeBeforeJoiningTheTreeRuns() {
    let root = UpdatingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.layoutIfNeeded()
    let late = UpdatingView()
    late.setNeedsUpdateConstraints()
    #expect(late.calls == 0)
    engineAdd(late, to: root)
    root.layoutIfNeeded()
    #expect(late.calls == 1)
    #expect(!late.needsUpdateConstraints)
    root.layoutIfNeeded()
    #expect(late.calls == 1)
  }

  /// The pass walks only the subtrees where a view asked for `updateConstraints()`: a request
  /// three levels down runs, the views around it do not, and one raised during the walk for a
  /// view it has passed (a sibling that came earlier) runs in the pass's next round, before
  /// `layoutIfNeeded()` returns.
  @Test func requestsDeepInTheTreeRunAndLateOnesRunInTheNextRound() {
    let root = UpdatingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let first = engineAdd(UpdatingView(), to: root)
    let second = engineAdd(UpdatingView(), to: root)
    let middle = engineAdd(UpdatingView(), to: second)
    let deep = engineAdd(UpdatingView(), to: middle)
    root.layoutIfNeeded()
    let before = (first.calls, second.calls, middle.calls, deep.calls)

    deep.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(deep.calls == before.3 + 1)
    #expect((first.calls, second.calls, middle.calls) == (before.0, before.1, before.2))

    // `second`'s update asks again of `first`, which the walk has passed.
    second.log = { _ in first.setNeedsUpdateConstraints() }
    second.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(second.calls == before.1 + 1)
    #expect(first.calls == before.0 + 1)
  }

  /// A constant changed after layout changes no frame until the next `layoutIfNeeded()`, which
  /// re-solves.
  @Test func changingAConstantResolvesOnTheNextLayoutOnly() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    let width = view.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      top, width,
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
    top.constant = 30
    width.constant = 80
    #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
    view.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 30, width: 80, height: 20))
    // Back to the first values: the engine re-solves from its last solution.
    top.constant = 10
    width.constant = 50
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
  }

  /// Activating and deactivating after layout also waits for the next pass.
  @Test func activationResolvesOnTheNextLayout() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
    ])
    let narrow = view.widthAnchor.constraint(equalToConstant: 40)
    narrow.priority = .defaultLow
    narrow.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 40)
    wide.isActive = true
    #expect(view.frame.width == 40)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    wide.isActive = false
    root.layoutIfNeeded()
    #expect(view.frame.width == 40)
  }

  /// A root whose frame changes re-lays out the children pinned to it.
  @Test func rootFrameChangeRelaysOutChildren() {
    let root = engineRoot(320, 200)
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 8, width: 288, height: 184))
    root.frame = CGRect(x: 30, y: 40, width: 414, height: 100)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 8, width: 382, height: 84))
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 8, width: 168, height: 34))
  }

  /// Two views side by side filling a root of 300, each wanting its own width at 250; the
  /// wants are installed on the views themselves, so the tree's order is `a`'s before `b`'s.
  private func sideBySide(activating wants: [Bool]) -> (UIView, UIView, UIView) {
    let root = engineRoot(300, 50)
    let a = engineAdd(to: root)
    let b = engineAdd(to: root)
    pinSideBySide(a, b, in: root)
    setWants(wants, a, b)
    return (root, a, b)
  }

  /// Activates (or deactivates) `a.width == 50 @250` and `b.width == 60 @250`, the one installed
  /// on `a` and the other on `b`, made once per view.
  private func setWants(_ wants: [Bool], _ a: UIView, _ b: UIView) {
    for (view, (active, width)) in zip([a, b], zip(wants, [CGFloat(50), 60])) {
      let want =
        view.constraints.first { $0.firstAttribute == .width }
        ?? {
          let made = view.widthAnchor.constraint(equalToConstant: width)
          made.priority = .defaultLow
          return made
        }()
      want.isActive = active
    }
  }

  /// E5 for constraints activated after a layout: a relayout that only activates, deactivates
  /// or changes constraints (without gathering the tree again) lands where a fresh layout does;
  /// a tie goes to the want that comes first in the tree's order, even when it is activated
  /// last.
  @Test func constraintChangesLandWhereAFreshLayoutDoes() {
    let steps: [[Bool]] = [
      [false, true], [true, true], [false, true], [true, false], [true, true],
    ]
    let (root, a, b) = sideBySide(activating: steps[0])
    root.layoutIfNeeded()
    for wants in steps.dropFirst() {
      setWants(wants, a, b)
      root.layoutIfNeeded()
      let (freshRoot, freshA, freshB) = sideBySide(activating: wants)
      freshRoot.layoutIfNeeded()
      #expect(a.frame == freshA.frame && b.frame == freshB.frame, "wants \(wants)")
    }
    // With both wants, `a`'s (first in the tree) yields: b keeps its 60.
    #expect(a.frame.width == 240 && b.frame.width == 60)
  }

  /// A root with a simulated safe area and a centered card 300 wide, whose label keeps to the
  /// card's safe area: how much of the root's safe area the card overlaps depends on the card's
  /// frame, so its safe area is read from frames.
  private func cardInSafeArea(width: CGFloat) -> (UIView, [UIView]) {
    let root = engineRoot(width, 400)
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 24, bottom: 34, right: 24)
    let card = engineAdd(to: root)
    let label = engineAdd(UILabel(), to: card)
    label.text = "Safe"
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      card.heightAnchor.constraint(equalToConstant: 100),
      label.leadingAnchor.constraint(equalTo: card.safeAreaLayoutGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor),
    ])
    return (root, [card, label])
  }

  /// Margins read from frames (here a safe area) still follow a resized root: the pass that
  /// would only move the root's frame constraints gathers the tree instead, and lands where a
  /// fresh layout does.
  @Test func resizingWithMarginsFromFramesLandsWhereAFreshLayoutDoes() {
    let (root, views) = cardInSafeArea(width: 430)
    root.layoutIfNeeded()
    #expect(views[1].frame.minX == 0)
    for width in [CGFloat(320), 430, 330] {
      root.frame = CGRect(x: 0, y: 0, width: width, height: 400)
      root.layoutIfNeeded()
      let (freshRoot, fresh) = cardInSafeArea(width: width)
      freshRoot.layoutIfNeeded()
      #expect(views.map(\.frame) == fresh.map(\.frame), "at width \(width)")
    }
    // At 330 the card starts at 15, 9 points inside the root's 24-point safe area.
    #expect(views[0].frame.minX == 15 && views[1].frame.minX == 9)
  }

  /// A stack of five views pinned to a root of `width`, whose required minimum width (150)
  /// narrower roots cannot give.
  private func resizableRow(width: CGFloat) -> (UIView, [UIView]) {
    let root = engineRoot(width, 60)
    let views = (0..<5).map { index in
      let view = UILabel()
      view.text = String(repeating: "Wide ", count: index + 1)
      return view as UIView
    }
    let stack = engineAdd(UIStackView(arrangedSubviews: views), to: root)
    stack.spacing = 8
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
    ])
    return (root, [stack] + views)
  }

  /// E5, S4, E6 and E8 under resizing: a resized root lands where a fresh one does.
  ///
  /// A root resized step by step, which moves only its frame constraints, lands every view where
  /// a root made at that size does (the stack's tie rule included). The first width its required constraints cannot take logs, byte for byte, what
  /// a fresh layout at that width logs; afterwards the broken constraint stays broken (E6a), so
  /// a narrower width logs nothing more.
  @Test func resizingLandsWhereAFreshLayoutDoes() {
    let widths: [CGFloat] = [400, 300, 700, 240, 120, 500, 90, 1000, 350]
    let (root, views) = resizableRow(width: widths[0])
    root.layoutIfNeeded()
    var hasConflicted = false
    for width in widths.dropFirst() {
      let (_, resizedLog) = StrutLog.capture {
        root.frame = CGRect(x: 0, y: 0, width: width, height: 60)
        root.layoutIfNeeded()
      }
      let (fresh, freshLog) = StrutLog.capture {
        let (freshRoot, freshViews) = resizableRow(width: width)
        freshRoot.layoutIfNeeded()
        return freshViews
      }
      #expect(views.map(\.frame) == fresh.map(\.frame), "at width \(width)")
      #expect(resizedLog == (hasConflicted ? [] : freshLog), "at width \(width)")
      hasConflicted = hasConflicted || !freshLog.isEmpty
    }
    #expect(hasConflicted)
  }

  /// A stack crossing its fitting width goes on incrementally (performance.md's resize workload).
  ///
  /// At 100 views, laid out at its fitting width and resized to three quarters of it, every
  /// view's binding constraint flips: some 25,000 merged entries of dual simplex. A rebuild
  /// re-keys the solver's 700 constraints, which costs more than finishing (measured: 0.75 ms
  /// against 0.15 ms), however cheaply the first layout built them; the solver goes on
  /// incrementally and lands where a fresh layout does.
  @Test func aStackCrossingItsFittingWidthGoesOnIncrementally() {
    func stack(width: CGFloat?) -> (UIView, [UIView]) {
      let views = (0..<100).map { EngineSizedView(CGFloat(20 + (37 * $0) % 61), 20) }
      let fit = views.reduce(0) { $0 + $1.contentSize.width } + 8 * 99
      let root = engineRoot(width ?? fit, 44)
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 8
      pinAcrossTop(stack, of: root)
      return (root, views)
    }
    let (root, views) = stack(width: nil)
    root.layoutIfNeeded()
    let narrow = (root.frame.width * 0.75).rounded()
    root.frame.size.width = narrow
    root.layoutIfNeeded()
    #expect(root.engine?.solver.rebuilds == 0)
    let (freshRoot, freshViews) = stack(width: narrow)
    freshRoot.layoutIfNeeded()
    #expect(views.map(\.frame) == freshViews.map(\.frame))
  }

  // S3 and issue #4's toggle: hiding an arranged view swaps its follower's spacing
  // (`next.leading == hidden.trailing + s`) for one to the view before it; the engine changes
  // the old constraint into the new in place, and the frames are a fresh layout's, hidden and
  // shown again.
  @Test func hidingAnArrangedViewRepinsItsFollowerInPlace() {
    func stack(hiding hidden: Bool) -> (UIView, UIStackView) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
      let views = (0..<6).map { StackContentView(CGFloat(30 + 7 * $0), 20) }
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 8
      pinAcrossTop(stack, of: root)
      views[3].isHidden = hidden
      return (root, stack)
    }
    let (root, live) = stack(hiding: false)
    root.layoutIfNeeded()
    live.arrangedSubviews[3].isHidden = true
    root.layoutIfNeeded()
    #expect(root.engine?.solver.expressionShifts == 1)
    let (hiddenRoot, hidden) = stack(hiding: true)
    hiddenRoot.layoutIfNeeded()
    #expect(live.arrangedSubviews.map(\.frame) == hidden.arrangedSubviews.map(\.frame))
    live.arrangedSubviews[3].isHidden = false
    root.layoutIfNeeded()
    let (shownRoot, shown) = stack(hiding: false)
    shownRoot.layoutIfNeeded()
    #expect(live.arrangedSubviews.map(\.frame) == shown.arrangedSubviews.map(\.frame))
  }

  // S3 and issue #4's toggle, the other way: showing an arranged view again brings back the
  // spacing before it and the one after it; the engine pins the shown view to the view before
  // it first and then re-routes the follower's spacing through it in place, so a show merges
  // about twice the entries a hide does (pinned last, the view closed the chain again and the
  // solver walked the row that spans the stack several times: four times a hide's work), and
  // the frames are a fresh layout's.
  @Test func showingAnArrangedViewPinsItBeforeRepinningItsFollower() throws {
    func stack(hiding hidden: Bool) -> (UIView, UIStackView) {
      let views = (0..<60).map { StackContentView(CGFloat(20 + (37 * $0) % 61), 20) }
      let width = views.reduce(0) { $0 + $1.intrinsicContentSize.width } + 8 * 59
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 8
      pinAcrossTop(stack, of: root)
      views[30].isHidden = hidden
      return (root, stack)
    }
    let (root, live) = stack(hiding: false)
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    let beforeHide = engine.solver.tableau.work
    live.arrangedSubviews[30].isHidden = true
    root.layoutIfNeeded()
    let hideWork = engine.solver.tableau.work - beforeHide
    live.arrangedSubviews[30].isHidden = false
    root.layoutIfNeeded()
    let showWork = engine.solver.tableau.work - beforeHide - hideWork
    #expect(engine.solver.rebuilds == 0)
    #expect(showWork <= hideWork * 5 / 2, "hide \(hideWork), show \(showWork)")
    let (shownRoot, shown) = stack(hiding: false)
    shownRoot.layoutIfNeeded()
    #expect(live.arrangedSubviews.map(\.frame) == shown.arrangedSubviews.map(\.frame))
  }

  // E1 (found by random edit sequences): removing a frame-based view removes the constraints
  // that name it; a required height that they made redundant must hold again afterwards. The
  // label's height fell to 0.
  @Test func removingAViewKeepsEqualitiesItsConstraintsMadeRedundant() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let anchor = UIView(frame: CGRect(x: 76, y: 362, width: 8, height: 63))
    let card = UIView(frame: CGRect(x: 120, y: 354, width: 122, height: 42))
    root.addSubview(anchor)
    root.addSubview(card)
    let badge = engineAdd(to: card)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      badge.heightAnchor.constraint(equalToConstant: 61),
      badge.centerYAnchor.constraint(equalTo: anchor.centerYAnchor, constant: -1),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame.minY == 8 && badge.frame.height == 61)
    let log = StrutLog.messages {
      anchor.removeFromSuperview()
      root.layoutIfNeeded()
    }
    #expect(log.isEmpty)
    #expect(badge.frame.minY == 8 && badge.frame.height == 61)
  }
}

/// Rounding and autoresizing.
///
/// The pixel-rounding tests change `UIScreen.main.scale` for their own task only
/// (`UIScreen.withScale`), so they run beside every other test.
@Suite("Engine: pixel rounding and autoresizing")
struct EngineRoundingTests {
  /// Runs `body` with the main screen's scale set to `scale`, then restores it.
  private func withScale(_ scale: CGFloat, _ body: () -> Void) {
    UIScreen.main.withScale(scale) { body() }
  }

  /// Views at `x` of the given widths, abutting, in a row from `x`.
  private func row(x: CGFloat, widths: [CGFloat]) -> (UIView, [UIView]) {
    let root = engineRoot(400, 100)
    var previous: NSLayoutXAxisAnchor = root.leadingAnchor
    var constant = x
    var views: [UIView] = []
    for width in widths {
      let view = engineAdd(to: root)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: previous, constant: constant),
        view.widthAnchor.constraint(equalToConstant: width),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.4),
        view.heightAnchor.constraint(equalToConstant: 10.1),
      ])
      previous = view.trailingAnchor
      constant = 0
      views.append(view)
    }
    return (root, views)
  }

  /// Frames land on the 3× pixel grid: 10.1 becomes 10, 10.2 becomes 10⅓, and edges that meet
  /// in the solution still meet.
  @Test func roundsToThirdsAtScale3() {
    withScale(3) {
      let (root, views) = row(x: 10.1, widths: [33.4, 20.05, 7])
      root.layoutIfNeeded()
      #expect(views[0].frame.minX == 10)
      let third: CGFloat = 1.0 / 3.0
      #expect(views[0].frame.minY == third)
      #expect(views[0].frame.maxX == views[1].frame.minX)
      #expect(views[1].frame.maxX == views[2].frame.minX)
      for view in views {
        for value in [view.frame.minX, view.frame.width, view.frame.minY, view.frame.height] {
          #expect(abs((value * 3).rounded() - value * 3) < 1e-9, "\(value) is off the 3× grid")
        }
      }
      let edge: CGFloat = 131.0 / 3.0
      #expect(views[0].frame.maxX == edge)

      let (other, shifted) = row(x: 10.2, widths: [10])
      other.layoutIfNeeded()
      let shiftedEdge: CGFloat = 31.0 / 3.0
      #expect(shifted[0].frame.minX == shiftedEdge)
    }
  }

  /// The same layout at 2× lands on halves.
  @Test func roundsToHalvesAtScale2() {
    withScale(2) {
      let (root, views) = row(x: 10.1, widths: [33.4, 20.05, 7])
      root.layoutIfNeeded()
      #expect(views[0].frame.minX == 10)
      #expect(views[0].frame.minY == 0.5)
      #expect(views[0].frame.maxX == 43.5)
      #expect(views[0].frame.maxX == views[1].frame.minX)
      #expect(views[1].frame.maxX == views[2].frame.minX)
      for view in views {
        for value in [view.frame.minX, view.frame.width, view.frame.minY, view.frame.height] {
          #expect(abs((value * 2).rounded() - value * 2) < 1e-9, "\(value) is off the 2× grid")
        }
      }
    }
  }

  /// Three equal thirds of 100 points keep abutting, and the last ends at the edge, at 2× and
  /// at 3×; the rounded widths differ by at most a pixel.
  @Test(arguments: [CGFloat(2), 3])
  func equalThirdsStayTogether(scale: CGFloat) {
    withScale(scale) {
      let root = engineRoot(100, 10)
      let views = (0..<3).map { _ in engineAdd(to: root) }
      for (index, view) in views.enumerated() {
        let leading: NSLayoutXAxisAnchor =
          index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor
        NSLayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: leading),
          view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3.0),
          view.topAnchor.constraint(equalTo: root.topAnchor),
          view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
      }
      root.layoutIfNeeded()
      #expect(views[0].frame.minX == 0)
      #expect(views[0].frame.maxX == views[1].frame.minX)
      #expect(views[1].frame.maxX == views[2].frame.minX)
      #expect(views[2].frame.maxX == 100)
      let widths = views.map(\.frame.width)
      #expect((widths.max()! - widths.min()!) <= 1 / scale + 1e-9)
    }
  }

  /// Rounding is done in the root's coordinates: a child of a fractionally placed parent meets
  /// its parent's sibling on the same pixel.
  @Test func nestedRoundingKeepsEdgesTogether() {
    withScale(3) {
      let root = engineRoot(300, 100)
      let parent = engineAdd(to: root)
      let child = engineAdd(to: parent)
      let sibling = engineAdd(to: root)
      NSLayoutConstraint.activate([
        parent.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.1),
        parent.topAnchor.constraint(equalTo: root.topAnchor),
        parent.widthAnchor.constraint(equalToConstant: 100.1),
        parent.heightAnchor.constraint(equalToConstant: 50),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20.1),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        child.topAnchor.constraint(equalTo: parent.topAnchor),
        child.heightAnchor.constraint(equalToConstant: 10),
        sibling.leadingAnchor.constraint(equalTo: child.trailingAnchor),
        sibling.topAnchor.constraint(equalTo: root.topAnchor),
        sibling.widthAnchor.constraint(equalToConstant: 10),
        sibling.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      let childMaxXInRoot = parent.frame.minX + child.frame.maxX
      #expect(childMaxXInRoot == sibling.frame.minX)
      #expect(parent.frame.maxX == sibling.frame.minX)
    }
  }

  // MARK: Autoresizing (E10)

  /// One autoresizing case: the flexible parts of an axis, and the expected (origin, length)
  /// after the superview grows from 100 to 500 and shrinks from 100 to 60.
  struct AutoresizingCase: Sendable, CustomTestStringConvertible {
    let name: String
    let start: Bool
    let length: Bool
    let end: Bool
    let grown: (CGFloat, CGFloat)
    let shrunk: (CGFloat, CGFloat)

    var testDescription: String { name }
  }

  /// A view at 20 of length 60 in a superview of 100 (margins 20, 60, 20).
  ///
  /// Flexible parts share
  /// the change in proportion to their sizes (UIViewAutoresizing); fixed parts keep theirs.
  static let autoresizingCases: [AutoresizingCase] = [
    .init(
      name: "none", start: false, length: false, end: false, grown: (20, 60), shrunk: (20, 60)),
    .init(
      name: "margin-start", start: true, length: false, end: false, grown: (420, 60),
      shrunk: (-20, 60)),
    .init(
      name: "length", start: false, length: true, end: false, grown: (20, 460), shrunk: (20, 20)
    ),
    .init(
      name: "margin-end", start: false, length: false, end: true, grown: (20, 60),
      shrunk: (20, 60)),
    .init(
      name: "start+length", start: true, length: true, end: false, grown: (120, 360),
      shrunk: (10, 30)),
    .init(
      name: "start+end", start: true, length: false, end: true, grown: (220, 60),
      shrunk: (0, 60)),
    .init(
      name: "length+end", start: false, length: true, end: true, grown: (20, 360),
      shrunk: (20, 30)),
    .init(
      name: "all", start: true, length: true, end: true, grown: (100, 300), shrunk: (12, 36)),
  ]

  /// E10: every single-flag and two-flag mask, horizontally and vertically, shares a change of
  /// the superview's size in proportion to the flexible parts, and undoing the change restores
  /// the frame.
  @Test(arguments: autoresizingCases)
  func autoresizingSharesTheChangeProportionally(_ item: AutoresizingCase) {
    var mask: UIView.AutoresizingMask = []
    if item.start { mask.formUnion([.flexibleLeftMargin, .flexibleTopMargin]) }
    if item.length { mask.formUnion([.flexibleWidth, .flexibleHeight]) }
    if item.end { mask.formUnion([.flexibleRightMargin, .flexibleBottomMargin]) }
    let root = engineRoot(100, 100)
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    view.autoresizingMask = mask
    root.addSubview(view)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 20, width: 60, height: 60))

    root.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
    root.layoutIfNeeded()
    let grown = CGRect(x: item.grown.0, y: item.grown.0, width: item.grown.1, height: item.grown.1)
    #expect(view.frame == grown)

    root.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
    root.layoutIfNeeded()
    let shrunk = CGRect(
      x: item.shrunk.0, y: item.shrunk.0, width: item.shrunk.1, height: item.shrunk.1)
    #expect(view.frame == shrunk)

    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
  }

  /// E10: the two axes are independent: a flexible width with fixed top and height.
  @Test func autoresizingAxesAreIndependent() {
    let root = engineRoot(100, 100)
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 20, y: 70, width: 160, height: 60))
  }

  /// E10: autoresizing nests: a flexible-width child of a flexible-width view follows the root.
  @Test func autoresizingNests() {
    let root = engineRoot(100, 100)
    let middle = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    middle.autoresizingMask = [.flexibleWidth]
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 10))
    inner.autoresizingMask = [.flexibleLeftMargin]
    root.addSubview(middle)
    middle.addSubview(inner)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.layoutIfNeeded()
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    #expect(inner.frame == CGRect(x: 110, y: 10, width: 60, height: 10))
  }

  /// E10: a frame set by hand becomes the new basis; later resizes start from it.
  @Test func settingTheFrameResetsTheAutoresizingBasis() {
    let root = engineRoot(100, 100)
    let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    view.autoresizingMask = [.flexibleWidth]
    root.addSubview(view)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    root.layoutIfNeeded()
    #expect(view.frame.width == 160)
    view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
  }
}
