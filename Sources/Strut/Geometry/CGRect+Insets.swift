import Foundation

extension CGRect {
  /// Returns the rectangle moved in from each edge by the given insets, as UIKit computes it.
  ///
  /// This is UIKit's `UIEdgeInsetsInsetRect`: the origin moves by (`left`, `top`) and the size
  /// shrinks by (`left + right`, `top + bottom`). Negative insets grow the rectangle. The result
  /// is not standardized, so insets larger than the rectangle give a negative width or height,
  /// exactly as on iOS.
  ///
  ///     CGRect(x: 10, y: 10, width: 100, height: 40)
  ///       .inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))   // (5, 5, 110, 50)
  ///
  /// - Parameter insets: The distance to move each edge inwards.
  /// - Returns: The inset rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}
