import Foundation
import Strut

/// Lays out one root at its stored frame and finds which frames depend on text.
///
/// Dependence on text is measured, not guessed: after the layout, every text control's
/// intrinsic size grows by ``probe`` points on each axis and the tree is laid out again, then
/// shrinks by as much and again; a view whose frame moves in either probe depends on text. The
/// tree is then laid out once more with the true sizes, so it is left as solved.
struct RootSolver {
  let root: UIView
  let probes: [ObjectIdentifier: TextProbe]

  /// How far text sizes are moved to probe dependence: not a multiple of any pixel size, so a
  /// dependent frame always moves after rounding.
  static let probe: CGFloat = 7.3

  struct Solution {
    /// Every view's frame after layout, by view.
    var frames: [ObjectIdentifier: CGRect]
    /// Views whose frames moved when text sizes did.
    var textDependent: Set<ObjectIdentifier>
    var conflictCount: Int
  }

  func solve() -> Solution {
    let views = Self.subtree(of: root)
    let probed = views.filter { probes[ObjectIdentifier($0)] != nil }
    let textControls = probed.compactMap { probes[ObjectIdentifier($0)] }
    let (frames, messages) = StrutLog.capture { () -> [ObjectIdentifier: CGRect] in
      root.layoutIfNeeded()
      return Self.frames(views)
    }
    var dependent: Set<ObjectIdentifier> = []
    if !textControls.isEmpty {
      _ = StrutLog.capture {
        for delta in [Self.probe, -Self.probe] {
          for control in textControls { control.apply(delta) }
          Self.invalidateAncestors(of: probed)
          root.layoutIfNeeded()
          for (key, frame) in Self.frames(views) where !Self.same(frame, frames[key]) {
            dependent.insert(key)
          }
        }
        for control in textControls { control.apply(0) }
        Self.invalidateAncestors(of: probed)
        root.layoutIfNeeded()
      }
    }
    let conflicts = messages.filter { $0.contains("Unable to simultaneously satisfy") }.count
    return Solution(frames: frames, textDependent: dependent, conflictCount: conflicts)
  }

  /// Tells every ancestor of the probed views that its content changed, so that stack views
  /// that size arranged views by their content (`.fillProportionally`, S6) measure them again.
  private static func invalidateAncestors(of views: [UIView]) {
    var seen: Set<ObjectIdentifier> = []
    for view in views {
      var ancestor = view.superview
      while let current = ancestor, seen.insert(ObjectIdentifier(current)).inserted {
        current.invalidateIntrinsicContentSize()
        ancestor = current.superview
      }
    }
  }

  private static func same(_ a: CGRect, _ b: CGRect?) -> Bool {
    guard let b else { return false }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
      && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
  }

  static func frames(_ views: [UIView]) -> [ObjectIdentifier: CGRect] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    for view in views { frames[ObjectIdentifier(view)] = view.frame }
    return frames
  }

  /// The root and its descendants, depth first in subview order.
  static func subtree(of root: UIView) -> [UIView] {
    var result: [UIView] = []
    var stack = [root]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}
