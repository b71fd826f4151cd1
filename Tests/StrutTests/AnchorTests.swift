import Foundation
import Testing

@testable import Strut

@Suite("Layout anchors: UIKit's NSLayoutAnchor factories on views and guides")
struct AnchorTests {
  // MARK: - Anchors on views and guides

  // UIKit: each view anchor stands for its attribute on the view itself.
  @Test func viewAnchorsHaveTheirViewAndAttribute() {
    let view = UIView()
    let anchors: [(any LayoutAnchorIdentity, NSLayoutConstraint.Attribute)] = [
      (view.leadingAnchor, .leading), (view.trailingAnchor, .trailing),
      (view.leftAnchor, .left), (view.rightAnchor, .right),
      (view.topAnchor, .top), (view.bottomAnchor, .bottom),
      (view.widthAnchor, .width), (view.heightAnchor, .height),
      (view.centerXAnchor, .centerX), (view.centerYAnchor, .centerY),
      (view.firstBaselineAnchor, .firstBaseline), (view.lastBaselineAnchor, .lastBaseline),
    ]
    for (anchor, attribute) in anchors {
      #expect(anchor.item === view)
      #expect(anchor.attribute == attribute)
    }
  }

  // UIKit: x-axis, y-axis and dimension anchors are distinct classes, which keeps axes apart
  // at compile time (`leadingAnchor.constraint(equalTo: topAnchor)` does not compile).
  @Test func viewAnchorsHaveUIKitsClasses() {
    let view = UIView()
    let xAnchors: [AnyObject] = [
      view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor,
      view.centerXAnchor,
    ]
    let yAnchors: [AnyObject] = [
      view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.firstBaselineAnchor,
      view.lastBaselineAnchor,
    ]
    #expect(xAnchors.allSatisfy { $0 is NSLayoutXAxisAnchor })
    #expect(yAnchors.allSatisfy { $0 is NSLayoutYAxisAnchor })
    let dimensions: [AnyObject] = [view.widthAnchor, view.heightAnchor]
    #expect(dimensions.allSatisfy { $0 is NSLayoutDimension })
  }

  // UIKit: a layout guide has a view's anchors without the baselines.
  @Test func guideAnchorsHaveTheirGuideAndAttribute() {
    let guide = UILayoutGuide()
    let anchors: [(any LayoutAnchorIdentity, NSLayoutConstraint.Attribute)] = [
      (guide.leadingAnchor, .leading), (guide.trailingAnchor, .trailing),
      (guide.leftAnchor, .left), (guide.rightAnchor, .right),
      (guide.topAnchor, .top), (guide.bottomAnchor, .bottom),
      (guide.widthAnchor, .width), (guide.heightAnchor, .height),
      (guide.centerXAnchor, .centerX), (guide.centerYAnchor, .centerY),
    ]
    for (anchor, attribute) in anchors {
      #expect(anchor.item === guide)
      #expect(anchor.attribute == attribute)
    }
  }

  // UIKit: an anchor holds its item weakly (iOS 10's `item` is `weak`).
  @Test func anchorDoesNotRetainItsItem() {
    var view: UIView? = UIView()
    let anchor = view!.leadingAnchor
    #expect(anchor.item === view)
    view = nil
    #expect(anchor.item == nil)
  }

  // UIKit compares anchors with isEqual:; the same item and attribute are equal.
  @Test func anchorsWithTheSameItemAndAttributeAreEqual() {
    let view = UIView()
    let other = UIView()
    #expect(view.leadingAnchor == view.leadingAnchor)
    #expect(view.leadingAnchor.hash == view.leadingAnchor.hash)
    #expect(view.leadingAnchor != view.trailingAnchor)
    #expect(view.leadingAnchor != other.leadingAnchor)
    #expect(!view.widthAnchor.isEqual(view))
  }

  // Strut: descriptions name the anchor's class, item and attribute, without addresses.
  @Test func anchorDescriptionNamesItemAndAttribute() {
    let view = UIView()
    view.accessibilityIdentifier = "card"
    let guide = UILayoutGuide()
    guide.identifier = "gap"
    #expect(view.leadingAnchor.description == "<NSLayoutXAxisAnchor \"UIView#card.leading\">")
    #expect(guide.heightAnchor.description == "<NSLayoutDimension \"UILayoutGuide#gap.height\">")
  }

  // MARK: - NSLayoutAnchor factories

  // UIKit: constraint(equalTo:) is `self == other`, multiplier 1, constant 0.
  @Test func equalTo() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    expectConstraint(constraint, a, .leading, .equal, b, .trailing)
  }

  // UIKit: constraint(greaterThanOrEqualTo:) is `self >= other`.
  @Test func greaterThanOrEqualTo() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor)
    expectConstraint(constraint, a, .top, .greaterThanOrEqual, b, .bottom)
  }

  // UIKit: constraint(lessThanOrEqualTo:) is `self <= other`.
  @Test func lessThanOrEqualTo() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.centerXAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor)
    expectConstraint(constraint, a, .centerX, .lessThanOrEqual, b, .centerX)
  }

  // UIKit: constraint(equalTo:constant:) is `self == other + c`.
  @Test func equalToConstant() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 12)
    expectConstraint(constraint, a, .left, .equal, b, .right, constant: 12)
  }

  // UIKit: constraint(greaterThanOrEqualTo:constant:) is `self >= other + c`.
  @Test func greaterThanOrEqualToConstant() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.bottomAnchor.constraint(greaterThanOrEqualTo: b.topAnchor, constant: -4)
    expectConstraint(constraint, a, .bottom, .greaterThanOrEqual, b, .top, constant: -4)
  }

  // UIKit: constraint(lessThanOrEqualTo:constant:) is `self <= other + c`.
  @Test func lessThanOrEqualToConstant() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.centerYAnchor.constraint(
      lessThanOrEqualTo: b.lastBaselineAnchor, constant: 3)
    expectConstraint(constraint, a, .centerY, .lessThanOrEqual, b, .lastBaseline, constant: 3)
  }

  // UIKit: dimensions relate to each other through the base factories too.
  @Test func dimensionToDimension() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.widthAnchor.constraint(equalTo: b.heightAnchor, constant: 2)
    expectConstraint(constraint, a, .width, .equal, b, .height, constant: 2)
  }

  // UIKit: items may be views or layout guides, in either position.
  @Test func guidesAreItems() {
    let view = UIView()
    let guide = view.layoutMarginsGuide
    let constraint = guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8)
    expectConstraint(constraint, guide, .leading, .equal, view, .leading, constant: 8)
  }

  // MARK: - NSLayoutDimension factories

  // UIKit: constraint(equalToConstant:) has no second item, `.notAnAttribute`, multiplier 1.
  @Test func dimensionConstants() {
    let view = UIView()
    expectConstraint(
      view.widthAnchor.constraint(equalToConstant: 44), view, .width, .equal, nil,
      .notAnAttribute, constant: 44)
    expectConstraint(
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 20), view, .height,
      .greaterThanOrEqual, nil, .notAnAttribute, constant: 20)
    expectConstraint(
      view.heightAnchor.constraint(lessThanOrEqualToConstant: 300), view, .height,
      .lessThanOrEqual, nil, .notAnAttribute, constant: 300)
  }

  // UIKit: constraint(equalTo:multiplier:) is `self == m × other`, constant 0.
  @Test func dimensionMultipliers() {
    let (a, b) = (UIView(), UIView())
    expectConstraint(
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5), a, .width, .equal, b,
      .width, multiplier: 0.5)
    expectConstraint(
      a.heightAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 2), a, .height,
      .greaterThanOrEqual, a, .width, multiplier: 2)
    expectConstraint(
      a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 3), a, .height,
      .lessThanOrEqual, b, .height, multiplier: 3)
  }

  // UIKit: constraint(equalTo:multiplier:constant:) is `self == m × other + c`.
  @Test func dimensionMultipliersAndConstants() {
    let (a, b) = (UIView(), UIView())
    expectConstraint(
      a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10), a,
      .width, .equal, b, .width, multiplier: 0.5, constant: 10)
    expectConstraint(
      a.widthAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: -1),
      a, .width, .greaterThanOrEqual, b, .height, multiplier: 2, constant: -1)
    expectConstraint(
      a.heightAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 1.5, constant: 7),
      a, .height, .lessThanOrEqual, b, .width, multiplier: 1.5, constant: 7)
  }

  // MARK: - System spacing

  // UIKit: system spacing after an anchor is `self == other + 8 × m` (8 is the standard
  // spacing between siblings), multiplier 1, printed as -(NSSpace(8))-.
  @Test func systemSpacingAfter() {
    let (a, b) = (UIView(), UIView())
    let equal = b.leadingAnchor.constraint(
      equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
    expectConstraint(equal, b, .leading, .equal, a, .trailing, constant: 8)
    #expect(equal.isSystemSpacing)
    let atLeast = b.leadingAnchor.constraint(
      greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
    expectConstraint(atLeast, b, .leading, .greaterThanOrEqual, a, .trailing, constant: 16)
    #expect(atLeast.isSystemSpacing)
    let atMost = b.leftAnchor.constraint(
      lessThanOrEqualToSystemSpacingAfter: a.rightAnchor, multiplier: 0.5)
    expectConstraint(atMost, b, .left, .lessThanOrEqual, a, .right, constant: 4)
    #expect(atMost.isSystemSpacing)
  }

  // UIKit: system spacing below an anchor is `self == other + 8 × m`.
  @Test func systemSpacingBelow() {
    let (a, b) = (UIView(), UIView())
    let equal = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    expectConstraint(equal, b, .top, .equal, a, .bottom, constant: 8)
    #expect(equal.isSystemSpacing)
    let atLeast = b.firstBaselineAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: a.lastBaselineAnchor, multiplier: 3)
    expectConstraint(
      atLeast, b, .firstBaseline, .greaterThanOrEqual, a, .lastBaseline, constant: 24)
    #expect(atLeast.isSystemSpacing)
    let atMost = b.topAnchor.constraint(
      lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
    expectConstraint(atMost, b, .top, .lessThanOrEqual, a, .bottom, constant: 8)
    #expect(atMost.isSystemSpacing)
  }

  // Strut: only the system-spacing factories mark their constraints.
  @Test func ordinaryConstraintsAreNotSystemSpacing() {
    let (a, b) = (UIView(), UIView())
    #expect(!b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8).isSystemSpacing)
    #expect(!a.widthAnchor.constraint(equalToConstant: 8).isSystemSpacing)
  }

  // MARK: - Offset dimensions

  // UIKit: anchorWithOffset(to:) is a dimension measuring `other − self` on the anchors' axis.
  @Test func horizontalOffsetDimension() throws {
    let (a, b) = (UIView(), UIView())
    let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    let offset = try #require(gap.item as? LayoutAnchorOffset)
    #expect(offset.fromItem === a && offset.fromAttribute == .trailing)
    #expect(offset.toItem === b && offset.toAttribute == .leading)
    #expect(offset.axis == .horizontal)
    #expect(gap.attribute == .width)
  }

  // UIKit: the vertical form measures along y and constrains like a height.
  @Test func verticalOffsetDimension() throws {
    let (a, b) = (UIView(), UIView())
    let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
    let offset = try #require(gap.item as? LayoutAnchorOffset)
    #expect(offset.fromItem === a && offset.fromAttribute == .bottom)
    #expect(offset.toItem === b && offset.toAttribute == .top)
    #expect(offset.axis == .vertical)
    #expect(gap.attribute == .height)
  }

  // UIKit: two gaps can be made equal; the constraint keeps the hidden offset items alive
  // although constraints hold their items weakly.
  @Test func offsetDimensionsConstrainLikeSizes() throws {
    let (a, b, c) = (UIView(), UIView(), UIView())
    let constraint = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
      .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))
    let first = try #require(constraint.firstItem as? LayoutAnchorOffset)
    let second = try #require(constraint.secondItem as? LayoutAnchorOffset)
    #expect(first.fromItem === a && first.toItem === b)
    #expect(second.fromItem === b && second.toItem === c)
    #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
  }

  // MARK: - A constraint's anchors

  // UIKit (iOS 10): firstAnchor and secondAnchor equal the anchors the constraint was made from.
  @Test func constraintAnchorsEqualTheirSources() {
    let (a, b) = (UIView(), UIView())
    let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
    #expect(constraint.firstAnchor == a.leadingAnchor)
    #expect(constraint.secondAnchor == b.trailingAnchor)
    #expect(constraint.firstAnchor.item === a)
  }

  // UIKit: a constraint against a constant has no second anchor.
  @Test func constantConstraintHasNoSecondAnchor() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.firstAnchor == view.widthAnchor)
    #expect(constraint.secondAnchor == nil)
  }

  // UIKit: constraints made with the item initializer have anchors too, guides included.
  @Test func itemInitializerConstraintsHaveAnchors() {
    let view = UIView()
    let guide = view.safeAreaLayoutGuide
    let constraint = NSLayoutConstraint(
      item: view, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .top,
      multiplier: 1, constant: 0)
    #expect(constraint.firstAnchor == view.topAnchor)
    #expect(constraint.secondAnchor == guide.topAnchor)
  }

  // MARK: - Helpers

  /// Checks every field a factory sets; UIKit makes anchor constraints inactive and required.
  private func expectConstraint(
    _ constraint: NSLayoutConstraint,
    _ firstItem: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation,
    _ secondItem: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(constraint.firstItem === firstItem, sourceLocation: sourceLocation)
    #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
    #expect(constraint.relation == relation, sourceLocation: sourceLocation)
    #expect(constraint.secondItem === secondItem, sourceLocation: sourceLocation)
    #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
    #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
    #expect(constraint.constant == constant, sourceLocation: sourceLocation)
    #expect(constraint.priority == .required, sourceLocation: sourceLocation)
    #expect(constraint.isActive == false, sourceLocation: sourceLocation)
    #expect(constraint.identifier == nil, sourceLocation: sourceLocation)
  }
}
