import Foundation

/// Edge insets that name the horizontal edges by reading direction: leading and trailing.
///
/// Leading is the left edge in a left-to-right layout and the right edge in a right-to-left
/// layout; `UIView.directionalLayoutMargins` uses this type.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets with the given value for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
  /// Creates directional insets from absolute ones, for a layout direction (Strut-only).
  ///
  /// The inverse of `UIEdgeInsets.init(_:layoutDirection:)`: in a right-to-left layout the
  /// right inset becomes the leading one.
  ///
  /// - Parameters:
  ///   - insets: The insets expressed with left and right edges.
  ///   - layoutDirection: The direction that decides which of left and right is leading.
  public init(_ insets: UIEdgeInsets, layoutDirection: UIUserInterfaceLayoutDirection) {
    switch layoutDirection {
    case .leftToRight:
      self.init(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    case .rightToLeft:
      self.init(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
  }
}
