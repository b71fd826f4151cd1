import Strut

/// Priorities that cannot change the layout (issue #7 analysis 5; uikit-semantics.md C1, C2).
///
/// A hugging or compression priority set on an axis where the view has no intrinsic size makes
/// no constraint (C2); one set where a required constraint fixes the size never decides
/// anything. Only priorities that code set are reported, not defaults.
struct DeadPriorityAnalysis {
  func observations(in examination: Examination) -> [Observation] {
    var result: [Observation] = []
    for view in examination.visibleViews {
      let name = examination.name(view)
      for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
        let settings = [ContentPrioritySetting.Kind.hugging, .compressionResistance]
          .filter { view.hasExplicitContentPriority(ContentPrioritySetting(kind: $0, axis: axis)) }
        guard !settings.isEmpty else { continue }
        let what = settings.map { $0 == .hugging ? "hugging" : "compression resistance" }
          .joined(separator: " and ")
        let call = settings.map { kind in
          kind == .hugging
            ? "\(name).setContentHuggingPriority(…, for: \(axis.swiftName))"
            : "\(name).setContentCompressionResistancePriority(…, for: \(axis.swiftName))"
        }
        let intrinsic = view.intrinsicContentSize.length(along: axis)
        if intrinsic == UIView.noIntrinsicMetric, !isMultilineLabel(view) {
          result.append(
            Observation(
              rule: .deadPriority, severity: .note, subject: examination.subject(view),
              key: "dead:none:\(examination.subject(view)):\(axis)",
              message:
                "The \(what) priority set on \(name)'s \(axis.dimensionName) does nothing: "
                + "\(String(describing: type(of: view))) has no intrinsic \(axis.dimensionName), "
                + "so no content-size constraint uses it (C2).",
              details: call))
        } else if let fixed = requiredSize(of: view, axis: axis) {
          result.append(
            Observation(
              rule: .deadPriority, severity: .note, subject: examination.subject(view),
              key: "dead:fixed:\(examination.subject(view)):\(axis)",
              message:
                "The \(what) priority set on \(name)'s \(axis.dimensionName) never decides "
                + "anything: a required constraint fixes the \(axis.dimensionName) at "
                + "\(points(fixed)) pt.",
              location: nil, details: call))
        }
      }
    }
    return result
  }

  private func isMultilineLabel(_ view: UIView) -> Bool {
    (view as? UILabel).map { $0.numberOfLines != 1 } ?? false
  }

  /// The constant of an active required `view.dimension == constant` constraint, if any.
  private func requiredSize(of view: UIView, axis: NSLayoutConstraint.Axis) -> CGFloat? {
    let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
    var owners: [UIView] = [view]
    var ancestor = view.superview
    while let current = ancestor {
      owners.append(current)
      ancestor = current.superview
    }
    for owner in owners {
      for constraint in owner.constraints
      where constraint.isActive && constraint.priority == .required
        && constraint.firstItem === view && constraint.firstAttribute == attribute
        && constraint.relation == .equal && constraint.secondAttribute == .notAnAttribute
      {
        return constraint.constant
      }
    }
    return nil
  }
}
