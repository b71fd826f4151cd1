import Foundation

/// Which constraint of a mutually exclusive set UIKit breaks (uikit-semantics.md E7): one
/// documented policy, in one place, so it can be measured against real logs and replaced.
///
/// UIKit's own algorithm is not public. The policy follows what the development logs show:
/// 1. a constraint the app made is broken before any system one (`UISV-*`,
///    `UIView-Encapsulated-Layout-*`, autoresizing, margins and safe-area guides, fitting);
/// 2. among them, a leading or top pin is never chosen while a trailing or bottom pin, a
///    spacing between siblings or a size constant is there;
/// 3. when every constraint is a system one, a `UISV-canvas-connection` at the bottom or
///    trailing edge goes first;
/// 4. otherwise the latest constraint in the set.
enum BreakPolicy {
  static func choose(among constraints: [NSLayoutConstraint]) -> NSLayoutConstraint? {
    let candidates = constraints.filter { !$0.isSystemConstraint }
    if candidates.isEmpty {
      return constraints.last {
        $0.identifier == "UISV-canvas-connection"
          && [.bottom, .trailing, .right].contains($0.firstAttribute)
      } ?? constraints.last
    }
    return candidates.max { rank($0) <= rank($1) }
  }

  /// Higher ranks break first; among equals, `max` keeps the latest.
  private static func rank(_ constraint: NSLayoutConstraint) -> Int {
    let attributes = [constraint.firstAttribute, constraint.secondAttribute]
    let trailingEdges: [NSLayoutConstraint.Attribute] = [
      .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin, .lastBaseline,
    ]
    let leadingEdges: [NSLayoutConstraint.Attribute] = [
      .leading, .left, .top, .leadingMargin, .leftMargin, .topMargin, .firstBaseline,
    ]
    if constraint.secondItem == nil { return 3 }
    if attributes.contains(where: trailingEdges.contains)
      && attributes.contains(where: leadingEdges.contains)
    {
      return 2
    }
    if attributes.allSatisfy(trailingEdges.contains) { return 3 }
    if attributes.allSatisfy(leadingEdges.contains) { return 0 }
    return 1
  }
}

extension NSLayoutConstraint {
  /// Whether UIKit or the engine made this constraint rather than the app (E7 i).
  var isSystemConstraint: Bool {
    if isGenerated || self is NSAutoresizingMaskLayoutConstraint { return true }
    guard let identifier else { return false }
    let prefixes = [
      "UISV-", "UIView-Encapsulated-Layout-", "UIView-", "UIViewSafeAreaLayoutGuide-",
      "fittingSize", "_UITemporaryLayout",
    ]
    return prefixes.contains { identifier.hasPrefix($0) }
  }
}
