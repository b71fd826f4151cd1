import Foundation

// The ordered arrangement: everything along the axis (S1–S8, S10).
extension StackArrangementBuilder {
  /// The relation of `UISV-spacing`: `>=` for the equal-spacing distributions, else `==` (S2).
  var spacingRelation: NSLayoutConstraint.Relation {
    switch stack.distribution {
    case .equalSpacing, .equalCentering: .greaterThanOrEqual
    case .fill, .fillEqually, .fillProportionally: .equal
    }
  }

  /// The attributes a gap runs between: the previous view's end and the next view's start, or
  /// their baselines in a baseline-relative vertical stack (S2).
  var spacingAttributes:
    (previous: NSLayoutConstraint.Attribute, next: NSLayoutConstraint.Attribute)
  {
    if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
      return (.lastBaseline, .firstBaseline)
    }
    return (along.max, along.min)
  }

  mutating func buildOrderedArrangement() {
    switch compatibility {
    case .modern: buildModernChain()
    case .legacy: buildLegacyChain()
    }
    closeSection()
    buildHiding()
    closeSection()
    buildDistribution()
    closeSection()
    buildTextWidthDisambiguation()
    closeSection()
  }

  // MARK: Canvas connection and spacing

  /// S1–S3 modern: visible views form the chain; hidden ones hang off it at priority 50.
  private mutating func buildModernChain() {
    let visible = visibleIndices
    guard let first = visible.first, let last = visible.last else {
      buildAllHiddenChain()
      return
    }
    add(.canvasConnection, canvas, along.min, .equal, items[first], along.min)
    add(.canvasConnection, items[last], along.max, .equal, canvas, along.max)
    let attributes = spacingAttributes
    let relation = spacingRelation
    for (previous, next) in zip(visible, visible.dropFirst()) {
      addSpacing(
        from: previous, to: next, spacing: spacing(after: items[previous]),
        attributes: attributes, relation: relation)
    }
    closeSection()
    for hidden in items.indices where isHiddenItem[hidden] {
      addHiddenSpacing(
        of: hidden, previous: visible.last { $0 < hidden }, next: visible.first { $0 > hidden },
        attributes: attributes, relation: relation)
    }
  }

  /// S3 modern: a hidden view hangs off the visible view before it, half a gap after it (none
  /// at the end), or, first, the visible view after it hangs off it.
  mutating func addHiddenSpacing(
    of hidden: Int, previous: Int?, next: Int?,
    attributes: (previous: NSLayoutConstraint.Attribute, next: NSLayoutConstraint.Attribute),
    relation: NSLayoutConstraint.Relation
  ) {
    if let previous {
      let gap = spacing(after: items[previous]).points
      add(
        .spacingHidden, items[hidden], attributes.next, relation, items[previous],
        attributes.previous, constant: next == nil ? 0 : gap / 2,
        priority: StackPriority.spacingHidden)
    } else if let next {
      add(
        .spacingHidden, items[next], attributes.next, relation, items[hidden],
        attributes.previous, priority: StackPriority.spacingHidden)
    }
  }

  /// S1: every view hidden: the canvas wraps an ordering spanner of length 0.
  private mutating func buildAllHiddenChain() {
    let spanner = stack.arrangementGuides.useOrderingSpanner()
    add(.canvasConnection, canvas, along.min, .equal, spanner, along.min)
    add(.canvasConnection, spanner, along.max, .equal, canvas, along.max)
    add(
      .spanningFit, spanner, along.dimension, .equal, nil, .notAnAttribute,
      priority: StackPriority.allHiddenSpanningFit)
    closeSection()
    for item in items {
      add(
        .spacingHidden, item, along.min, .equal, spanner, along.max,
        priority: StackPriority.spacingHidden)
    }
  }

  /// S3 legacy (iOS 9–10): every view stays in the chain; a run of hidden views between two
  /// visible ones shares their spacing, half on each outer gap, and gaps with no visible view
  /// on one side are 0.
  private mutating func buildLegacyChain() {
    add(.canvasConnection, canvas, along.min, .equal, items[0], along.min)
    add(.canvasConnection, items[items.count - 1], along.max, .equal, canvas, along.max)
    let visible = visibleIndices
    let attributes = spacingAttributes
    let relation = spacingRelation
    for index in items.indices.dropLast() {
      let next = index + 1
      if !isHiddenItem[index] && !isHiddenItem[next] {
        addSpacing(
          from: index, to: next, spacing: spacing(after: items[index]), attributes: attributes,
          relation: relation)
        continue
      }
      var constant: CGFloat = 0
      if let before = visible.last(where: { $0 <= index }),
        let after = visible.first(where: { $0 >= next }),
        before == index || after == next
      {
        constant = spacing(after: items[before]).points / 2
      }
      add(
        .spacing, items[next], attributes.next, relation, items[index],
        attributes.previous, constant: constant)
    }
    // Hidden views stay in the chain: no section of their own.
    closeSection()
  }

  /// `next.start (== or >=) previous.end + spacing`, or UIKit's standard spacing; the
  /// attributes and relation are the stack's, read once per arrangement by the caller.
  mutating func addSpacing(
    from previous: Int, to next: Int, spacing: StackSpacing,
    attributes: (previous: NSLayoutConstraint.Attribute, next: NSLayoutConstraint.Attribute),
    relation: NSLayoutConstraint.Relation
  ) {
    add(
      .spacing, items[next], attributes.next, relation, items[previous], attributes.previous,
      constant: spacing.points, isSystemSpacing: spacing.isSystem)
  }

  /// S3: a hidden view's length along the axis is 0.
  private mutating func buildHiding() {
    for index in items.indices where isHiddenItem[index] { addHiding(of: index) }
  }

  /// S3: `UISV-hiding` for one hidden view.
  mutating func addHiding(of index: Int) {
    let priority: UILayoutPriority =
      compatibility == .modern ? StackPriority.modernHiding : .required
    add(.hiding, items[index], along.dimension, .equal, nil, .notAnAttribute, priority: priority)
  }

  // MARK: Distribution

  private mutating func buildDistribution() {
    let visible = visibleIndices
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      buildFillEqually(visible)
    case .fillProportionally:
      buildFillProportionally(visible)
    case .equalSpacing, .equalCentering:
      buildEqualGaps(visible)
    }
  }

  /// S5: every visible view has the length of the first visible one.
  private mutating func buildFillEqually(_ visible: [Int]) {
    guard let reference = visible.first else { return }
    for index in visible.dropFirst() {
      add(
        .fillEqually, items[index], along.dimension, .equal, items[reference],
        along.dimension)
    }
  }

  /// S6: each visible view's length is its share of the canvas, in proportion to its
  /// intrinsic length, counting the spacing in the total as UIKit does.
  private mutating func buildFillProportionally(_ visible: [Int]) {
    let lengths = visible.map { proportionalLength(of: items[$0]) }
    let spacing = defaultSpacing.points
    let spacings = spacing * CGFloat(max(visible.count - 1, 0))
    let total = lengths.reduce(0) { $0 + max($1, 0) } + spacings
    // The threshold counts hidden views' spacing too (UIKit, iOS 26.1); the total does not.
    let threshold = max(spacing * CGFloat(max(items.count - 1, 0)), 1)
    guard total > threshold else {
      buildFillEqually(visible)
      return
    }
    for (index, length) in zip(visible, lengths) {
      guard length > 0 else {
        add(.fillProportionally, items[index], along.dimension, .equal, nil, .notAnAttribute)
        continue
      }
      let multiplier = length / total
      let priority: UILayoutPriority =
        multiplier == 1 ? .required : UILayoutPriority(Float(max(999 - index, 751)))
      add(
        .fillProportionally, items[index], along.dimension, .equal, canvas,
        along.dimension, multiplier: multiplier, priority: priority)
    }
  }

  /// A view's length for `.fillProportionally`: its intrinsic length along the axis, or its
  /// fitting length when it has none (S6, [I]).
  ///
  /// UIKit (iOS 26.1, `_proportionalFillLengthForOrderedArrangement:relevantParentAxis:`) fits
  /// a view of a vertical stack that fills its width at that width, the width required and
  /// the height as low as it goes, so that its text wraps as it will; any other view at its
  /// compressed size.
  private func proportionalLength(of view: UIView) -> CGFloat {
    let intrinsic = view.proportionalFillSize
    let length = stack.axis == .horizontal ? intrinsic.width : intrinsic.height
    if length != UIView.noIntrinsicMetric { return length }
    guard stack.axis == .vertical && stack.alignment == .fill else {
      let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      return stack.axis == .horizontal ? fitting.width : fitting.height
    }
    let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    let width = stack.bounds.width - margins.left - margins.right
    return view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// S7, S8: a gap guide between adjacent visible views, all gaps as long as the first.
  private mutating func buildEqualGaps(_ visible: [Int]) {
    let centering = stack.distribution == .equalCentering
    let edges = centering ? (along.center, along.center) : (along.max, along.min)
    var firstGap: _UIOLAGapGuide?
    for (previous, next) in zip(visible, visible.dropFirst()) {
      let gap = stack.arrangementGuides.useNextGap()
      add(.distributingEdge, gap, along.min, .equal, items[previous], edges.0)
      add(.distributingEdge, gap, along.max, .equal, items[next], edges.1)
      if let firstGap {
        let priority: UILayoutPriority =
          centering ? UILayoutPriority(Float(max(150 - previous, 50))) : .required
        add(
          .fillEqually, gap, along.dimension, .equal, firstGap, along.dimension,
          priority: priority)
      } else {
        firstGap = gap
      }
    }
    if compatibility == .modern && !visible.isEmpty {
      add(
        .canvasFit, canvas, along.dimension, .equal, nil, .notAnAttribute,
        priority: StackPriority.canvasFit)
    }
  }

  // MARK: Multiline text

  /// S10: in a horizontal `.fill`, `.equalSpacing` or `.equalCentering` stack, multiline-text
  /// views get `UISV-text-width-disambiguation` in the stack's form (see
  /// ``UIStackView/TextWidthDisambiguation-swift.enum``).
  private mutating func buildTextWidthDisambiguation() {
    guard stack.axis == .horizontal,
      [.fill, .equalSpacing, .equalCentering].contains(stack.distribution)
    else { return }
    switch stack.textWidthDisambiguation {
    case .proportional: buildProportionalTextWidths()
    case .sideBySide: buildSideBySideTextWidths()
    }
  }

  /// The proportional form: `width == canvas.width / n - spacing (n - 1) / n` at
  /// `min(max(CR, hugging) + 10, 999)`, n counting every visible view.
  private mutating func buildProportionalTextWidths() {
    let visible = visibleIndices
    let count = CGFloat(visible.count)
    let spacing = defaultSpacing.points
    for index in visible {
      let view = items[index]
      guard view.isMultilineTextCandidate else { continue }
      let strongest = max(
        view.contentCompressionResistancePriority(for: .horizontal).rawValue,
        view.contentHuggingPriority(for: .horizontal).rawValue)
      add(
        .textWidthDisambiguation, view, .width, .equal, canvas, .width,
        multiplier: 1 / count, constant: -spacing * (count - 1) / count,
        priority: UILayoutPriority(min(strongest + 10, 999)))
    }
  }

  /// The side-by-side form: with k ≥ 2 visible views that hold multiline text,
  /// `width <= canvas.width / k - spacing (k - 1) / k` at 950 rising by `min(25 / k, 1)` per
  /// view; past 25 views, required, with UIKit's warning.
  private mutating func buildSideBySideTextWidths() {
    let multiline = visibleIndices.filter { Self.holdsMultilineText(items[$0]) }
    let spacing = defaultSpacing.points
    let count = multiline.count
    guard count >= 2 else { return }
    let isRequired = count > 25
    if isRequired {
      StrutLog.log(
        "Too many side-by-side multiline views (\(count)) for optional width disambiguation. "
          + "Making required constraints instead. Layout might be broken. Stack view: \(stack)")
    }
    let step = min(25 / Float(count), 1)
    for (order, index) in multiline.enumerated() {
      add(
        .textWidthDisambiguation, items[index], .width, .lessThanOrEqual, canvas, .width,
        multiplier: 1 / CGFloat(count), constant: -spacing * CGFloat(count - 1) / CGFloat(count),
        priority: isRequired ? .required : UILayoutPriority(950 + step * Float(order)))
    }
  }

  /// Whether the side-by-side form counts `view`.
  ///
  /// A multiline text view counts, and so does a stack view that arranges a visible one at any
  /// depth: a column of multiline labels is as ambiguous in width as a label. WooCommerce's
  /// subscription cell (Xcode 14.1) splits its row evenly between such a column and a multiline
  /// price label, where the proportional form's files (SwiftMessages' and Wikipedia's cells,
  /// Xcode 10 and 12) leave a column at its natural width.
  private static func holdsMultilineText(_ view: UIView) -> Bool {
    if view.isMultilineTextCandidate { return true }
    guard let stack = view as? UIStackView else { return false }
    return stack.arrangedSubviews.contains { !$0.isHidden && holdsMultilineText($0) }
  }
}
