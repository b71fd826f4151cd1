import Foundation
import StrutSolver

/// Walks a view tree and says, for each constraint the tree asks for, which `NSLayoutConstraint`
/// it comes from and what the solver should hold.
///
/// The order is the tree's, depth first and subviews in index order, so the solver's insertion
/// order, which decides ties (E5, S4), follows the order views were added.
struct ConstraintGatherer {
  let engine: LayoutEngine
  /// Whether the root's four variables are pinned to its frame; `false` measures a subtree as
  /// if it were a root whose size is free (`systemLayoutSizeFitting`, E12).
  var pinsRootFrame = true
  /// Constraints that are not installed on any view of the tree, gathered after the tree's own:
  /// the fitting targets (E12).
  var extraConstraints: [NSLayoutConstraint] = []

  typealias Sink = (_ owner: NSLayoutConstraint, _ part: Int, _ spec: ConstraintSpec) -> Void

  /// This gather's number, under which the directions and margins it reads are kept on each
  /// view.
  ///
  /// Each walks up the tree, every constraint asks again, and neither changes until the pass
  /// is over; a table of them cost a hash per constraint (see `LayoutItemStorage.GatherMemo`).
  private let pass = LayoutEngine.nextSerial()

  private func direction(of view: UIView) -> UIUserInterfaceLayoutDirection {
    let storage = view.layoutItem
    if storage.memo.directionPass == pass { return storage.memo.direction }
    let direction = view.effectiveUserInterfaceLayoutDirection
    storage.memo.direction = direction
    storage.memo.directionPass = pass
    return direction
  }

  private func margins(of view: UIView) -> UIEdgeInsets {
    let storage = view.layoutItem
    if storage.memo.marginsPass == pass { return storage.memo.margins }
    let margins = view.effectiveLayoutMargins
    storage.memo.margins = margins
    storage.memo.marginsPass = pass
    return margins
  }

  /// Gathers the tree whose views, in ``views(of:)``'s order, are `order`; returns whether one
  /// of them preserves its superview's layout margins.
  func gather(_ order: [UIView], into sink: Sink) -> Bool {
    var preservesSuperviewMargins = false
    for (index, view) in order.enumerated() {
      if index == 0 {
        if pinsRootFrame { rootFrame(view, sink) }
      } else if view.translatesAutoresizingMaskIntoConstraints {
        autoresizing(view, sink)
      }
      for guide in view.storedLayoutGuides { guideInsets(guide, of: view, sink) }
      contentSize(view, sink)
      preservesSuperviewMargins = preservesSuperviewMargins || view.preservesSuperviewLayoutMargins
    }
    for view in order {
      for constraint in view.installedConstraints where constraint.isActive {
        installed(constraint, sink)
      }
    }
    for constraint in extraConstraints { installed(constraint, sink) }
    return preservesSuperviewMargins
  }

  /// The tree's views in the order their constraints are gathered: depth first, subviews in
  /// index order.
  ///
  /// A stack view's arranged subviews come in arrangement order, so that ties between them go by
  /// their index in `arrangedSubviews` (S4/E5), wherever they sit among the subviews.
  static func views(of root: UIView) -> [UIView] {
    var order: [UIView] = []
    forEachView(of: root) { view in
      order.append(view)
      return true
    }
    return order
  }

  /// Calls `body` with the tree's views in ``views(of:)``'s order until it returns false.
  ///
  /// Without a list of the tree: placing the constraint a hidden view brings walks the views
  /// after its stack's, and stops once nothing is left to place.
  static func forEachView(of root: UIView, _ body: (UIView) -> Bool) {
    guard body(root) else { return }
    var stack: [(children: [UIView], next: Int)] = [(children(of: root), 0)]
    while let top = stack.indices.last {
      let (children, next) = stack[top]
      guard next < children.count else {
        stack.removeLast()
        continue
      }
      stack[top].next = next + 1
      let view = children[next]
      guard body(view) else { return }
      stack.append((Self.children(of: view), 0))
    }
  }

  private static func children(of view: UIView) -> [UIView] {
    (view as? UIStackView)?.subviewsInArrangementOrder ?? view.storedSubviews
  }

  // MARK: Items and attributes

  func variables(of view: UIView) -> ItemVariables {
    engine.variables(of: view.layoutItem, name: view.strutName)
  }

  func variables(of guide: UILayoutGuide) -> ItemVariables {
    let owner = guide.owningView.map(\.strutName) ?? "nil"
    let name = guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier
    return engine.variables(
      of: guide.layoutItem, name: "\(owner).\(name)", sizesMayBeNegative: guide.role == .safeArea)
  }

  /// The attribute of a view or guide as an expression over engine variables, in the root's
  /// coordinates; nil for an item the engine cannot place.
  private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    var terms: [Term] = []
    guard let constant = append(item, attribute, scale: 1, to: &terms) else { return nil }
    return LinearExpression(terms, constant: constant)
  }

  /// Appends the terms of an item's attribute, each coefficient times `scale`, and returns the
  /// attribute's constant (not scaled); nil for an item the engine cannot place.
  ///
  /// Leading and trailing go by `side` when given: the direction of the view that holds the
  /// constraint (see ``installed(_:_:)``); otherwise by the item's own.
  private func append(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, scale: Double,
    side: UIUserInterfaceLayoutDirection? = nil, to terms: inout [Term]
  ) -> Double? {
    let variables: ItemVariables
    var direction = UIUserInterfaceLayoutDirection.leftToRight
    var margins = UIEdgeInsets.zero
    // Directions, margins and baselines are read only for the attributes that use them.
    let isDirectional = attribute.isDirectional
    if let view = item as? UIView {
      variables = self.variables(of: view)
      if attribute == .firstBaseline || attribute == .lastBaseline,
        let offsets = view.baselineOffsets
      {
        // A view with text has its baselines inside it, not at its bottom.
        terms.append(Term(variables.minY, scale))
        if attribute == .firstBaseline { return Double(offsets.fromTop) }
        terms.append(Term(variables.height, scale))
        return -Double(offsets.fromBottom)
      }
      if isDirectional { direction = side ?? self.direction(of: view) }
      if attribute.isMarginAttribute { margins = self.margins(of: view) }
    } else if let offset = item as? LayoutAnchorOffset {
      // `anchorWithOffset(to:)`: the distance from one anchor to the other.
      guard let from = offset.fromItem, let to = offset.toItem,
        let start = expression(from, offset.fromAttribute),
        let end = expression(to, offset.toAttribute)
      else { return nil }
      let distance = end - start
      terms += distance.terms.lazy.map { Term($0.variable, $0.coefficient * scale) }
      return distance.constant
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      variables = self.variables(of: guide)
      if isDirectional { direction = side ?? self.direction(of: owner) }
    } else {
      return nil
    }
    return LayoutAttribute(attribute, direction: direction).append(
      variables, margins: margins, scale: scale, to: &terms)
  }

  // MARK: Installed constraints

  /// An installed constraint as the solver should hold it: `first - multiplier × second -
  /// constant`, each side mirrored in a right-to-left layout.
  ///
  /// Leading and trailing, of every item, go by the layout direction of the view that holds the
  /// constraint, as UIKit resolves them: a button forced right-to-left (to put its image after
  /// its title) keeps its place among left-to-right siblings, and a stack view forced
  /// right-to-left reverses its arranged views, whose own direction the force does not reach.
  func installed(_ constraint: NSLayoutConstraint, _ sink: Sink) {
    guard let first = constraint.firstItem else { return }
    // In a right-to-left layout leading and trailing constants grow towards the left
    // (`v.leading == root.leading + 10` puts `v`'s right edge 10 points left of the root's).
    let isDirectional =
      constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
    let side = isDirectional ? constraint.installedOn.map { direction(of: $0) } : nil
    let mirror: Double =
      isDirectional && (side ?? layoutDirection(of: first)) == .rightToLeft ? -1 : 1
    var terms: [Term] = []
    terms.reserveCapacity(4)
    guard
      let firstConstant = append(
        first, constraint.firstAttribute, scale: mirror, side: side, to: &terms)
    else { return }
    var rhsConstant = Double(constraint.constant)
    if constraint.secondAttribute == .notAnAttribute,
      let origin = Self.autoresizingOrigin(of: constraint, first)
    {
      // An autoresizing constraint's position is in its superview's coordinates, as UIKit
      // prints it (`h=--& v=--& view.midX == + 14.5`): the engine's are the root's.
      guard let originConstant = append(origin.superview, origin.edge, scale: -mirror, to: &terms)
      else { return }
      rhsConstant -= mirror * originConstant
    }
    if constraint.secondAttribute != .notAnAttribute {
      // A second item that has been freed leaves nothing to relate to: skip the constraint
      // rather than turn it into `first == constant`.
      let multiplier = Double(constraint.multiplier)
      guard let second = constraint.secondItem,
        let secondConstant = append(
          second, constraint.secondAttribute, scale: -(mirror * multiplier), side: side,
          to: &terms)
      else { return }
      rhsConstant = multiplier * (mirror * secondConstant) + rhsConstant
      if multiplier != 1, let container = constraint.installedOn,
        let edge = constraint.firstAttribute.originEdge(mirrored: mirror < 0)
      {
        // UIKit measures both positions from the constraint's container, `(A − O) − m(B − O)`
        // (`view.centerX == 0.5 × superview.centerX` is a quarter of the superview's width
        // wherever the superview is): the engine's root coordinates leave `(1 − m) × O`.
        let share = mirror * (1 - multiplier)
        if container.storedSuperview == nil {
          // The root sits where its frame puts it (a root stored at y = 64 below a navigation
          // bar): its edge is a constant, as in UIKit, where no conflict lists the root's
          // own position. A new root frame gathers the constraint again.
          rhsConstant += share * Self.rootEdge(container, edge)
          engine.noteRootEdge(in: constraint)
        } else {
          guard let originConstant = append(container, edge, scale: -share, to: &terms)
          else { return }
          rhsConstant += share * originConstant
        }
      }
    }
    sink(
      constraint, 0,
      ConstraintSpec(
        LinearExpression(terms, constant: mirror * firstConstant - rhsConstant),
        constraint.relation.solverRelation, priority: constraint.priority.rawValue))
  }

  /// Where a root's edge is in the engine's coordinates: where its frame puts it.
  private static func rootEdge(_ root: UIView, _ edge: NSLayoutConstraint.Attribute) -> Double {
    switch edge {
    case .top: Double(root.frame.minY)
    case .right: Double(root.frame.maxX)
    default: Double(root.frame.minX)
    }
  }

  /// The superview and edge an autoresizing constraint's constant position is measured from.
  ///
  /// Such a constraint is a log's `NSAutoresizingMaskLayoutConstraint` rebuilt as it printed,
  /// with no second item. A view right under the root needs none: the root's coordinates are
  /// the engine's.
  private static func autoresizingOrigin(of constraint: NSLayoutConstraint, _ first: AnyObject)
    -> (superview: UIView, edge: NSLayoutConstraint.Attribute)?
  {
    guard constraint.measuresFromSuperview, let superview = (first as? UIView)?.superview,
      superview.superview != nil
    else { return nil }
    switch constraint.firstAttribute {
    case .left, .right, .centerX, .leading, .trailing: return (superview, .left)
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return (superview, .top)
    default: return nil
    }
  }

  private func layoutDirection(of item: AnyObject) -> UIUserInterfaceLayoutDirection {
    if let view = item as? UIView { return direction(of: view) }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      return direction(of: owner)
    }
    return .leftToRight
  }

  // MARK: Generated constraints

  /// The root's frame as four required constraints.
  ///
  /// A root view keeps the frame it was given: its four variables are pinned to it, as UIKit
  /// pins a presented view with its `UIView-Encapsulated-Layout-*` constraints (E11).
  func rootFrame(_ view: UIView, _ sink: Sink) {
    let variables = self.variables(of: view)
    let frame = view.frame
    let pins: [(String, Variable, CGFloat, NSLayoutConstraint.Attribute)] = [
      ("Left", variables.minX, frame.minX, .left),
      ("Top", variables.minY, frame.minY, .top),
      ("Width", variables.width, frame.width, .width),
      ("Height", variables.height, frame.height, .height),
    ]
    for (edge, variable, value, attribute) in pins {
      let identifier = "UIView-Encapsulated-Layout-" + edge
      let owner = view.generatedConstraint(
        identifier, attribute: attribute, constant: value, identifier: identifier)
      sink(
        owner, 0, ConstraintSpec(LinearExpression(variable) - Double(value), .equal, priority: 1000)
      )
    }
  }

  /// E10: a view that translates its autoresizing mask keeps its frame, letting the flexible
  /// parts of each axis share any change of the superview's size in proportion.
  private func autoresizing(_ view: UIView, _ sink: Sink) {
    guard let superview = view.storedSuperview else { return }
    let mine = variables(of: view)
    let theirs = variables(of: superview)
    let mask = view.autoresizingMask
    let tag = Self.tag(mask)
    let basis = view.layoutItem.autoresizingBasis ?? (view.frame, superview.bounds.size)
    view.layoutItem.autoresizingBasis = basis
    let (frame, size) = basis
    // One axis's two constraints: `position = containerPosition + share × containerLength` and
    // `length = share × containerLength`.
    func axis(
      _ axis: AutoresizingAxis, isHorizontal: Bool, position: Variable, length: Variable,
      containerPosition: Variable, containerLength: Variable
    ) {
      let (positionShare, lengthShare) = axis.shares
      let positionOwner = view.generatedConstraint(
        isHorizontal ? "ar-h-position" : "ar-v-position", attribute: isHorizontal ? .left : .top,
        constant: axis.start, autoresizingTag: tag)
      let position = positionShare.subtracted(
        from: [Term(position), Term(containerPosition, -1)], times: containerLength)
      sink(positionOwner, 0, ConstraintSpec(position, .equal, priority: 1000))
      let lengthOwner = view.generatedConstraint(
        isHorizontal ? "ar-h-length" : "ar-v-length", attribute: isHorizontal ? .width : .height,
        constant: axis.length, autoresizingTag: tag)
      let length = lengthShare.subtracted(from: [Term(length)], times: containerLength)
      sink(lengthOwner, 0, ConstraintSpec(length, .equal, priority: 1000))
    }
    axis(
      AutoresizingAxis(
        start: frame.minX, length: frame.width, container: size.width,
        flexibleStart: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin)),
      isHorizontal: true, position: mine.minX, length: mine.width,
      containerPosition: theirs.minX, containerLength: theirs.width)
    axis(
      AutoresizingAxis(
        start: frame.minY, length: frame.height, container: size.height,
        flexibleStart: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleEnd: mask.contains(.flexibleBottomMargin)),
      isHorizontal: false, position: mine.minY, length: mine.height,
      containerPosition: theirs.minY, containerLength: theirs.height)
  }

  /// UIKit's `h=--& v=--&`: per axis, whether the leading margin, the size and the trailing
  /// margin are fixed (`-`) or flexible (`&`); with nothing flexible the trailing margin is.
  static func tag(_ mask: UIView.AutoresizingMask) -> String {
    func axis(_ start: Bool, _ length: Bool, _ end: Bool) -> String {
      let flexibleEnd = end || !(start || length)
      return (start ? "&" : "-") + (length ? "&" : "-") + (flexibleEnd ? "&" : "-")
    }
    let h = axis(
      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
      mask.contains(.flexibleRightMargin))
    let v = axis(
      mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
      mask.contains(.flexibleBottomMargin))
    return "h=\(h) v=\(v)"
  }

  /// A margins or safe-area guide sits inside its view by the view's insets (E11, E13).
  private func guideInsets(_ guide: UILayoutGuide, of view: UIView, _ sink: Sink) {
    let insets: UIEdgeInsets
    let prefix: String
    switch guide.role {
    case .margins:
      insets = margins(of: view)
      prefix = "UIView-"
    case .safeArea:
      insets = view.safeAreaInsets
      prefix = "UIViewSafeAreaLayoutGuide-"
    case .custom:
      return
    }
    let owner = variables(of: view)
    let inner = variables(of: guide)
    let isMargins = prefix == "UIView-"
    let ownerLeft = LinearExpression(owner.minX)
    let ownerTop = LinearExpression(owner.minY)
    let ownerRight = ownerLeft + owner.width
    let ownerBottom = ownerTop + owner.height
    let innerLeft = LinearExpression(inner.minX)
    let innerTop = LinearExpression(inner.minY)
    let innerRight = innerLeft + inner.width
    let innerBottom = innerTop + inner.height
    let left: LinearExpression = innerLeft - ownerLeft - Double(insets.left)
    let top: LinearExpression = innerTop - ownerTop - Double(insets.top)
    let right: LinearExpression = ownerRight - innerRight - Double(insets.right)
    let bottom: LinearExpression = ownerBottom - innerBottom - Double(insets.bottom)
    let edges: [(String, LinearExpression, NSLayoutConstraint.Attribute, CGFloat)] = [
      (isMargins ? "leftMargin-guide-constraint" : "left", left, .left, insets.left),
      (isMargins ? "topMargin-guide-constraint" : "top", top, .top, insets.top),
      (isMargins ? "rightMargin-guide-constraint" : "right", right, .right, insets.right),
      (isMargins ? "bottomMargin-guide-constraint" : "bottom", bottom, .bottom, insets.bottom),
    ]
    for (name, expression, attribute, constant) in edges {
      let owner = view.generatedConstraint(
        prefix + name, attribute: attribute, constant: constant, identifier: prefix + name,
        guide: guide)
      sink(owner, 0, ConstraintSpec(expression, .equal, priority: 1000))
    }
  }

  /// C1: each axis with an intrinsic value gets `size <= value @hugging` and
  /// `size >= value @compression resistance`; an axis without one gets nothing (C2).
  private func contentSize(_ view: UIView, _ sink: Sink) {
    let size = view.intrinsicContentSize
    let variables = self.variables(of: view)
    for (axis, value, variable) in [
      (NSLayoutConstraint.Axis.horizontal, size.width, variables.width),
      (.vertical, size.height, variables.height),
    ] where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
      let owner = view.contentSizeConstraint(for: axis, value: value)
      let hugging = view.contentHuggingPriority(for: axis).rawValue
      let resistance = view.contentCompressionResistancePriority(for: axis).rawValue
      let length = LinearExpression(variable) - Double(value)
      sink(owner, 0, ConstraintSpec(length, .lessThanOrEqual, priority: hugging))
      sink(owner, 1, ConstraintSpec(length, .greaterThanOrEqual, priority: resistance))
    }
  }
}

/// One axis of an autoresizing mask: which of (margin, length, margin) flex with the superview.
struct AutoresizingAxis {
  var start: CGFloat
  var length: CGFloat
  var container: CGFloat
  var flexibleStart: Bool
  var flexibleLength: Bool
  var flexibleEnd: Bool

  /// The position and the length as `fixed + ratio × containerLength`.
  ///
  /// Fixed parts keep their size; flexible parts share what remains in proportion to their
  /// current sizes (equally when those are all zero). With nothing flexible, the trailing
  /// margin flexes: UIKit's default mask prints as `h=--&`.
  var shares: (position: Share, length: Share) {
    let end = container - start - length
    let flexEnd = flexibleEnd || !(flexibleStart || flexibleLength)
    // Summed in the order start, length, end, as the sizes are laid out.
    var fixed: CGFloat = 0
    var flexibleTotal: CGFloat = 0
    var flexibleCount = 0
    for (part, isFlexible) in [(start, flexibleStart), (length, flexibleLength), (end, flexEnd)] {
      if isFlexible {
        flexibleTotal += part
        flexibleCount += 1
      } else {
        fixed += part
      }
    }
    func ratio(_ value: CGFloat) -> Double {
      flexibleTotal != 0 ? Double(value / flexibleTotal) : 1 / Double(flexibleCount)
    }
    let position =
      flexibleStart
      ? Share(fixed: -ratio(start) * Double(fixed), ratio: ratio(start))
      : Share(fixed: Double(start), ratio: 0)
    let size =
      flexibleLength
      ? Share(fixed: -ratio(length) * Double(fixed), ratio: ratio(length))
      : Share(fixed: Double(length), ratio: 0)
    return (position, size)
  }

  /// `fixed + ratio × x`.
  struct Share {
    var fixed: Double
    var ratio: Double

    /// `terms - (fixed + ratio × variable)`.
    func subtracted(from terms: [Term], times variable: Variable) -> LinearExpression {
      var terms = terms
      if ratio != 0 { terms.append(Term(variable, -ratio)) }
      return LinearExpression(terms, constant: -fixed)
    }
  }
}

extension NSLayoutConstraint.Relation {
  var solverRelation: StrutSolver.Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
