import Foundation
import Testing

@testable import Strut

/// One test per published UIStackView dump (shared/corpus/stackview-dumps/).
///
/// The stack view built in the dump's configuration makes the same `UISV-*` constraints (identifiers,
/// relations, priorities, attributes, items, multipliers, constants), compared after putting
/// the two sides of each constraint in a canonical order. The dumps are from iOS 9–10, so the
/// stack views use `.legacy`; the modern differences are checked where they exist.
@Suite("UIStackView constraint dumps")
struct StackViewDumpTests {
  /// kean.blog's three views: 160×200, 80×100, 40×50.
  private static func keanViews(multiline: Bool = false) -> [UIView] {
    let sizes: [(CGFloat, CGFloat)] = [(160, 200), (80, 100), (40, 50)]
    return sizes.map { multiline ? StackMultilineView($0, $1) : StackContentView($0, $1) }
  }

  private static func stack(
    _ views: [UIView] = keanViews(), distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0
  ) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.compatibility = .legacy
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    return stack
  }

  private static func expectMatches(
    _ stack: UIStackView, _ dump: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let expected = StackDump.parse(StackViewDumps.texts[dump]!)
    #expect(!expected.isEmpty, sourceLocation: sourceLocation)
    #expect(StackDump.normalized(stack) == expected, sourceLocation: sourceLocation)
  }

  /// S1, S2, S9 `.fill`: both printings of `fill-fill.txt`.
  @Test func fillFill() {
    Self.expectMatches(Self.stack(), "fill-fill.txt#1")
    Self.expectMatches(Self.stack(), "fill-fill.txt#2")
  }

  /// S5: `fillEqually-fill.txt`.
  @Test func fillEquallyFill() {
    Self.expectMatches(Self.stack(distribution: .fillEqually), "fillEqually-fill.txt")
  }

  /// S6: `fillProportionally-fill.txt`, with the dump's custom `StackView.width == 200`.
  @Test func fillProportionallyFill() {
    let stack = Self.stack(distribution: .fillProportionally)
    stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
    Self.expectMatches(stack, "fillProportionally-fill.txt")
  }

  /// S7: `equalSpacing-fill.txt` (spacing 10); modern adds `UISV-canvas-fit` along the axis.
  @Test func equalSpacingFill() {
    let stack = Self.stack(distribution: .equalSpacing, spacing: 10)
    Self.expectMatches(stack, "equalSpacing-fill.txt")
    stack.compatibility = .modern
    let added = Set(StackDump.normalized(stack).map(\.text)).subtracting(
      StackDump.parse(StackViewDumps.texts["equalSpacing-fill.txt"]!).map(\.text))
    #expect(added == ["UISV-canvas-fit StackView.width == - +0.000 @49.000"])
  }

  /// S8: `equalCentering-fill.txt` (spacing 0, gap equality at 149).
  @Test func equalCenteringFill() {
    Self.expectMatches(Self.stack(distribution: .equalCentering), "equalCentering-fill.txt")
  }

  /// S9 `.leading`: `fill-leading.txt`.
  @Test func fillLeading() {
    Self.expectMatches(Self.stack(alignment: .leading), "fill-leading.txt")
  }

  /// S9 `.center`: `fill-center.txt`.
  @Test func fillCenter() {
    Self.expectMatches(Self.stack(alignment: .center), "fill-center.txt")
  }

  /// S9 `.trailing`: `fill-trailing.txt`.
  @Test func fillTrailing() {
    Self.expectMatches(Self.stack(alignment: .trailing), "fill-trailing.txt")
  }

  /// S9 `.firstBaseline`, S10, S11: `fill-firstBaseline.txt`, with multiline text views.
  @Test func fillFirstBaseline() {
    let stack = Self.stack(Self.keanViews(multiline: true), alignment: .firstBaseline)
    Self.expectMatches(stack, "fill-firstBaseline.txt")
  }

  /// S9 `.lastBaseline`, S10, S11: `fill-lastBaseline.txt`, with multiline text views.
  @Test func fillLastBaseline() {
    let stack = Self.stack(Self.keanViews(multiline: true), alignment: .lastBaseline)
    Self.expectMatches(stack, "fill-lastBaseline.txt")
  }

  /// S3 legacy: `fill-fill-hidden-subview0.txt` (spacing 10, the first view hidden).
  @Test func fillFillHiddenSubview0() {
    let stack = Self.stack(spacing: 10)
    stack.arrangedSubviews[0].isHidden = true
    Self.expectMatches(stack, "fill-fill-hidden-subview0.txt")
  }

  /// S12: `fill-fill-marginsRelative.txt`: canvas connections go to the margins guide.
  @Test func fillFillMarginsRelative() {
    let stack = Self.stack()
    stack.isLayoutMarginsRelativeArrangement = true
    Self.expectMatches(stack, "fill-fill-marginsRelative.txt")
  }

  /// S2 baseline-relative: `fill-fill-vertical-baselineRelative.txt` (vertical, spacing 20).
  @Test func fillFillVerticalBaselineRelative() {
    let stack = Self.stack(spacing: 20)
    stack.axis = .vertical
    stack.isBaselineRelativeArrangement = true
    Self.expectMatches(stack, "fill-fill-vertical-baselineRelative.txt")
  }

  /// S9 last bullet: `fill-center-single-subview.txt`.
  @Test func fillCenterSingleSubview() {
    let stack = Self.stack([StackContentView(160, 200)], alignment: .center)
    Self.expectMatches(stack, "fill-center-single-subview.txt")
  }

  /// S5, S9 `.leading` (iOS 9): `arranged-readme-fillEqually-leading.txt`, two views.
  @Test func arrangedReadmeFillEquallyLeading() {
    let views = [StackContentView(100, 40), StackContentView(60, 20)]
    let stack = Self.stack(views, distribution: .fillEqually, alignment: .leading, spacing: 10)
    Self.expectMatches(stack, "arranged-readme-fillEqually-leading.txt")
  }

  /// Every dump has a test above: 15 files, `fill-fill.txt` split into its two printings.
  @Test func everyDumpIsCovered() {
    #expect(StackViewDumps.texts.count == 16)
  }
}
