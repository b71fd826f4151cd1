import Foundation

/// A width or height of a view or layout guide: UIKit's `NSLayoutDimension`.
///
/// Besides relating to another dimension, a dimension can equal a constant, or a multiple of
/// another dimension (for example a width that is half a height).
///
///     avatar.widthAnchor.constraint(equalToConstant: 44)
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1)
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Returns a constraint that this dimension is equal to a constant: `self == c`.
  ///
  /// - Parameters:
  ///   - c: The size, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: nil, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at least a constant: `self >= c`.
  ///
  /// - Parameters:
  ///   - c: The size, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: nil, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at most a constant: `self <= c`.
  ///
  /// - Parameters:
  ///   - c: The size, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: nil, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this dimension is equal to a multiple of another:
  /// `self == m × anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at least a multiple of another:
  /// `self >= m × anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(
      .greaterThanOrEqual, to: anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at most a multiple of another:
  /// `self <= m × anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this dimension is equal to a multiple of another plus a
  /// constant: `self == m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - c: The constant added to the product, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at least a multiple of another plus a
  /// constant: `self >= m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - c: The constant added to the product, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(
      .greaterThanOrEqual, to: anchor, multiplier: m, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this dimension is at most a multiple of another plus a
  /// constant: `self <= m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The dimension to multiply.
  ///   - m: The multiplier.
  ///   - c: The constant added to the product, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c, file: file, line: line)
  }
}
