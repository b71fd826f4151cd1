import Foundation

/// A spinning wheel of rows: UIKit's `UIPickerView`, for layout.
///
/// Its intrinsic content size is 320 × 216 points, the wheel's standard size, as Interface
/// Builder lays pickers out since Xcode 9 (iOS 11).
open class UIPickerView: UIView {
  /// 320 × 216 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: 320, height: 216)
  }
}
