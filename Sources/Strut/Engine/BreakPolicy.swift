import Foundation

/// Which constraint of a mutually exclusive set UIKit breaks (uikit-semantics.md E7): one
/// documented policy, in one place, so it can be measured against real logs and replaced.
///
/// UIKit's own algorithm is not public, but its shape can be read in decompiled iOS 26.1
/// (`-[UIView engine:markerForConstraintToBreakAmongConstraints:]`): the engine hands the view
/// the set in the order its variables entered the engine, the constraint whose row failed
/// last; the view keeps the greatest constraint under eight scores compared in turn (what they
/// measure is not recoverable from the decompiled text), then the position in the view
/// hierarchy of the first items and of the second items, and on a full tie the earliest in the
/// set. Rules 0 to 5 below stand in for the eight scores. The set is the one the engine meets,
/// which for a log is the printed list, not only the smaller set Strut finds (`strut log`
/// weighs the list). The policy follows what real logs show
/// (`shared/corpus/logs/`, measured by `BreakPolicyCorpusTests`, and
/// `Tests/StrutConsoleLogTests/Fixtures/MoreLogs`, by `CorpusRateTests`) and the frames Xcode
/// stores:
/// 0. a content-size constraint (hugging or compression resistance at 1000) is broken first:
///    in DuckDuckGo's `OmniBar.xib` two buttons that hug at 1000 keep the 30-point widths the
///    app gives them, in the frames Xcode stored;
/// 1. a constraint the app made is broken before any system one (`UISV-*`,
///    `UIView-Encapsulated-Layout-*`, autoresizing, safe-area guides, fitting, temporary sizes,
///    legacy layout guides).
///    Layout-margin guide constraints (`UIView-*Margin-guide-constraint`) count as the app's:
///    UIKit broke one while the app's own edge pins were in the set;
/// 2. among them, a size constant (a width or height equal to a nonzero constant, with no second
///    item) goes first; of several, the largest constant (the latest on ties). Of the 38 real
///    logs that say what UIKit broke (the corpus's 17 and 21 more from public issues and posts,
///    `Tests/StrutConsoleLogTests/Fixtures/MoreLogs`), 21 hold a size constant the app made,
///    and UIKit broke one of them in 18, over trailing pins (`label.width == 362` before
///    `H:[label]-(8)-|`) and spacings alike; of two, the larger in four logs, the smaller in one;
/// 3. then a leading or top pin (both sides at the start edge) is broken last;
/// 4. then a constraint with a nonzero constant (an offset or a spacing) goes before one whose
///    constant is zero (a plain alignment or equal size);
/// 5. then a spacing between two siblings (one's end edge to the other's start edge) goes before
///    any other constraint;
/// 6. among equals, the latest constraint in the set (UIKit takes the earliest only after
///    comparing the items' places in the hierarchy, which logs do not print; the earliest here
///    loses a corpus log and one of `MoreLogs2`); but of two that differ only in their
///    constant, the larger constant. Four logs hold such a pair (`02`, `05`, `14`, `17`): in
///    each UIKit broke the larger one, first listed in two and second in the other two, so no
///    order rule fits them all.
enum BreakPolicy {
  static func choose(among constraints: [NSLayoutConstraint]) -> NSLayoutConstraint? {
    if let contentSize = constraints.last(where: { $0 is NSContentSizeLayoutConstraint }) {
      return contentSize
    }
    let candidates = constraints.filter { !$0.isSystemConstraint }
    if let size = largestSizeConstant(in: candidates) { return size }
    return latestHighest(in: candidates.isEmpty ? constraints : candidates)
  }

  /// The size constant with the largest constant, the latest on ties (rule 2); nil when there
  /// is none.
  private static func largestSizeConstant(in constraints: [NSLayoutConstraint])
    -> NSLayoutConstraint?
  {
    var best: NSLayoutConstraint?
    for constraint in constraints
    where constraint.secondItem == nil && constraint.relation == .equal
      && constraint.constant != 0 && [.width, .height].contains(constraint.firstAttribute)
    {
      if let best, best.constant > constraint.constant { continue }
      best = constraint
    }
    return best
  }

  /// The latest constraint of the highest rank, unless an earlier one of that rank is the same
  /// constraint with a larger constant (rule 6).
  private static func latestHighest(in constraints: [NSLayoutConstraint]) -> NSLayoutConstraint? {
    var best: (constraint: NSLayoutConstraint, rank: Int)?
    for constraint in constraints {
      let rank = rank(constraint)
      if let best, best.rank > rank { continue }
      if let best, best.rank == rank, let theirs = best.constraint.constant(of: constraint),
        best.constraint.constant > theirs
      {
        continue
      }
      best = (constraint, rank)
    }
    return best?.constraint
  }

  /// Higher ranks break first: rules 3, 4 and 5 in that order of weight.
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
  /// `other`'s constant as this constraint would write it, when the two are the app's and
  /// differ only in their constant; nil otherwise.
  ///
  /// A log prints both alike, so the comparison does too: `a.x == b.y + c` and `b.y == a.x - c`
  /// are the same constraint written from either end (the second's constant counts as `c`, read
  /// as this one writes it), and a left edge is a leading one (`H:|-(8)-[view]` either way).
  fileprivate func constant(of other: NSLayoutConstraint) -> CGFloat? {
    guard !isSystemConstraint, !other.isSystemConstraint, relation == other.relation,
      multiplier == other.multiplier
    else { return nil }
    let (first, second) = (firstAttribute.printedEdge, secondAttribute.printedEdge)
    let (otherFirst, otherSecond) = (
      other.firstAttribute.printedEdge, other.secondAttribute.printedEdge
    )
    if firstItem === other.firstItem && secondItem === other.secondItem
      && first == otherFirst && second == otherSecond
    {
      return other.constant
    }
    if relation == .equal, multiplier == 1, secondItem != nil,
      firstItem === other.secondItem && secondItem === other.firstItem
        && first == otherSecond && second == otherFirst
    {
      return -other.constant
    }
    return nil
  }

  /// Whether UIKit or the engine made this constraint rather than the app (E7 i); layout-margin
  /// guide constraints count as the app's (see ``BreakPolicy``).
  var isSystemConstraint: Bool {
    if isGenerated || isMadeByUIKit || self is NSAutoresizingMaskLayoutConstraint
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

extension NSLayoutConstraint.Attribute {
  /// The attribute with left and right read as leading and trailing, as a log prints them.
  fileprivate var printedEdge: Self {
    switch self {
    case .left: .leading
    case .right: .trailing
    case .leftMargin: .leadingMargin
    case .rightMargin: .trailingMargin
    default: self
    }
  }
}

extension NSLayoutConstraint {
  /// The constraint of `constraints` that UIKit's policy (E7) breaks, for tools that weigh a
  /// set Strut did not find itself, such as the one a console log printed.
  @_spi(StrutInternals)
  public static func constraintToBreak(among constraints: [NSLayoutConstraint])
    -> NSLayoutConstraint?
  {
    BreakPolicy.choose(among: constraints)
  }
}
