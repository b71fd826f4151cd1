import Foundation

/// A horizontal position of a view or layout guide (an edge or the center): UIKit's
/// `NSLayoutXAxisAnchor`.
///
/// It relates only to other x-axis anchors. Leading and trailing anchors follow the layout
/// direction; left and right do not, and UIKit refuses to relate one kind to the other when the
/// constraint is activated.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// Returns a dimension that measures the distance from this anchor to another:
  /// `otherAnchor − self`.
  ///
  /// Constrain it like any size, for example to keep two gaps equal. The dimension's item is a
  /// hidden object recording both anchors; the layout engine reads it as their difference.
  ///
  /// - Parameter otherAnchor: The anchor the distance is measured to.
  /// - Returns: A dimension that can be constrained like a width.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    let offset = LayoutAnchorOffset(
      from: item, attribute, to: otherAnchor.item, otherAnchor.attribute, axis: .horizontal)
    return NSLayoutDimension(item: offset, attribute: offset.dimensionAttribute)
  }

  /// Returns a constraint that this anchor sits the standard spacing after another:
  /// `self == anchor + 8 × multiplier`.
  ///
  /// UIKit's standard spacing between sibling views is 8 points; Strut uses it for every pair
  /// of anchors. The constraint's multiplier is 1 and its description prints `-(NSSpace(8))-`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows, such as a sibling's trailing anchor.
  ///   - multiplier: How many standard spacings to leave.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.equal, to: anchor, multiplier, file: file, line: line)
  }

  /// Returns a constraint that this anchor sits at least the standard spacing after another:
  /// `self >= anchor + 8 × multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows, such as a sibling's trailing anchor.
  ///   - multiplier: How many standard spacings to leave at least.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.greaterThanOrEqual, to: anchor, multiplier, file: file, line: line)
  }

  /// Returns a constraint that this anchor sits at most the standard spacing after another:
  /// `self <= anchor + 8 × multiplier`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor this one follows, such as a sibling's trailing anchor.
  ///   - multiplier: How many standard spacings to leave at most.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeSystemSpacingConstraint(.lessThanOrEqual, to: anchor, multiplier, file: file, line: line)
  }
}

extension NSLayoutAnchor {
  /// `self (relation) anchor + 8 × multiplier`, marked as a system spacing.
  func makeSystemSpacingConstraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>,
    _ multiplier: CGFloat, file: StaticString, line: UInt
  ) -> NSLayoutConstraint {
    let constraint = makeConstraint(
      relation, to: anchor, constant: NSLayoutConstraint.systemSpacing * multiplier,
      file: file, line: line)
    constraint.isSystemSpacing = true
    return constraint
  }
}
