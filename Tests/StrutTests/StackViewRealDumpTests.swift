import Foundation
import Testing

@testable import Strut

/// UIStackView's constraints as UIKit itself printed them (iOS 11 and later), from apps' own
/// printouts and conflict logs, beside the reformatted dumps of `StackViewDumpTests`.
///
/// A printout of `stackView.constraints` holds every `UISV-*` constraint, so the stack built in
/// its configuration must make exactly those; a conflict log shows one axis of a stack, so
/// each of its `UISV-*` lines must be among the ones the stack makes (S1, S2, S5, S9, S12).
@Suite("UIStackView constraints as UIKit printed them")
struct StackViewRealDumpTests {
  private static func stack(
    _ count: Int, axis: NSLayoutConstraint.Axis, distribution: UIStackView.Distribution = .fill,
    spacing: CGFloat = 0
  ) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: (0..<count).map { _ in UIView() })
    stack.axis = axis
    stack.distribution = distribution
    stack.spacing = spacing
    return stack
  }

  /// S1, S2, S9 `.fill`, vertical: a storyboard's nine-view stack printed whole by its app
  /// (matt-matt1/YumaApp_full_ios, `CheckoutViewController.swift` at 3b6d64c, iOS 11): the
  /// first view carries both side connections and every other view is aligned to it.
  @Test func verticalFillStackPrintedWhole() {
    let names = [
      "Title1", "Panel1", "Title2", "Panel2", "Title3", "Panel3", "Title4", "Panel4", "buttons",
    ]
    let printed = StackDump.parseRaw(Self.yumaCheckout, arranged: names)
    #expect(printed.count == 28)
    #expect(StackDump.normalized(Self.stack(9, axis: .vertical)) == printed)
  }

  /// S5, S1: a collection view cell's four labels in a `.fillEqually` stack with spacing 2
  /// (a Korean project's notes, "error 2"): every width is tied to the first label's.
  @Test func fillEquallyLabelsInAConflictLog() {
    let labels = [
      "UILabel:0x14bf07ee0", "UILabel:0x14bf06750", "UILabel:0x14bf09cc0", "UILabel:0x14bf0ed60",
    ]
    let printed = StackDump.parseRaw(Self.fillEquallyLog, arranged: labels)
    #expect(printed.count == 8)
    let made = Set(
      StackDump.normalized(Self.stack(4, axis: .horizontal, distribution: .fillEqually, spacing: 2))
    )
    #expect(printed.filter { !made.contains($0) } == [])
  }

  /// S12, S9 `.fill`, vertical: with `isLayoutMarginsRelativeArrangement` the side
  /// connections go to the margins guide, the guide first on both sides (wtfautolayout's
  /// fixture `issue18`).
  @Test func marginsRelativeSidesInAConflictLog() {
    let names = [
      "UILabel:0x7fed2355f060'Please keep this key in a...'",
      "_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280",
    ]
    let printed = StackDump.parseRaw(Self.marginsLog, arranged: names)
    #expect(printed.count == 4)
    let stack = Self.stack(2, axis: .vertical)
    stack.isLayoutMarginsRelativeArrangement = true
    let made = Set(StackDump.normalized(stack))
    #expect(printed.filter { !made.contains($0) } == [])
  }

  private static let yumaCheckout = """
    <NSLayoutConstraint:0x608000298bf0 Title2.height == Title3.height   (active, names: Title2:0x7f8df44d01b0, Title3:0x7f8df44d0a80 )>
    <NSLayoutConstraint:0x6080004834d0 'UISV-alignment' Title1.leading == Panel1.leading   (active, names: Title1:0x7f8df44cf8e0, Panel1:0x7f8df44cb7b0 )>
    <NSLayoutConstraint:0x608000483520 'UISV-alignment' Title1.leading == Title2.leading   (active, names: Title1:0x7f8df44cf8e0, Title2:0x7f8df44d01b0 )>
    <NSLayoutConstraint:0x608000483570 'UISV-alignment' Title1.leading == Panel2.leading   (active, names: Title1:0x7f8df44cf8e0, Panel2:0x7f8df44cc480 )>
    <NSLayoutConstraint:0x6080004835c0 'UISV-alignment' Title1.leading == Title3.leading   (active, names: Title1:0x7f8df44cf8e0, Title3:0x7f8df44d0a80 )>
    <NSLayoutConstraint:0x608000483610 'UISV-alignment' Title1.leading == Panel3.leading   (active, names: Title1:0x7f8df44cf8e0, Panel3:0x7f8df44ccf40 )>
    <NSLayoutConstraint:0x608000483660 'UISV-alignment' Title1.leading == Title4.leading   (active, names: Title1:0x7f8df44cf8e0, Title4:0x7f8df44d1350 )>
    <NSLayoutConstraint:0x6080004836b0 'UISV-alignment' Title1.leading == Panel4.leading   (active, names: Title1:0x7f8df44cf8e0, Panel4:0x7f8df44cdce0 )>
    <NSLayoutConstraint:0x608000483700 'UISV-alignment' Title1.leading == buttons.leading   (active, names: Title1:0x7f8df44cf8e0, buttons:0x7f8df44d2b50 )>
    <NSLayoutConstraint:0x6080004837a0 'UISV-alignment' Title1.trailing == Panel1.trailing   (active, names: Title1:0x7f8df44cf8e0, Panel1:0x7f8df44cb7b0 )>
    <NSLayoutConstraint:0x6080004837f0 'UISV-alignment' Title1.trailing == Title2.trailing   (active, names: Title1:0x7f8df44cf8e0, Title2:0x7f8df44d01b0 )>
    <NSLayoutConstraint:0x608000483840 'UISV-alignment' Title1.trailing == Panel2.trailing   (active, names: Title1:0x7f8df44cf8e0, Panel2:0x7f8df44cc480 )>
    <NSLayoutConstraint:0x608000483890 'UISV-alignment' Title1.trailing == Title3.trailing   (active, names: Title1:0x7f8df44cf8e0, Title3:0x7f8df44d0a80 )>
    <NSLayoutConstraint:0x6080004838e0 'UISV-alignment' Title1.trailing == Panel3.trailing   (active, names: Title1:0x7f8df44cf8e0, Panel3:0x7f8df44ccf40 )>
    <NSLayoutConstraint:0x608000483930 'UISV-alignment' Title1.trailing == Title4.trailing   (active, names: Title1:0x7f8df44cf8e0, Title4:0x7f8df44d1350 )>
    <NSLayoutConstraint:0x608000483980 'UISV-alignment' Title1.trailing == Panel4.trailing   (active, names: Title1:0x7f8df44cf8e0, Panel4:0x7f8df44cdce0 )>
    <NSLayoutConstraint:0x6080004839d0 'UISV-alignment' Title1.trailing == buttons.trailing   (active, names: Title1:0x7f8df44cf8e0, buttons:0x7f8df44d2b50 )>
    <NSLayoutConstraint:0x6080004830c0 'UISV-canvas-connection' UIStackView:0x7f8df44d2940.top == Title1.top   (active, names: Title1:0x7f8df44cf8e0 )>
    <NSLayoutConstraint:0x608000483110 'UISV-canvas-connection' V:[buttons]-(0)-|   (active, names: buttons:0x7f8df44d2b50, '|':UIStackView:0x7f8df44d2940 )>
    <NSLayoutConstraint:0x60800029ad10 'UISV-canvas-connection' UIStackView:0x7f8df44d2940.leading == Title1.leading   (active, names: Title1:0x7f8df44cf8e0 )>
    <NSLayoutConstraint:0x608000483480 'UISV-canvas-connection' H:[Title1]-(0)-|   (active, names: Title1:0x7f8df44cf8e0, '|':UIStackView:0x7f8df44d2940 )>
    <NSLayoutConstraint:0x608000483160 'UISV-spacing' V:[Title1]-(0)-[Panel1]   (active, names: Panel1:0x7f8df44cb7b0, Title1:0x7f8df44cf8e0 )>
    <NSLayoutConstraint:0x6080004831b0 'UISV-spacing' V:[Panel1]-(0)-[Title2]   (active, names: Title2:0x7f8df44d01b0, Panel1:0x7f8df44cb7b0 )>
    <NSLayoutConstraint:0x608000299f50 'UISV-spacing' V:[Title2]-(0)-[Panel2]   (active, names: Panel2:0x7f8df44cc480, Title2:0x7f8df44d01b0 )>
    <NSLayoutConstraint:0x608000483200 'UISV-spacing' V:[Panel2]-(0)-[Title3]   (active, names: Title3:0x7f8df44d0a80, Panel2:0x7f8df44cc480 )>
    <NSLayoutConstraint:0x6080004832a0 'UISV-spacing' V:[Title3]-(0)-[Panel3]   (active, names: Panel3:0x7f8df44ccf40, Title3:0x7f8df44d0a80 )>
    <NSLayoutConstraint:0x6080004832f0 'UISV-spacing' V:[Panel3]-(0)-[Title4]   (active, names: Title4:0x7f8df44d1350, Panel3:0x7f8df44ccf40 )>
    <NSLayoutConstraint:0x608000483390 'UISV-spacing' V:[Title4]-(0)-[Panel4]   (active, names: Panel4:0x7f8df44cdce0, Title4:0x7f8df44d1350 )>
    <NSLayoutConstraint:0x608000483430 'UISV-spacing' V:[Panel4]-(0)-[buttons]   (active, names: buttons:0x7f8df44d2b50, Panel4:0x7f8df44cdce0 )>
    """

  private static let fillEquallyLog = """
    "<NSLayoutConstraint:0x600000c77980 'UISV-canvas-connection' UIStackView:0x14bf20800.leading == UILabel:0x14bf07ee0.leading   (active)>",
    "<NSLayoutConstraint:0x600000c779d0 'UISV-canvas-connection' H:[UILabel:0x14bf0ed60]-(0)-|   (active, names: '|':UIStackView:0x14bf20800 )>",
    "<NSLayoutConstraint:0x600000c77ac0 'UISV-fill-equally' UILabel:0x14bf06750.width == UILabel:0x14bf07ee0.width   (active)>",
    "<NSLayoutConstraint:0x600000c77c50 'UISV-fill-equally' UILabel:0x14bf09cc0.width == UILabel:0x14bf07ee0.width   (active)>",
    "<NSLayoutConstraint:0x600000c77cf0 'UISV-fill-equally' UILabel:0x14bf0ed60.width == UILabel:0x14bf07ee0.width   (active)>",
    "<NSLayoutConstraint:0x600000c77a20 'UISV-spacing' H:[UILabel:0x14bf07ee0]-(2)-[UILabel:0x14bf06750]   (active)>",
    "<NSLayoutConstraint:0x600000c77c00 'UISV-spacing' H:[UILabel:0x14bf06750]-(2)-[UILabel:0x14bf09cc0]   (active)>",
    "<NSLayoutConstraint:0x600000c77ca0 'UISV-spacing' H:[UILabel:0x14bf09cc0]-(2)-[UILabel:0x14bf0ed60]   (active)>",
    "<NSLayoutConstraint:0x600000c77840 'UIView-Encapsulated-Layout-Width' UIStackView:0x14bf20800.width == 0   (active)>"
    """

  private static let marginsLog = """
    "<NSLayoutConstraint:0x6000017e8e60 'UISV-alignment' UILabel:0x7fed2355f060'Please keep this key in a...'.leading == _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.leading   (active)>",
    "<NSLayoutConstraint:0x6000017e8ff0 'UISV-alignment' UILabel:0x7fed2355f060'Please keep this key in a...'.trailing == _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fed43476280.trailing   (active)>",
    "<NSLayoutConstraint:0x6000017e8dc0 'UISV-canvas-connection' UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide'.trailing == UILabel:0x7fed2355f060'Please keep this key in a...'.trailing   (active)>",
    "<NSLayoutConstraint:0x6000017e8be0 'UISV-canvas-connection' UILayoutGuide:0x600000d7ea00'UIViewLayoutMarginsGuide'.leading == UILabel:0x7fed2355f060'Please keep this key in a...'.leading   (active)>",
    """
}
