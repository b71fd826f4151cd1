import Strut

/// A label as Xcode's canvas sizes it: without text, it has no intrinsic size, so its frame is
/// what its constraints and the canvas's hold on its stored size leave, where UIKit at run time
/// gives it a zero size.
///
/// Evidence: Mixin's empty Body label, first in a vertical stack centred in a 50-point row,
/// stored 46 tall (the stack 50); Open Market's four empty labels in a leading-aligned stack,
/// stored 17 wide, the stack's width; Open Food Facts' empty serving-size label, stored 28 tall
/// between two pinned views.
final class CanvasLabel: UILabel {
  override var intrinsicContentSize: CGSize {
    guard (text ?? "").isEmpty else { return super.intrinsicContentSize }
    return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
