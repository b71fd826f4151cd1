import Strut
import Testing

@testable import StrutConsoleLog

/// The constraint description forms of uikit-semantics.md E9 (and E10, E11), one per test, read
/// into their parts.
@Suite("Constraint descriptions (E9)")
struct DescriptionFormTests {
  /// Reads one description as the only line of a list.
  private func read(_ description: String) throws -> ConsoleLogConstraint {
    let log = ConsoleLog.parse("(\n    \"\(description)\"\n)")
    let entry = try #require(log.entries.first)
    #expect(entry.unreadableLines.isEmpty, "\(entry.diagnostics.map(\.formatted))")
    return try #require(entry.constraints.first)
  }

  // E9: `H:|-(8)-[v]` is a leading pin to the superview named by `names: '|':…`.
  @Test func leadingPin() throws {
    let c = try read(
      "<NSLayoutConstraint:0x1 H:|-(10)-[UILabel:0xa'Leo Nicholson']   (active, names: '|':UIView:0xf )>"
    )
    #expect(c.notation == .visualFormat && c.printsActive)
    #expect(c.first.printed == "UILabel:0xa'Leo Nicholson'" && c.first.text == "Leo Nicholson")
    #expect(c.firstAttribute == .leading && c.secondAttribute == .leading)
    #expect(c.second?.address == "0xf" && c.superview?.className == "UIView")
    #expect(c.relation == .equal && c.constant == 10 && c.multiplier == 1 && c.priority == 1000)
  }

  // E9: `[v]-(11)-|` is read with the view first: `v.trailing == superview.trailing - 11`.
  @Test func trailingPinReadsViewFirst() throws {
    let c = try read(
      "<NSLayoutConstraint:0x2 H:[UILabel:0xa'Leo Nicholson']-(11)-|   (active, names: '|':UIView:0xf )>"
    )
    #expect(c.first.address == "0xa" && c.firstAttribute == .trailing)
    #expect(c.second?.address == "0xf" && c.constant == -11)
  }

  // E9: a `>=` gap at the trailing end flips to `<=` with the view first (the gap grows as the
  // view's end moves back).
  @Test func trailingPinInequalityFlips() throws {
    let c = try read(
      "<NSLayoutConstraint:0x2 H:[UIView:0xa]-(>=12)-|   (active, names: '|':UIView:0xf )>")
    #expect(c.relation == .lessThanOrEqual && c.constant == -12)
  }

  // E9: `V:[a]-(16)-[b]` is `b.top == a.bottom + 16`; `(Names:` and no `(active)` is iOS ≤ 9.
  @Test func siblingSpacing() throws {
    let c = try read(
      "<NSLayoutConstraint:0x3 V:[UILabel:0xa'Thonburi']-(16)-[UILabel:0xb'Lorem ipsum dolor sit ame...']>"
    )
    #expect(c.first.address == "0xb" && c.firstAttribute == .top)
    #expect(c.second?.address == "0xa" && c.secondAttribute == .bottom && c.constant == 16)
    #expect(!c.printsActive && c.superview == nil)
    #expect(c.first.text == "Lorem ipsum dolor sit ame...")
  }

  // E9: negative VFL gaps (`-(-20)-`), `>=` spacings and `NSSpace(8)` system spacing.
  @Test func gapForms() throws {
    let negative = try read(
      "<NSLayoutConstraint:0x4 V:[_UILayoutGuide:0xa]-(-20)-[UINavigationBar:0xb]   (active)>")
    #expect(negative.constant == -20 && negative.relation == .equal)
    let atLeast = try read("<NSLayoutConstraint:0x5 H:[UIView:0xa]-(>=12)-[UIView:0xb]   (active)>")
    #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 12)
    let space = try read(
      "<NSLayoutConstraint:0x6 H:[UIView:0xa]-NSSpace(8)-[UILabel:0xb'x']   (active)>")
    #expect(space.isSystemSpacing && space.constant == 8 && space.first.text == "x")
    let bare = try read("<NSLayoutConstraint:0x7 H:|-8-[UIView:0xa]   (Names: '|':UIView:0xf )>")
    #expect(bare.constant == 8)
    let flush = try read("<NSLayoutConstraint:0x8 V:|[UIView:0xa]   (Names: '|':UIView:0xf )>")
    #expect(flush.constant == 0 && flush.firstAttribute == .top)
  }

  // E9: `(LTR)` turns leading/trailing into left/right.
  @Test func leftToRight() throws {
    let c = try read(
      "<NSLayoutConstraint:0x7 H:|-(8)-[UIView:0xa](LTR)   (Names: '|':UIView:0xf )>")
    #expect(c.isLeftToRight && c.firstAttribute == .left && c.secondAttribute == .left)
  }

  // E9: pre-iOS 10 dimensions `V:[v(44)]` and `H:[v(>=0@750)]`, and the iOS 10 equation form.
  @Test func dimensions() throws {
    let height = try read("<NSLayoutConstraint:0x8 V:[PagingMenuController.MenuView:0xa(44)]>")
    #expect(height.firstAttribute == .height && height.second == nil && height.constant == 44)
    #expect(height.first.shortClassName == "MenuView")
    let width = try read("<NSLayoutConstraint:0x9 H:[UIView:0xa(>=0@750)]>")
    #expect(width.firstAttribute == .width && width.relation == .greaterThanOrEqual)
    #expect(width.priority == 750)
    let equation = try read("<NSLayoutConstraint:0x10 UIImageView:0xa.width == 1   (active)>")
    #expect(equation.notation == .equation && equation.constant == 1)
  }

  // E9: `- 16` (a space after the minus), multipliers, `- c` after a second item, six digits.
  @Test func numbersAndMultipliers() throws {
    let negative = try read("<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>")
    #expect(negative.constant == -16)
    let scaled = try read(
      "<NSLayoutConstraint:0x2 UIView:0xa.width == 0.333333*UIStackView:0xb.width - 10   (active)>")
    #expect(scaled.multiplier == 0.333333 && scaled.constant == -10)
    #expect(scaled.second?.className == "UIStackView")
    let decimal = try read(
      "<MASLayoutConstraint:0x3 UILabel:0xa.leading == UIView:0xb.leading + 110.4>")
    #expect(decimal.constant == 110.4 && decimal.className == "MASLayoutConstraint")
  }

  // E9: margin attributes, baselines (old `baseline` is the last baseline), centers.
  @Test func marginsAndBaselines() throws {
    let margin = try read(
      "<NSLayoutConstraint:0x1 UILabel:0xa'>'.top == _UITableViewHeaderFooterContentView:0xb.topMargin   (active)>"
    )
    #expect(margin.first.text == ">" && margin.secondAttribute == .topMargin)
    let baseline = try read(
      "<NSLayoutConstraint:0x2 UILabel:0xa'A'.baseline == UIButton:0xb'Go'.firstBaseline>")
    #expect(baseline.firstAttribute == .lastBaseline && baseline.secondAttribute == .firstBaseline)
    let center = try read(
      "<NSLayoutConstraint:0x3 UIView:0xa.centerX == UIView:0xb.centerXWithinMargins + 2>")
    #expect(center.firstAttribute == .centerX && center.secondAttribute == .centerXWithinMargins)
  }

  // E9: label texts hold any character: quotes, brackets, dots, parentheses.
  @Test func labelTextsWithAnyCharacter() throws {
    let quote = try read("<NSLayoutConstraint:0x1 UILabel:0xa'Don't stop'.width == 10>")
    #expect(quote.first.text == "Don't stop")
    let bracket = try read(
      "<NSLayoutConstraint:0x2 H:|-(8)-[UIButton:0xa'[OK] (1)']   (Names: '|':UIView:0xf )>")
    #expect(bracket.first.text == "[OK] (1)" && bracket.constant == 8)
    let dots = try read("<NSLayoutConstraint:0x3 UILabel:0xa'v1.2.width'.height == 20>")
    #expect(dots.first.text == "v1.2.width" && dots.firstAttribute == .height)
  }

  // E9 (NSArray escapes): `\"` and `\U00e9` in a pasted list are undone.
  @Test func escapedCharacters() throws {
    let c = try read(#"<NSLayoutConstraint:0x1 UILabel:0xa'Caf\U00e9 \"Le\"'.width == 10>"#)
    #expect(c.first.text == "Café \"Le\"")
  }

  // E11: identifiers in quotes after the address, with dashes and dots.
  @Test func identifiers() throws {
    let c = try read(
      "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xa.height == 44   (active)>"
    )
    #expect(c.identifier == "UIView-Encapsulated-Layout-Height" && c.constant == 44)
    let spaced = try read(
      "<NSIBPrototypingLayoutConstraint:0x2 'IB auto generated at build time for view with fixed frame' H:|-(20)-[UIView:0xa](LTR)   (Names: '|':UIView:0xf )>"
    )
    #expect(spaced.identifier == "IB auto generated at build time for view with fixed frame")
  }

  // E10: `h=--& v=--&` masks, in VFL and in the equation form with the engine's `minX`.
  @Test func autoresizingMasks() throws {
    let vfl = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& H:[KMPlaceholderTextView.KMPlaceholderTextView:0xa(0)]>"
    )
    #expect(vfl.autoresizingMask == "h=--& v=--&" && vfl.firstAttribute == .width)
    #expect(vfl.first.className == "KMPlaceholderTextView.KMPlaceholderTextView")
    let minX = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=--& UIView:0xa.minX == 0   (active, names: '|':UIWindow:0xf )>"
    )
    #expect(minX.autoresizingMask == "h=-&- v=--&" && minX.firstAttribute == .left)
  }

  // E10: a cell's autoresizing constraint carries its identifier after the mask (iOS 7 to 9:
  // realm-tasks#31's `h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[cell]`).
  @Test func identifierAfterTheMask() throws {
    let c = try read(
      "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[RealmClear.TableViewCell:0xa'cell']   (Names: '|':UITableViewWrapperView:0xf )>"
    )
    #expect(c.autoresizingMask == "h=-&- v=--&")
    #expect(c.identifier == "UIView-Encapsulated-Layout-Left")
    #expect(c.firstAttribute == .leading && c.second?.address == "0xf")
  }

  // E9: SnapKit prints a multiplier after the second item (`width * 0.42`), and a constraint
  // made with system spacing ends with the spacing it resolved to,
  // `NSLayoutAnchorConstraintSpace(8)`, with no sign.
  @Test func trailingMultiplierAndSystemSpacing() throws {
    let snapKit = try read(
      "<SnapKit.LayoutConstraint:0x1@Cell.swift#183 UIImageView:0xa.height == UIImageView:0xa.width * 0.425531923770905>"
    )
    #expect(snapKit.multiplier == 0.425531923770905 && snapKit.constant == 0)
    #expect(snapKit.secondAttribute == .width)
    let spaced = try read(
      "<_UISystemBaselineConstraint:0x2 UIView:0xa.bottom <= UILayoutGuide:0xb'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>"
    )
    #expect(spaced.relation == .lessThanOrEqual && spaced.constant == 8)
    #expect(spaced.second?.address == "0xb" && spaced.multiplier == 1)
    let signed = try read(
      "<NSLayoutConstraint:0x3 UILabel:0xa.firstBaseline == UILabel:0xb.lastBaseline + NSLayoutAnchorConstraintSpace(8)>"
    )
    #expect(signed.constant == 8)
  }

  // E9: a stack view with system spacing makes its `UISV-spacing` a
  // `_UISystemBaselineConstraint`, printed in visual format with the resolved spacing as the gap
  // (wtfautolayout's fixture `issue10`, iOS 13).
  @Test func systemSpacingInVisualFormat() throws {
    let c = try read(
      "<_UISystemBaselineConstraint:0x6000033499e0 'UISV-spacing' V:[UIStackView:0xa]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0xb'E-posta adresini mi unutt...']   (active)>"
    )
    #expect(c.identifier == "UISV-spacing" && c.notation == .visualFormat)
    #expect(c.first.address == "0xb" && c.firstAttribute == .top)
    #expect(c.second?.address == "0xa" && c.secondAttribute == .bottom && c.constant == 8)
  }

  // E9: content-size constraints carry their hugging and compression resistance.
  @Test func contentSize() throws {
    let c = try read(
      "<NSContentSizeLayoutConstraint:0x1 UILabel:0xa'Hi'.width == 160 Hug:250 CompressionResistance:750   (active)>"
    )
    #expect(c.notation == .contentSize && c.constant == 160)
    #expect(c.contentPriorities == .init(hugging: 250, compressionResistance: 750))
  }

  // E9: SnapKit's `@File.swift#61` after the address.
  @Test func snapKitSourceLocation() throws {
    let c = try read(
      "<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0xa.bottom == UIExtensions.GradientView:0xb.bottom - 24.0>"
    )
    #expect(c.className == "SnapKit.LayoutConstraint" && c.address == "0x600000c7e820")
    #expect(c.sourceLocation == SourceLocation(fileID: "BackupWordsController.swift", line: 61))
    #expect(c.second?.shortClassName == "GradientView" && c.constant == -24)
  }

  // E9: Masonry prints keys in place of addresses when the app set them.
  @Test func masonryKeys() throws {
    let c = try read(
      "<MASLayoutConstraint:titleTop UILabel:titleLabel.top == UIView:header.top + 8>")
    #expect(c.address == "titleTop" && c.first.address == "titleLabel")
    #expect(c.second?.address == "header")
  }

  // E9: a view with an accessibility identifier prints it, and `names:` gives its address.
  @Test func accessibilityIdentifier() throws {
    let c = try read(
      "<NSLayoutConstraint:0x1 homeLarge.height == 24   (active, names: homeLarge:0x7f9c5c50e0d0 )>"
    )
    #expect(c.first.accessibilityIdentifier == "homeLarge" && c.first.address == "0x7f9c5c50e0d0")
    #expect(c.firstAttribute == .height && c.constant == 24)
  }

  // E9, E11: layout guides print their identifier; `_UILayoutSpacer` is a guide, `_UILayoutGuide`
  // (the old top layout guide) a view.
  @Test func layoutGuides() throws {
    let margins = try read(
      "<NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0xa'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0xf )>"
    )
    #expect(margins.first.isLayoutGuide && margins.first.text == "UIViewLayoutMarginsGuide")
    let spacer = try read(
      "<NSLayoutConstraint:0x2 'UISV-alignment-spanner-containment' _UILayoutSpacer:0xa'UISV-alignment-spanner'.top <= UIStackView:0xb.top   (active)>"
    )
    #expect(spacer.first.isLayoutGuide && spacer.relation == .lessThanOrEqual)
    let support = try read(
      "<_UILayoutSupportConstraint:0x3 _UILayoutGuide:0xa.height == 0   (active)>")
    #expect(!support.first.isLayoutGuide)
  }

  // E9: priorities: UIKit prints none in these logs (all required, E6b); ` @750` is read.
  @Test func priorities() throws {
    let optional = try read("<NSLayoutConstraint:0x1 UIView:0xa.width == 100 @750   (active)>")
    #expect(optional.priority == 750 && optional.constant == 100 && !optional.isRequired)
    let required = try read("<NSLayoutConstraint:0x2 UIView:0xa.width == 100   (active)>")
    #expect(required.isRequired)
  }

  // E9: Swift generic and private type names.
  @Test func swiftTypeNames() throws {
    let generic = try read("<NSLayoutConstraint:0x1 App.Cell<Swift.Int>:0xa.width == 10>")
    #expect(generic.first.className == "App.Cell<Swift.Int>")
    let hidden = try read(
      "<NSLayoutConstraint:0x2 App.(unknown context at $10a3b4c).Badge:0xa.height == 20>")
    #expect(hidden.first.shortClassName == "Badge")
  }

  // E9: the short form used in tables drops addresses and the suffix.
  @Test func shortText() throws {
    let c = try read(
      "<NSLayoutConstraint:0x1 H:[UILabel:0xa'Leo Nicholson']-(11)-|   (active, names: '|':UIView:0xf )>"
    )
    #expect(c.shortText == "H:[UILabel'Leo Nicholson']-(11)-|")
  }
}
