import Foundation
import Testing

@testable import Strut

/// The header bar of the seed article (StatsHeaderView): `[categoryButton, spacerView,
/// todayButton]` in a horizontal `.fill` stack with `.center` alignment, at phone widths.
///
/// UIButton does not exist yet: each button is a ``StackContentView`` whose intrinsic size is
/// its title's (category 90×30, today 60×30). The spacer is a plain `UIView`: it has no
/// intrinsic size, so it gets no content-size constraints at all (C2), neither hugging nor
/// compression resistance, whatever priorities are set on it.
@Suite("UIStackView header bar scenario")
struct StackViewScenarioTests {
  static let phoneWidths: [CGFloat] = [320, 375, 430]

  /// The header bar pinned at the top-left corner of a root view, with a fixed width.
  struct HeaderBar {
    let category: UIView
    let spacer: UIView
    let today = StackContentView(60, 30)
    let harness: StackHarness
    var stack: UIStackView { harness.stack }

    /// - Parameters:
    ///   - width: The stack view's width.
    ///   - categoryWidth: The category title's width.
    ///   - articlePriorities: Whether to apply the article's fix; otherwise every view keeps
    ///     the defaults (hugging 250, compression resistance 750), the "before" state.
    ///   - spacer: The spacer view; a plain `UIView` unless given.
    init(
      width: CGFloat, categoryWidth: CGFloat = 90, articlePriorities: Bool,
      spacer: UIView = UIView()
    ) {
      category = StackContentView(categoryWidth, 30)
      self.spacer = spacer
      harness = StackHarness([category, spacer, today], width: width)
      harness.stack.axis = .horizontal
      harness.stack.alignment = .center
      harness.stack.distribution = .fill
      if articlePriorities {
        category.setContentHuggingPriority(.defaultLow, for: .horizontal)
        category.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        spacer.setContentHuggingPriority(.defaultLow, for: .horizontal)
        spacer.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        today.setContentHuggingPriority(.required, for: .horizontal)
        today.setContentCompressionResistancePriority(.required, for: .horizontal)
      }
      harness.root.layoutIfNeeded()
    }

    func layout() { harness.root.layoutIfNeeded() }

    /// The frames of the three arranged views, in order.
    var frames: [CGRect] {
      layout()
      return [category.frame, spacer.frame, today.frame]
    }
  }

  // MARK: - The article's priorities

  /// S1, S2, S4, S9: the article's priorities pin the today button to the trailing edge.
  ///
  /// With `.center` alignment the category keeps its title width at the leading edge,
  /// the today button ends at the trailing edge, and the spacer takes the free space. The
  /// spacer stretches because it is the only view with no hugging constraint (C2): the
  /// engine can lengthen it without violating anything, while stretching the category would
  /// violate `category.width <= 90 @250`. Its height is 0 (`UISV-ambiguity-suppression` @25),
  /// centred on the buttons' centre line.
  @Test(arguments: phoneWidths)
  func articlePrioritiesPinTheTodayButtonToTheTrailingEdge(width: CGFloat) {
    let bar = HeaderBar(width: width, articlePriorities: true)
    #expect(
      bar.frames == [
        CGRect(x: 0, y: 0, width: 90, height: 30),
        CGRect(x: 90, y: 15, width: width - 150, height: 0),
        CGRect(x: width - 60, y: 0, width: 60, height: 30),
      ])
    #expect(bar.today.frame.maxX == bar.stack.frame.width)
    // S13 and S9 `.center`: the unconstrained height comes from the tallest button.
    #expect(bar.stack.frame.size == CGSize(width: width, height: 30))
  }

  /// S3 (modern), S4: hiding the today button does not move the category.
  ///
  /// Hiding the today button takes it out of the S1/S2 chain, and the
  /// spacer, now the last visible view, ends at the trailing edge (`UISV-canvas-connection`).
  /// The category does not move or grow, and after five hide/show round trips every frame is
  /// the one it started with (no drift). The hidden button keeps its 60 points: its hugging
  /// and compression resistance are required (1000), and `UISV-hiding` (`width == 0`) is only
  /// 999.999, so it yields without a conflict log, as for any required inner constraint.
  @Test(arguments: phoneWidths)
  func hidingTheTodayButtonDoesNotMoveTheCategory(width: CGFloat) {
    let bar = HeaderBar(width: width, articlePriorities: true)
    let shown = bar.frames
    for _ in 0..<5 {
      bar.today.isHidden = true
      let hidden = bar.frames
      #expect(hidden[0] == CGRect(x: 0, y: 0, width: 90, height: 30))
      #expect(hidden[1].minX == 90)
      #expect(hidden[1].maxX == width)
      #expect(hidden[2].width == 60)
      bar.today.isHidden = false
      #expect(bar.frames == shown)
    }
  }

  // MARK: - The defaults ("before")

  /// S4, C2: with the defaults and a plain spacer the spacer still takes the slack.
  ///
  /// This is the reconstructed "before" state (every priority at its default). A plain
  /// `UIView` spacer has no intrinsic size, hence no hugging constraint, so the engine still
  /// gives it all the free space: there is no tie for S4's index rule to break, and the
  /// category does not stretch. The layout is the same as with the article's priorities,
  /// shown or hidden: with a plain spacer the article's fix changes nothing on this axis.
  @Test(arguments: phoneWidths)
  func defaultPrioritiesWithAPlainSpacerLeaveTheSlackToTheSpacer(width: CGFloat) {
    let bar = HeaderBar(width: width, articlePriorities: false)
    let fixed = HeaderBar(width: width, articlePriorities: true)
    #expect(bar.frames == fixed.frames)
    #expect(bar.category.frame.width == 90)
    #expect(bar.spacer.frame.width == width - 150)
    bar.today.isHidden = true
    #expect(bar.frames[0] == CGRect(x: 0, y: 0, width: 90, height: 30))
    #expect(bar.spacer.frame.maxX == width)
  }

  /// S4 tie rule (E5): with the defaults and a content spacer the category stretches.
  ///
  /// The article's symptom appears when the spacer *has* an intrinsic size
  /// (here 0×0, as an empty label has), so it hugs at 250 like the category. At equal hugging
  /// the view with the lower index in `arrangedSubviews`, the category (index 0), absorbs the
  /// slack; a UIButton centres its title in its frame, so the title moves to the centre. With
  /// the today button hidden the category stretches to the full width.
  @Test(arguments: phoneWidths)
  func defaultPrioritiesWithAContentSpacerStretchTheCategory(width: CGFloat) {
    let bar = HeaderBar(
      width: width, articlePriorities: false, spacer: StackContentView(0, 0))
    #expect(bar.frames[0] == CGRect(x: 0, y: 0, width: width - 60, height: 30))
    #expect(bar.spacer.frame.width == 0)
    #expect(bar.today.frame.maxX == width)
    bar.today.isHidden = true
    #expect(bar.frames[0] == CGRect(x: 0, y: 0, width: width, height: 30))
    #expect(bar.spacer.frame.width == 0)
  }

  /// S4 tie rule (E5): the article's priorities do not break a tie with a content spacer.
  ///
  /// The article's priorities leave the category and a content spacer both
  /// at hugging 250, still a tie, so the category (index 0) still stretches. Only a strictly
  /// lower hugging on the spacer (249) hands it the slack.
  @Test func articlePrioritiesDoNotBreakTheTieWithAContentSpacer() {
    let tied = HeaderBar(width: 375, articlePriorities: true, spacer: StackContentView(0, 0))
    #expect(tied.frames[0].width == 315)
    #expect(tied.spacer.frame.width == 0)
    let spacer = StackContentView(0, 0)
    let fixed = HeaderBar(width: 375, articlePriorities: true, spacer: spacer)
    spacer.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    #expect(fixed.frames[0] == CGRect(x: 0, y: 0, width: 90, height: 30))
    #expect(fixed.spacer.frame.width == 225)
    #expect(fixed.today.frame.maxX == 375)
  }

  // MARK: - A long category title

  /// S4 overflow, C2, E6c: a long category is compressed before the today button.
  ///
  /// A 400-point category at width 320 with the article's priorities. The spacer's compression resistance does nothing (it has no content-size constraints),
  /// but the engine keeps every size at or above 0 (E6c, implicit non-negativity), so the
  /// spacer collapses to 0 and the 80-point overflow must come out of a button. Compression
  /// resistance decides: the category's `width >= 400 @250` yields before the today button's
  /// `width >= 60 @1000`, so the category is compressed to 260 and the today button stays at
  /// the trailing edge. With the defaults (category CR 750 < 1000) the result is the same.
  @Test func longCategoryIsCompressedBeforeTheTodayButton() {
    let expected = [
      CGRect(x: 0, y: 0, width: 260, height: 30),
      CGRect(x: 260, y: 15, width: 0, height: 0),
      CGRect(x: 260, y: 0, width: 60, height: 30),
    ]
    let bar = HeaderBar(width: 320, categoryWidth: 400, articlePriorities: true)
    #expect(bar.frames == expected)
    bar.today.isHidden = true
    #expect(bar.frames[0] == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(bar.spacer.frame.maxX == 320)
    bar.today.isHidden = false
    #expect(bar.frames == expected)
  }

  /// S4 overflow with equal compression resistance (tie rule, E5): when the today button keeps
  /// the default 750 like the category, the lower index (the category) is compressed first.
  @Test func longCategoryYieldsFirstAtEqualCompressionResistance() {
    let bar = HeaderBar(width: 320, categoryWidth: 400, articlePriorities: false)
    #expect(bar.frames[0].width == 260)
    #expect(bar.today.frame == CGRect(x: 260, y: 0, width: 60, height: 30))
  }

  /// S4 overflow: the article's "alternative pattern", an explicit `spacer.width >= 0`, only
  /// restates the engine's implicit floor (E6c): the layout is unchanged.
  @Test func longCategoryCompressesOnceTheSpacerCannotGoNegative() {
    let bar = HeaderBar(width: 320, categoryWidth: 400, articlePriorities: true)
    bar.spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
    #expect(
      bar.frames == [
        CGRect(x: 0, y: 0, width: 260, height: 30),
        CGRect(x: 260, y: 15, width: 0, height: 0),
        CGRect(x: 260, y: 0, width: 60, height: 30),
      ])
  }
}
