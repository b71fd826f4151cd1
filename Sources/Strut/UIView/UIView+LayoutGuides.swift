// Layout guides on views: the ones the app adds, and the margins and safe-area guides UIKit makes
// on demand.
extension UIView {
  /// The layout guides the view owns, in the order they were added.
  ///
  /// As in UIKit, the list includes ``layoutMarginsGuide`` and ``safeAreaLayoutGuide`` once they
  /// have been read, since reading them adds them to the view.
  public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  /// Adds a layout guide to the view, which becomes its `owningView`.
  ///
  /// A guide owned by another view moves to this one, as in UIKit; adding a guide the view
  /// already owns changes nothing.
  ///
  /// - Parameter layoutGuide: The guide to add.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if layoutGuide.owningView === self { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    storedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
    needsLayout = true
    markLayoutDirty()
  }

  /// Removes a layout guide from the view; does nothing if the view does not own it.
  ///
  /// The guide's `owningView` becomes `nil`. A margins or safe-area guide that is removed becomes
  /// an ordinary guide, and the view makes a new one the next time it is read.
  ///
  /// - Parameter layoutGuide: The guide to remove.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    storedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    layoutGuide.role = .custom
    needsLayout = true
    markLayoutDirty()
  }

  /// The guide whose edges are the view's layout margins.
  ///
  /// Made on first read, with the identifier `"UIViewLayoutMarginsGuide"`, and added to
  /// ``layoutGuides``; every later read returns the same guide, as in UIKit.
  public var layoutMarginsGuide: UILayoutGuide {
    specialLayoutGuide(.margins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The guide whose edges are the view's safe area: its bounds inset by `safeAreaInsets`.
  ///
  /// Made on first read, with the identifier `"UIViewSafeAreaLayoutGuide"`, and added to
  /// ``layoutGuides``; every later read returns the same guide, as in UIKit. Insets larger
  /// than the view leave the guide with a negative size in the engine, as Xcode lays it out
  /// (a view's own sizes never go below zero); its `layoutFrame` then reports a zero size.
  public var safeAreaLayoutGuide: UILayoutGuide {
    specialLayoutGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The view's guide with the given role, made and added on first use.
  private func specialLayoutGuide(_ role: LayoutGuideRole, identifier: String) -> UILayoutGuide {
    if let existing = storedLayoutGuides.first(where: { $0.role == role }) { return existing }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide.role = role
    addLayoutGuide(guide)
    return guide
  }
}
