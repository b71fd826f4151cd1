import Foundation

/// Layout margins as they were last set: UIKit keeps whichever form the caller used and derives
/// the other through the layout direction, so a later direction change flips only directional
/// margins.
enum LayoutMarginsStorage: Equatable {
  case absolute(UIEdgeInsets)
  case directional(NSDirectionalEdgeInsets)
}

// Layout margins (uikit-semantics.md E13) and the safe area.
extension UIView {
  /// UIKit's default margins for an ordinary view: 8 points on every side (E13).
  static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// `layoutMargins`, read through the current layout direction.
  var resolvedLayoutMargins: UIEdgeInsets {
    switch storedLayoutMargins {
    case .absolute(let insets):
      insets
    case .directional(let insets):
      UIEdgeInsets(insets, layoutDirection: effectiveUserInterfaceLayoutDirection)
    }
  }

  /// `directionalLayoutMargins`, read through the current layout direction.
  var resolvedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
    switch storedLayoutMargins {
    case .absolute(let insets):
      NSDirectionalEdgeInsets(insets, layoutDirection: effectiveUserInterfaceLayoutDirection)
    case .directional(let insets):
      insets
    }
  }

  /// Stores margins in the form they were given; a change needs layout and calls
  /// `layoutMarginsDidChange()`.
  func storeLayoutMargins(_ margins: LayoutMarginsStorage) {
    let before = resolvedLayoutMargins
    storedLayoutMargins = margins
    guard resolvedLayoutMargins != before else { return }
    needsLayout = true
    markLayoutDirty()
    layoutMarginsDidChange()
  }

  /// `safeAreaInsets`: the simulated value, or the part of the frame the superview's safe-area
  /// insets cover, less the sides a scroll view superview already takes into its content
  /// insets.
  var computedSafeAreaInsets: UIEdgeInsets {
    if let simulated = simulatedSafeAreaInsets { return simulated }
    guard let superview = storedSuperview else { return .zero }
    let parentInsets = superview.safeAreaInsets
    guard parentInsets != .zero else { return .zero }
    let safe = superview.bounds.inset(by: parentInsets)
    let origin = storedFrameOrigin
    let size = storedBounds.size
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
      min(max(value, 0), max(limit, 0))
    }
    let covered = UIEdgeInsets(
      top: clamp(safe.origin.y - origin.y, size.height),
      left: clamp(safe.origin.x - origin.x, size.width),
      bottom: clamp((origin.y + size.height) - (safe.origin.y + safe.size.height), size.height),
      right: clamp((origin.x + size.width) - (safe.origin.x + safe.size.width), size.width))
    return (superview as? UIScrollView)?.contentSafeAreaInsets(covered) ?? covered
  }
}

extension UIView {
  /// The margins the engine uses: the layout margins, measured from the safe area's edges when
  /// ``insetsLayoutMarginsFromSafeArea`` is true (E13).
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safeArea = safeAreaInsets
      margins = UIEdgeInsets(
        top: margins.top + safeArea.top, left: margins.left + safeArea.left,
        bottom: margins.bottom + safeArea.bottom, right: margins.right + safeArea.right)
    }
    // E13: with `preservesSuperviewLayoutMargins`, an edge that lies inside the superview's
    // margin keeps at least the part of that margin it overlaps (from the current frames).
    guard preservesSuperviewLayoutMargins, let superview = storedSuperview else { return margins }
    let outer = superview.effectiveLayoutMargins
    let size = superview.bounds.size
    let frame = self.frame
    margins.left = max(margins.left, outer.left - frame.minX)
    margins.top = max(margins.top, outer.top - frame.minY)
    margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
    margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
    return margins
  }
}
