import Foundation

extension NSLayoutConstraint {
  /// The views the constraint's items stand for: a view itself, a guide's owning view, the
  /// views an anchor offset measures between.
  var itemViews: [UIView] {
    var views: [UIView] = []
    forEachItemView { views.append($0) }
    return views
  }

  /// Calls `body` with each of ``itemViews`` without making the array: activating a cell's
  /// constraints made four arrays each.
  private func forEachItemView(_ body: (UIView) -> Void) {
    func visit(_ item: AnyObject?) {
      switch item {
      case let view as UIView: body(view)
      case let guide as UILayoutGuide: if let view = guide.owningView { body(view) }
      case let offset as LayoutAnchorOffset:
        visit(offset.fromItem)
        visit(offset.toItem)
      default: break
      }
    }
    visit(firstItem)
    visit(secondItem)
  }

  /// Installs the constraint on its items' nearest common ancestor, or logs UIKit's message.
  func install() {
    var hasItem = false
    var ancestor: UIView? = nil
    forEachItemView { view in
      guard hasItem else {
        (hasItem, ancestor) = (true, view)
        return
      }
      while let candidate = ancestor, !view.isDescendant(of: candidate) {
        ancestor = candidate.storedSuperview
      }
    }
    guard hasItem else { return }
    guard let owner = ancestor else {
      StrutLog.log(
        "Unable to activate constraint with anchors \(anchorText(firstItem, firstAttribute)) "
          + "and \(anchorText(secondItem, secondAttribute)) because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
      return
    }
    guard priority.rawValue > 0 && priority.rawValue <= 1000 else {
      StrutLog.log(
        "Strut: not activating \(self): UIKit requires a priority in (0, 1000], not "
          + "\(priority.rawValue).")
      return
    }
    guard constant.isFinite && multiplier.isFinite else {
      StrutLog.log(
        "Strut: not activating a constraint with a NaN or infinite constant or multiplier "
          + "(UIKit raises NSInternalInconsistencyException): \(self)")
      return
    }
    owner.install(unchecked: self)
  }

  func uninstall() {
    guard let owner = installedOn else { return }
    markEngineDirty()
    // A constraint is installed once; the search compares addresses only, where
    // `removeAll(where:)` moved, retaining and releasing, every constraint after it: a stack
    // owns thousands, and hiding one of its views removes two.
    if let index = owner.installedConstraints.lastIndex(where: { $0 === self }) {
      owner.installedConstraints.remove(at: index)
    }
    installedOn = nil
  }

  private func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
    let kind =
      [.width, .height].contains(attribute)
      ? "NSLayoutDimension"
      : attribute.isVerticalPosition ? "NSLayoutYAxisAnchor" : "NSLayoutXAxisAnchor"
    let itemText = item.map(Self.describe(item:)) ?? "nil"
    return "<\(kind):0x\(String(address, radix: 16)) \"\(itemText).\(attribute.uikitName)\">"
  }

  /// Tells the engine of the tree the constraint is installed in that it changed.
  ///
  /// A constraint that is not installed is in no engine: nothing to tell.
  func markEngineDirty() {
    guard let owner = installedOn else { return }
    if isArrangement, let stack = owner as? UIStackView { stack.isArrangementEdited = true }
    owner.rootView.engine?.noteChange(of: self)
  }

  /// UIKit raises when an installed constraint changes between required and optional (E1);
  /// Strut logs UIKit's message and keeps the old priority.
  func changePriority(from old: UILayoutPriority) {
    guard !isRestoringPriority else { return }
    guard priority.rawValue > 0 && priority.rawValue <= 1000 else {
      // UIKit asserts that a priority lies in (0, 1000]; Strut logs and keeps the old one.
      StrutLog.log(
        "Strut: a constraint's priority must lie in (0, 1000], not \(priority.rawValue); "
          + "keeping \(Self.number(CGFloat(old.rawValue))).")
      isRestoringPriority = true
      priority = old
      isRestoringPriority = false
      return
    }
    guard isActive, (old == .required) != (priority == .required) else {
      markEngineDirty()
      return
    }
    StrutLog.log(
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
        + "not supported.  You passed priority \(Self.number(CGFloat(priority.rawValue))) and "
        + "the existing priority was \(Self.number(CGFloat(old.rawValue))).")
    isRestoringPriority = true
    priority = old
    isRestoringPriority = false
  }
}

extension UIView {
  /// The topmost ancestor: the view whose engine lays out this one.
  var rootView: UIView {
    var view = self
    while let parent = view.storedSuperview { view = parent }
    return view
  }
}
