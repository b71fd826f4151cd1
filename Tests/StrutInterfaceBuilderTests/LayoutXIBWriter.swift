import Foundation
import Strut
import StrutLayoutTestSupport

/// Writes a view tree built in code as the `.xib` objects Xcode would save for it
/// (ib-format.md), so that importing it can be checked against the tree itself.
///
/// It writes what `RandomLayout` makes: plain views, labels, system buttons and stack views,
/// their frames, autoresizing, hidden flags and content priorities, and every active
/// constraint of the layout, owned by its items' nearest common ancestor as Xcode files it;
/// and margins (directional), margin preservation, layout direction, baseline- and
/// margins-relative stacks, and safe-area guides.
struct LayoutXIBWriter {
  /// The views whose margins were set, which Xcode writes; others keep the class default.
  var customMargins: Set<ObjectIdentifier> = []
  /// Each view's and guide's id in the document.
  private(set) var ids: [ObjectIdentifier: String] = [:]
  private var lines: [String] = []
  private var constraintCount = 0

  /// The `<objects>` of a `.xib` holding the layout (see `TestDocuments.xib`), and the id of
  /// each of its views.
  static func objects(for layout: RandomLayout, customMargins: Set<ObjectIdentifier> = [])
    -> (text: String, ids: [ObjectIdentifier: String])
  {
    var writer = LayoutXIBWriter(customMargins: customMargins)
    let owned = writer.name(layout, rootID: nil)
    writer.write(layout.root, owned: owned, depth: 2)
    return (writer.lines.joined(separator: "\n"), writer.ids)
  }

  /// The parts of a storyboard scene whose root view is the layout's root (see
  /// `TestDocuments.storyboard`): the root's subviews, its constraints and its guides.
  static func scene(for layout: RandomLayout, customMargins: Set<ObjectIdentifier> = [])
    -> (subviews: String, constraints: String, rootExtra: String, ids: [ObjectIdentifier: String])
  {
    var writer = LayoutXIBWriter(customMargins: customMargins)
    let owned = writer.name(layout, rootID: "root-view")
    for child in layout.root.subviews { writer.write(child, owned: owned, depth: 7) }
    let subviews = writer.lines.joined(separator: "\n")
    let constraints = (owned[ObjectIdentifier(layout.root)] ?? []).map {
      writer.constraintElement($0)
    }
    let rootExtra = writer.guideElement(of: layout.root) ?? ""
    return (subviews, constraints.joined(separator: "\n"), rootExtra, writer.ids)
  }

  /// Gives every view and used guide an id, and returns each owner's constraints.
  private mutating func name(_ layout: RandomLayout, rootID: String?)
    -> [ObjectIdentifier: [NSLayoutConstraint]]
  {
    var pending = [layout.root]
    while let view = pending.popLast() {
      ids[ObjectIdentifier(view)] = String(format: "vw%d-aa-bbb", ids.count)
      pending += view.subviews
    }
    if let rootID { ids[ObjectIdentifier(layout.root)] = rootID }
    var owned: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    for constraint in layout.constraints where constraint.isActive {
      for case let guide as UILayoutGuide in [constraint.firstItem, constraint.secondItem]
      where ids[ObjectIdentifier(guide)] == nil {
        ids[ObjectIdentifier(guide)] = "gd\(ids.count)-aa-bbb"
      }
      guard let owner = Self.owner(of: constraint) else { continue }
      owned[ObjectIdentifier(owner), default: []].append(constraint)
    }
    return owned
  }

  /// The `<viewLayoutGuide>` of a view's safe area when a constraint uses it.
  ///
  /// Only a guide a constraint uses has an id; reading `safeAreaLayoutGuide` would make one.
  private func guideElement(of view: UIView) -> String? {
    let safeArea = view.layoutGuides.first { $0.identifier == "UIViewSafeAreaLayoutGuide" }
    guard let guide = safeArea, let id = ids[ObjectIdentifier(guide)] else { return nil }
    return "<viewLayoutGuide key=\"safeArea\" id=\"\(id)\"/>"
  }

  /// The view a constraint belongs to: the nearest common ancestor of its items.
  private static func owner(of constraint: NSLayoutConstraint) -> UIView? {
    func view(_ item: AnyObject?) -> UIView? {
      item as? UIView ?? (item as? UILayoutGuide)?.owningView
    }
    guard let first = view(constraint.firstItem) else { return nil }
    guard let second = view(constraint.secondItem) else { return first }
    var ancestor: UIView? = first
    while let candidate = ancestor, !second.isDescendant(of: candidate) {
      ancestor = candidate.superview
    }
    return ancestor
  }

  private mutating func line(_ depth: Int, _ text: String) {
    lines.append(String(repeating: "    ", count: depth) + text)
  }

  private mutating func write(
    _ view: UIView, owned: [ObjectIdentifier: [NSLayoutConstraint]], depth: Int
  ) {
    let id = ids[ObjectIdentifier(view)]!
    var attributes = "contentMode=\"scaleToFill\""
    let element: String
    switch view {
    case let stack as UIStackView:
      element = "stackView"
      if stack.axis == .vertical { attributes += " axis=\"vertical\"" }
      attributes += " distribution=\"\(Self.name(of: stack.distribution))\""
      attributes += " alignment=\"\(Self.name(of: stack.alignment, axis: stack.axis))\""
      attributes += " spacing=\"\(stack.spacing)\""
    case let label as UILabel:
      element = "label"
      attributes += " text=\"\(Self.escaped(label.text ?? ""))\" textAlignment=\"natural\""
      attributes += " lineBreakMode=\"tailTruncation\" numberOfLines=\"\(label.numberOfLines)\""
    case is UIButton:
      element = "button"
      attributes += " contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\""
      attributes += " buttonType=\"system\" lineBreakMode=\"middleTruncation\""
    default:
      element = "view"
    }
    if view.isHidden { attributes += " hidden=\"YES\"" }
    if view.semanticContentAttribute == .forceRightToLeft {
      attributes += " semanticContentAttribute=\"forceRightToLeft\""
    }
    if view.preservesSuperviewLayoutMargins {
      attributes += " preservesSuperviewLayoutMargins=\"YES\""
    }
    if !view.insetsLayoutMarginsFromSafeArea {
      attributes += " insetsLayoutMarginsFromSafeArea=\"NO\""
    }
    if let stack = view as? UIStackView, stack.isBaselineRelativeArrangement {
      attributes += " baselineRelativeArrangement=\"YES\""
    }
    for (name, axis, hugging) in [
      ("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true),
      ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ] {
      let priority =
        hugging
        ? view.contentHuggingPriority(for: axis)
        : view.contentCompressionResistancePriority(for: axis)
      attributes += " \(name)=\"\(Int(priority.rawValue))\""
    }
    if view.superview != nil, !view.translatesAutoresizingMaskIntoConstraints {
      attributes += " translatesAutoresizingMaskIntoConstraints=\"NO\""
    }
    line(depth, "<\(element) \(attributes) id=\"\(id)\">")
    let frame = view.frame
    line(
      depth + 1,
      "<rect key=\"frame\" x=\"\(frame.minX)\" y=\"\(frame.minY)\" width=\"\(frame.width)\" height=\"\(frame.height)\"/>"
    )
    if view.superview == nil || view.translatesAutoresizingMaskIntoConstraints {
      line(depth + 1, "<autoresizingMask key=\"autoresizingMask\"/>")
    }
    // A stack view's margins element is what makes it margins-relative (ib-format.md fact 7).
    let writesMargins =
      (view as? UIStackView)?.isLayoutMarginsRelativeArrangement
      ?? customMargins.contains(ObjectIdentifier(view))
    if writesMargins {
      let margins = view.directionalLayoutMargins
      line(
        depth + 1,
        "<directionalEdgeInsets key=\"directionalLayoutMargins\" top=\"\(margins.top)\" "
          + "leading=\"\(margins.leading)\" bottom=\"\(margins.bottom)\" "
          + "trailing=\"\(margins.trailing)\"/>")
    }
    if let guide = guideElement(of: view) { line(depth + 1, guide) }
    if let label = view as? UILabel {
      line(
        depth + 1,
        "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(label.font.pointSize)\"/>"
      )
    }
    if let button = view as? UIButton {
      let size = button.titleLabel?.font.pointSize ?? 15
      line(
        depth + 1,
        "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(size)\"/>")
      line(
        depth + 1,
        "<state key=\"normal\" title=\"\(Self.escaped(button.title(for: .normal) ?? ""))\"/>")
    }
    // A button's title label and image view are its own, not subviews in the file.
    let children = view is UIButton ? [] : (view as? UIStackView)?.arrangedSubviews ?? view.subviews
    if !children.isEmpty {
      line(depth + 1, "<subviews>")
      for child in children { write(child, owned: owned, depth: depth + 2) }
      line(depth + 1, "</subviews>")
    }
    if let constraints = owned[ObjectIdentifier(view)] {
      line(depth + 1, "<constraints>")
      for constraint in constraints { line(depth + 2, constraintElement(constraint)) }
      line(depth + 1, "</constraints>")
    }
    line(depth, "</\(element)>")
  }

  /// The next `<constraint>` element, numbered in the order written.
  private mutating func constraintElement(_ constraint: NSLayoutConstraint) -> String {
    constraintCount += 1
    let id = "cn\(constraintCount)-aa-bbb"
    var text = "<constraint firstItem=\"\(ids[ObjectIdentifier(constraint.firstItem!)]!)\""
    text += " firstAttribute=\"\(constraint.firstAttribute.uikitName)\""
    switch constraint.relation {
    case .lessThanOrEqual: text += " relation=\"lessThanOrEqual\""
    case .greaterThanOrEqual: text += " relation=\"greaterThanOrEqual\""
    case .equal: break
    }
    if let second = constraint.secondItem {
      text += " secondItem=\"\(ids[ObjectIdentifier(second)]!)\""
      text += " secondAttribute=\"\(constraint.secondAttribute.uikitName)\""
    }
    if constraint.multiplier != 1 { text += " multiplier=\"\(constraint.multiplier)\"" }
    if constraint.constant != 0 { text += " constant=\"\(constraint.constant)\"" }
    if constraint.priority != .required { text += " priority=\"\(constraint.priority.rawValue)\"" }
    return text + " id=\"\(id)\"/>"
  }

  private static func name(of distribution: UIStackView.Distribution) -> String {
    switch distribution {
    case .fill: "fill"
    case .fillEqually: "fillEqually"
    case .fillProportionally: "fillProportionally"
    case .equalSpacing: "equalSpacing"
    case .equalCentering: "equalCentering"
    }
  }

  /// Xcode's names: top and bottom across a horizontal stack, leading and trailing across a
  /// vertical one.
  private static func name(of alignment: UIStackView.Alignment, axis: NSLayoutConstraint.Axis)
    -> String
  {
    switch alignment {
    case .fill: "fill"
    case .leading: axis == .horizontal ? "top" : "leading"
    case .trailing: axis == .horizontal ? "bottom" : "trailing"
    case .center: "center"
    case .firstBaseline: "firstBaseline"
    case .lastBaseline: "lastBaseline"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\n", with: "&#10;")
  }
}
