import Foundation

// The machinery behind `addArrangedSubview(_:)` and its relatives, and the update that turns
// the stack view's configuration into constraints.
extension UIStackView {
  /// Whether `view` is one of the arranged subviews.
  func isArranged(_ view: UIView) -> Bool {
    view.isArrangedInSuperview && view.superview === self
  }

  /// Arranges `view` at `index`, moving it there if it is already arranged.
  func arrange(_ view: UIView, at index: Int) {
    let wasArranged = isArranged(view)
    let limit = storedArrangedSubviews.count - (wasArranged ? 1 : 0)
    guard (0...limit).contains(index) else {
      StrutLog.uikitException(
        "NSInternalInconsistencyException",
        reason: "Specified index \(index) is out of bounds ([0, \(limit)]) for insertion into "
          + "arrangedSubviews of \(strutName)",
        unchanged: "the arranged subviews")
      return
    }
    guard view !== self else {
      addSubview(view)  // Logs UIKit's "Can't add self as subview".
      return
    }
    if view.superview !== self {
      addSubview(view)
      guard view.superview === self else { return }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if wasArranged, let old = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
      storedArrangedSubviews.remove(at: old)
    }
    storedArrangedSubviews.insert(view, at: index)
    view.isArrangedInSuperview = true
    setNeedsArrangementUpdate()
  }

  /// Stops arranging `view`, if it is arranged.
  func unarrange(_ view: UIView) {
    guard isArranged(view) else { return }
    storedArrangedSubviews.removeAll { $0 === view }
    view.isArrangedInSuperview = false
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangementUpdate()
  }

  /// Asks for the arrangement constraints to be made again in the next layout pass.
  ///
  /// - Parameter alongAxisOnly: Only arranged views' `isHidden` changed: the aligned
  ///   arrangement is made again only if the view the others align to changed.
  func setNeedsArrangementUpdate(alongAxisOnly: Bool = false) {
    onlyHiddenChange = nil
    needsArrangementUpdate = true
    if !alongAxisOnly { needsAlignedArrangementUpdate = true }
    // Only the stack's own constraints change, in the update-constraints phase: the engine
    // then takes just those, without gathering the tree again.
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }

  /// The subviews with the arranged ones first, in arrangement order.
  ///
  /// The layout engine gathers a stack's subviews in this order, so that E5 ties follow
  /// `arrangedSubviews` (S4).
  var subviewsInArrangementOrder: [UIView] {
    // Arranged views are subviews: when there are as many, they are all the subviews.
    guard storedSubviews.count != storedArrangedSubviews.count else {
      return storedArrangedSubviews
    }
    return storedArrangedSubviews + storedSubviews.filter { subview in !isArranged(subview) }
  }

  /// Makes the arrangement constraints again if a change is pending.
  ///
  /// Constraints whose identifier, items, attributes, relation and multiplier did not change
  /// are kept (their constant and priority are updated), so they keep their place in the
  /// engine's insertion order; the others are removed and made anew. Guides are reused too.
  /// The aligned arrangement is left alone when only `isHidden` changed and the view the
  /// others align to is the same.
  func updateArrangementIfNeeded() {
    guard needsArrangementUpdate else { return }
    needsArrangementUpdate = false
    if let view = onlyHiddenChange {
      onlyHiddenChange = nil
      if updateArrangement(around: view) { return }
    }
    var builder = StackArrangementBuilder(stack: self)
    arrangedHiddenFlags = builder.isHiddenItem
    arrangedSystemSpacing = NSLayoutConstraint.systemSpacing
    let ordered = builder.orderedRecipes()
    let reference = builder.alignmentReference.map(ObjectIdentifier.init)
    let updatesAligned = needsAlignedArrangementUpdate || reference != alignedReference
    let aligned = updatesAligned ? builder.alignedRecipes() : []
    needsAlignedArrangementUpdate = false
    alignedReference = reference
    for guide in arrangementGuides.used where guide.owningView !== self {
      addLayoutGuide(guide)
    }
    StackConstraintReconciler.reconcile(&orderedConstraints, with: ordered, on: self)
    if updatesAligned {
      StackConstraintReconciler.reconcile(&alignedConstraints, with: aligned, on: self)
    }
    for guide in arrangementGuides.unused where guide.owningView === self {
      removeLayoutGuide(guide)
    }
  }
}
