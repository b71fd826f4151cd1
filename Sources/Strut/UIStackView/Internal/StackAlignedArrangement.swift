import Foundation

// The aligned arrangement: everything across the axis (S9, S11).
extension StackArrangementBuilder {
  mutating func buildAlignedArrangement() {
    guard let reference = alignmentReference else { return }
    let others = items.filter { $0 !== reference }
    let isBaseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
    switch stack.alignment {
    case .fill:
      for item in others {
        add(.alignment, reference, across.min, .equal, item, across.min)
        add(.alignment, reference, across.max, .equal, item, across.max)
      }
      add(.canvasConnection, canvas, across.min, .equal, reference, across.min)
      add(.canvasConnection, reference, across.max, .equal, canvas, across.max)
    case .center where items.count == 1:
      // S9: one view needs no spanner.
      add(.canvasConnection, canvas, across.min, .lessThanOrEqual, reference, across.min)
      add(.canvasConnection, canvas, across.max, .greaterThanOrEqual, reference, across.max)
      add(.canvasConnection, canvas, across.center, .equal, reference, across.center)
      addCanvasFit()
      addAmbiguitySuppression()
    case _ where isBaseline && stack.axis == .vertical:
      // A vertical stack has no baselines to align across its axis: the views stay between
      // the spanner's edges, which are the canvas's ([CH/I]).
      let spanner = addSpanner(minRelation: .lessThanOrEqual, maxRelation: .greaterThanOrEqual)
      add(.canvasConnection, canvas, across.min, .equal, spanner, across.min)
      add(.canvasConnection, spanner, across.max, .equal, canvas, across.max)
      addAmbiguitySuppression()
    case .leading:
      for item in others {
        add(.alignment, reference, across.min, .equal, item, across.min)
      }
      let spanner = addSpanner(minRelation: .equal, maxRelation: .greaterThanOrEqual)
      add(.canvasConnection, canvas, across.min, .equal, reference, across.min)
      add(.canvasConnection, spanner, across.max, .equal, canvas, across.max)
      addAmbiguitySuppression()
    case .trailing:
      for item in others {
        add(.alignment, reference, across.max, .equal, item, across.max)
      }
      let spanner = addSpanner(minRelation: .lessThanOrEqual, maxRelation: .equal)
      add(.canvasConnection, canvas, across.min, .equal, spanner, across.min)
      add(.canvasConnection, reference, across.max, .equal, canvas, across.max)
      addAmbiguitySuppression()
    case .center:
      for item in others {
        add(.alignment, reference, across.center, .equal, item, across.center)
      }
      let spanner = addSpanner(minRelation: .lessThanOrEqual, maxRelation: .greaterThanOrEqual)
      add(.canvasConnection, canvas, across.min, .equal, spanner, across.min)
      add(.canvasConnection, spanner, across.max, .equal, canvas, across.max)
      add(.canvasConnection, canvas, across.center, .equal, reference, across.center)
      addAmbiguitySuppression()
    case .firstBaseline, .lastBaseline:
      let baseline: NSLayoutConstraint.Attribute =
        stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      for item in others {
        add(.alignment, reference, baseline, .equal, item, baseline)
      }
      let spanner = addSpanner(minRelation: .lessThanOrEqual, maxRelation: .greaterThanOrEqual)
      add(.canvasConnection, canvas, across.min, .equal, spanner, across.min)
      if stack.alignment == .firstBaseline {
        add(.canvasConnection, spanner, across.max, .equal, canvas, across.max)
      } else {
        // As printed in the iOS 10 dump: `V:[Subview0]-(>=0)-|`.
        add(
          .canvasConnection, canvas, across.max, .greaterThanOrEqual, reference,
          across.max)
      }
      addCanvasFit()
      addAmbiguitySuppression()
    }
  }

  /// The alignment spanner with its boundaries around every view laid out as visible and its
  /// fit (S9): an equality edge at 999.5, an inequality at 1000.
  ///
  /// A hidden view keeps its alignment but no boundary (modern behaviour): hiding the tallest
  /// view of a centred row makes the row shorter. UIKit makes the hidden view's boundaries and
  /// leaves them inactive; its fit drops to 0.001 while every view is hidden.
  private mutating func addSpanner(
    minRelation: NSLayoutConstraint.Relation, maxRelation: NSLayoutConstraint.Relation
  ) -> _UILayoutSpacer {
    let spanner = stack.arrangementGuides.useAlignmentSpanner()
    func priority(_ relation: NSLayoutConstraint.Relation) -> UILayoutPriority {
      relation == .equal ? StackPriority.spanningBoundary : .required
    }
    for item in items where isLaidOutAsVisible(item) {
      add(
        .spanningBoundary, spanner, across.min, minRelation, item, across.min,
        priority: priority(minRelation))
      add(
        .spanningBoundary, spanner, across.max, maxRelation, item, across.max,
        priority: priority(maxRelation))
    }
    let isEveryViewHidden = compatibility == .modern && visibleIndices.isEmpty
    add(
      .spanningFit, spanner, across.dimension, .equal, nil, .notAnAttribute,
      priority: isEveryViewHidden ? StackPriority.allHiddenSpanningFit : StackPriority.spanningFit)
    return spanner
  }

  /// `canvas.crossDimension == 0 @49` (S11).
  private mutating func addCanvasFit() {
    add(
      .canvasFit, canvas, across.dimension, .equal, nil, .notAnAttribute,
      priority: StackPriority.canvasFit)
  }

  /// `item.crossDimension == 0 @25` for every view (S9).
  private mutating func addAmbiguitySuppression() {
    for item in items {
      add(
        .ambiguitySuppression, item, across.dimension, .equal, nil, .notAnAttribute,
        priority: StackPriority.ambiguitySuppression)
    }
  }
}
