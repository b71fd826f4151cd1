import Foundation
import Testing

@testable import Strut

/// A root view with one subview at (0, 0, 100, 100), moving to `target` in the tests.
private func makeTree() -> (root: UIView, view: UIView) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  root.addSubview(view)
  return (root, view)
}

private let target = CGRect(x: 100, y: 200, width: 200, height: 50)

/// Records the completions a test receives.
private final class Completions {
  var received: [Bool] = []
  func handler(_ finished: Bool) { received.append(finished) }
}

// Serialized only because `disabledAnimationsCompleteAtOnce` flips UIKit's process-wide
// switch; clocks and animation blocks themselves are per tree and per task (see
// `clocksArePerRootAndParallelTestsDoNotInterfere`).
@Suite("Animation: UIView.animate records animations on an explicit clock", .serialized)
struct AnimationTests {
  // UIKit: the model value changes at once; only the presentation layer animates.
  @Test func modelValueIsFinalImmediately() {
    let (root, view) = makeTree()
    UIView.animate(withDuration: 0.3) {
      view.frame = target
      view.alpha = 0.5
    }
    #expect(view.frame == target)
    #expect(view.alpha == 0.5)
    #expect(view.frameAnimation?.fromValue == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.frameAnimation?.toValue == target)
    #expect(view.frameAnimation?.duration == 0.3)
    #expect(view.frameAnimation?.beginTime == root.animationClock.now)
    #expect(root.frameAnimation == nil)
  }

  // UIKit: .curveLinear moves at constant speed from the old frame to the new one.
  @Test func linearPresentationAtStartMiddleAndEnd() {
    let (_, view) = makeTree()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame = target }
    #expect(view.frameAnimation?.timing == .curve(.linear))
    #expect(view.presentationFrame(at: 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.presentationFrame(at: 0.25) == CGRect(x: 25, y: 50, width: 125, height: 87.5))
    #expect(view.presentationFrame(at: 0.5) == CGRect(x: 50, y: 100, width: 150, height: 75))
    #expect(view.presentationFrame(at: 1) == target)
    #expect(view.presentationFrame(at: 2) == target)
  }

  // UIKit: the default curve is ease-in-out, Core Animation's Bézier (0.42, 0, 0.58, 1):
  // symmetric, so halfway in time is halfway in value; slow at the start.
  @Test func easeInOutPresentationAtStartMiddleAndEnd() {
    let (_, view) = makeTree()
    UIView.animate(withDuration: 1) { view.frame = target }
    #expect(view.frameAnimation?.timing == .curve(.easeInOut))
    #expect(view.presentationFrame(at: 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.presentationFrame(at: 0.5) == CGRect(x: 50, y: 100, width: 150, height: 75))
    #expect(view.presentationFrame(at: 1) == target)
    // At a quarter of the time the value has gone 12.916… % of the way (x(s) = 0.25 at
    // s ≈ 0.22507, y(s) ≈ 0.129162), less than linear's 25 %.
    let quarter = view.presentationFrame(at: 0.25).origin.x
    #expect(abs(quarter - 12.916_19) < 0.000_01)
  }

  // Core Animation's Bézier curves: sampling at x(s) gives y(s), for points computed from the
  // control points directly (independent of Strut's solver).
  @Test(arguments: [
    (UIView.AnimationCurve.easeInOut, 0.42, 0.0, 0.58, 1.0),
    (UIView.AnimationCurve.easeIn, 0.42, 0.0, 1.0, 1.0),
    (UIView.AnimationCurve.easeOut, 0.0, 0.0, 0.58, 1.0),
  ])
  func curvesFollowTheirBezier(
    curve: UIView.AnimationCurve, x1: Double, y1: Double, x2: Double, y2: Double
  ) {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    for s in stride(from: 0.05, to: 1, by: 0.05) {
      let progress = curve.progress(atFraction: bezier(s, x1, x2))
      #expect(abs(progress - bezier(s, y1, y2)) < 1e-9)
    }
  }

  // UIKit: the curve options keep UIKit's raw values, and bits 16–19 select the curve.
  @Test func optionsHaveUIKitRawValues() {
    #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
    #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions([.curveEaseOut, .beginFromCurrentState]).curve == .easeOut)
    #expect(UIView.AnimationOptions([]).curve == .easeInOut)
  }

  // UIKit: during the delay the view shows its start value (fill mode backwards); then it
  // animates over the duration.
  @Test func delayHoldsTheStartFrame() {
    let (root, view) = makeTree()
    let start = view.frame
    UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.frame = target }
    #expect(view.frameAnimation?.delay == 0.5)
    #expect(view.frameAnimation?.endTime == 1.5)
    #expect(view.presentationFrame(at: 0.4) == start)
    #expect(view.presentationFrame(at: 1) == CGRect(x: 50, y: 100, width: 150, height: 75))
    root.animationClock.advance(by: 1.4)
    #expect(view.frameAnimation != nil)
    root.animationClock.advance(by: 0.1)
    #expect(view.frameAnimation == nil)
  }

  // UIKit: the completion runs when the animation ends, with finished == true.
  @Test func completionRunsWhenTheClockPassesTheEnd() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.animate(
      withDuration: 0.25, animations: { view.frame = target }, completion: completions.handler)
    #expect(completions.received.isEmpty)
    root.animationClock.advance(by: 0.2)
    #expect(completions.received.isEmpty)
    #expect(root.animationClock.hasRunningAnimations)
    root.animationClock.advance(by: 0.1)
    #expect(completions.received == [true])
    #expect(root.animationClock.now == 0.30000000000000004)
    #expect(!root.animationClock.hasRunningAnimations)
    #expect(view.presentationFrame(at: root.animationClock.now) == target)
  }

  // UIKit's completion after the whole animation; Strut's finishAll() gets there at once.
  @Test func finishAllRunsCompletionsAtOnce() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.animate(
      withDuration: 10, animations: { view.frame = target }, completion: completions.handler)
    root.animationClock.finishAll()
    #expect(completions.received == [true])
    #expect(root.animationClock.now == 0)
    #expect(view.frameAnimation == nil)
    #expect(view.presentationFrame(at: 0) == target)
  }

  // UIKit: a completion may start the next animation, which begins when the first ended.
  @Test func animationsChainedInCompletionsBeginWhenThePreviousEnds() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.animate(
      withDuration: 1, animations: { view.frame = target },
      completion: { _ in
        UIView.animate(
          withDuration: 1, animations: { view.alpha = 0 }, completion: completions.handler)
      })
    root.animationClock.advance(by: 1.5)
    #expect(view.alphaAnimation?.beginTime == 1)
    #expect(view.presentationAlpha(at: 1.5) == 0.5)
    root.animationClock.advance(by: 0.5)
    #expect(completions.received == [true])
  }

  // UIKit: performWithoutAnimation applies changes directly, even inside an animation block.
  @Test func performWithoutAnimationRecordsNothing() {
    let (root, view) = makeTree()
    var enabledInside = true
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation {
        view.frame = target
        view.alpha = 0
        enabledInside = UIView.areAnimationsEnabled
      }
    }
    #expect(view.frame == target)
    #expect(view.frameAnimation == nil)
    #expect(view.alphaAnimation == nil)
    #expect(!root.animationClock.hasRunningAnimations)
    #expect(!enabledInside)
    #expect(UIView.areAnimationsEnabled)
  }

  // UIKit: a completion of a block that animates nothing, or has no duration, runs at once
  // with finished == true (UIKit: on the next run-loop turn).
  @Test func zeroDurationAndEmptyBlocksCompleteAtOnce() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.animate(
      withDuration: 0, animations: { view.frame = target }, completion: completions.handler)
    UIView.animate(withDuration: 1, animations: {}, completion: completions.handler)
    #expect(completions.received == [true, true])
    #expect(view.frame == target)
    #expect(!root.animationClock.hasRunningAnimations)
  }

  // UIKit: animating a constraint change is `UIView.animate { root.layoutIfNeeded() }`; the
  // frames the layout pass applies inside the block are animated.
  @Test func constraintDrivenAnimationRecordsStartAndEndFrames() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let collapsed = card.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      collapsed,
    ])
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 10, width: 260, height: 40))

    collapsed.isActive = false
    card.heightAnchor.constraint(equalToConstant: 200).isActive = true
    UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }

    #expect(card.frame == CGRect(x: 20, y: 10, width: 260, height: 200))
    let record = card.frameAnimation
    #expect(record?.fromValue == CGRect(x: 20, y: 10, width: 260, height: 40))
    #expect(record?.toValue == CGRect(x: 20, y: 10, width: 260, height: 200))
    #expect(record?.duration == 0.25)
    #expect(card.presentationFrame(at: 0.125) == CGRect(x: 20, y: 10, width: 260, height: 120))
    #expect(root.frameAnimation == nil)
  }

  // UIKit: a spring settles at the end value after its duration; a damping ratio below 1
  // overshoots, 1 does not.
  @Test func springSettlesAtTheEndFrame() {
    let (root, view) = makeTree()
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { view.frame = target })
    let record = view.frameAnimation
    #expect(record?.timing == .spring(dampingRatio: 0.5, initialVelocity: 0))
    #expect(view.presentationFrame(at: 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.presentationFrame(at: 1) == target)
    let nearEnd = view.presentationFrame(at: 0.95).origin.x
    #expect(abs(nearEnd - target.origin.x) < 0.5)
    let samples = stride(from: 0.0, through: 1, by: 0.01).map { record!.progress(at: $0) }
    #expect(samples.max()! > 1.1)

    let critical = UIView.AnimationTiming.spring(dampingRatio: 1, initialVelocity: 0)
    let overdamped = UIView.AnimationTiming.spring(dampingRatio: 2, initialVelocity: 0)
    for timing in [critical, overdamped] {
      let values = stride(from: 0.0, through: 1, by: 0.01).map {
        timing.progress(atElapsed: $0, duration: 1)
      }
      #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 })
      #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(values.last == 1)
    }

    root.animationClock.advance(by: 1)
    #expect(view.frameAnimation == nil)
  }

  // UIKit: initialSpringVelocity is in whole distances per second; the spring starts moving
  // at that speed.
  @Test func springStartsWithItsInitialVelocity() {
    let timing = UIView.AnimationTiming.spring(dampingRatio: 0.8, initialVelocity: 2)
    let speed = timing.progress(atElapsed: 1e-6, duration: 1) / 1e-6
    #expect(abs(speed - 2) < 0.01)
  }

  // UIKit (non-additive, as before iOS 8): a new animation replaces the running one, whose
  // completion gets finished == false; it starts from the model value before the change.
  @Test func interruptingStartsFromTheModelFrame() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = target },
      completion: completions.handler)
    root.animationClock.advance(by: 0.5)
    let moved = CGRect(x: 0, y: 0, width: 10, height: 10)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = moved },
      completion: completions.handler)
    #expect(completions.received == [false])
    #expect(view.frameAnimation?.fromValue == target)
    #expect(view.frameAnimation?.beginTime == 0.5)
    root.animationClock.advance(by: 1)
    #expect(completions.received == [false, true])
  }

  // UIKit: .beginFromCurrentState starts from what is on screen: the running animation's
  // presentation value.
  @Test func beginFromCurrentStateStartsFromThePresentationFrame() {
    let (root, view) = makeTree()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame = target }
    root.animationClock.advance(by: 0.5)
    let moved = CGRect(x: 0, y: 0, width: 10, height: 10)
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
      animations: { view.frame = moved })
    #expect(view.frameAnimation?.fromValue == CGRect(x: 50, y: 100, width: 150, height: 75))
    #expect(view.frameAnimation?.toValue == moved)
  }

  // UIKit: alpha animates like the frame.
  @Test func alphaChangesAreRecorded() {
    let (_, view) = makeTree()
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
    #expect(view.alpha == 0)
    #expect(view.alphaAnimation?.fromValue == 1)
    #expect(view.alphaAnimation?.toValue == 0)
    #expect(view.presentationAlpha(at: 0.25) == 0.75)
    #expect(view.frameAnimation == nil)
  }

  // UIKit: the start value is the one before the block's first change; later changes in the
  // block only move the end value.
  @Test func startIsTheFrameBeforeTheFirstChange() {
    let (_, view) = makeTree()
    UIView.animate(withDuration: 1) {
      view.center = CGPoint(x: 500, y: 500)
      view.bounds.size = CGSize(width: 10, height: 10)
      view.frame = target
    }
    #expect(view.frameAnimation?.fromValue == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.frameAnimation?.toValue == target)
  }

  // UIKit (View Programming Guide, "Nesting Animation Blocks"): a nested block inherits the
  // outer duration and curve unless it overrides them; its delay is its own.
  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let (root, view) = makeTree()
    let other = UIView()
    let third = UIView()
    root.addSubview(other)
    root.addSubview(third)
    var inherited: TimeInterval = -1
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      view.frame = target
      UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveEaseIn) {
        other.alpha = 0
        inherited = UIView.inheritedAnimationDuration
      }
      UIView.animate(
        withDuration: 0.5, delay: 0,
        options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve]
      ) { third.alpha = 0 }
    }
    #expect(inherited == 2)
    #expect(UIView.inheritedAnimationDuration == 0)
    #expect(view.frameAnimation?.duration == 2)
    #expect(other.alphaAnimation?.duration == 2)
    #expect(other.alphaAnimation?.delay == 0.25)
    #expect(other.alphaAnimation?.timing == .curve(.linear))
    #expect(third.alphaAnimation?.duration == 0.5)
    #expect(third.alphaAnimation?.timing == .curve(.easeIn))
  }

  // UIKit: a change made inside a nested block belongs to that block, even if the outer block
  // changed the view first; the start is still the value before the outer change.
  @Test func nestedBlockTakesOverTheOuterChange() {
    let (root, view) = makeTree()
    let completions = Completions()
    let outer = {
      view.frame = target
      UIView.animate(
        withDuration: 3, delay: 0.5, options: .overrideInheritedDuration,
        animations: { view.frame.origin.x = 7 })
    }
    UIView.animate(withDuration: 1, animations: outer, completion: completions.handler)
    // The outer block is left with nothing to animate, so its completion runs at once.
    #expect(completions.received == [true])
    #expect(view.frameAnimation?.duration == 3)
    #expect(view.frameAnimation?.fromValue == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.frameAnimation?.toValue == CGRect(x: 7, y: 200, width: 200, height: 50))
    #expect(root.animationClock.runningAnimationCount == 1)
  }

  // Strut-only: each root has its own clock, so trees animated in parallel tasks do not see
  // each other's time or animations.
  @Test func clocksArePerRootAndParallelTestsDoNotInterfere() async {
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<8 {
        group.addTask {
          let (root, view) = makeTree()
          var finished = false
          UIView.animate(
            withDuration: Double(index + 1), animations: { view.alpha = 0 },
            completion: { finished = $0 })
          root.animationClock.advance(by: Double(index) + 0.5)
          let early = !finished && view.alphaAnimation != nil
          root.animationClock.advance(by: 0.5)
          return early && finished && root.animationClock.now == Double(index + 1)
        }
      }
      for await result in group { #expect(result) }
    }
    let (first, _) = makeTree()
    let (second, _) = makeTree()
    first.animationClock.advance(by: 1)
    #expect(second.animationClock.now == 0)
    let shared = UIView.AnimationClock(now: 5)
    first.animationClock = shared
    second.subviews[0].animationClock = shared
    #expect(first.animationClock === second.animationClock)
    #expect(second.animationClock.now == 5)
  }

  // UIKit: with animations disabled, blocks apply their changes directly and completions run
  // at once with finished == true.
  @Test func disabledAnimationsCompleteAtOnce() {
    let (root, view) = makeTree()
    let completions = Completions()
    UIView.setAnimationsEnabled(false)
    let enabled = UIView.areAnimationsEnabled
    UIView.animate(
      withDuration: 1, animations: { view.frame = target }, completion: completions.handler)
    UIView.setAnimationsEnabled(true)
    #expect(!enabled)
    #expect(UIView.areAnimationsEnabled)
    #expect(completions.received == [true])
    #expect(view.frame == target)
    #expect(view.frameAnimation == nil)
    #expect(!root.animationClock.hasRunningAnimations)
  }

  // Strut: time only moves forward.
  @Test func advancingBackwardsIsRefused() {
    let clock = UIView.AnimationClock(now: 1)
    let messages = StrutLog.messages { clock.advance(by: -1) }
    #expect(clock.now == 1)
    #expect(messages.count == 1)
  }

  // UIKit: views created inside a block with init(frame:) do not animate from zero.
  @Test func initWithFrameInsideABlockIsNotAnimated() {
    var made: UIView?
    UIView.animate(withDuration: 1) { made = UIView(frame: target) }
    #expect(made?.frameAnimation == nil)
    #expect(made?.frame == target)
  }

  // Found by random animation sequences: a button resized in a block lays out its title label
  // and image view, which are not in the view tree; the block's completion must still run when
  // the tree's clock passes its end, not wait on a clock of their own that nobody advances.
  @Test func resizingAButtonCompletes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let button = UIButton(type: .system)
    button.setTitle("Today", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    root.addSubview(button)
    root.layoutIfNeeded()
    var finished: Bool? = nil
    UIView.animate(
      withDuration: 0.3,
      animations: {
        button.frame.size.width = 200
        root.layoutIfNeeded()
      }, completion: { finished = $0 })
    root.animationClock.advance(by: 1)
    #expect(finished == true)
    #expect(!root.animationClock.hasRunningAnimations)
  }
}
