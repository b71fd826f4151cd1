import Foundation

extension UIView {
  /// The target size for the smallest size a view's constraints allow: (0, 0).
  ///
  /// Pass it to ``systemLayoutSizeFitting(_:)`` (uikit-semantics.md E12).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The target size for the largest size a view's constraints allow: 10,000,000 points on each
  /// axis.
  ///
  /// Pass it to ``systemLayoutSizeFitting(_:)``. Apple documents the purpose, not the value;
  /// Strut uses 10,000,000, a size far beyond any screen that the solver still handles exactly.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Returns the size the view's constraints give it when it is as close to `targetSize` as
  /// they allow, at ``UILayoutPriority/fittingSizeLevel`` on both axes.
  ///
  /// This is ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  /// with both priorities at 50 (E12). The view's frame does not change.
  ///
  /// - Parameter targetSize: The size the view should come closest to: for example
  ///   ``layoutFittingCompressedSize`` or ``layoutFittingExpandedSize``.
  /// - Returns: The fitting size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Returns the size the view's constraints give it when its width and height are pulled
  /// towards `targetSize` at the given priorities.
  ///
  /// As in UIKit (E12), the engine gets two temporary constraints, `'fittingSizeHTarget'`
  /// (`view.width == targetSize.width @horizontalFittingPriority`) and `'fittingSizeVTarget'`
  /// (the height), after the view's own; it solves, reads the view's size and drops them. The
  /// view is measured with its own subtree only, as if it were a root: constraints installed
  /// outside the subtree (to its superview, say) are not considered. The view's frame, and the
  /// engine of its root, do not change. Pending ``updateConstraints()`` calls of the subtree run
  /// first.
  ///
  /// With ``UILayoutPriority/required`` a target is a required constraint: one that conflicts
  /// with the view's required constraints logs UIKit's "Unable to simultaneously satisfy
  /// constraints" message and a constraint is broken, as in any other conflict (E6, E8).
  ///
  ///     let size = cell.contentView.systemLayoutSizeFitting(
  ///       CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
  ///       verticalFittingPriority: .fittingSizeLevel)
  ///
  /// - Parameters:
  ///   - targetSize: The size the view should come closest to.
  ///   - horizontalFittingPriority: The priority of the width target.
  ///   - verticalFittingPriority: The priority of the height target.
  /// - Returns: The fitting size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateSubtreeConstraintsIfNeeded()
    let targets = [
      fittingTarget(
        "fittingSizeHTarget", .width, targetSize.width, priority: horizontalFittingPriority),
      fittingTarget(
        "fittingSizeVTarget", .height, targetSize.height, priority: verticalFittingPriority),
    ]
    return LayoutEngine.fittingSize(of: self, targets: targets)
  }

  /// One temporary fitting constraint (E12): made by the engine, so it prints as active and
  /// counts as a system constraint when UIKit's policy picks one to break (E7).
  private func fittingTarget(
    _ identifier: String, _ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      first: self, attribute: attribute, relatedBy: .equal, second: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: constant)
    constraint.sourceLocation = nil
    constraint.identifier = identifier
    // The priority is set before the constraint counts as installed, which would refuse a
    // change between required and optional; an uninstalled constraint tells no engine.
    constraint.priority = priority
    constraint.isGenerated = true
    return constraint
  }

  /// UIKit's update-constraints phase for this view's subtree: children before parents.
  private func updateSubtreeConstraintsIfNeeded() {
    for subview in storedSubviews { subview.updateSubtreeConstraintsIfNeeded() }
    updateConstraintsIfNeeded()
  }
}
