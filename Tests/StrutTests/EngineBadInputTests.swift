import Foundation
import Testing

@testable import Strut

@Suite("Engine: bad input")
struct EngineBadInputTests {
  /// A 100×20 view at (10, 10) in a 320×200 root, laid out once.
  private func laidOut() -> (UIView, UIView) {
    let root = engineRoot()
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, view)
  }

  /// A NaN or infinite constant is refused at activation (UIKit raises), with a message; the
  /// constraint stays inactive and the layout does not change.
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteConstantIsRefusedAtActivation(constant: CGFloat) {
    let (root, view) = laidOut()
    let bad = view.heightAnchor.constraint(equalTo: root.heightAnchor, constant: constant)
    let messages = StrutLog.messages { bad.isActive = true }
    #expect(messages.count == 1)
    #expect(!bad.isActive)
    #expect(!root.constraints.contains { $0 === bad })
    let again = StrutLog.messages { root.layoutIfNeeded() }
    #expect(again.isEmpty)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  /// A NaN or infinite multiplier is refused at activation the same way.
  @Test(arguments: [CGFloat.nan, .infinity])
  func nonFiniteMultiplierIsRefusedAtActivation(multiplier: CGFloat) {
    let (root, view) = laidOut()
    let bad = view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: multiplier)
    let messages = StrutLog.messages { NSLayoutConstraint.activate([bad]) }
    #expect(messages.count == 1)
    #expect(!bad.isActive)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  /// UIKit raises when the constant of an installed constraint becomes NaN ("Constraint
  /// constant is not finite! That's illegal."), so the constant keeps its value and the layout
  /// does not change.
  @Test func nonFiniteConstantOnAnActiveConstraintIsRefused() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      top,
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let atSet = StrutLog.messages { top.constant = .nan }
    _ = StrutLog.messages { root.layoutIfNeeded() }
    #expect(view.frame.minX.isFinite && view.frame.minY.isFinite)
    #expect(atSet.count == 1)
    #expect(top.constant == 10)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  /// E1: an active optional constraint cannot leave (0, 1000]: the change is refused with a
  /// message and the constraint keeps pulling at its old priority.
  @Test func outOfRangePriorityOnAnActiveConstraintIsRefused() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let wish = view.widthAnchor.constraint(equalToConstant: 300)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
      wish,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 300)
    let atSet = StrutLog.messages { wish.priority = UILayoutPriority(2000) }
    let atPass = StrutLog.messages { root.layoutIfNeeded() }
    #expect(conflictMessages(atPass).isEmpty)
    #expect(atSet.count == 1)
    #expect(wish.priority == .defaultLow)
    #expect(view.frame.width == 300)
  }

  /// UIKit's message for items in different view trees; the constraint stays inactive.
  @Test func differentTreesLogNoCommonAncestor() {
    let (root, view) = laidOut()
    let other = engineRoot()
    let stranger = engineAdd(to: other)
    let constraint = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    let messages = StrutLog.messages { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(messages.count == 1)
    let pattern = try! Regex(
      #"^Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x[0-9a-f]+ "#
        + #""UIView:0x[0-9a-f]+\.leading"> and <NSLayoutXAxisAnchor:0x[0-9a-f]+ "#
        + #""UIView:0x[0-9a-f]+\.leading"> because they have no common ancestor\.  Does the "#
        + #"constraint or its anchors reference items in different view hierarchies\?  "#
        + #"That's illegal\.$"#)
    #expect(messages.first?.wholeMatch(of: pattern) != nil, "\(messages)")
    root.layoutIfNeeded()
    other.layoutIfNeeded()
    #expect(view.frame.minX == 10)
  }

  /// A subtree removed from its superview loses the constraints that tie it to the outside and
  /// keeps those inside it; adding it back does not bring the lost ones back.
  @Test func removingAViewDeactivatesOnlyConstraintsLeavingItsSubtree() {
    let root = engineRoot()
    let card = engineAdd(to: root)
    let title = engineAdd(to: card)
    let sibling = engineAdd(to: root)
    let cardLeading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let titleToSibling = title.topAnchor.constraint(equalTo: sibling.bottomAnchor)
    let titleToRootGuide = title.leadingAnchor.constraint(
      equalTo: root.layoutMarginsGuide.leadingAnchor)
    let inside = [
      title.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -20),
      title.heightAnchor.constraint(equalToConstant: 10),
    ]
    let ownSize = [
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 50),
    ]
    let outside = [cardLeading, titleToSibling, titleToRootGuide]
    let unrelated = [
      sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sibling.topAnchor.constraint(equalTo: root.topAnchor),
    ]
    NSLayoutConstraint.activate(
      inside + ownSize + outside + unrelated + [card.topAnchor.constraint(equalTo: root.topAnchor)])
    _ = StrutLog.messages { root.layoutIfNeeded() }

    card.removeFromSuperview()
    for constraint in outside { #expect(!constraint.isActive) }
    for constraint in inside + ownSize + unrelated { #expect(constraint.isActive) }
    #expect(!root.constraints.contains { outside.contains($0) })
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    #expect(messages.isEmpty)

    // The removed subtree lays out on its own.
    card.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    card.layoutIfNeeded()
    #expect(title.frame.width == 80)

    root.addSubview(card)
    for constraint in outside { #expect(!constraint.isActive) }
    for constraint in inside + ownSize { #expect(constraint.isActive) }
  }

  /// Moving a laid-out view to another tree, and laying out both trees, works: each engine
  /// places the views it holds.
  @Test func movingAViewBetweenTreesLaysOutBoth() {
    let (root, view) = laidOut()
    let other = engineRoot(200, 100)
    let child = engineAdd(to: view)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: view.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 5),
      child.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    other.addSubview(view)
    NSLayoutConstraint.activate([
      view.trailingAnchor.constraint(equalTo: other.trailingAnchor),
      view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ])
    let messages = StrutLog.messages {
      other.layoutIfNeeded()
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(view.frame == CGRect(x: 100, y: 80, width: 100, height: 20))
    #expect(child.frame == CGRect(x: 5, y: 0, width: 5, height: 5))
  }

  /// A deallocated item does not crash the pass: a constraint whose guide was removed and
  /// freed is skipped, and the rest of the layout holds.
  @Test func deallocatedItemDoesNotCrashThePass() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    let remaining = [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ]
    NSLayoutConstraint.activate(remaining)
    var pin: NSLayoutConstraint?
    do {
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      pin = view.trailingAnchor.constraint(equalTo: guide.leadingAnchor)
      NSLayoutConstraint.activate([
        guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
        guide.topAnchor.constraint(equalTo: root.topAnchor),
        guide.widthAnchor.constraint(equalToConstant: 1),
        guide.heightAnchor.constraint(equalToConstant: 1),
        pin!,
      ])
      root.layoutIfNeeded()
      #expect(view.frame.width == 50)
      root.removeLayoutGuide(guide)
    }
    #expect(pin?.secondItem == nil)
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    #expect(conflictMessages(messages).isEmpty)
    #expect(view.frame.minX == 10)

    // A removed subview that is freed leaves no trace either.
    do {
      let temporary = engineAdd(to: root)
      NSLayoutConstraint.activate([
        temporary.leadingAnchor.constraint(equalTo: view.trailingAnchor),
        temporary.topAnchor.constraint(equalTo: root.topAnchor),
        temporary.widthAnchor.constraint(equalToConstant: 10),
        temporary.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      temporary.removeFromSuperview()
    }
    root.frame.size.width = 400
    let later = StrutLog.messages { root.layoutIfNeeded() }
    #expect(later.isEmpty)
    #expect(view.frame.minX == 10)
  }
}
