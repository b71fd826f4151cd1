import Foundation
import Strut
import Testing

@Suite("NSLayoutConstraint: attributes, relations and the recorded constraint")
struct NSLayoutConstraintTests {
  // UIKit raw values of NSLayoutAttribute (left = 1 … centerYWithinMargins = 20, none = 0).
  @Test func attributeRawValuesMatchUIKit() {
    let expected: [(NSLayoutConstraint.Attribute, Int)] = [
      (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
      (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11),
      (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15),
      (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
      (.centerXWithinMargins, 19), (.centerYWithinMargins, 20), (.notAnAttribute, 0),
    ]
    for (attribute, raw) in expected {
      #expect(attribute.rawValue == raw)
      #expect(NSLayoutConstraint.Attribute(rawValue: raw) == attribute)
    }
    #expect(NSLayoutConstraint.Attribute(rawValue: 21) == nil)
  }

  // UIKit raw values of NSLayoutRelation: lessThanOrEqual -1, equal 0, greaterThanOrEqual 1.
  @Test func relationRawValuesMatchUIKit() {
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Relation.equal.rawValue == 0)
    #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
  }

  // UIKit raw values of UILayoutConstraintAxis: horizontal 0, vertical 1.
  @Test func axisRawValuesMatchUIKit() {
    #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  // UIKit: the item initializer records both sides; new constraints are required and inactive.
  @Test func itemInitializerRecordsEverything() {
    let card = UIView()
    let title = UIView()
    let constraint = NSLayoutConstraint(
      item: title, attribute: .leading, relatedBy: .greaterThanOrEqual,
      toItem: card, attribute: .leadingMargin, multiplier: 0.5, constant: 16)
    #expect(constraint.firstItem === title)
    #expect(constraint.firstAttribute == .leading)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.secondItem === card)
    #expect(constraint.secondAttribute == .leadingMargin)
    #expect(constraint.multiplier == 0.5)
    #expect(constraint.constant == 16)
    #expect(constraint.priority == .required)
    #expect(constraint.identifier == nil)
    #expect(constraint.isActive == false)
  }

  // UIKit: a constraint against a constant has no second item and `.notAnAttribute`.
  @Test func constantConstraintHasNoSecondItem() {
    let view = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)
    #expect(constraint.secondItem == nil)
    #expect(constraint.secondAttribute == .notAnAttribute)
  }

  // UIKit: constant, priority and identifier are settable after creation.
  @Test func mutablePropertiesAreSettable() {
    let constraint = NSLayoutConstraint(
      item: UIView(), attribute: .height, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
    constraint.constant = 20
    constraint.priority = .defaultHigh - 1
    constraint.identifier = "title-height"
    #expect(constraint.constant == 20)
    #expect(constraint.priority == 749)
    #expect(constraint.identifier == "title-height")
  }

  // Documented: isActive is recorded, not solved yet; activate/deactivate set it on each.
  @Test func activationIsRecorded() {
    let view = UIView()
    let a = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
    let b = NSLayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
    NSLayoutConstraint.activate([a, b])
    #expect(a.isActive && b.isActive)
    NSLayoutConstraint.deactivate([a])
    #expect(!a.isActive && b.isActive)
    b.isActive = false
    #expect(!b.isActive)
  }

  // UIKit declares items unowned: a constraint does not keep its views alive (Strut: weak).
  @Test func constraintDoesNotRetainItems() {
    let constraint = makeWidthConstraintOnTemporaryView()
    #expect(constraint.firstItem == nil)
  }

  // UIKit: an implicitly unwrapped outlet passed as `item:` is the view itself, not an optional.
  @Test func optionalItemsAreUnwrapped() {
    let view = UIView()
    let outlet: UIView! = view
    let optional: UIView? = view
    let constraint = NSLayoutConstraint(
      item: outlet as Any, attribute: .width, relatedBy: .equal,
      toItem: optional, attribute: .height, multiplier: 1, constant: 0)
    #expect(constraint.firstItem === view)
    #expect(constraint.secondItem === view)
  }

  private func makeWidthConstraintOnTemporaryView() -> NSLayoutConstraint {
    let view = UIView()
    let constraint = NSLayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
    #expect(constraint.firstItem === view)
    return constraint
  }
}
