import Foundation

/// The guide between two adjacent arranged views in `.equalSpacing` and `.equalCentering`
/// (UIKit's private `_UIOLAGapGuide`, identifier `UISV-distributing`, S7).
final class _UIOLAGapGuide: UILayoutGuide {
  override init() {
    super.init()
    identifier = "UISV-distributing"
  }
}

/// A guide that spans arranged views: across the axis for the alignments that do not fill
/// (`UISV-alignment-spanner`), or along the axis when every arranged view is hidden
/// (`UISV-ordering-spanner`), as UIKit's private `_UILayoutSpacer` (S1, S9).
final class _UILayoutSpacer: UILayoutGuide {
  init(identifier: String) {
    super.init()
    self.identifier = identifier
  }
}

/// The guides a stack view's arrangement uses, kept from one update to the next so the same
/// configuration reuses the same objects (and their place in the engine's order).
final class StackArrangementGuides {
  private var alignmentSpanner: _UILayoutSpacer?
  private var orderingSpanner: _UILayoutSpacer?
  private var gaps: [_UIOLAGapGuide] = []
  private var usedAlignmentSpanner = false
  private var usedOrderingSpanner = false
  private var usedGapCount = 0

  /// Starts an update of the ordered arrangement: neither the ordering spanner nor a gap is
  /// in use until the builder asks for it.
  func beginOrderedUpdate() {
    usedOrderingSpanner = false
    usedGapCount = 0
  }

  /// Starts an update of the aligned arrangement: the alignment spanner is not in use until
  /// the builder asks for it.
  func beginAlignedUpdate() {
    usedAlignmentSpanner = false
  }

  /// The cross-axis spanner, made on first use.
  func useAlignmentSpanner() -> _UILayoutSpacer {
    usedAlignmentSpanner = true
    if let alignmentSpanner { return alignmentSpanner }
    let spanner = _UILayoutSpacer(identifier: "UISV-alignment-spanner")
    alignmentSpanner = spanner
    return spanner
  }

  /// The axis spanner for a stack whose arranged views are all hidden, made on first use.
  func useOrderingSpanner() -> _UILayoutSpacer {
    usedOrderingSpanner = true
    if let orderingSpanner { return orderingSpanner }
    let spanner = _UILayoutSpacer(identifier: "UISV-ordering-spanner")
    orderingSpanner = spanner
    return spanner
  }

  /// The next gap guide, in order from the first gap.
  func useNextGap() -> _UIOLAGapGuide {
    defer { usedGapCount += 1 }
    if usedGapCount < gaps.count { return gaps[usedGapCount] }
    let gap = _UIOLAGapGuide()
    gaps.append(gap)
    return gap
  }

  /// The guides the last update used, in a fixed order: spanners, then gaps.
  var used: [UILayoutGuide] {
    var guides: [UILayoutGuide] = []
    if usedAlignmentSpanner, let alignmentSpanner { guides.append(alignmentSpanner) }
    if usedOrderingSpanner, let orderingSpanner { guides.append(orderingSpanner) }
    guides += gaps.prefix(usedGapCount).map { $0 as UILayoutGuide }
    return guides
  }

  /// The guides the last update did not use.
  var unused: [UILayoutGuide] {
    var guides: [UILayoutGuide] = []
    if !usedAlignmentSpanner, let alignmentSpanner { guides.append(alignmentSpanner) }
    if !usedOrderingSpanner, let orderingSpanner { guides.append(orderingSpanner) }
    guides += gaps.dropFirst(usedGapCount).map { $0 as UILayoutGuide }
    return guides
  }
}
