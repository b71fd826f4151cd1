import Foundation

/// A control for choosing a value from a continuous range: UIKit's `UISlider`, for layout.
///
/// Its intrinsic content size has no width (a slider stretches to what its constraints give it)
/// and a height of 31 points, the height Interface Builder stores for sliders through iOS 18
/// (ib-format.md §7).
open class UISlider: UIView {
  /// The current value; Strut keeps it for code that reads it.
  open var value: Float = 0
  /// The smallest value.
  open var minimumValue: Float = 0
  /// The largest value.
  open var maximumValue: Float = 1

  /// No intrinsic width, and a height of 31 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }
}
