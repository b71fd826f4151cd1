import Strut

/// Who takes a stack's free space, or gives up space when it is short, and which priorities
/// decided it (issue #7 analysis 1; uikit-semantics.md S4, E5, C1, C2).
///
/// In a `.fill` stack, the views whose length differs from their intrinsic length took or gave
/// the difference; a view without an intrinsic length takes space at no cost (C2). When the view
/// that took (or gave) space has the same hugging (or compression) priority as another view that
/// could have, only the order of `arrangedSubviews` decided it (S4): an `index-tie` warning. A
/// button or label that takes free space and centres its content shows that content in the middle
/// of the space, which reads as "moved to the centre": a `free-space` warning.
struct FreeSpaceAnalysis {
  static let tolerance: CGFloat = 0.5

  func observations(in examination: Examination) -> [Observation] {
    examination.stackViews.flatMap { stack in observations(of: stack, in: examination) }
      + containerObservations(in: examination)
  }

  /// Outside `.fill` stacks: every view with an intrinsic length that its constraints stretch
  /// or squeeze, on either axis, with the priority that lost.
  private func containerObservations(in examination: Examination) -> [Observation] {
    var result: [Observation] = []
    for view in examination.visibleViews {
      if let stack = view.superview as? UIStackView, stack.distribution == .fill,
        stack.arrangedSubviews.contains(view)
      {
        continue
      }
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        let intrinsic = view.intrinsicContentSize.length(along: axis)
        guard intrinsic != UIView.noIntrinsicMetric else { continue }
        let change = view.frame.length(along: axis) - intrinsic
        guard abs(change) > Self.tolerance else { continue }
        let name = examination.name(view)
        let grows = change > 0
        let comparison =
          axis == .horizontal ? (grows ? "wider" : "narrower") : (grows ? "taller" : "shorter")
        let priority =
          grows
          ? view.contentHuggingPriority(for: axis)
          : view.contentCompressionResistancePriority(for: axis)
        result.append(
          Observation(
            rule: .freeSpace, severity: .note, subject: examination.subject(view),
            key: "container:\(examination.subject(view)):\(axis)",
            message:
              "\(name) is \(points(abs(change))) pt \(comparison) than its "
              + "intrinsic \(axis.dimensionName) (\(points(intrinsic)) pt): its "
              + "\(grows ? "hugging" : "compression resistance") \(priorityName(priority)) gives "
              + "way to a stronger constraint.",
            details: [
              "\(axis.dimensionName) \(points(view.frame.length(along: axis))) pt, intrinsic "
                + "\(points(intrinsic)) pt"
            ]))
      }
    }
    return result
  }

  private struct Share {
    let view: UIView
    let length: CGFloat
    let intrinsic: CGFloat?
    var change: CGFloat { length - (intrinsic ?? 0) }
  }

  private func observations(of stack: UIStackView, in examination: Examination) -> [Observation] {
    guard stack.distribution == .fill else { return [] }
    let axis = stack.axis
    let shares: [Share] = stack.arrangedSubviews.filter { !$0.isHidden }.map { view in
      let intrinsic = view.intrinsicContentSize.length(along: axis)
      return Share(
        view: view, length: view.frame.length(along: axis),
        intrinsic: intrinsic == UIView.noIntrinsicMetric ? nil : intrinsic)
    }
    var result: [Observation] = []
    let stackName = examination.subject(stack)
    let takers = shares.filter { $0.change > Self.tolerance }
    let givers = shares.filter { $0.intrinsic != nil && $0.change < -Self.tolerance }
    for taker in takers {
      let name = examination.name(taker.view)
      let reason: String
      if taker.intrinsic == nil {
        reason = "it has no intrinsic \(axis.dimensionName), so nothing resists its growth (C2)"
      } else {
        let hugging = taker.view.contentHuggingPriority(for: axis)
        reason = "its hugging priority \(priorityName(hugging)) is the lowest that can grow"
      }
      result.append(
        Observation(
          rule: .freeSpace, severity: .note, subject: examination.subject(taker.view),
          key: "takes:\(stackName):\(name)",
          message:
            "\(name) takes \(points(taker.change)) pt of free space in \(examination.name(stack)): \(reason).",
          details: shares.map { describe($0, axis: axis, in: examination) }))
      if let centred = centredContent(of: taker.view, axis: axis) {
        result.append(
          Observation(
            rule: .freeSpace, severity: .warning, subject: examination.subject(taker.view),
            key: "centred:\(stackName):\(name)",
            message:
              "\(name) stretches over the free space and centres its \(centred) in it, so the "
              + "\(centred) sits away from \(name)'s edge and moves whenever the free space changes.",
            details: shares.map { describe($0, axis: axis, in: examination) },
            fixHint: stretched(taker.view, in: stack, examination: examination)))
      }
      if let tie = tie(
        for: taker, among: shares, priority: { $0.contentHuggingPriority(for: axis) })
      {
        var observation = tieObservation(
          winner: taker.view, other: tie, kind: .hugging, axis: axis, stack: stack,
          in: examination)
        observation.fixHint = stretched(taker.view, in: stack, examination: examination)
        result.append(observation)
      }
    }
    for giver in givers {
      if let tie = tie(
        for: giver, among: shares, priority: { $0.contentCompressionResistancePriority(for: axis) })
      {
        var observation = tieObservation(
          winner: giver.view, other: tie, kind: .compressionResistance, axis: axis,
          stack: stack, in: examination)
        observation.fixHint = .compressionTie(
          giver: examination.subject(giver.view), other: examination.subject(tie), axis: axis)
        result.append(observation)
      }
    }
    return result
  }

  private func stretched(_ view: UIView, in stack: UIStackView, examination: Examination)
    -> FixHint
  {
    .stretchedContent(
      stack: examination.subject(stack), view: examination.subject(view),
      index: stack.arrangedSubviews.firstIndex(of: view) ?? 0, axis: stack.axis)
  }

  /// Another view with an intrinsic length and the same priority that kept its length: the
  /// tie S4 resolved by order.
  private func tie(
    for share: Share, among shares: [Share], priority: (UIView) -> UILayoutPriority
  ) -> UIView? {
    guard share.intrinsic != nil else { return nil }
    let level = priority(share.view)
    return shares.first { other in
      other.view !== share.view && other.intrinsic != nil
        && abs(other.change) <= Self.tolerance && priority(other.view) == level
    }?.view
  }

  private func tieObservation(
    winner: UIView, other: UIView, kind: ContentPrioritySetting.Kind,
    axis: NSLayoutConstraint.Axis, stack: UIStackView, in examination: Examination
  ) -> Observation {
    let winnerName = examination.name(winner)
    let otherName = examination.name(other)
    let verb = kind == .hugging ? "stretches" : "shrinks"
    let what = kind == .hugging ? "hugging" : "compression resistance"
    let level =
      kind == .hugging
      ? winner.contentHuggingPriority(for: axis)
      : winner.contentCompressionResistancePriority(for: axis)
    let first = stack.arrangedSubviews.firstIndex(of: winner) ?? 0
    let second = stack.arrangedSubviews.firstIndex(of: other) ?? 0
    let order = first < second ? "comes first" : "comes later"
    return Observation(
      rule: .indexTie, severity: .warning, subject: examination.subject(winner),
      key: "tie:\(kind):\(examination.subject(stack)):\(winnerName)",
      message:
        "\(winnerName) and \(otherName) have the same \(axis == .horizontal ? "horizontal" : "vertical") "
        + "\(what) (\(priorityName(level))); \(winnerName) \(verb) only because it \(order) in "
        + "arrangedSubviews (S4). Reordering the views or changing one title flips the layout.",
      details: [
        "\(winnerName): \(what) \(priorityName(level)), index \(first)",
        "\(otherName): \(what) \(priorityName(level)), index \(second)",
      ])
  }

  /// "title" or "text" when the view shows content centred along the axis, else nil.
  private func centredContent(of view: UIView, axis: NSLayoutConstraint.Axis) -> String? {
    guard axis == .horizontal else { return nil }
    if let button = view as? UIButton, button.currentTitle?.isEmpty == false,
      button.contentHorizontalAlignment == .center
    {
      return "title"
    }
    if let label = view as? UILabel, label.text?.isEmpty == false, label.textAlignment == .center {
      return "text"
    }
    return nil
  }

  private func describe(_ share: Share, axis: NSLayoutConstraint.Axis, in examination: Examination)
    -> String
  {
    let name = examination.name(share.view)
    guard let intrinsic = share.intrinsic else {
      return "\(name): \(points(share.length)) pt, no intrinsic \(axis.dimensionName)"
    }
    let hugging = priorityName(share.view.contentHuggingPriority(for: axis))
    let resistance = priorityName(share.view.contentCompressionResistancePriority(for: axis))
    return "\(name): \(points(share.length)) pt (intrinsic \(points(intrinsic)), hugging "
      + "\(hugging), compression resistance \(resistance))"
  }
}
