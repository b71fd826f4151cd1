import Foundation

/// A view that blurs or tints what is behind it: UIKit's `UIVisualEffectView`, for layout.
///
/// As in UIKit, subviews go in ``contentView``, which fills the view and follows its size
/// through its autoresizing mask. Strut draws nothing, so the effect itself is not modelled.
open class UIVisualEffectView: UIView {
  /// The view that holds the effect view's content.
  public let contentView: UIView

  /// Creates an effect view with a frame; its content view fills it.
  ///
  /// - Parameter frame: The view's frame, in its superview's coordinates.
  public override init(frame: CGRect) {
    contentView = UIView()
    super.init(frame: frame)
    addFillingContentView(contentView)
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }
}
