import Foundation

/// A spinner: 20 × 20 points (medium) or 37 × 37 (large), hugging at 750 (C3, C4).
open class UIActivityIndicatorView: UIView {
  /// The spinner's size class.
  public enum Style: Int, Sendable {
    /// 20 × 20 points (the default).
    case medium = 100
    /// 37 × 37 points.
    case large = 101
  }

  /// The size class.
  open var style: Style = .medium {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the spinner is animating.
  open private(set) var isAnimating = false
  /// Whether the spinner hides itself when it stops.
  open var hidesWhenStopped = true

  /// A spinner of a style.
  ///
  /// - Parameter style: The style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    horizontalContentHugging = .defaultHigh
    verticalContentHugging = .defaultHigh
  }

  /// A medium spinner.
  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  /// Makes a spinner from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Starts animating.
  open func startAnimating() { isAnimating = true }
  /// Stops animating.
  open func stopAnimating() { isAnimating = false }

  /// 20 × 20 or 37 × 37.
  open override var intrinsicContentSize: CGSize {
    style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}
