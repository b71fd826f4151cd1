import Foundation
import Testing

@testable import Strut

/// Constraints, anchors, guides and subviews refer to views without keeping them alive, as
/// UIKit's do, and without Swift's `weak` (see `ItemReference`): each of these references must
/// still read `nil`, never a freed view, once the view is gone.
@Suite("Item references: weak in effect, without side tables")
struct ItemReferenceTests {
  // UIKit: a constraint does not keep its views alive. A constraint the app keeps after its
  // owning view is freed is no longer active and names no item.
  @Test func activeConstraintOfAFreedViewIsInactive() {
    var constraint: NSLayoutConstraint?
    do {
      let view = UIView()
      constraint = view.widthAnchor.constraint(equalToConstant: 10)
      constraint?.isActive = true
      #expect(constraint?.isActive == true)
    }
    #expect(constraint?.isActive == false)
    #expect(constraint?.firstItem == nil)
  }

  // UIKit: a layout guide's constraints name it weakly too.
  @Test func constraintOnAFreedGuideNamesNoItem() {
    let view = UIView()
    var constraint: NSLayoutConstraint?
    do {
      let guide = UILayoutGuide()
      view.addLayoutGuide(guide)
      constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
      #expect(constraint?.firstItem === guide)
      view.removeLayoutGuide(guide)
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem === view)
  }

  // The engine's constraints for a view (content size, autoresizing) refer back to the view's
  // storage; a laid-out tree must still be freed whole once the app lets go of it.
  @Test func laidOutTreeIsFreedWithItsGeneratedConstraints() {
    weak var rootStorage: LayoutItemStorage?
    weak var labelStorage: LayoutItemStorage?
    weak var contentWidth: NSLayoutConstraint?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let label = UILabel()
      label.text = "Today"
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      rootStorage = root.layoutItem
      labelStorage = label.layoutItem
      contentWidth = label.layoutItem.contentWidth
      #expect(contentWidth != nil)
    }
    #expect(rootStorage == nil)
    #expect(labelStorage == nil)
    #expect(contentWidth == nil)
  }

  // A constraint kept by the app keeps only the storage of a freed view, which reads `nil`.
  @Test func keptConstraintOutlivesItsViewSafely() {
    var constraints: [NSLayoutConstraint] = []
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      constraints = [
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      ]
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
      #expect(child.frame == CGRect(x: 8, y: 0, width: 100, height: 0))
    }
    for constraint in constraints {
      #expect(constraint.firstItem == nil && constraint.secondItem == nil)
      #expect(!constraint.isActive)
      // Describing a constraint reads its items: nothing here may touch a freed view.
      #expect(!constraint.description.isEmpty)
    }
  }

  // Subviews and guides of a freed view have no superview and no owning view.
  @Test func childrenOfAFreedViewAreOrphaned() {
    let child = UIView()
    let guide = UILayoutGuide()
    do {
      let parent = UIView()
      parent.addSubview(child)
      parent.addLayoutGuide(guide)
      #expect(child.superview === parent && guide.owningView === parent)
    }
    #expect(child.superview == nil)
    #expect(guide.owningView == nil)
  }

  // Strut's rule for items that are neither views nor guides (UIKit would hold a dangling
  // pointer): the constraint keeps them, so reading them back is always safe.
  @Test func otherObjectsAsItemsAreKeptAlive() {
    weak var weakItem: NSObject?
    let constraint: NSLayoutConstraint
    do {
      let item = NSObject()
      weakItem = item
      constraint = NSLayoutConstraint(
        item: item, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
    }
    #expect(weakItem != nil)
    #expect(constraint.firstItem === weakItem)
  }

  // A button's title label outlives the button if the app keeps it: it then has no button to
  // resize when its text changes.
  @Test func titleLabelOutlivesItsButtonSafely() {
    var label: UILabel?
    do {
      let button = UIButton(type: .system)
      button.setTitle("Today", for: .normal)
      label = button.titleLabel
      #expect(label?.hostControl === button)
    }
    #expect(label?.hostControl == nil)
    label?.text = "Tomorrow"
    #expect(label?.intrinsicContentSize.width ?? 0 > 0)
  }
}
