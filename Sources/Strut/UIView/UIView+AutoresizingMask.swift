extension UIView {
  /// The margins and sizes of a view that follow its superview's size when it changes.
  ///
  /// Raw values are UIKit's (`UIViewAutoresizing`). With `translatesAutoresizingMaskIntoConstraints`
  /// the engine turns the mask into constraints (uikit-semantics.md E10); the empty mask keeps the
  /// left and top margins and the size fixed.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
