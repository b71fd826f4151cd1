import Foundation
import Strut

/// A stack view with Interface Builder's placeholder intrinsic size: it still arranges its
/// views, and its own size comes from the placeholder (fact 10).
///
/// Evidence: Primer's checkout scene gives a vertical stack in a scroll view a 414 x 1200
/// placeholder; Xcode stores the stack 1,200 tall with its 200-point view at the top and its
/// label stretched over the remaining 992 points. A plain sized view there dropped the
/// arrangement and left the arranged views where nothing held them.
final class SizedStackView: UIStackView {
  /// The placeholder size, with ``UIView/noIntrinsicMetric`` on axes without one.
  let fixedSize: CGSize

  init(frame: CGRect, size: CGSize) {
    fixedSize = size
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize { fixedSize }
}
