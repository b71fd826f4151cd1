import Foundation
import Testing

@testable import Strut

/// E9: constraints print as UIKit prints them, with pseudo-addresses the engine gives in the
/// order it first sees items and constraints, so the same tree prints the same text every run.
@Suite("Constraint descriptions")
struct ConstraintDescriptionTests {
  /// Lays out a small tree and returns its views, so that every item has an address.
  private func laidOut() -> (root: UIView, a: UIView, b: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let a = UIView()
    let b = UIView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    return (root, a, b)
  }

  private func stripAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x…", options: .regularExpression)
  }

  /// E9: a size constant with a negative value prints `== - 16`, three spaces before `(active)`
  /// (dev log 12-negative-width-single-constraint-16).
  @Test func negativeDimensionConstant() {
    let (root, a, _) = laidOut()
    let width = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -16)
    width.isActive = true
    let fixed = a.widthAnchor.constraint(equalToConstant: -16)
    fixed.isActive = true
    _ = StrutLog.messages { root.layoutIfNeeded() }
    #expect(
      stripAddresses(fixed.description)
        == "<NSLayoutConstraint:0x… UIView:0x….width == - 16   (active)>")
    #expect(
      stripAddresses(width.description)
        == "<NSLayoutConstraint:0x… UIView:0x….width == 0.5*UIView:0x….width - 16   (active)>")
  }

  /// E9: an edge pin to the superview collapses to the visual format with `names: '|':…`
  /// (dev logs 03 and 11), and a sibling spacing to `H:[a]-(8)-[b]`.
  @Test func edgePinsAndSpacingsUseTheVisualFormat() {
    let (root, a, b) = laidOut()
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let trailing = root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 11)
    let bottom = a.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -9)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let atLeast = b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 12)
    NSLayoutConstraint.activate([leading, trailing, bottom, spacing, atLeast])
    root.layoutIfNeeded()
    #expect(
      stripAddresses(leading.description)
        == "<NSLayoutConstraint:0x… H:|-(10)-[UIView:0x…]   (active, names: '|':UIView:0x… )>")
    #expect(
      stripAddresses(bottom.description)
        == "<NSLayoutConstraint:0x… V:[UIView:0x…]-(9)-|   (active, names: '|':UIView:0x… )>")
    #expect(
      stripAddresses(spacing.description)
        == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(8)-[UIView:0x…]   (active)>")
    #expect(
      stripAddresses(atLeast.description)
        == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(>=12)-[UIView:0x…]   (active)>")
    // The superview first and the subview second prints the same visual form.
    #expect(
      stripAddresses(trailing.description)
        == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(11)-|   (active, names: '|':UIView:0x… )>")
  }

  /// E9: system spacing prints as UIKit prints it: `-(NSSpace(8))-` between siblings along the
  /// horizontal axis (a Stack Overflow log: `H:[UILabel…'Name']-(NSSpace(8))-[UITextField…]`),
  /// and, along the vertical axis, as a `_UISystemBaselineConstraint` with the spacing it
  /// resolved to (wtfautolayout's `issue10`: a vertical stack's `'UISV-spacing'`
  /// `V:[…]-(NSLayoutAnchorConstraintSpace(8))-[…]`; MoreLogs2/04's equation form).
  @Test func systemSpacingPrintsAsUIKitPrintsIt() {
    let (root, a, b) = laidOut()
    let after = b.leadingAnchor.constraint(
      equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2)
    let baseline = b.firstBaselineAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 1)
    NSLayoutConstraint.activate([after, below, baseline])
    _ = StrutLog.messages { root.layoutIfNeeded() }
    #expect(
      stripAddresses(after.description)
        == "<NSLayoutConstraint:0x… H:[UIView:0x…]-(NSSpace(8))-[UIView:0x…]   (active)>")
    #expect(
      stripAddresses(below.description)
        == "<_UISystemBaselineConstraint:0x… V:[UIView:0x…]-(NSLayoutAnchorConstraintSpace(16))-[UIView:0x…]   (active)>"
    )
    #expect(
      stripAddresses(baseline.description)
        == "<_UISystemBaselineConstraint:0x… UIView:0x….firstBaseline >= UIView:0x….lastBaseline + NSLayoutAnchorConstraintSpace(8)   (active)>"
    )
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    stack.axis = .vertical
    stack.spacing = UIStackView.spacingUseSystem
    stack.layoutIfNeeded()
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(
      spacing.map { stripAddresses($0.description) }
        == [
          "<_UISystemBaselineConstraint:0x… 'UISV-spacing' V:[UIView:0x…]-(NSLayoutAnchorConstraintSpace(8))-[UIView:0x…]   (active)>"
        ])
  }

  /// E9: an identifier prints in quotes after the address; an accessibility identifier replaces
  /// the class and address.
  @Test func identifiersPrintAsUIKitPrintsThem() {
    let (root, a, _) = laidOut()
    a.accessibilityIdentifier = "homeLarge"
    let height = a.heightAnchor.constraint(equalToConstant: 24)
    height.identifier = "icon-height"
    height.isActive = true
    root.layoutIfNeeded()
    #expect(
      stripAddresses(height.description)
        == "<NSLayoutConstraint:0x… 'icon-height' homeLarge.height == 24   (active)>")
  }

  /// E9: constants print with up to six significant digits, no trailing zeros.
  @Test func numbersUseSixSignificantDigits() {
    #expect(NSLayoutConstraint.number(110.4) == "110.4")
    #expect(NSLayoutConstraint.number(360.3333333) == "360.333")
    #expect(NSLayoutConstraint.number(44) == "44")
    #expect(NSLayoutConstraint.number(0.5) == "0.5")
  }

  /// Determinism: the same tree built twice prints byte-identical descriptions.
  @Test func sameTreePrintsTheSameAddresses() {
    func build() -> String {
      let (root, a, b) = laidOut()
      let constraint = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
      constraint.isActive = true
      root.layoutIfNeeded()
      return constraint.description
    }
    #expect(build() == build())
  }

  /// E8: the console message, byte for byte, including the tabs and trailing spaces, with the
  /// Note line only when an autoresizing constraint is in the set.
  @Test func unsatisfiableMessageMatchesUIKitsTemplate() {
    let (root, a, _) = laidOut()
    let width = a.widthAnchor.constraint(equalToConstant: -16)
    width.isActive = true
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    let line = stripAddresses(width.description)
    let expected = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
      \tTry this:\u{20}
      \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
      (
          "\(line)"
      )

      Will attempt to recover by breaking constraint\u{20}
      \(line)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    #expect(messages.map(stripAddresses) == [expected])
  }
}
