import Foundation

/// A bar of navigation items at the top of a screen: UIKit's `UINavigationBar`, for layout.
///
/// Strut draws no items; what layout needs is the bar's height. Its intrinsic content size has
/// no width and a height of 44 points, or 96 with large titles; widths come from constraints.
open class UINavigationBar: UIView {
  /// Whether the bar shows its title large, below the standard bar.
  ///
  /// Defaults to `false`. Changing it resizes the bar.
  open var prefersLargeTitles = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// No intrinsic width, and the height of a navigation bar: the standard 44 points, 96 with
  /// large titles (a 52-point title row below; Hackers' share extension stores a free-standing
  /// large-title bar 96 tall).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: prefersLargeTitles ? 96 : 44)
  }
}
