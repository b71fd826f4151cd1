import Foundation

extension UIView {
  /// Options for animating views: UIKit's `UIView.AnimationOptions`, with UIKit's raw values.
  ///
  /// The curve occupies bits 16–19 (`curveEaseInOut` is 0, so it is also the default), the
  /// transition bits 20–23 and the preferred frame rate bits 24–27, as in UIKit. Strut plays
  /// ``curveEaseInOut``, ``curveEaseIn``, ``curveEaseOut``, ``curveLinear``,
  /// ``beginFromCurrentState``, ``overrideInheritedDuration`` and ``overrideInheritedCurve``;
  /// the other options are kept in the ``AnimationRecord`` but change nothing, because Strut
  /// has no touches, no content to redraw and no transitions (``repeat`` and ``autoreverse``
  /// records play once, forward).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The options' bits, as UIKit defines them.
    public let rawValue: UInt

    /// Creates options from their bits.
    ///
    /// - Parameter rawValue: The bits, as UIKit defines them.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at commit time so they animate with their parent (recorded only).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate (recorded only: no touches).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the view's current presentation value rather than its model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely (recorded only: Strut plays it once).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backward after forward (recorded only: Strut plays it forward).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses this block's curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content while animating (recorded only: Strut does not draw).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing them (recorded only).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Does not inherit the enclosing block's animation type (recorded only).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end: the cubic Bézier (0.42, 0, 0.58, 1); the default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start: the cubic Bézier (0.42, 0, 1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end: the cubic Bézier (0, 0, 0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (recorded only).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flips from the left (recorded only).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flips from the right (recorded only).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curls up (recorded only).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curls down (recorded only).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolves (recorded only).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flips from the top (recorded only).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flips from the bottom (recorded only).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The device's default frame rate (recorded only).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second (recorded only).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second (recorded only).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options select, from bits 16–19 (Strut-only); undefined values ease in and
    /// out.
    public var curve: UIView.AnimationCurve {
      UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }
}
