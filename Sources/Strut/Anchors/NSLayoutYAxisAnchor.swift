import Foundation

/// A vertical position of a view or layout guide (an edge, the center or a baseline): UIKit's
/// `NSLayoutYAxisAnchor`.
///
/// It relates only to other y-axis anchors.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// Returns a dimension that measures the distance from this anchor to another:
  /// `otherAnchor − self`.
  ///
  /// Constrain it like any size, for example to keep two gaps equal. The dimension's item is a
  /// hidden object recording both anchors; the layout engine reads it as their difference.
  ///
  /// - Parameter otherAnchor: The anchor the distance is measured to.
  /// - Returns: A dimension that can be constrained like a height.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    let offset = LayoutAnchorOffset(
      from: item, attribute, to: otherAnchor.item, otherAnchor.attribute, axis: .vertical)
    return NSLayoutDimension(item: offset, attribute: offset.dimensionAttribute)
  }

  /// Returns a constraint that this anchor sits the standard spacing below another:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// UIKit's standard spacing between sibling views is 8 points; Strut uses it for every pair
  /// of anchors. The constraint's multiplier is 1; it prints as UIKit's
  /// `_UISystemBaselineConstraint`, with `NSLayoutAnchorConstraintSpace(8)` for the constant.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below, such as a sibling's bottom anchor.
  ///   - multiplier: How many standard spacings to leave.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.equal, to: anchor, multiplier, file: file, line: line)
  }

  /// Returns a constraint that this anchor sits at least the standard spacing below another:
  /// `self >= anchor + 8 × multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below, such as a sibling's bottom anchor.
  ///   - multiplier: How many standard spacings to leave at least.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.greaterThanOrEqual, to: anchor, multiplier, file: file, line: line)
  }

  /// Returns a constraint that this anchor sits at most the standard spacing below another:
  /// `self <= anchor + 8 × multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one is below, such as a sibling's bottom anchor.
  ///   - multiplier: How many standard spacings to leave at most.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.lessThanOrEqual, to: anchor, multiplier, file: file, line: line)
  }
}
