import Foundation

extension UIView {
  /// The engine's constraint object for one generated relation of this view, kept across passes
  /// so that its identity (and its place in the solver's order) persists.
  func generatedConstraint(
    _ key: String, attribute: NSLayoutConstraint.Attribute, constant: CGFloat,
    identifier: String? = nil, guide: UILayoutGuide? = nil
  ) -> NSLayoutConstraint {
    if let existing = layoutItem.generated[key] {
      existing.constant = constant
      return existing
    }
    let constraint: NSLayoutConstraint
    if let guide {
      constraint = NSLayoutConstraint(
        item: guide, attribute: attribute, relatedBy: .equal, toItem: self,
        attribute: attribute, multiplier: 1, constant: constant)
    } else {
      constraint = NSAutoresizingMaskLayoutConstraint(
        item: self, attribute: attribute, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
    constraint.identifier = identifier
    constraint.isGenerated = true
    layoutItem.generated[key] = constraint
    return constraint
  }

  /// The content-size constraint of one axis (C1).
  func contentSizeConstraint(
    for axis: NSLayoutConstraint.Axis, value: CGFloat
  ) -> NSLayoutConstraint {
    let key = axis == .horizontal ? "content-width" : "content-height"
    if let existing = layoutItem.generated[key] {
      existing.constant = value
      return existing
    }
    let constraint = NSContentSizeLayoutConstraint(
      item: self, attribute: axis == .horizontal ? .width : .height, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: value)
    constraint.isGenerated = true
    layoutItem.generated[key] = constraint
    return constraint
  }
}
