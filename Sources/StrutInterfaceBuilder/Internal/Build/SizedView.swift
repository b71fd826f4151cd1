import Foundation
import Strut

/// A plain view whose intrinsic content size is given rather than computed.
///
/// The importer makes one where the size is known but no Strut class computes it: a control
/// Strut cannot build yet (its size comes from the stored frame), a view with Interface
/// Builder's placeholder intrinsic size, or a custom class with an IBDesignable size.
/// `adjustment` is added to each axis that has a size, to see which frames depend on it.
final class SizedView: UIView {
  /// The size, with ``UIView/noIntrinsicMetric`` on axes without one.
  var fixedSize: CGSize {
    didSet { if fixedSize != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Added to each axis that has a size; zero except while text dependence is measured.
  var adjustment = CGSize.zero {
    didSet { if adjustment != oldValue { invalidateIntrinsicContentSize() } }
  }

  init(frame: CGRect, size: CGSize) {
    fixedSize = size
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize {
    func axis(_ value: CGFloat, _ delta: CGFloat) -> CGFloat {
      value == UIView.noIntrinsicMetric ? value : max(value + delta, 0)
    }
    return CGSize(
      width: axis(fixedSize.width, adjustment.width),
      height: axis(fixedSize.height, adjustment.height))
  }
}
