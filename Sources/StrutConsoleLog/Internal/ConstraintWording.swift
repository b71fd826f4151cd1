import Strut

/// Says in plain words what a constraint wants, or what the solved layout has instead.
///
///     wants the trailing edge of UILabel 'Leo Nicholson' to be 11 pt before the trailing edge
///     of its superview UIView 0x7fa012015410
///     UIImageView 0x7fa01201c080 is 1 pt wide
///
/// The subject is the view the constraint is about: a relation written from the superview's
/// side (`contentView.bottomMargin == label.bottom`) is turned round to speak of the subview.
/// Positions read as after/before (leading, trailing), right/left, or below/above; sizes as
/// wide/tall, wider/narrower.
struct ConstraintWording {
  let naming: ItemNaming
  let hierarchy: HierarchyInference

  /// `wants … to be …`.
  func wants(_ constraint: ConsoleLogConstraint) -> String {
    let (subject, predicate) = clause(
      constraint, relation: constraint.relation, constant: constraint.constant)
    return "wants \(subject) to be \(predicate)"
  }

  /// `… is …`, with the constant the solved layout has.
  func now(_ constraint: ConsoleLogConstraint, actual: Double) -> String {
    let (subject, predicate) = clause(constraint, relation: .equal, constant: actual)
    return "\(subject) is \(predicate)"
  }

  private enum Axis {
    case directional, horizontal, vertical, width, height
  }

  private static func axis(_ attribute: NSLayoutConstraint.Attribute) -> Axis? {
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
    case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins: .horizontal
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .vertical
    case .width: .width
    case .height: .height
    case .notAnAttribute: nil
    }
  }

  private func clause(
    _ constraint: ConsoleLogConstraint, relation: NSLayoutConstraint.Relation, constant: Double
  ) -> (String, String) {
    var (a, aAttribute) = (constraint.first, constraint.firstAttribute)
    var (b, bAttribute) = (constraint.second, constraint.secondAttribute)
    var relation = relation
    var constant = constant
    let m = constraint.multiplier
    if let other = b, m == 1,
      hierarchy.parents[other.key] == a.key || a.isUnnamedSuperview
    {
      // Speak of the subview: `super.x == sub.y + c` is `sub.y == super.x - c`.
      (a, aAttribute, b, bAttribute) = (other, bAttribute, a, aAttribute)
      relation = relation.flipped
      constant = constant == 0 ? 0 : -constant
    }
    let aAxis = Self.axis(aAttribute)
    guard let b else {
      if aAxis == .width || aAxis == .height {
        return (naming.name(a), size(aAxis == .width, relation, constant))
      }
      let subject = "the \(AttributeNames.words(for: aAttribute)) of \(naming.name(a))"
      return (subject, "\(relationWords(relation))\(pt(constant)) from its superview's edge")
    }
    let object = "the \(AttributeNames.words(for: bAttribute)) of \(reference(b, from: a))"
    let bAxis = Self.axis(bAttribute)
    if let aAxis, aAxis == bAxis, aAxis == .width || aAxis == .height {
      return (
        naming.name(a),
        relativeSize(aAxis == .width, relation, constant, m, reference(b, from: a))
      )
    }
    let subject = "the \(AttributeNames.words(for: aAttribute)) of \(naming.name(a))"
    let positional: Set<Axis> = [.directional, .horizontal]
    if m == 1, let aAxis, let bAxis,
      aAxis == bAxis || (positional.contains(aAxis) && positional.contains(bAxis))
    {
      let (after, before) =
        aAxis == .vertical
        ? ("below", "above")
        : aAxis == .horizontal && bAxis == .horizontal
          ? ("to the right of", "to the left of") : ("after", "before")
      return (subject, position(relation, constant, after, before, object))
    }
    let factor = m == 1 ? "" : "\(NumberText.format(m)) × "
    let offset =
      constant == 0
      ? "" : constant > 0 ? " + \(pt(constant))" : " - \(pt(-constant))"
    let words = relation == .equal ? "equal to " : relationWords(relation)
    return (subject, "\(words)\(factor)\(object)\(offset)")
  }

  /// `its superview UIView 0x…` when `item` is `subject`'s superview (or owning view).
  private func reference(_ item: ConsoleLogItem, from subject: ConsoleLogItem) -> String {
    if item.isUnnamedSuperview { return "its superview" }
    guard hierarchy.parents[subject.key] == item.key else { return naming.name(item) }
    return (subject.isLayoutGuide ? "its owning view " : "its superview ") + naming.name(item)
  }

  private func pt(_ value: Double) -> String { "\(NumberText.format(value)) pt" }

  private func relationWords(_ relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .equal: ""
    case .greaterThanOrEqual: "at least "
    case .lessThanOrEqual: "at most "
    }
  }

  private func position(
    _ relation: NSLayoutConstraint.Relation, _ c: Double, _ after: String, _ before: String,
    _ object: String
  ) -> String {
    switch (relation, c) {
    case (.equal, 0): "aligned with \(object)"
    case (.greaterThanOrEqual, 0): "at or \(after) \(object)"
    case (.lessThanOrEqual, 0): "at or \(before) \(object)"
    case (.equal, _): "\(pt(abs(c))) \(c > 0 ? after : before) \(object)"
    case (.greaterThanOrEqual, _):
      c > 0 ? "at least \(pt(c)) \(after) \(object)" : "at most \(pt(-c)) \(before) \(object)"
    case (.lessThanOrEqual, _):
      c > 0 ? "at most \(pt(c)) \(after) \(object)" : "at least \(pt(-c)) \(before) \(object)"
    }
  }

  private func size(_ isWidth: Bool, _ relation: NSLayoutConstraint.Relation, _ c: Double)
    -> String
  {
    var text = "\(relationWords(relation))\(pt(c)) \(isWidth ? "wide" : "tall")"
    if c < 0 && relation != .lessThanOrEqual {
      text += ", a negative \(isWidth ? "width" : "height") that no view can have"
    }
    return text
  }

  private func relativeSize(
    _ isWidth: Bool, _ relation: NSLayoutConstraint.Relation, _ c: Double, _ m: Double,
    _ object: String
  ) -> String {
    let (wide, wider, narrower) =
      isWidth ? ("wide", "wider", "narrower") : ("tall", "taller", "shorter")
    if m != 1 {
      let offset = c == 0 ? "" : c > 0 ? " plus \(pt(c))" : " minus \(pt(-c))"
      return
        "\(relationWords(relation))\(NumberText.format(m)) times as \(wide) as \(object)\(offset)"
    }
    switch (relation, c) {
    case (.equal, 0): return "as \(wide) as \(object)"
    case (.greaterThanOrEqual, 0): return "at least as \(wide) as \(object)"
    case (.lessThanOrEqual, 0): return "no \(wider) than \(object)"
    case (.equal, _):
      return "\(pt(abs(c))) \(c > 0 ? wider : narrower) than \(object)"
    case (.greaterThanOrEqual, _):
      return c > 0
        ? "at least \(pt(c)) \(wider) than \(object)"
        : "at most \(pt(-c)) \(narrower) than \(object)"
    case (.lessThanOrEqual, _):
      return c > 0
        ? "at most \(pt(c)) \(wider) than \(object)"
        : "at least \(pt(-c)) \(narrower) than \(object)"
    }
  }
}
