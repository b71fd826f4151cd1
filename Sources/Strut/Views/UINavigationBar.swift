import Foundation

/// A bar of navigation items at the top of a screen: UIKit's `UINavigationBar`, for layout.
///
/// Strut draws no items; what layout needs is the bar's height. Its intrinsic content size has
/// no width and a height of 44 points (UIKit's bar in its standard, not large-title, form); widths
/// come from constraints.
open class UINavigationBar: UIView {
  /// No intrinsic width, and the standard height of a navigation bar: 44 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }
}
