import Synchronization

/// How many views, in any tree, have asked for ``UIView/updateConstraints()`` and not had it:
/// while none has, a layout pass skips the walk over the whole tree that looks for them.
///
/// One count for every tree, not one per tree, because a view can ask before it joins one; a
/// count above zero only costs a walk that finds nothing.
enum ConstraintUpdateRequests {
  private static let pending = Atomic<Int>(0)

  /// Whether no view anywhere is waiting for ``UIView/updateConstraints()``.
  static var isEmpty: Bool { pending.load(ordering: .relaxed) == 0 }

  /// Counts a view's request (`true`) or its end (`false`): run, or the view gone.
  static func note(_ requested: Bool) {
    pending.add(requested ? 1 : -1, ordering: .relaxed)
  }
}
