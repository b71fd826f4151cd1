import Foundation

/// An animation on its way: its record, view, clock and the completion it counts towards.
///
/// Not `Sendable`: it belongs to its view tree's task, like the views.
final class RunningAnimation {
  /// The recorded property and its record.
  enum Payload {
    case frame(UIView.AnimationRecord<CGRect>)
    case alpha(UIView.AnimationRecord<CGFloat>)
  }

  let payload: Payload
  /// The animated view; weak, because the view keeps its running animations.
  weak var view: UIView?
  /// The clock that ends the animation; weak, because the clock keeps its running animations.
  weak var clock: UIView.AnimationClock?
  /// The block's completion, shared with the block's other animations.
  let completion: AnimationCompletion
  /// The order animations were made in, to end animations with the same end time in order.
  let sequence: Int

  init(
    _ payload: Payload, view: UIView, clock: UIView.AnimationClock,
    completion: AnimationCompletion, sequence: Int
  ) {
    self.payload = payload
    self.view = view
    self.clock = clock
    self.completion = completion
    self.sequence = sequence
  }

  var endTime: TimeInterval {
    switch payload {
    case .frame(let record): record.endTime
    case .alpha(let record): record.endTime
    }
  }

  /// Ends the animation: it leaves its view and clock, and its completion learns how it ended.
  ///
  /// - Parameter finished: `true` if it ran to its end, `false` if it was interrupted.
  func end(finished: Bool) {
    if let storage = view?.animationStorage {
      if storage.frame === self { storage.frame = nil }
      if storage.alpha === self { storage.alpha = nil }
    }
    clock?.remove(self)
    completion.animationEnded(finished: finished)
  }
}

/// The completion handler of one animation block, run once all the block's animations ended.
///
/// `finished` is `true` only if none of them was interrupted, as UIKit reports it.
final class AnimationCompletion {
  private var handler: ((Bool) -> Void)?
  private var pending = 0
  private var allFinished = true

  init(_ handler: ((Bool) -> Void)?) {
    self.handler = handler
  }

  /// Counts one more animation to wait for.
  func add() {
    pending += 1
  }

  /// Runs the handler now if no animation was added to wait for.
  func runIfNothingPending() {
    if pending == 0 { run() }
  }

  /// Notes that one animation ended; runs the handler after the last one.
  func animationEnded(finished: Bool) {
    pending -= 1
    allFinished = allFinished && finished
    if pending == 0 { run() }
  }

  private func run() {
    let handler = self.handler
    self.handler = nil
    handler?(allFinished)
  }
}

/// A view's animation state: its running frame and alpha animations and, on a root view, the
/// clock of its tree.
final class ViewAnimationStorage {
  var frame: RunningAnimation?
  var alpha: RunningAnimation?
  var clock: UIView.AnimationClock?
}

extension UIView {
  /// The view's animation state, made on first use.
  var animationState: ViewAnimationStorage {
    if let storage = animationStorage { return storage }
    let storage = ViewAnimationStorage()
    animationStorage = storage
    return storage
  }
}
