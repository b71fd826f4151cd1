import Foundation

/// The parameters of one animation block, after inheriting from the enclosing block.
struct AnimationParameters: Sendable {
  var duration: TimeInterval
  var delay: TimeInterval
  var options: UIView.AnimationOptions
  var timing: UIView.AnimationTiming

  /// The parameters a block nested in `outer` uses.
  ///
  /// UIKit's nested blocks inherit the enclosing block's duration and curve unless they pass
  /// `.overrideInheritedDuration` or `.overrideInheritedCurve`; the delay and the other
  /// options are the block's own.
  func inheriting(from outer: AnimationParameters?) -> AnimationParameters {
    guard let outer else { return self }
    var result = self
    if !options.contains(.overrideInheritedDuration) { result.duration = outer.duration }
    if !options.contains(.overrideInheritedCurve) { result.timing = outer.timing }
    return result
  }
}

/// The animation block running in the current task: its parameters and the changes it made.
///
/// It lives in a task-local value, so parallel tasks never see each other's blocks, and the
/// geometry setters' only cost outside a block is reading that value. The changes are guarded
/// by a lock because task-local values must be `Sendable` and a `Task` started in the block
/// inherits the context; its changes are recorded only until the block returns, when the
/// context closes. (`@unchecked` because the changes hold views, which are not `Sendable`; the
/// views are only read back by the task that ran the block, after it closed.)
final class AnimationContext: @unchecked Sendable {
  /// The innermost animation block of the current task, or `nil` outside blocks and inside
  /// `performWithoutAnimation(_:)`.
  @TaskLocal static var current: AnimationContext?

  /// Whether `performWithoutAnimation(_:)` is running in the current task.
  @TaskLocal static var isSuppressed = false

  /// A view's first change in the block: the value before it.
  struct Change {
    enum Start {
      case frame(CGRect)
      case alpha(CGFloat)
    }

    let view: UIView
    var start: Start

    var isFrame: Bool {
      if case .frame = start { return true }
      return false
    }

    func isChange(of other: UIView, frame: Bool) -> Bool {
      view === other && isFrame == frame
    }
  }

  let parameters: AnimationParameters
  /// The enclosing block's context; a change in this block takes the view from it.
  let parent: AnimationContext?
  private let lock = NSLock()
  private var isOpen = true
  private var changes: [Change] = []

  init(parameters: AnimationParameters, parent: AnimationContext?) {
    self.parameters = parameters
    self.parent = parent
  }

  /// Applies a change to a view's geometry and notes the frame before it, if the frame moved.
  func recordFrameChange(of view: UIView, by apply: (UIView) -> Void) {
    guard UIView.isAnimationSwitchOn else { return apply(view) }
    let before = view.frame
    apply(view)
    if view.frame != before { note(Change(view: view, start: .frame(before))) }
  }

  /// Notes a change of a view's alpha, if it changed.
  func recordAlphaChange(of view: UIView, from before: CGFloat) {
    guard view.alpha != before, UIView.isAnimationSwitchOn else { return }
    note(Change(view: view, start: .alpha(before)))
  }

  /// Keeps the first change of each view and property; a change an enclosing block already
  /// noted moves here, keeping its start, so this block's parameters apply to it.
  private func note(_ change: Change) {
    var change = change
    let frame = change.isFrame
    let isNew = lock.withLock {
      isOpen && !changes.contains { $0.isChange(of: change.view, frame: frame) }
    }
    guard isNew else { return }
    var ancestor = parent
    while let outer = ancestor {
      if let taken = outer.take(change.view, frame: frame) {
        change.start = taken.start
        break
      }
      ancestor = outer.parent
    }
    lock.withLock {
      if isOpen { changes.append(change) }
    }
  }

  /// Removes and returns the change of a view's property, if this block noted one.
  private func take(_ view: UIView, frame: Bool) -> Change? {
    lock.withLock {
      guard isOpen, let index = changes.firstIndex(where: { $0.isChange(of: view, frame: frame) })
      else { return nil }
      return changes.remove(at: index)
    }
  }

  /// Closes the block, so later changes are not recorded, and returns its changes in order.
  func close() -> [Change] {
    lock.withLock {
      isOpen = false
      return changes
    }
  }
}

extension AnimationParameters {
  /// The record of one property animated from `from` to `to`, starting at `time`.
  func record<Value>(from: Value, to: Value, at time: TimeInterval) -> UIView.AnimationRecord<Value>
  {
    UIView.AnimationRecord(
      fromValue: from, toValue: to, beginTime: time, delay: delay, duration: duration,
      timing: timing, options: options)
  }
}
