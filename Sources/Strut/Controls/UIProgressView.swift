import Foundation

/// A progress bar with no intrinsic width; hugging 250 across, 750 up (C3, C4).
open class UIProgressView: UIView {
  /// How a progress bar is drawn.
  public enum Style: Int, Sendable {
    /// The standard bar, 4 points tall.
    case `default` = 0
    /// The toolbar style: a thinner bar, 1.5 points tall as Auto Layout aligns it (its frame,
    /// which Strut does not model apart, extends 1 point below that).
    case bar = 1
  }

  /// The fraction done, 0...1.
  open var progress: Float = 0

  /// How the bar is drawn; its intrinsic height follows.
  open var progressViewStyle: Style = .default {
    didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A progress bar with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    verticalContentHugging = .defaultHigh
  }

  /// A progress bar of a style, sized to it.
  ///
  /// - Parameter style: How the bar is drawn.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    frame.size.height = intrinsicContentSize.height
  }

  /// Makes a progress bar from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// No width; 4 points tall, 1.5 in the bar style.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 1.5 : 4)
  }
}
