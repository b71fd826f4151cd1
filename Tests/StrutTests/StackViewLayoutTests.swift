import Foundation
import Testing

@testable import Strut

/// UIStackView layouts solved by the engine, and its API, each test naming its S-rule.
@Suite("UIStackView layout")
struct StackViewLayoutTests {
  private static func row(_ widths: [CGFloat]) -> [UIView] {
    widths.map { StackContentView($0, 20) }
  }

  /// §6 recipe 1 (S4, E5): at equal priorities the first arranged view stretches first and
  /// shrinks first.
  @Test func fillTieFollowsArrangedOrder() {
    let cases: [(width: CGFloat, expected: [CGFloat])] = [
      (300, [170, 60, 70]), (150, [20, 60, 70]), (100, [0, 30, 70]),
    ]
    for (width, expected) in cases {
      let harness = StackHarness(Self.row([50, 60, 70]), width: width)
      #expect(harness.widths() == expected, "stack width \(width)")
    }
  }

  /// A stack view forced right-to-left arranges its views from the right, though their own
  /// direction stays left-to-right: its `UISV-*` constraints are its own, and leading and
  /// trailing go by the direction of the view that holds a constraint (E13).
  @Test func stackForcedRightToLeftArrangesFromTheRight() {
    let views = Self.row([50, 60, 70])
    let harness = StackHarness(views, width: 196)
    harness.stack.spacing = 8
    harness.stack.semanticContentAttribute = .forceRightToLeft
    harness.root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [146, 78, 0])
    #expect(views[0].effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  /// S4: `insertArrangedSubview(_:at: 0)` makes the inserted view the first to yield: the
  /// engine registers arranged views in arrangement order, not subview order.
  @Test func fillTieAfterInsertingAtTheFront() {
    let views = Self.row([50, 60, 70])
    let harness = StackHarness(Array(views.dropFirst()), width: 300)
    harness.stack.insertArrangedSubview(views[0], at: 0)
    #expect(harness.stack.arrangedSubviews == views)
    #expect(harness.widths() == [170, 60, 70])
  }

  /// S4 after a layout: a view inserted at the front of views already laid out still yields
  /// first, because the engine adds its content size before theirs in the tie order.
  @Test func fillTieAfterInsertingAtTheFrontOfALaidOutStack() {
    let views = Self.row([50, 60, 70])
    let harness = StackHarness(Array(views.dropFirst()), width: 300)
    _ = harness.widths()
    harness.stack.insertArrangedSubview(views[0], at: 0)
    #expect(harness.widths() == [170, 60, 70])
  }

  /// S3 modern: `UISV-hiding` at 999.999 gives way to the hidden view's own required
  /// constraints, without a log; the visible neighbours get the full spacing.
  @Test func modernHidingDoesNotConflict() {
    let (harness, hidden) = Self.stackWithPaddedView(.modern)
    let messages = StrutLog.messages {
      hidden.isHidden = true
      harness.root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    let hiding = harness.stack.constraints.first { $0.identifier == "UISV-hiding" }
    #expect(hiding?.priority.rawValue == Float(1000) - Float(1) / 1024)
    let views = harness.stack.arrangedSubviews
    #expect(views[2].frame.minX == views[0].frame.maxX + 10)
  }

  /// S3 legacy (iOS 9–10): `UISV-hiding` is required, so the hidden view's internal
  /// `H:|-(16)-[inner]-(16)-|` conflicts and UIKit's message is logged.
  @Test func legacyHidingConflictsWithInternalConstraints() {
    let (harness, hidden) = Self.stackWithPaddedView(.legacy)
    let messages = StrutLog.messages {
      hidden.isHidden = true
      harness.root.layoutIfNeeded()
    }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Unable to simultaneously satisfy constraints.") == true)
    #expect(messages.first?.contains("'UISV-hiding'") == true)
    let hiding = harness.stack.constraints.first { $0.identifier == "UISV-hiding" }
    #expect(hiding?.priority == .required)
  }

  /// A 3-view row whose middle view has an inner view pinned 16 points from both sides.
  private static func stackWithPaddedView(
    _ compatibility: UIStackView.Compatibility
  ) -> (StackHarness, UIView) {
    let padded = UIView()
    let inner = StackContentView(40, 20)
    inner.translatesAutoresizingMaskIntoConstraints = false
    padded.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: padded.leadingAnchor, constant: 16),
      padded.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 16),
      inner.topAnchor.constraint(equalTo: padded.topAnchor),
      inner.bottomAnchor.constraint(equalTo: padded.bottomAnchor),
    ])
    let harness = StackHarness([StackContentView(50, 20), padded, StackContentView(60, 20)])
    harness.stack.spacing = 10
    harness.stack.compatibility = compatibility
    harness.root.layoutIfNeeded()
    return (harness, padded)
  }

  /// S6 (rdar 34595752): with spacing 10 the proportional shares do not add up to the room
  /// left, and the last view, whose constraint has the lowest priority, absorbs the error.
  @Test func fillProportionallyLastViewAbsorbsSpacingError() {
    let harness = StackHarness(Self.row([50, 60, 70]), width: 300)
    harness.stack.distribution = .fillProportionally
    harness.stack.spacing = 10
    // D = 180 + 20 = 200: 300·50/200 = 75, 300·60/200 = 90, and the last takes 300 − 20 − 165.
    #expect(harness.widths() == [75, 90, 115])
    let priorities = harness.stack.constraints
      .filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue)
    #expect(priorities == [999, 998, 997])
  }

  /// S6 with UIKit's `_proportionalFillLengthForOrderedArrangement:` (iOS 26.1): a view
  /// without an intrinsic height in a vertical stack that fills its width is measured at the
  /// stack's width, so a view whose height follows its width gets its share; fitted at its
  /// compressed size it would have none.
  @Test func fillProportionallyFitsWidthDependentViewsAtTheStacksWidth() {
    let wide = UIView()
    let half = UIView()
    half.translatesAutoresizingMaskIntoConstraints = false
    wide.addSubview(half)
    // Below the proportional share's 999, above the fitting's 50.
    let aspect = half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.5)
    aspect.priority = UILayoutPriority(100)
    NSLayoutConstraint.activate([
      aspect,
      half.leadingAnchor.constraint(equalTo: wide.leadingAnchor),
      half.trailingAnchor.constraint(equalTo: wide.trailingAnchor),
      half.topAnchor.constraint(equalTo: wide.topAnchor),
      half.bottomAnchor.constraint(equalTo: wide.bottomAnchor),
    ])
    let fixed = StackContentView(10, 50)
    let harness = StackHarness([wide, fixed], width: 200, height: 300)
    harness.stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    harness.stack.axis = .vertical
    harness.stack.distribution = .fillProportionally
    harness.root.layoutIfNeeded()
    // Lengths 100 (fitted at 200 wide) and 50: two thirds and one third of 300.
    #expect(wide.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(fixed.frame == CGRect(x: 0, y: 200, width: 200, height: 100))
  }

  /// S6: the lengths must beat the spacing between every arranged view, hidden ones
  /// included, for the shares to be proportional (UIKit, iOS 26.1): 3 + 2 plus one visible gap
  /// of 10 is 15, not above the 20 of three views' gaps, so the views fill equally.
  @Test func fillProportionallyCountsHiddenViewsInItsThreshold() {
    let views = Self.row([3, 2, 40])
    views[2].isHidden = true
    let harness = StackHarness(views, width: 210)
    harness.stack.distribution = .fillProportionally
    harness.stack.spacing = 10
    #expect(harness.widths().prefix(2) == [100, 100])
    let identifiers = Set(harness.stack.constraints.compactMap(\.identifier))
    #expect(identifiers.contains("UISV-fill-equally"))
    #expect(!identifiers.contains("UISV-fill-proportionally"))
  }

  /// S2: a custom spacing after a hidden view is ignored; the gap follows the previous
  /// visible view.
  @Test func customSpacingAfterHiddenViewIsIgnored() {
    let views = Self.row([50, 60, 70])
    let harness = StackHarness(views)
    harness.stack.spacing = 10
    harness.stack.setCustomSpacing(30, after: views[1])
    harness.root.layoutIfNeeded()
    #expect(views[2].frame.minX == views[1].frame.maxX + 30)
    views[1].isHidden = true
    harness.root.layoutIfNeeded()
    #expect(views[2].frame.minX == views[0].frame.maxX + 10)
    #expect(harness.stack.customSpacing(after: views[1]) == 30)
  }

  /// S9 with S3: a hidden view keeps its alignment but does not bound the spanner.
  ///
  /// Hiding the tallest view of a centred row makes the row as tall as the visible ones, and
  /// showing it again makes the row tall again. Evidence: UIKit (iOS 26.1) turns a hidden item's
  /// `UISV-spanning-boundary` constraints off (`_itemWantsLayoutAsIfVisible:`); Xcode stores
  /// such a row (a hidden 24-point icon beside a 20-point one) 20 tall.
  @Test func aHiddenViewDoesNotBoundTheCrossAxis() {
    let tall = StackContentView(24, 24)
    let short = StackContentView(20, 20)
    let harness = StackHarness([tall, short])
    harness.stack.alignment = .center
    harness.stack.spacing = 12
    tall.isHidden = true
    harness.root.layoutIfNeeded()
    #expect(harness.stack.frame.size == CGSize(width: 20, height: 20))
    #expect(short.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    let boundaries = harness.stack.constraints.filter { $0.identifier == "UISV-spanning-boundary" }
    #expect(boundaries.count == 2 && boundaries.allSatisfy { $0.secondItem === short })
    #expect(harness.stack.constraints.contains { $0.identifier == "UISV-alignment" })
    tall.isHidden = false
    harness.root.layoutIfNeeded()
    #expect(harness.stack.frame.size == CGSize(width: 56, height: 24))
    #expect(short.frame == CGRect(x: 36, y: 2, width: 20, height: 20))
  }

  /// S1, S9: while every view is hidden, both spanners' fit drops to 0.001 (UIKit's
  /// `_spanningLayoutGuideFittingPriority`).
  @Test func everyViewHiddenLowersTheSpanningFit() {
    let views = Self.row([50, 60])
    let harness = StackHarness(views)
    harness.stack.alignment = .center
    harness.root.layoutIfNeeded()
    let fits = { harness.stack.constraints.filter { $0.identifier == "UISV-spanning-fit" } }
    #expect(fits().map(\.priority.rawValue) == [51])
    views.forEach { $0.isHidden = true }
    harness.root.layoutIfNeeded()
    #expect(fits().map(\.priority.rawValue) == [0.001, 0.001])
  }

  /// S9 last bullet: a single centered view needs no spanner; in a taller stack it is
  /// centered, and an unconstrained stack hugs it (canvas-fit @49).
  @Test func singleCenteredItem() {
    let view = StackContentView(160, 200)
    let tall = StackHarness([view], height: 300)
    tall.stack.alignment = .center
    tall.root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 50, width: 160, height: 200))
    #expect(tall.stack.layoutGuides.isEmpty)
    let free = StackHarness([StackContentView(160, 200)])
    free.stack.alignment = .center
    free.root.layoutIfNeeded()
    #expect(free.stack.frame.size == CGSize(width: 160, height: 200))
  }

  /// S10 legacy form: a multiline text view next to a switch-like view (hugging 750) gets
  /// `width == 0.5·canvas @760`, so the two split the row half and half (UYL).
  @Test func textWidthDisambiguationSplitsHalfAndHalf() {
    let label = StackMultilineView(400, 40)
    let toggle = StackContentView(51, 31)
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let harness = StackHarness([label, toggle], width: 300)
    harness.stack.alignment = .top
    #expect(harness.widths() == [150, 150])
    let disambiguation = harness.stack.constraints.filter {
      $0.identifier == "UISV-text-width-disambiguation"
    }
    #expect(disambiguation.count == 1)
    #expect(disambiguation.first?.multiplier == 0.5)
    #expect(disambiguation.first?.priority == 760)
  }

  /// S10 side-by-side form: a lone multiline text view gets no disambiguation, so beside a
  /// switch-like view it keeps the row but the switch its natural width (Xcode 14's canvas:
  /// OsmAnd's device header).
  @Test func sideBySideTextWidthLeavesALoneLabelAlone() {
    let label = StackMultilineView(400, 40)
    let toggle = StackContentView(51, 31)
    toggle.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let harness = StackHarness([label, toggle], width: 300)
    harness.stack.alignment = .top
    harness.stack.textWidthDisambiguation = .sideBySide
    #expect(harness.widths() == [249, 51])
    #expect(
      !harness.stack.constraints.contains { $0.identifier == "UISV-text-width-disambiguation" })
  }

  /// S10 side-by-side form: k ≥ 2 multiline text views each get `width <= canvas / k`, at 950
  /// and then one more per view in order; past 25 of them the constraints are required and
  /// the stack logs UIKit's warning.
  @Test(arguments: [2, 26])
  func sideBySideTextWidthCapsEachLabel(count: Int) {
    let labels = (0..<count).map { _ in StackMultilineView(400, 40) }
    let harness = StackHarness(labels, width: 300)
    harness.stack.alignment = .top
    harness.stack.textWidthDisambiguation = .sideBySide
    let messages = StrutLog.messages { _ = harness.widths() }
    let caps = harness.stack.constraints.filter {
      $0.identifier == "UISV-text-width-disambiguation"
    }
    #expect(caps.count == count)
    #expect(caps.allSatisfy { $0.relation == .lessThanOrEqual })
    #expect(caps.first?.multiplier == 1 / CGFloat(count))
    if count == 2 {
      #expect(caps.map(\.priority.rawValue).sorted() == [950, 951])
      #expect(messages.isEmpty)
    } else {
      #expect(caps.allSatisfy { $0.priority == .required })
      #expect(messages.contains { $0.hasPrefix("Too many side-by-side multiline views (26)") })
    }
  }

  /// S10 side-by-side form: the cap takes the spacing out (`canvas / k - spacing (k - 1) / k`),
  /// so two wide multiline views with 16 points between them split a 374-point row 179 and 179,
  /// as WooCommerce's subscription cell does on Xcode 14.1's canvas; without it the caps of 187
  /// leave one 187 and the other 171.
  @Test func sideBySideTextWidthCapsLeaveRoomForTheSpacing() {
    let harness = StackHarness(
      [StackMultilineView(400, 40), StackMultilineView(400, 40)], width: 374)
    harness.stack.alignment = .top
    harness.stack.spacing = 16
    harness.stack.textWidthDisambiguation = .sideBySide
    #expect(harness.widths() == [179, 179])
  }

  /// S10 side-by-side form: a stack view that arranges a multiline text view counts as one, at
  /// any depth, so a column of labels beside a multiline label shares the row evenly
  /// (WooCommerce's subscription cell); a hidden one does not count.
  @Test func sideBySideTextWidthCountsAColumnOfMultilineText() {
    let column = UIStackView(arrangedSubviews: [
      UIStackView(arrangedSubviews: [StackMultilineView(300, 20)]), StackContentView(40, 20),
    ])
    column.axis = .vertical
    column.alignment = .leading
    let harness = StackHarness([column, StackMultilineView(400, 40)], width: 374)
    harness.stack.alignment = .top
    harness.stack.spacing = 16
    harness.stack.textWidthDisambiguation = .sideBySide
    #expect(harness.widths() == [179, 179])
    let caps = {
      harness.stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    }
    #expect(caps().count == 2)
    column.isHidden = true
    harness.root.layoutIfNeeded()
    #expect(caps().isEmpty)
  }

  /// S3: hiding inside an animation block that calls `layoutIfNeeded()` records the frame
  /// change of the collapsing view.
  @Test func hidingInsideAnimationRecordsTheFrameChange() {
    let views = Self.row([50, 60, 70])
    let harness = StackHarness(views)
    harness.root.layoutIfNeeded()
    UIView.animate(withDuration: 0.3) {
      views[1].isHidden = true
      harness.root.layoutIfNeeded()
    }
    #expect(views[1].isHidden)
    #expect(views[1].frameAnimation?.fromValue.width == 60)
    #expect(views[1].frameAnimation?.toValue.width == 0)
    #expect(views[2].frameAnimation?.toValue.minX == 50)
  }
}
