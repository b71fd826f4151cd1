import Foundation

/// A view that shows an image, sized by it (uikit-semantics.md C4).
open class UIImageView: UIView {
  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The image; its size is the view's intrinsic size.
  @exclusivity(unchecked) open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// A view showing an image.
  ///
  /// - Parameter image: The image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// An empty image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes an image view from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image's size, or no intrinsic size on either axis when there is no image (C4).
  open override var intrinsicContentSize: CGSize {
    image?.size
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size, or the current size without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? bounds.size
  }
}
