import Foundation

// Hiding or showing one arranged view of a filled stack changes the arrangement only between
// the visible views on either side of it (S3): the spacing that spans it, the spacing of the
// hidden views between them and their hiding. Making the whole arrangement again read every
// view's `isHidden` and matched every constraint, a tenth of hiding one view of 1,000.
extension UIStackView {
  /// Remakes only the neighbourhood of `view`, the one arranged view whose `isHidden` changed
  /// since the arrangement was made; returns false, changing nothing, where the whole update
  /// is needed.
  ///
  /// The result is the whole update's: the same constraints kept, removed and made, in the same
  /// order. It applies to the modern behaviour's `.fill` distribution without text-width
  /// constraints, when a visible view stays on either side of `view` (the canvas connections
  /// keep their views) and no arrangement constraint was edited by hand.
  func updateArrangement(around view: UIView) -> Bool {
    let sections = StackArrangementBuilder.orderedSectionCount
    guard allowsLocalHiddenUpdates, compatibility == .modern, distribution == .fill,
      !needsAlignedArrangementUpdate, !isArrangementEdited,
      orderedConstraints.count == sections, orderedConstraints[3].isEmpty,
      orderedConstraints[4].isEmpty, !view.isMultilineTextCandidate, !(view is UIStackView),
      arrangedHiddenFlags.count == storedArrangedSubviews.count,
      arrangedSystemSpacing == NSLayoutConstraint.systemSpacing,
      let index = storedArrangedSubviews.firstIndex(where: { $0 === view })
    else { return false }
    let old = arrangedHiddenFlags
    var flags = old
    flags[index] = view.isHidden
    guard flags[index] != old[index] else { return true }
    guard let previous = flags[..<index].lastIndex(of: false),
      let next = flags[(index + 1)...].firstIndex(of: false)
    else { return false }
    var builder = StackArrangementBuilder(stack: self, isHiddenItem: flags)
    let attributes = builder.spacingAttributes
    let relation = builder.spacingRelation
    let window = (previous + 1)..<next

    // The chain: one spacing per pair of consecutive visible views, after the two canvas
    // connections; the pair that starts at `previous` comes after the pairs of the visible
    // views before it.
    let chainStart = 2 + old[..<previous].lazy.filter { !$0 }.count
    let oldPairs = old[index] ? 1 : 2
    let visible = flags[index] ? [previous, next] : [previous, index, next]
    for (from, to) in zip(visible, visible.dropFirst()) {
      builder.addSpacing(
        from: from, to: to, spacing: builder.spacing(after: builder.items[from]),
        attributes: attributes, relation: relation)
    }
    let chain = builder.recipes
    builder.recipes = []
    // The hidden views' spacings and hidings: one each per hidden view, in order.
    let hiddenStart = old[..<previous].lazy.filter { $0 }.count
    let oldHidden = old[window].lazy.filter { $0 }.count
    for hidden in window where flags[hidden] {
      builder.addHiddenSpacing(
        of: hidden, previous: visible.last { $0 < hidden }, next: visible.first { $0 > hidden },
        attributes: attributes, relation: relation)
    }
    let hiddenSpacing = builder.recipes
    builder.recipes = []
    for hidden in window where flags[hidden] { builder.addHiding(of: hidden) }
    let hiding = builder.recipes

    guard orderedConstraints[0].count >= chainStart + oldPairs,
      orderedConstraints[1].count >= hiddenStart + oldHidden,
      orderedConstraints[2].count >= hiddenStart + oldHidden
    else { return false }
    arrangedHiddenFlags = flags
    localHiddenUpdateCount += 1
    StackConstraintReconciler.reconcile(
      &orderedConstraints,
      stretches: [
        (0, chainStart..<(chainStart + oldPairs), chain),
        (1, hiddenStart..<(hiddenStart + oldHidden), hiddenSpacing),
        (2, hiddenStart..<(hiddenStart + oldHidden), hiding),
      ], on: self)
    return true
  }
}
