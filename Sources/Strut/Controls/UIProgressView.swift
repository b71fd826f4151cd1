import Foundation

/// A progress bar: 4 points tall with no intrinsic width; hugging 250 across, 750 up (C3, C4).
open class UIProgressView: UIView {
  /// The fraction done, 0...1.
  open var progress: Float = 0

  /// A progress bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    verticalContentHugging = .defaultHigh
  }

  /// Makes a progress bar from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// No width; 4 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }
}
