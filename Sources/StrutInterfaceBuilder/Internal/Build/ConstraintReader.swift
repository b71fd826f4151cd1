import Foundation
import Strut

/// Reads `<constraint>` elements into installed `NSLayoutConstraint`s (ib-format.md §5, fact 1).
///
/// A constraint belongs to the view whose `<constraints>` lists it (the owner) and is installed
/// there; a missing `firstItem` is the owner; missing `secondItem` and `secondAttribute` make a
/// constant constraint. Constraints run once every view exists, since items may be declared
/// after the owner's list. Each one made is recorded with its position and id.
struct ConstraintReader {
  let context: BuildContext

  private static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// Reads every pending constraint, in document order.
  func readAll() {
    for (element, owner) in context.pendingConstraints {
      guard context.traits.isInstalled(element["id"]) else { continue }
      read(element, owner: owner)
    }
  }

  private func read(_ element: IBElement, owner: UIView) {
    let traits = context.traits
    let id = element["id"].map { "'\($0)'" } ?? "without id"
    if element.flag("placeholder"), context.options.semantics == .runtime { return }
    guard let firstName = element["firstAttribute"],
      var firstAttribute = Self.attributes[firstName]
    else {
      let problem = element["firstAttribute"].map { "unknown firstAttribute '\($0)'" }
      context.diagnose(
        .warning, "constraint \(id) has \(problem ?? "no firstAttribute"); skipped", at: element)
      return
    }
    guard var first = item(element["firstItem"], owner: owner, element: element, id: id) else {
      return
    }
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    var second: AnyObject?
    if let secondName = element["secondAttribute"] {
      guard let attribute = Self.attributes[secondName] else {
        context.diagnose(
          .warning, "constraint \(id) has unknown secondAttribute '\(secondName)'; skipped",
          at: element)
        return
      }
      secondAttribute = attribute
      guard let found = item(element["secondItem"], owner: owner, element: element, id: id) else {
        return
      }
      second = found
    } else if element["secondItem"] != nil {
      context.diagnose(
        .warning, "constraint \(id) has a secondItem but no secondAttribute; skipped", at: element)
      return
    }
    guard isValid(firstAttribute, secondAttribute, hasSecond: second != nil) else {
      context.diagnose(
        .warning,
        "constraint \(id) relates \(firstName) to \(element["secondAttribute"] ?? "a constant"), "
          + "which UIKit refuses; skipped", at: element)
      return
    }
    let relation: NSLayoutConstraint.Relation
    switch traits.attribute("relation", of: element) {
    case nil, "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case let other?:
      context.diagnose(
        .warning, "constraint \(id) has unknown relation '\(other)'; skipped", at: element)
      return
    }
    var multiplier = 1.0
    if let text = traits.attribute("multiplier", of: element) {
      guard let value = NumberParsing.multiplier(text), value != 0 || second == nil else {
        context.diagnose(
          .warning, "constraint \(id) has an unreadable multiplier '\(text)'; skipped", at: element)
        return
      }
      multiplier = value
    }
    let constant = context.number("constant", of: element)
    let priorityValue = context.number("priority", of: element)
    if (constant == nil && traits.attribute("constant", of: element) != nil)
      || (priorityValue == nil && traits.attribute("priority", of: element) != nil)
    {
      context.diagnose(
        .warning,
        "constraint \(id) has a constant or priority that is not a usable number; skipped",
        at: element)
      return
    }
    var priority: Float = 1000
    if let value = priorityValue {
      guard value > 0, value <= 1000 else {
        context.diagnose(
          .warning, "constraint \(id) has priority \(value), outside 1…1000; skipped",
          at: element)
        return
      }
      priority = Float(value)
    }
    // Edges and margins between a scroll view and its content attach to the content area (see
    // UIScrollView); a margin moves the content guide's edge in by the scroll view's margin.
    var constantValue = CGFloat(constant ?? 0)
    let firstSide = contentArea(first, firstAttribute, other: second)
    (first, firstAttribute) = (firstSide.item, firstSide.attribute)
    constantValue -= firstSide.inset
    if let other = second {
      let secondSide = contentArea(other, secondAttribute, other: first)
      (second, secondAttribute) = (secondSide.item, secondSide.attribute)
      constantValue += CGFloat(multiplier) * secondSide.inset
    }
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: CGFloat(multiplier), constant: constantValue)
    constraint.priority = UILayoutPriority(priority)
    constraint.identifier = element["identifier"]
    install(constraint, on: owner, element: element, id: id)
  }

  /// The view or guide an item id names; the owner when the id is missing (fact 1).
  private func item(_ name: String?, owner: UIView, element: IBElement, id: String) -> AnyObject? {
    guard let name else { return owner }
    if let view = context.views[name] { return view }
    if let guide = context.guides[name] { return guide }
    context.diagnose(
      .warning, "constraint \(id) refers to missing item '\(name)'; skipped", at: element)
    return nil
  }

  /// UIKit's rules for a constraint's attribute pair: a constant constraint sizes; an axis
  /// cannot meet the other axis; a size cannot meet a position.
  private func isValid(
    _ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute, hasSecond: Bool
  ) -> Bool {
    let sizes: Set<NSLayoutConstraint.Attribute> = [.width, .height]
    guard hasSecond else { return sizes.contains(first) }
    if sizes.contains(first) || sizes.contains(second) {
      return sizes.contains(first) && sizes.contains(second)
    }
    return Self.isHorizontal(first) == Self.isHorizontal(second)
  }

  private static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      true
    default:
      false
    }
  }

  /// A scroll view's content guide in place of the scroll view itself, when the attribute is an
  /// edge or a margin and the other item is inside the scroll view ("constraints between the
  /// edges or margins of the scroll view and its content attach to the scroll view's content
  /// area", Apple's scroll view guide): a margin becomes the guide's edge, `inset` further in
  /// (the scroll view's margin, negative at the trailing and bottom edges).
  private func contentArea(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
  ) -> (item: AnyObject, attribute: NSLayoutConstraint.Attribute, inset: CGFloat) {
    let unchanged = (item, attribute, CGFloat(0))
    guard let scroll = item as? UIScrollView, let other else { return unchanged }
    let margins = scroll.directionalLayoutMargins
    let physical = scroll.layoutMargins
    let edge: (NSLayoutConstraint.Attribute, CGFloat)
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: edge = (attribute, 0)
    case .leftMargin: edge = (.left, physical.left)
    case .rightMargin: edge = (.right, -physical.right)
    case .topMargin: edge = (.top, margins.top)
    case .bottomMargin: edge = (.bottom, -margins.bottom)
    case .leadingMargin: edge = (.leading, margins.leading)
    case .trailingMargin: edge = (.trailing, -margins.trailing)
    default: return unchanged
    }
    let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
    guard let otherView, otherView !== scroll, otherView.isDescendant(of: scroll) else {
      return unchanged
    }
    return (scroll.contentLayoutGuide, edge.0, edge.1)
  }

  /// Installs the constraint on its owner, as IB does; when an item lies outside the owner
  /// (a hand-edited file), on the items' nearest common ancestor, with a warning.
  private func install(
    _ constraint: NSLayoutConstraint, on owner: UIView, element: IBElement, id: String
  ) {
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    let views = items.compactMap { ($0 as? UIView) ?? ($0 as? UILayoutGuide)?.owningView }
    context.constraintRecords[ObjectIdentifier(constraint)] = ConstraintRecord(
      id: element["id"], line: element.line, column: element.column)
    // The constraint carries its element's position, so every report about it (conflict logs,
    // the doctor) points into the XML.
    constraint.sourceLocation = SourceLocation(
      fileID: context.path, line: element.line, column: element.column)
    if views.count == items.count, views.allSatisfy({ $0.isDescendant(of: owner) }) {
      owner.addConstraint(constraint)
      return
    }
    context.diagnose(
      .warning,
      "constraint \(id) relates items outside the view that lists it; installed on their common "
        + "ancestor", at: element)
    let messages = StrutLog.messages { constraint.isActive = true }
    if !constraint.isActive {
      context.constraintRecords[ObjectIdentifier(constraint)] = nil
      context.diagnose(
        .warning,
        "constraint \(id) relates items with no common ancestor; skipped"
          + (messages.isEmpty ? "" : " (\(messages[0].prefix(80)))"), at: element)
    }
  }
}
