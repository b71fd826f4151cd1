import Foundation

/// The inset distances for the four edges of a rectangle, in points.
///
/// Positive values shrink a rectangle (see `CGRect.inset(by:)`); negative values grow it.
///
///     let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
///     CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets)   // (16, 8, 68, 34)
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given value for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets {
  /// Creates absolute insets from directional ones, for a layout direction (Strut-only).
  ///
  /// UIKit does this conversion inside `UIView`, reading the view's
  /// `effectiveUserInterfaceLayoutDirection`: leading is the left edge in a left-to-right
  /// layout and the right edge in a right-to-left one (uikit-semantics.md E13).
  ///
  ///     let d = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
  ///     UIEdgeInsets(d, layoutDirection: .rightToLeft)   // left 4, right 20
  ///
  /// - Parameters:
  ///   - directionalInsets: The insets expressed with leading and trailing edges.
  ///   - layoutDirection: The direction that decides which of left and right is leading.
  public init(
    _ directionalInsets: NSDirectionalEdgeInsets,
    layoutDirection: UIUserInterfaceLayoutDirection
  ) {
    switch layoutDirection {
    case .leftToRight:
      self.init(
        top: directionalInsets.top, left: directionalInsets.leading,
        bottom: directionalInsets.bottom, right: directionalInsets.trailing)
    case .rightToLeft:
      self.init(
        top: directionalInsets.top, left: directionalInsets.trailing,
        bottom: directionalInsets.bottom, right: directionalInsets.leading)
    }
  }
}
