import Foundation

/// A bar of tabs at the bottom of a screen: UIKit's `UITabBar`, for layout.
///
/// Strut draws no items; what layout needs is the bar's height. Its intrinsic content size has
/// no width and a height of 49 points (UIKit's tab bar above the home indicator, iOS 11 to 18);
/// widths come from constraints.
open class UITabBar: UIView {
  /// No intrinsic width, and the standard height of a tab bar: 49 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 49)
  }
}
