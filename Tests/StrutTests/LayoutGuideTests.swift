import Foundation
import Testing

@testable import Strut

@Suite("Layout guides: UIView's guides, margins and safe-area guides")
struct LayoutGuideTests {
  // UIKit: a new guide has no owning view, an empty identifier and a zero layout frame.
  @Test func newGuideDefaults() {
    let guide = UILayoutGuide()
    #expect(guide.owningView == nil)
    #expect(guide.identifier == "")
    #expect(guide.layoutFrame == .zero)
    #expect(guide.role == .custom)
  }

  // UIKit: a new view has no layout guides.
  @Test func newViewHasNoGuides() {
    #expect(UIView().layoutGuides.isEmpty)
  }

  // UIKit: addLayoutGuide(_:) sets owningView and appends to layoutGuides in order.
  @Test func addLayoutGuideSetsOwningView() {
    let view = UIView()
    let first = UILayoutGuide()
    let second = UILayoutGuide()
    view.addLayoutGuide(first)
    view.addLayoutGuide(second)
    #expect(first.owningView === view)
    #expect(second.owningView === view)
    #expect(view.layoutGuides == [first, second])
  }

  // UIKit: adding a guide the view already owns does not list it twice.
  @Test func addingTwiceKeepsOneEntry() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    view.addLayoutGuide(guide)
    #expect(view.layoutGuides == [guide])
  }

  // UIKit: adding a guide owned by another view moves it to the new view.
  @Test func addingMovesGuideBetweenViews() {
    let old = UIView()
    let new = UIView()
    let guide = UILayoutGuide()
    old.addLayoutGuide(guide)
    new.addLayoutGuide(guide)
    #expect(guide.owningView === new)
    #expect(old.layoutGuides.isEmpty)
    #expect(new.layoutGuides == [guide])
  }

  // UIKit: removeLayoutGuide(_:) clears owningView and drops the guide from layoutGuides.
  @Test func removeLayoutGuideClearsOwningView() {
    let view = UIView()
    let kept = UILayoutGuide()
    let removed = UILayoutGuide()
    view.addLayoutGuide(kept)
    view.addLayoutGuide(removed)
    view.removeLayoutGuide(removed)
    #expect(removed.owningView == nil)
    #expect(view.layoutGuides == [kept])
  }

  // UIKit: removing a guide the view does not own leaves it with its owner.
  @Test func removingAnotherViewsGuideDoesNothing() {
    let owner = UIView()
    let stranger = UIView()
    let guide = UILayoutGuide()
    owner.addLayoutGuide(guide)
    stranger.removeLayoutGuide(guide)
    #expect(guide.owningView === owner)
    #expect(owner.layoutGuides == [guide])
  }

  // UIKit declares owningView weak: a guide does not keep its view alive.
  @Test func guideDoesNotRetainOwningView() {
    let guide = UILayoutGuide()
    var view: UIView? = UIView()
    view?.addLayoutGuide(guide)
    #expect(guide.owningView != nil)
    view = nil
    #expect(guide.owningView == nil)
  }

  // UIKit: the view owns its guides; they live as long as it does.
  @Test func viewRetainsItsGuides() {
    let view = UIView()
    weak var weakGuide: UILayoutGuide?
    do {
      let guide = UILayoutGuide()
      weakGuide = guide
      view.addLayoutGuide(guide)
    }
    #expect(weakGuide != nil)
  }

  // UIKit: layoutMarginsGuide is made once per view, returned every time, owned by the view,
  // listed in layoutGuides, and identified "UIViewLayoutMarginsGuide".
  @Test func layoutMarginsGuideIsAStableSingleton() {
    let view = UIView()
    let guide = view.layoutMarginsGuide
    #expect(view.layoutMarginsGuide === guide)
    #expect(guide.identifier == "UIViewLayoutMarginsGuide")
    #expect(guide.owningView === view)
    #expect(view.layoutGuides == [guide])
    #expect(guide.role == .margins)
  }

  // UIKit: safeAreaLayoutGuide follows the same rules, identified "UIViewSafeAreaLayoutGuide".
  @Test func safeAreaLayoutGuideIsAStableSingleton() {
    let view = UIView()
    let guide = view.safeAreaLayoutGuide
    #expect(view.safeAreaLayoutGuide === guide)
    #expect(guide.identifier == "UIViewSafeAreaLayoutGuide")
    #expect(guide.owningView === view)
    #expect(view.layoutGuides == [guide])
    #expect(guide.role == .safeArea)
  }

  // UIKit: each view has its own margins and safe-area guides, distinct from each other.
  @Test func specialGuidesArePerView() {
    let a = UIView()
    let b = UIView()
    #expect(a.layoutMarginsGuide !== b.layoutMarginsGuide)
    #expect(a.safeAreaLayoutGuide !== b.safeAreaLayoutGuide)
    #expect(a.layoutMarginsGuide !== a.safeAreaLayoutGuide)
    #expect(a.layoutGuides == [a.layoutMarginsGuide, a.safeAreaLayoutGuide])
  }

  // Strut: a guide with UIKit's identifier added by hand is still an ordinary guide, so the
  // view makes its own margins guide.
  @Test func identifierAloneDoesNotMakeAMarginsGuide() {
    let view = UIView()
    let impostor = UILayoutGuide()
    impostor.identifier = "UIViewLayoutMarginsGuide"
    view.addLayoutGuide(impostor)
    #expect(view.layoutMarginsGuide !== impostor)
    #expect(impostor.role == .custom)
  }

  // Strut: a removed margins guide becomes ordinary, and the view makes a new one on demand.
  @Test func removedMarginsGuideIsReplaced() {
    let view = UIView()
    let old = view.layoutMarginsGuide
    view.removeLayoutGuide(old)
    #expect(old.role == .custom)
    #expect(old.owningView == nil)
    let new = view.layoutMarginsGuide
    #expect(new !== old)
    #expect(new.role == .margins)
  }

  // Strut: a margins guide moved to another view stops being the first view's margins guide.
  @Test func movedSafeAreaGuideIsReplaced() {
    let a = UIView()
    let b = UIView()
    let moved = a.safeAreaLayoutGuide
    b.addLayoutGuide(moved)
    #expect(moved.owningView === b)
    #expect(moved.role == .custom)
    #expect(a.safeAreaLayoutGuide !== moved)
    #expect(b.safeAreaLayoutGuide !== moved)
  }

  // Strut: adding or removing a guide marks the view as needing layout.
  @Test func changingGuidesNeedsLayout() {
    let view = UIView()
    let guide = UILayoutGuide()
    view.needsLayout = false
    view.addLayoutGuide(guide)
    #expect(view.needsLayout)
    view.needsLayout = false
    view.removeLayoutGuide(guide)
    #expect(view.needsLayout)
  }
}
