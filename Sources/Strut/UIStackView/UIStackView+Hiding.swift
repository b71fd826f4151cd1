import Foundation

// Hidden arranged subviews (uikit-semantics.md S3).
//
// Setting `isHidden` on an arranged subview makes the stack view update its constraints in the
// next layout pass: the hidden view gets `UISV-hiding` (its length along the axis is 0) and, in
// the modern behaviour, leaves the spacing chain.
//
// Animations: inside `UIView.animate`, `isHidden` changes at once, as UIKit's model property
// does, and the constraints change in the next layout pass. When the block calls
// `layoutIfNeeded()` (the usual pattern), that pass runs inside the block and every frame it
// changes, the hidden view's collapse included, is recorded as a frame animation. Not
// reproduced: UIKit keeps the hidden view on screen until the animation ends and counts
// repeated hides; Strut has no rendering, so nothing shows the view, and `isHidden` reads `true`
// at once.
extension UIStackView {
  /// Which UIKit behaviour a stack view reproduces where iOS versions differ (Strut-only).
  ///
  /// UIKit has no such setting: its behaviour follows the iOS version. Strut defaults to the
  /// modern one and keeps the iOS 9–10 one for layouts that must match those versions.
  public enum Compatibility: Sendable {
    /// Current iOS: a hidden view's `UISV-hiding` constraint has priority 999.999, so the
    /// hidden view's own required constraints win without a conflict log, and the hidden view
    /// leaves the spacing chain (its neighbours get the full spacing; it is attached with
    /// `UISV-spacing-hidden` at 50). Across the axis it keeps its alignment but no longer
    /// bounds the stack: hiding the tallest view of a centred row makes the row shorter.
    /// `.equalSpacing` and `.equalCentering` add `UISV-canvas-fit` (length 0 at 49) along the
    /// axis.
    case modern
    /// iOS 9–10: `UISV-hiding` is required, so a hidden view whose own required constraints
    /// need room logs UIKit's "Unable to simultaneously satisfy constraints" and a constraint
    /// is broken. The hidden view stays in the spacing chain, with half the spacing on each
    /// side (none at the ends), and stays the alignment reference when it is first. No
    /// `UISV-canvas-fit` along the axis, as the iOS 10 dumps show.
    case legacy
  }

  /// Called by `UIView.isHidden` whenever a subview's value is set.
  func arrangedSubviewHiddenDidChange(_ view: UIView, _ oldValue: Bool) {
    guard view.isHidden != oldValue, isArranged(view) else { return }
    let wasPending = needsArrangementUpdate
    let pendingView = onlyHiddenChange
    // Across the axis only a spanner's boundaries follow visibility, in the modern behaviour
    // (S9): a filled stack has none, and a change along the axis alone costs a stack of 1,000
    // views half as much.
    setNeedsArrangementUpdate(alongAxisOnly: alignment == .fill || compatibility == .legacy)
    // The first change since the arrangement was made, or the same view changing again.
    if !wasPending || pendingView === view { onlyHiddenChange = view }
  }
}
