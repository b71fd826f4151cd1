import Foundation
import Strut
import Testing

/// The devxoul/Then pattern: a protocol with a default method, adopted by NSObject subclasses.
private protocol Then {}

extension Then where Self: AnyObject {
  @discardableResult
  func then(_ block: (Self) throws -> Void) rethrows -> Self {
    try block(self)
    return self
  }
}

extension UIView: Then {}
extension NSLayoutConstraint: Then {}

/// A subclass written as on iOS: overrides both designated initializers.
private final class CardView: UIView {
  var setUpCalls = 0
  var frameChanges = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCalls += 1
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var frame: CGRect {
    didSet { frameChanges += 1 }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 100, height: UIView.noIntrinsicMetric)
  }
}

/// A constraint subclass, as SnapKit's LayoutConstraint is.
private final class TaggedConstraint: NSLayoutConstraint {
  var label = ""
}

@Suite("Subclassing and the Then pattern keep working as on iOS")
struct SubclassingTests {
  // UIKit: a subclass overriding init(frame:) and init?(coder:) inherits UIView().
  @Test func subclassInheritsPlainInit() {
    let card = CardView()
    #expect(card.setUpCalls == 1)
    #expect(card.frame == .zero)
  }

  // UIKit: `override var frame { didSet }` observes frame changes.
  @Test func frameOverrideObserves() {
    let card = CardView()
    card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(card.frameChanges == 1)
  }

  // C4: subclasses override intrinsicContentSize per axis.
  @Test func intrinsicContentSizeOverride() {
    #expect(CardView().intrinsicContentSize == CGSize(width: 100, height: -1))
  }

  // style.md 13: NSObject subclasses keep the `.then {}` pattern working.
  @Test func thenPatternWorks() {
    let view = UIView().then {
      $0.tag = 3
      $0.accessibilityIdentifier = "card"
    }
    #expect(view.tag == 3)
    #expect(view.accessibilityIdentifier == "card")
  }

  // UIKit: NSLayoutConstraint subclasses inherit the item initializer (SnapKit does this).
  @Test func constraintSubclassInheritsInitializer() {
    let view = UIView()
    let constraint = TaggedConstraint(
      item: view, attribute: .width, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10
    ).then { $0.label = "width" }
    #expect(constraint.label == "width")
    #expect(constraint.firstItem === view)
  }
}
