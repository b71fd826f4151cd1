import Foundation
import Testing

@testable import Strut

/// A view that records the hierarchy callbacks it receives, with the names of the views.
private final class RecordingView: UIView {
  var events: [String] = []
  var record: ((String) -> Void)?

  convenience init(_ identifier: String, record: ((String) -> Void)? = nil) {
    self.init(frame: .zero)
    accessibilityIdentifier = identifier
    self.record = record
  }

  private func note(_ event: String) {
    events.append(event)
    record?("\(accessibilityIdentifier ?? "?").\(event)")
  }

  override func didAddSubview(_ subview: UIView) {
    note("didAddSubview(\(subview.accessibilityIdentifier ?? "?"))")
  }
  override func willRemoveSubview(_ subview: UIView) {
    note("willRemoveSubview(\(subview.accessibilityIdentifier ?? "?"))")
  }
  override func willMove(toSuperview newSuperview: UIView?) {
    note("willMove(toSuperview: \(newSuperview?.accessibilityIdentifier ?? "nil"))")
  }
  override func didMoveToSuperview() {
    note("didMoveToSuperview(\(superview?.accessibilityIdentifier ?? "nil"))")
  }
}

/// Collects events from several views in one order.
private final class EventLog {
  var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

@Suite("UIView hierarchy: adding, inserting, reordering, removing, cycles")
struct UIViewHierarchyTests {
  private func named(_ identifier: String) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = identifier
    return view
  }

  private func identifiers(_ views: [UIView]) -> [String] {
    views.map { $0.accessibilityIdentifier ?? "?" }
  }

  // UIKit: addSubview appends at the front and sets superview.
  @Test func addSubviewAppendsAndSetsSuperview() {
    let parent = named("parent")
    let a = named("a")
    let b = named("b")
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(identifiers(parent.subviews) == ["a", "b"])
    #expect(a.superview === parent)
    #expect(parent.superview == nil)
  }

  // UIKit: adding an existing subview again moves it to the front.
  @Test func addingExistingSubviewMovesItToFront() {
    let parent = named("parent")
    let a = named("a")
    parent.addSubview(a)
    parent.addSubview(named("b"))
    parent.addSubview(a)
    #expect(identifiers(parent.subviews) == ["b", "a"])
  }

  // UIKit: a view has one superview; adding it elsewhere removes it from the old one.
  @Test func addingToAnotherSuperviewMovesTheView() {
    let old = named("old")
    let new = named("new")
    let child = named("child")
    old.addSubview(child)
    new.addSubview(child)
    #expect(old.subviews.isEmpty)
    #expect(identifiers(new.subviews) == ["child"])
    #expect(child.superview === new)
  }

  // UIKit: insertSubview(_:at:) inserts at the index; Strut clamps out-of-range indices.
  @Test func insertAtIndexInsertsAndClamps() {
    let parent = named("parent")
    parent.addSubview(named("a"))
    parent.addSubview(named("b"))
    parent.insertSubview(named("x"), at: 1)
    parent.insertSubview(named("front"), at: 99)
    parent.insertSubview(named("back"), at: -3)
    #expect(identifiers(parent.subviews) == ["back", "a", "x", "b", "front"])
  }

  // UIKit: inserting an existing subview at an index moves it there.
  @Test func insertExistingSubviewAtIndexMovesIt() {
    let parent = named("parent")
    let a = named("a")
    parent.addSubview(a)
    parent.addSubview(named("b"))
    parent.addSubview(named("c"))
    parent.insertSubview(a, at: 2)
    #expect(identifiers(parent.subviews) == ["b", "c", "a"])
  }

  // UIKit: insertSubview(_:aboveSubview:) and (_:belowSubview:) place next to the sibling.
  @Test func insertAboveAndBelowSibling() {
    let parent = named("parent")
    let a = named("a")
    let b = named("b")
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(named("aboveA"), aboveSubview: a)
    parent.insertSubview(named("belowA"), belowSubview: a)
    #expect(identifiers(parent.subviews) == ["belowA", "a", "aboveA", "b"])
  }

  // Strut-only: a sibling that is not a subview logs a warning and the view goes to the front.
  @Test func insertNextToForeignSiblingWarnsAndAppends() {
    let parent = named("parent")
    parent.addSubview(named("a"))
    let stranger = named("stranger")
    let messages = StrutLog.messages {
      parent.insertSubview(named("x"), belowSubview: stranger)
    }
    #expect(identifiers(parent.subviews) == ["a", "x"])
    #expect(messages.count == 1)
    #expect(messages.first?.contains("UIView#stranger is not a subview of UIView#parent") == true)
  }

  // UIKit: removeFromSuperview detaches; on a root view it does nothing.
  @Test func removeFromSuperviewDetaches() {
    let parent = named("parent")
    let child = named("child")
    parent.addSubview(child)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(parent.subviews.isEmpty)
    parent.removeFromSuperview()
    #expect(parent.superview == nil)
  }

  // UIKit: bringSubviewToFront and sendSubviewToBack reorder; non-subviews are ignored.
  @Test func bringToFrontAndSendToBack() {
    let parent = named("parent")
    let a = named("a")
    let c = named("c")
    parent.addSubview(a)
    parent.addSubview(named("b"))
    parent.addSubview(c)
    parent.bringSubviewToFront(a)
    #expect(identifiers(parent.subviews) == ["b", "c", "a"])
    parent.sendSubviewToBack(c)
    #expect(identifiers(parent.subviews) == ["c", "b", "a"])
    parent.bringSubviewToFront(named("stranger"))
    #expect(identifiers(parent.subviews) == ["c", "b", "a"])
  }

  // UIKit: exchangeSubview(at:withSubviewAt:) swaps the two subviews.
  @Test func exchangeSwapsSubviews() {
    let parent = named("parent")
    parent.addSubview(named("a"))
    parent.addSubview(named("b"))
    parent.addSubview(named("c"))
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(identifiers(parent.subviews) == ["c", "b", "a"])
  }

  // UIKit raises NSRangeException for a bad index; Strut logs NSMutableArray's reason.
  @Test func exchangeOutOfRangeLogsAndChangesNothing() {
    let parent = named("parent")
    parent.addSubview(named("a"))
    parent.addSubview(named("b"))
    let messages = StrutLog.messages { parent.exchangeSubview(at: 0, withSubviewAt: 5) }
    #expect(identifiers(parent.subviews) == ["a", "b"])
    #expect(messages.count == 1)
    #expect(
      messages.first?.contains(
        "*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index 5 beyond bounds [0 .. 1]"
      ) == true)
    let empty = StrutLog.messages { named("leaf").exchangeSubview(at: 0, withSubviewAt: 0) }
    #expect(empty.first?.contains("index 0 beyond bounds for empty array") == true)
  }

  // UIKit: isDescendant(of:) is true for the view itself and for every ancestor.
  @Test func isDescendantIncludesSelfAndAncestors() {
    let root = named("root")
    let middle = named("middle")
    let leaf = named("leaf")
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.isDescendant(of: leaf))
    #expect(leaf.isDescendant(of: middle))
    #expect(leaf.isDescendant(of: root))
    #expect(!root.isDescendant(of: leaf))
    #expect(!leaf.isDescendant(of: named("other")))
  }

  // UIKit: viewWithTag returns the receiver first, then searches its subviews.
  @Test func viewWithTagSearchesSelfThenDepthFirst() {
    let root = named("root")
    let first = named("first")
    let nested = named("nested")
    let second = named("second")
    root.addSubview(first)
    first.addSubview(nested)
    root.addSubview(second)
    nested.tag = 7
    second.tag = 7
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(7) === nested)
    #expect(root.viewWithTag(42) == nil)
  }

  // UIKit raises "Can't add self as subview"; Strut logs it and changes nothing.
  @Test func addingSelfIsLoggedAndIgnored() {
    let view = named("card")
    let messages = StrutLog.messages { view.addSubview(view) }
    #expect(view.subviews.isEmpty)
    #expect(view.superview == nil)
    #expect(
      messages == [
        "NSInvalidArgumentException: Can't add self as subview (UIKit raises here; "
          + "Strut left the view hierarchy unchanged)"
      ])
  }

  // Strut-only: adding an ancestor as a subview would loop in UIKit; Strut refuses and logs.
  @Test func addingAnAncestorIsLoggedAndIgnored() {
    let root = named("root")
    let middle = named("middle")
    let leaf = named("leaf")
    root.addSubview(middle)
    middle.addSubview(leaf)
    let messages = StrutLog.messages {
      leaf.addSubview(root)
      leaf.insertSubview(middle, at: 0)
      middle.insertSubview(middle, aboveSubview: leaf)
    }
    #expect(root.superview == nil)
    #expect(middle.superview === root)
    #expect(leaf.subviews.isEmpty)
    #expect(middle.subviews == [leaf])
    #expect(messages.count == 3)
    #expect(
      messages[0].hasPrefix(
        "Strut: Can't add UIView#root as a subview of UIView#leaf, which is its descendant"))
    #expect(messages[1].contains("UIView#middle as a subview of UIView#leaf"))
    #expect(messages[2].contains("Can't add self as subview"))
  }

  // Strut's callback order for an insertion (didMoveToSuperview before didAddSubview, as in
  // UIKit reimplementations and device logs).
  @Test func addSubviewCallbackOrder() {
    let log = EventLog()
    let parent = RecordingView("parent", record: log.record)
    let child = RecordingView("child", record: log.record)
    parent.addSubview(child)
    #expect(
      log.events == [
        "child.willMove(toSuperview: parent)",
        "child.didMoveToSuperview(parent)",
        "parent.didAddSubview(child)",
      ])
  }

  // Strut's callback order for a removal: willRemoveSubview, willMove(nil), didMoveToSuperview.
  @Test func removeFromSuperviewCallbackOrder() {
    let log = EventLog()
    let parent = RecordingView("parent", record: log.record)
    let child = RecordingView("child", record: log.record)
    parent.addSubview(child)
    log.events.removeAll()
    child.removeFromSuperview()
    #expect(
      log.events == [
        "parent.willRemoveSubview(child)",
        "child.willMove(toSuperview: nil)",
        "child.didMoveToSuperview(nil)",
      ])
  }

  // UIKit: moving to another superview tells the old one willRemoveSubview (documented).
  @Test func reparentingCallbackOrder() {
    let log = EventLog()
    let old = RecordingView("old", record: log.record)
    let new = RecordingView("new", record: log.record)
    let child = RecordingView("child", record: log.record)
    old.addSubview(child)
    log.events.removeAll()
    new.addSubview(child)
    #expect(
      log.events == [
        "child.willMove(toSuperview: new)",
        "old.willRemoveSubview(child)",
        "child.didMoveToSuperview(new)",
        "new.didAddSubview(child)",
      ])
  }

  // Strut: reordering an existing subview sends no hierarchy callbacks.
  @Test func reorderingSendsNoCallbacks() {
    let parent = RecordingView("parent")
    let a = RecordingView("a")
    parent.addSubview(a)
    parent.addSubview(RecordingView("b"))
    parent.events.removeAll()
    a.events.removeAll()
    parent.addSubview(a)
    parent.sendSubviewToBack(a)
    parent.exchangeSubview(at: 0, withSubviewAt: 1)
    #expect(parent.events.isEmpty)
    #expect(a.events.isEmpty)
  }

  // UIKit: addSubview and removeFromSuperview lay out the superview again.
  @Test func hierarchyChangesMarkNeedsLayout() {
    let parent = UIView()
    let child = UIView()
    parent.needsLayout = false
    parent.addSubview(child)
    #expect(parent.needsLayout)
    parent.needsLayout = false
    child.removeFromSuperview()
    #expect(parent.needsLayout)
  }

  // UIKit: the superview owns its subviews; a subview does not keep its superview alive.
  @Test func superviewIsNotRetainedBySubview() {
    let child = UIView()
    do {
      let parent = UIView()
      parent.addSubview(child)
      #expect(child.superview === parent)
    }
    #expect(child.superview == nil)
  }
}
