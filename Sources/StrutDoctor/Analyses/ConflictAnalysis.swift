import Strut

/// Unsatisfiable constraints: the mutually exclusive set, the one UIKit breaks, its console
/// message, and plain words (issue #7 analysis 3; uikit-semantics.md E6–E8).
struct ConflictAnalysis {
  func observations(in examination: Examination) -> [Observation] {
    examination.root.unsatisfiableConstraints.map { conflict in
      let broken = conflict.broken
      let views = conflict.constraints.flatMap { [$0.firstItem, $0.secondItem] }
        .compactMap { $0 as? UIView }
      let subject = views.first.map(examination.subject) ?? examination.subject(examination.root)
      let wants = conflict.constraints.map { "wants " + Self.plainWords($0, in: examination) }
      let brokenWords = broken.map { Self.plainWords($0, in: examination) } ?? "nothing"
      let related = conflict.constraints.filter { $0 !== broken }.compactMap { constraint in
        constraint.sourceLocation.map {
          Finding.RelatedLocation(
            location: FindingLocation($0), message: "in the conflict: \(constraint.description)")
        }
      }
      return Observation(
        rule: .unsatisfiableConstraints, severity: .error, subject: subject,
        // The broken constraint and the set's size name a conflict across widths and copies;
        // describing every member of a large set for the key alone was a tenth of a check.
        key: "conflict:\(conflict.constraints.count):" + (broken?.description ?? subject),
        message:
          "\(conflict.constraints.count) constraints cannot all hold; UIKit breaks the one that "
          + "wants \(brokenWords).",
        location: broken?.sourceLocation.map(FindingLocation.init),
        related: related,
        details: wants + ["UIKit's console message:"]
          + conflict.message.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init))
    }
  }

  /// "categoryButton's width to equal 44 pt", from a constraint.
  static func plainWords(_ constraint: NSLayoutConstraint, in examination: Examination) -> String {
    func item(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
      let name: String
      if let view = object as? UIView {
        name = examination.name(view)
      } else if let guide = object as? UILayoutGuide {
        name = guide.identifier.isEmpty ? "a layout guide" : guide.identifier
      } else {
        name = "?"
      }
      return "\(name)'s \(attributeWords(attribute))"
    }
    let relation: String
    switch constraint.relation {
    case .equal: relation = "to equal"
    case .lessThanOrEqual: relation = "to be at most"
    case .greaterThanOrEqual: relation = "to be at least"
    @unknown default: relation = "to relate to"
    }
    let first = item(constraint.firstItem, constraint.firstAttribute)
    guard constraint.secondAttribute != .notAnAttribute else {
      return "\(first) \(relation) \(points(constraint.constant)) pt"
    }
    var second = item(constraint.secondItem, constraint.secondAttribute)
    if constraint.multiplier != 1 { second = "\(points(constraint.multiplier)) × \(second)" }
    if constraint.constant > 0 { second += " + \(points(constraint.constant)) pt" }
    if constraint.constant < 0 { second += " − \(points(-constraint.constant)) pt" }
    return "\(first) \(relation) \(second)"
  }

  private static func attributeWords(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .left: "left edge"
    case .right: "right edge"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading edge"
    case .trailing: "trailing edge"
    case .width: "width"
    case .height: "height"
    case .centerX: "horizontal centre"
    case .centerY: "vertical centre"
    case .firstBaseline: "first baseline"
    case .lastBaseline: "last baseline"
    case .leftMargin: "left margin"
    case .rightMargin: "right margin"
    case .topMargin: "top margin"
    case .bottomMargin: "bottom margin"
    case .leadingMargin: "leading margin"
    case .trailingMargin: "trailing margin"
    case .centerXWithinMargins: "horizontal centre within margins"
    case .centerYWithinMargins: "vertical centre within margins"
    default: "attribute"
    }
  }
}
