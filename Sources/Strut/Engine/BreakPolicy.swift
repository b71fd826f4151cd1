import Foundation

/// Which constraint of a mutually exclusive set UIKit breaks (uikit-semantics.md E7): one
/// documented policy, in one place, so it can be measured against real logs and replaced.
///
/// UIKit's own algorithm is not public. The policy follows what the development logs show
/// (`shared/corpus/logs/`, measured by `BreakPolicyCorpusTests`):
/// 1. a constraint the app made is broken before any system one (`UISV-*`,
///    `UIView-Encapsulated-Layout-*`, autoresizing, safe-area guides, fitting, temporary sizes).
///    Layout-margin guide constraints (`UIView-*Margin-guide-constraint`) count as the app's:
///    UIKit broke one while the app's own edge pins were in the set;
/// 2. among them, a leading or top pin (both sides at the start edge) is broken last;
/// 3. then a constraint with a nonzero constant (an offset, a spacing or a size) goes before one
///    whose constant is zero (a plain alignment or equal size);
/// 4. then a spacing between two siblings (one's end edge to the other's start edge) goes before
///    any other constraint;
/// 5. when every constraint is a system one, a `UISV-canvas-connection` at the bottom or
///    trailing edge goes first;
/// 6. among equals, the latest constraint in the set.
enum BreakPolicy {
  static func choose(among constraints: [NSLayoutConstraint]) -> NSLayoutConstraint? {
    let candidates = constraints.filter { !$0.isSystemConstraint }
    if candidates.isEmpty {
      return constraints.last {
        $0.identifier == "UISV-canvas-connection"
          && [.bottom, .trailing, .right].contains($0.firstAttribute)
      } ?? latestHighest(in: constraints)
    }
    return latestHighest(in: candidates)
  }

  /// The latest constraint of the highest rank.
  private static func latestHighest(in constraints: [NSLayoutConstraint]) -> NSLayoutConstraint? {
    var best: (constraint: NSLayoutConstraint, rank: Int)?
    for constraint in constraints {
      let rank = rank(constraint)
      if let best, best.rank > rank { continue }
      best = (constraint, rank)
    }
    return best?.constraint
  }

  /// Higher ranks break first: rules 2, 3 and 4 in that order of weight.
  private static func rank(_ constraint: NSLayoutConstraint) -> Int {
    let startEdges: [NSLayoutConstraint.Attribute] = [
      .leading, .left, .top, .leadingMargin, .leftMargin, .topMargin, .firstBaseline,
    ]
    let endEdges: [NSLayoutConstraint.Attribute] = [
      .trailing, .right, .bottom, .trailingMargin, .rightMargin, .bottomMargin, .lastBaseline,
    ]
    let attributes = [constraint.firstAttribute, constraint.secondAttribute]
    let hasSecondItem = constraint.secondItem != nil
    let isStartPin = hasSecondItem && attributes.allSatisfy(startEdges.contains)
    let isSpacing =
      hasSecondItem && attributes.contains(where: startEdges.contains)
      && attributes.contains(where: endEdges.contains)
    return (isStartPin ? 0 : 4) + (constraint.constant != 0 ? 2 : 0) + (isSpacing ? 1 : 0)
  }
}

extension NSLayoutConstraint {
  /// Whether UIKit or the engine made this constraint rather than the app (E7 i); layout-margin
  /// guide constraints count as the app's (see ``BreakPolicy``).
  var isSystemConstraint: Bool {
    if isGenerated || self is NSAutoresizingMaskLayoutConstraint
      || self is NSContentSizeLayoutConstraint
    {
      return true
    }
    guard let identifier else { return false }
    let prefixes = [
      "UISV-", "UIView-Encapsulated-Layout-", "UIViewSafeAreaLayoutGuide-", "fittingSize",
      "_UITemporaryLayout",
    ]
    return prefixes.contains { identifier.hasPrefix($0) }
  }
}
