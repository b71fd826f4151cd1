import Foundation

/// A control with minus and plus buttons for stepping a value: UIKit's `UIStepper`, for layout.
///
/// Its intrinsic content size is 94 × 32 points (iOS 13 and later; 94 × 29 before), and, as in
/// Interface Builder, it hugs its content at 750 on both axes (uikit-semantics.md C3).
open class UIStepper: UIView {
  /// The current value; Strut keeps it for code that reads it.
  open var value: Double = 0

  /// Creates a stepper with a frame; its hugging priorities are 750, as UIKit's.
  ///
  /// - Parameter frame: The stepper's frame, in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    horizontalContentHugging = .defaultHigh
    verticalContentHugging = .defaultHigh
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// 94 × 32 points.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: 94, height: 32)
  }
}
