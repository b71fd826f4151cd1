import Foundation

extension UIView {
  /// The time line animations run on (Strut-only): time moves only when you advance it, so
  /// tests see every frame of an animation deterministically.
  ///
  /// Each root view has its own clock, made on first use (see ``UIView/animationClock``), as
  /// it has its own layout engine: an animation block stamps each record with the clock of
  /// the animated view's root, and completions run when that clock passes their end. Tests
  /// running in parallel build their own trees, so they never share a clock. Like views, a
  /// clock is not `Sendable`: it belongs to the task that owns its trees.
  ///
  ///     UIView.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { finished in … }
  ///     root.animationClock.advance(by: 0.3)   // the completion runs, with `true`
  public final class AnimationClock {
    /// The current time on this clock, in seconds; starts at the time given to ``init(now:)``.
    public private(set) var now: TimeInterval

    /// The animations that have not ended, in the order they were made.
    private var running: [RunningAnimation] = []
    /// The sequence number of the next animation.
    private var nextSequence = 0

    /// The most rounds of completions ``finishAll()`` runs when completions keep starting
    /// animations.
    static let maximumFinishRounds = 1000

    /// Creates a clock.
    ///
    /// - Parameter now: The starting time, in seconds; 0 by default.
    public init(now: TimeInterval = 0) {
      self.now = now
    }

    /// Whether any animation on this clock has not ended.
    public var hasRunningAnimations: Bool { !running.isEmpty }

    /// How many animations on this clock have not ended; a frame and an alpha count apart.
    public var runningAnimationCount: Int { running.count }

    /// Moves time forward, ending the animations whose end time is reached.
    ///
    /// Animations end in the order of their end times, and ``now`` is each one's end time
    /// while its completion runs, so an animation started in a completion begins exactly when
    /// the previous one ended and may itself end within the same advance. Completions run with
    /// `finished == true`. A negative or non-finite interval is ignored with a Strut warning.
    ///
    /// - Parameter interval: Seconds to move forward.
    public func advance(by interval: TimeInterval) {
      guard interval.isFinite, interval >= 0 else {
        StrutLog.strutWarning(
          "AnimationClock.advance(by: \(interval)) ignored: time only moves forward.")
        return
      }
      let target = now + interval
      while let next = running.filter({ $0.endTime <= target }).min(by: Self.endsFirst) {
        now = max(now, next.endTime)
        next.end(finished: true)
      }
      now = target
    }

    /// Ends every animation on this clock at once, as if each had run to its end, and runs
    /// their completions with `finished == true`; ``now`` does not move.
    ///
    /// Animations that completions start are finished too, for up to
    /// 1000 rounds; after that Strut logs a warning and leaves the rest running.
    public func finishAll() {
      for _ in 0..<Self.maximumFinishRounds {
        guard !running.isEmpty else { return }
        for animation in running.sorted(by: Self.endsFirst) where contains(animation) {
          animation.end(finished: true)
        }
      }
      guard !running.isEmpty else { return }
      StrutLog.strutWarning(
        "AnimationClock.finishAll() stopped after \(Self.maximumFinishRounds) rounds: "
          + "completion handlers keep starting animations.")
    }

    /// The sequence number for a new animation.
    func makeSequence() -> Int {
      defer { nextSequence += 1 }
      return nextSequence
    }

    /// Adds a running animation.
    func add(_ animation: RunningAnimation) {
      running.append(animation)
    }

    /// Removes an animation that ended.
    func remove(_ animation: RunningAnimation) {
      running.removeAll { $0 === animation }
    }

    private func contains(_ animation: RunningAnimation) -> Bool {
      running.contains { $0 === animation }
    }

    private static func endsFirst(_ first: RunningAnimation, _ second: RunningAnimation) -> Bool {
      (first.endTime, first.sequence) < (second.endTime, second.sequence)
    }
  }

  /// The clock this view's animations run on: its root view's (Strut-only).
  ///
  /// A root view makes its clock on first use. Setting the property on any view sets the
  /// root's clock, for example to share one clock between several trees; animations already
  /// running stay on the clock they started on.
  public var animationClock: AnimationClock {
    get {
      let root = rootView.animationState
      if let clock = root.clock { return clock }
      let clock = AnimationClock()
      root.clock = clock
      return clock
    }
    set { rootView.animationState.clock = newValue }
  }
}
