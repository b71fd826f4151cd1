import Foundation

extension UIView {
  /// The engine's constraint object for one generated relation of this view, kept across passes
  /// so that its identity (and its place in the solver's order) persists.
  func generatedConstraint(
    _ key: String, attribute: NSLayoutConstraint.Attribute, constant: CGFloat,
    identifier: String? = nil, guide: UILayoutGuide? = nil, autoresizingTag: String? = nil
  ) -> NSLayoutConstraint {
    if let existing = layoutItem.generated[key] {
      existing.constant = constant
      existing.autoresizingTag = autoresizingTag
      return existing
    }
    let constraint: NSLayoutConstraint
    if let guide {
      constraint = NSLayoutConstraint(
        first: guide, attribute: attribute, relatedBy: .equal, second: self,
        attribute: attribute, multiplier: 1, constant: constant)
    } else if identifier?.hasSuffix("Width") == true || identifier?.hasSuffix("Height") == true {
      // UIKit's encapsulated size is a plain constraint; its position an autoresizing one.
      constraint = NSLayoutConstraint(
        first: self, attribute: attribute, relatedBy: .equal, second: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: constant)
    } else {
      constraint = NSAutoresizingMaskLayoutConstraint(
        first: self, attribute: attribute, relatedBy: .equal, second: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
    // UIKit made it, not a line of the app: reports must not point into Strut's sources.
    constraint.sourceLocation = nil
    constraint.identifier = identifier
    constraint.autoresizingTag = autoresizingTag
    constraint.isGenerated = true
    // An autoresizing view gets its four at once: room for them from the first.
    if layoutItem.generated.isEmpty { layoutItem.generated.reserveCapacity(4) }
    layoutItem.generated[key] = constraint
    return constraint
  }

  /// The content-size constraint of one axis (C1).
  func contentSizeConstraint(
    for axis: NSLayoutConstraint.Axis, value: CGFloat
  ) -> NSLayoutConstraint {
    let item = layoutItem
    if let existing = axis == .horizontal ? item.contentWidth : item.contentHeight {
      existing.constant = value
      return existing
    }
    let constraint = NSContentSizeLayoutConstraint(
      first: self, attribute: axis == .horizontal ? .width : .height, relatedBy: .equal,
      second: nil, attribute: .notAnAttribute, multiplier: 1, constant: value)
    constraint.sourceLocation = nil
    constraint.isGenerated = true
    if axis == .horizontal {
      item.contentWidth = constraint
    } else {
      item.contentHeight = constraint
    }
    return constraint
  }
}
