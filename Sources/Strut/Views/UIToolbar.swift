import Foundation

/// A bar of buttons, usually at the bottom of a screen: UIKit's `UIToolbar`, for layout.
///
/// Strut draws no items; what layout needs is the bar's height. Its intrinsic content size has
/// no width and a height of 44 points (UIKit's toolbar on iPhone); widths come from constraints.
open class UIToolbar: UIView {
  /// No intrinsic width, and the standard height of a toolbar: 44 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44)
  }
}
