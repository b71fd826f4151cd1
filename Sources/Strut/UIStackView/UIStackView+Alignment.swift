import Foundation

extension UIStackView {
  /// How a stack view places its arranged subviews across its axis.
  ///
  /// Raw values are UIKit's; ``top`` is ``leading`` and ``bottom`` is ``trailing``, as in
  /// UIKit.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack view's width (vertical stack) or height (horizontal stack).
    case fill = 0
    /// The views align to the leading edge of a vertical stack, or the top of a horizontal
    /// one.
    case leading = 1
    /// The views of a horizontal stack align their first baselines; a vertical stack lays them
    /// out between its edges without aligning them.
    case firstBaseline = 2
    /// The views are centered across the axis.
    case center = 3
    /// The views align to the trailing edge of a vertical stack, or the bottom of a horizontal
    /// one.
    case trailing = 4
    /// The views of a horizontal stack align their last baselines; a vertical stack lays them
    /// out between its edges without aligning them.
    case lastBaseline = 5

    /// The views of a horizontal stack align to its top: the same value as ``leading``.
    public static var top: Alignment { .leading }

    /// The views of a horizontal stack align to its bottom: the same value as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }
}
