import Foundation

// UIKit's block-based animation API. Strut has no render server, so an animation block runs
// its closure at once, the model values change at once as in UIKit, and each view whose frame
// or alpha changed gets an `AnimationRecord` on the clock of its root view. Time moves only
// through `AnimationClock`; the presentation state is sampled with `presentationFrame(at:)`.
//
// Decisions, where UIKit leaves room or Strut cannot follow:
// - Not additive: a new animation of a property that is animating replaces the running one,
//   whose completion then gets `finished == false`. It starts from the running animation's
//   presentation value with `.beginFromCurrentState`, else from the model value before the
//   change. UIKit (since iOS 8) adds the new animation on top of the running one instead; that
//   is out of scope.
// - Nested blocks: a change belongs to the innermost block running when it is made, with that
//   block's delay and options; as UIKit documents, the block inherits the enclosing block's
//   duration and curve unless it passes `.overrideInheritedDuration` / `.overrideInheritedCurve`.
// - A block that changes nothing animatable, a duration of 0 or less, and disabled animations
//   all run the completion at once with `true` (UIKit runs it on the next turn of the run loop,
//   which Strut does not have).
// - Setting a frame outside any block leaves a running animation alone, as in UIKit: the
//   presentation keeps going to the old end value, then shows the model value.
extension UIView {
  // MARK: - Animating

  /// Animates changes to views with a duration, a delay, options and a completion handler.
  ///
  /// `animations` runs at once; every view whose frame (through `frame`, `center`, `bounds` or
  /// a layout pass such as `layoutIfNeeded()`) or `alpha` changes in it gets an
  /// ``AnimationRecord`` from the value before the first change to the value when the block
  /// returns, on its root's ``AnimationClock``. The model values are final when this returns.
  /// `completion` runs when the clock passes the end of the last animation, with `true`, or
  /// with `false` if one of them was replaced by a later animation of the same property.
  ///
  /// - Parameters:
  ///   - duration: Seconds the changes take; 0 or less applies them without animation.
  ///   - delay: Seconds before they start; meanwhile views show their start values.
  ///   - options: The curve and other options; see ``AnimationOptions``.
  ///   - animations: The changes to animate.
  ///   - completion: Runs once the animations ended, with whether they all finished.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = AnimationParameters(
      duration: duration, delay: delay, options: options, timing: .curve(options.curve))
    run(parameters, animations: animations, completion: completion)
  }

  /// Animates changes to views over a duration, easing in and out, then runs a completion.
  ///
  /// The same as ``animate(withDuration:delay:options:animations:completion:)`` with no delay
  /// and no options.
  ///
  /// - Parameters:
  ///   - duration: Seconds the changes take; 0 or less applies them without animation.
  ///   - animations: The changes to animate.
  ///   - completion: Runs once the animations ended, with whether they all finished.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates changes to views over a duration, easing in and out.
  ///
  /// The same as ``animate(withDuration:delay:options:animations:completion:)`` with no delay,
  /// no options and no completion.
  ///
  /// - Parameters:
  ///   - duration: Seconds the changes take; 0 or less applies them without animation.
  ///   - animations: The changes to animate.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Animates changes to views with the motion of a damped spring.
  ///
  /// As ``animate(withDuration:delay:options:animations:completion:)``, with the curve options
  /// replaced by ``AnimationTiming/spring(dampingRatio:initialVelocity:)``: the values settle at
  /// the end values when `duration` has passed. See
  /// ``AnimationTiming/progress(atElapsed:duration:)`` for how Strut approximates UIKit's
  /// spring.
  ///
  /// - Parameters:
  ///   - duration: Seconds the spring takes to settle; 0 or less applies the changes without
  ///     animation.
  ///   - delay: Seconds before the changes start.
  ///   - dampingRatio: 1 settles without oscillating; values towards 0 oscillate more.
  ///   - velocity: The initial speed, in whole animation distances per second.
  ///   - options: Options; the curve options are ignored.
  ///   - animations: The changes to animate.
  ///   - completion: Runs once the animations ended, with whether they all finished.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let parameters = AnimationParameters(
      duration: duration, delay: delay, options: options,
      timing: .spring(dampingRatio: dampingRatio, initialVelocity: velocity))
    run(parameters, animations: animations, completion: completion)
  }

  /// Runs changes without animating them, even inside an animation block.
  ///
  /// Nothing is recorded for the changes made in `actionsWithoutAnimation`, and
  /// ``areAnimationsEnabled`` is `false` while it runs. The effect is scoped to the current
  /// task, so tests running in parallel are not affected.
  ///
  /// - Parameter actionsWithoutAnimation: The changes to apply directly.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationContext.$isSuppressed.withValue(true) {
      AnimationContext.$current.withValue(nil) { actionsWithoutAnimation() }
    }
  }

  /// The duration of the innermost animation block running in the current task, or 0 outside
  /// animation blocks.
  public static var inheritedAnimationDuration: TimeInterval {
    AnimationContext.current?.parameters.duration ?? 0
  }

  /// Whether animation blocks animate: `false` after `setAnimationsEnabled(false)` and inside
  /// ``performWithoutAnimation(_:)``.
  public static var areAnimationsEnabled: Bool {
    isAnimationSwitchOn && !AnimationContext.isSuppressed
  }

  /// Turns animations on or off for the whole process, as UIKit does.
  ///
  /// While they are off, animation blocks apply their changes without records and run their
  /// completions at once. The switch is shared by every task: tests running in parallel
  /// should use ``performWithoutAnimation(_:)``, which is scoped to one task.
  ///
  /// - Parameter enabled: Whether animation blocks animate.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationSwitch.value = enabled
  }

  // MARK: - Reading the presentation state

  /// The frame the screen would show at a time on the view's clock (Strut-only): the running
  /// frame animation sampled at `time`, or the model ``frame`` if none is running.
  ///
  /// Like `layer.presentation()?.frame` in UIKit, with an explicit time. An animation is
  /// running until its clock passes its end (see ``AnimationClock``); until then, times
  /// before its delay give its start frame and times after its end give the model frame.
  ///
  /// - Parameter time: A time on the clock's time line, such as `animationClock.now`.
  /// - Returns: The presentation frame, in the superview's coordinates.
  public func presentationFrame(at time: TimeInterval) -> CGRect {
    frameAnimation?.value(at: time) ?? frame
  }

  /// The opacity the screen would show at a time on the view's clock (Strut-only): the
  /// running alpha animation sampled at `time`, or the model ``alpha`` if none is running.
  ///
  /// - Parameter time: A time on the clock's time line, such as `animationClock.now`.
  /// - Returns: The presentation alpha.
  public func presentationAlpha(at time: TimeInterval) -> CGFloat {
    alphaAnimation?.value(at: time) ?? alpha
  }

  /// The view's running frame animation, if any (Strut-only).
  public var frameAnimation: AnimationRecord<CGRect>? {
    guard case .frame(let record) = animationStorage?.frame?.payload else { return nil }
    return record
  }

  /// The view's running alpha animation, if any (Strut-only).
  public var alphaAnimation: AnimationRecord<CGFloat>? {
    guard case .alpha(let record) = animationStorage?.alpha?.payload else { return nil }
    return record
  }

  // MARK: - Recording

  /// The process-wide switch of ``setAnimationsEnabled(_:)``.
  private static let animationSwitch = LockedValue(true)

  /// Whether the process-wide switch is on.
  static var isAnimationSwitchOn: Bool { animationSwitch.value }

  /// Runs an animation block and records what it changed.
  private static func run(
    _ requested: AnimationParameters, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let outer = AnimationContext.current
    var parameters = requested.inheriting(from: outer?.parameters)
    parameters.delay = requested.delay.isFinite ? max(requested.delay, 0) : 0
    guard requested.duration > 0, parameters.duration.isFinite, areAnimationsEnabled else {
      performWithoutAnimation(animations)
      completion?(true)
      return
    }
    let context = AnimationContext(parameters: parameters, parent: outer)
    AnimationContext.$current.withValue(context) { animations() }
    commit(context.close(), of: parameters, completion: AnimationCompletion(completion))
  }

  /// Turns a closed block's changes into running animations, replacing the animations they
  /// interrupt, then ends those with `finished == false`.
  private static func commit(
    _ changes: [AnimationContext.Change], of parameters: AnimationParameters,
    completion: AnimationCompletion
  ) {
    var interrupted: [RunningAnimation] = []
    for change in changes {
      let view = change.view
      let clock = view.animationClock
      let state = view.animationState
      let running: RunningAnimation
      let replaced: RunningAnimation?
      switch change.start {
      case .frame(let start):
        replaced = state.frame
        let current = parameters.options.contains(.beginFromCurrentState)
        let from = (current ? view.frameAnimation?.value(at: clock.now) : nil) ?? start
        guard from != view.frame || replaced != nil else { continue }
        let record = parameters.record(from: from, to: view.frame, at: clock.now)
        running = RunningAnimation(
          .frame(record), view: view, clock: clock, completion: completion,
          sequence: clock.makeSequence())
        state.frame = running
      case .alpha(let start):
        replaced = state.alpha
        let current = parameters.options.contains(.beginFromCurrentState)
        let from = (current ? view.alphaAnimation?.value(at: clock.now) : nil) ?? start
        guard from != view.alpha || replaced != nil else { continue }
        let record = parameters.record(from: from, to: view.alpha, at: clock.now)
        running = RunningAnimation(
          .alpha(record), view: view, clock: clock, completion: completion,
          sequence: clock.makeSequence())
        state.alpha = running
      }
      clock.add(running)
      completion.add()
      if let replaced { interrupted.append(replaced) }
    }
    for animation in interrupted { animation.end(finished: false) }
    completion.runIfNothingPending()
  }
}
