import Foundation

/// A text field for searching, with its bar: UIKit's `UISearchBar`, for layout.
///
/// Strut draws no items; what layout needs is the bar's height. Its intrinsic content size has
/// no width and a height of 56 points (UIKit's search bar since iOS 11; 44 before); widths come
/// from constraints.
open class UISearchBar: UIView {
  /// No intrinsic width, and the standard height of a search bar: 56 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }
}
