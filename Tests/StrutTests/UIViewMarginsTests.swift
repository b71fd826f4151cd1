import Foundation
import Testing

@testable import Strut

@Suite("UIView margins and safe area (E13)")
struct UIViewMarginsTests {
  // E13: the default layout margins are 8 points on every side.
  @Test func defaultMarginsAreEight() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  }

  // UIKit defaults: preservesSuperviewLayoutMargins false, insetsLayoutMarginsFromSafeArea true.
  @Test func marginFlagDefaults() {
    let view = UIView()
    #expect(view.preservesSuperviewLayoutMargins == false)
    #expect(view.insetsLayoutMarginsFromSafeArea == true)
  }

  // E13: in a left-to-right layout, leading is left and trailing is right.
  @Test func directionalMarginsFollowLayoutMarginsInLTR() {
    let view = UIView()
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  // E13: in a right-to-left layout, leading is right; setting either form updates the other.
  @Test func directionalMarginsSwapUnderRTL() {
    let view = UIView()
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 5)
    #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 20))
  }

  // E13: directional margins keep leading/trailing when the direction changes afterwards.
  @Test func directionalMarginsFlipWhenDirectionChanges() {
    let view = UIView()
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 5)
    #expect(view.layoutMargins.left == 20)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins.right == 20)
    #expect(view.layoutMargins.left == 5)
  }

  // E13: absolute margins keep left/right when the direction changes afterwards.
  @Test func absoluteMarginsStayPutWhenDirectionChanges() {
    let view = UIView()
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 5)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins.left == 20)
    #expect(view.directionalLayoutMargins.trailing == 20)
  }

  // UIKit: layoutMarginsDidChange() is called when the margins change, not for the same value.
  @Test func layoutMarginsDidChangeIsCalledOnChange() {
    final class Observer: UIView {
      var calls = 0
      override func layoutMarginsDidChange() { calls += 1 }
    }
    let view = Observer()
    view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    #expect(view.calls == 0)
    view.layoutMargins.left = 16
    #expect(view.calls == 1)
    view.directionalLayoutMargins.trailing = 12
    #expect(view.calls == 2)
    #expect(view.layoutMargins.right == 12)
  }

  // UIKit: a root view outside a window has no safe area.
  @Test func rootViewHasNoSafeArea() {
    #expect(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).safeAreaInsets == .zero)
  }

  // Strut-only: simulatedSafeAreaInsets stands in for the device on a root view.
  @Test func simulatedSafeAreaInsetsOnRoot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  // UIKit: a subview's safe area is the part of it its superview's safe area covers.
  @Test func subviewSafeAreaIsTheCoveredPart() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let full = UIView(frame: root.bounds)
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 20))
    let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
    let footer = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    for view in [full, header, middle, footer] { root.addSubview(view) }
    #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(header.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  // Xcode's stored frames (tinode's AvatarWithOnlineIndicator.xib): a safe area inset more
  // than its view is tall keeps the insets, so the guide's height is negative and its center
  // sits above where the view's bottom would pull it; the guide's sizes are not held at zero
  // as a view's are (E6c), or a required constraint would break.
  @Test func safeAreaGuideCanBeNegativelyTall() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    let dot = UIView()
    dot.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(dot)
    let messages = StrutLog.messages {
      NSLayoutConstraint.activate([
        dot.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor),
        dot.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        dot.widthAnchor.constraint(equalToConstant: 10),
        dot.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
    }
    #expect(messages.isEmpty)
    #expect(dot.frame == CGRect(x: 0, y: 37, width: 10, height: 10))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 40, height: 0))
  }

  // UIKit: safe-area insets propagate through nested subviews in their own coordinates.
  @Test func safeAreaPropagatesThroughNesting() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let container = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 834))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    root.addSubview(container)
    container.addSubview(inner)
    #expect(container.safeAreaInsets.top == 37)
    #expect(inner.safeAreaInsets.top == 37)
    #expect(inner.safeAreaInsets.bottom == 0)
  }

  // UIKit (iOS 11): a scroll view takes its safe area into its adjusted content inset as its
  // contentInsetAdjustmentBehavior says, and its content does not count those insets again:
  // content taller than the screen would otherwise get a bottom inset as tall as the part
  // below the screen, and margins read from it would grow the content on every pass.
  @Test func scrollViewContentDoesNotCountTheInsetsTheScrollViewTakes() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    let scrollView = UIScrollView(frame: root.bounds)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 2000))
    root.addSubview(scrollView)
    scrollView.addSubview(content)
    #expect(scrollView.safeAreaInsets == root.simulatedSafeAreaInsets)
    // .automatic adjusts the top and bottom of vertically scrolling content.
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    scrollView.contentInsetAdjustmentBehavior = .always
    #expect(content.safeAreaInsets == .zero)
    // .never leaves the content under the unsafe areas: it sees them as any subview does.
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 1631, right: 47))
  }
}
