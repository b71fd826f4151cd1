import Strut
import Testing

@Suite("UIView layout direction and semantic content attribute")
struct UIViewLayoutDirectionTests {
  // UIKit raw values of UISemanticContentAttribute.
  @Test func semanticContentAttributeRawValues() {
    #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
    #expect(UISemanticContentAttribute.playback.rawValue == 1)
    #expect(UISemanticContentAttribute.spatial.rawValue == 2)
    #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
    #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
  }

  // UIKit: a view made in code is .unspecified and, in a left-to-right app, left-to-right.
  @Test func defaultIsUnspecifiedAndLeftToRight() {
    let view = UIView()
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  // UIKit: userInterfaceLayoutDirection(for:relativeTo:) — playback and spatial never flip.
  @Test func directionForAttributeRelativeToDirection() {
    let cases: [(UISemanticContentAttribute, UIUserInterfaceLayoutDirection)] = [
      (.unspecified, .rightToLeft), (.playback, .leftToRight), (.spatial, .leftToRight),
      (.forceLeftToRight, .leftToRight), (.forceRightToLeft, .rightToLeft),
    ]
    for (attribute, expected) in cases {
      #expect(
        UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == expected)
    }
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
  }

  // UIKit: forcing right-to-left on a view flips that view only; it does not propagate.
  @Test func forcedDirectionDoesNotPropagate() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    parent.semanticContentAttribute = .forceRightToLeft
    #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  // Strut-only: a simulated right-to-left environment on the root reaches unspecified views,
  // while playback content stays left-to-right.
  @Test func simulatedDirectionIsInherited() {
    let root = UIView()
    let child = UIView()
    let controls = UIView()
    root.addSubview(child)
    child.addSubview(controls)
    controls.semanticContentAttribute = .playback
    root.simulatedUserInterfaceLayoutDirection = .rightToLeft
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
    child.removeFromSuperview()
    #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }
}
