import Foundation

/// A row of segments, each a button: UIKit's `UISegmentedControl`, for layout.
///
/// Its intrinsic height is 32 points (iOS 13 and later; 28 or 29 before). Its intrinsic width
/// is the sum of its segments' title widths, which needs text measurement that Strut does not
/// do here yet: the width is left to constraints (no intrinsic width).
open class UISegmentedControl: UIView {
  /// The segments' titles, in order.
  open var segmentTitles: [String] = []

  /// The index of the selected segment, or -1 for none.
  open var selectedSegmentIndex: Int = -1

  /// The number of segments.
  open var numberOfSegments: Int { segmentTitles.count }

  /// No intrinsic width yet (see the type's discussion), and a height of 32 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 32)
  }
}
