// The machinery behind `addSubview(_:)` and its relatives. Every insertion goes through
// `attachSubview(_:position:)`, so cycle checks and UIKit's callback order live in one place.
extension UIView {
  /// Inserts `view` among the subviews at the index `position` picks from the subviews that
  /// remain once `view` is taken out, sending UIKit's callbacks.
  func attachSubview(_ view: UIView, position: ([UIView]) -> Int) {
    guard canAdopt(view) else { return }
    if view.storedSuperview === self {
      // Re-inserting an existing subview only reorders it: no callbacks, and (once the engine
      // exists) its constraints stay installed.
      storedSubviews.removeAll { $0 === view }
      storedSubviews.insert(view, at: clampedIndex(position(storedSubviews)))
      needsLayout = true
      markLayoutDirty()
      return
    }
    let oldSuperview = view.storedSuperview
    view.willMove(toSuperview: self)
    oldSuperview?.willRemoveSubview(view)
    // The callbacks above are user code and may have changed the hierarchy; check again so a
    // cycle can never form.
    guard canAdopt(view) else { return }
    view.detachFromSuperviewStorage()
    view.storedSuperview = self
    storedSubviews.insert(view, at: clampedIndex(position(storedSubviews)))
    if view.constraintUpdateInSubtree { noteConstraintUpdateInSubtree() }
    markLayoutDirty()
    needsLayout = true
    view.needsLayout = true
    view.didMoveToSuperview()
    didAddSubview(view)
  }

  /// `insertSubview(_:aboveSubview:)` and `insertSubview(_:belowSubview:)`.
  func insertSubview(_ view: UIView, nextTo sibling: UIView, above: Bool) {
    if view === sibling && view.storedSuperview === self { return }
    guard sibling.storedSuperview === self else {
      StrutLog.strutWarning(
        "insertSubview(_:\(above ? "above" : "below")Subview:): \(sibling.strutName) is not a "
          + "subview of \(strutName); adding \(view.strutName) at the front instead.")
      attachSubview(view) { remaining in remaining.count }
      return
    }
    attachSubview(view) { remaining in
      guard let index = remaining.firstIndex(where: { $0 === sibling }) else {
        return remaining.count
      }
      return above ? index + 1 : index
    }
  }

  /// `removeFromSuperview()`, with UIKit's callbacks.
  func detachFromSuperview() {
    guard let superview = storedSuperview else { return }
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    detachFromSuperviewStorage()
    didMoveToSuperview()
  }

  /// Takes the view out of its current superview's storage, without callbacks.
  func detachFromSuperviewStorage() {
    guard let superview = storedSuperview else { return }
    superview.markLayoutDirty()
    deactivateConstraintsLeaving(superview)
    superview.storedSubviews.removeAll { $0 === self }
    superview.needsLayout = true
    storedSuperview = nil
  }

  /// `bringSubviewToFront(_:)` and `sendSubviewToBack(_:)`.
  func reorderSubview(_ view: UIView, toFront: Bool) {
    guard view.storedSuperview === self else { return }
    storedSubviews.removeAll { $0 === view }
    if toFront {
      storedSubviews.append(view)
    } else {
      storedSubviews.insert(view, at: 0)
    }
    needsLayout = true
    markLayoutDirty()
  }

  /// `exchangeSubview(at:withSubviewAt:)`; out-of-range indices log `NSMutableArray`'s message.
  func swapSubviews(_ index1: Int, _ index2: Int) {
    for index in [index1, index2] where !storedSubviews.indices.contains(index) {
      // Objective-C reads a negative NSInteger as a huge NSUInteger, and prints that.
      let printed = UInt(bitPattern: index)
      let bounds =
        storedSubviews.isEmpty ? "for empty array" : "[0 .. \(storedSubviews.count - 1)]"
      StrutLog.uikitException(
        "NSRangeException",
        reason: "*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index \(printed) "
          + "beyond bounds \(bounds)",
        unchanged: "the view hierarchy")
      return
    }
    storedSubviews.swapAt(index1, index2)
    needsLayout = true
  }

  /// `viewWithTag(_:)`: this view, then each subview's tree in order.
  func firstView(withTag tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Whether `view` may become a subview: not this view and not one of its ancestors.
  private func canAdopt(_ view: UIView) -> Bool {
    if view === self {
      StrutLog.uikitException(
        "NSInvalidArgumentException", reason: "Can't add self as subview",
        unchanged: "the view hierarchy")
      return false
    }
    if isDescendant(of: view) {
      StrutLog.strutWarning(
        "Can't add \(view.strutName) as a subview of \(strutName), which is its descendant: the "
          + "hierarchy would become a cycle. UIKit does not check this and loops; Strut left the "
          + "view hierarchy unchanged.")
      return false
    }
    return true
  }

  private func clampedIndex(_ index: Int) -> Int {
    min(max(index, 0), storedSubviews.count)
  }
}

extension UIView {
  /// UIKit removes, with a view, every constraint an ancestor owns that involves the view or
  /// its subtree; constraints inside the subtree stay.
  fileprivate func deactivateConstraintsLeaving(_ superview: UIView) {
    var ancestor: UIView? = superview
    while let owner = ancestor {
      for constraint in owner.installedConstraints
      where constraint.itemViews.contains(where: { $0 === self || $0.isDescendant(of: self) }) {
        constraint.uninstall()
      }
      ancestor = owner.storedSuperview
    }
  }
}

extension UIView {
  /// Tells the root's engine that something the constraints depend on changed, so the next
  /// pass gathers and solves again; without it a pass only lays out subviews.
  func markLayoutDirty() {
    rootView.engine?.isDirty = true
  }
}
