import Foundation
import Testing

@testable import Strut

@Suite("Engine: attributes")
struct EngineAttributeTests {
  /// A 100×20 view pinned by `x` and `y` constraints inside a 320×200 root.
  private func placed(
    direction: UIUserInterfaceLayoutDirection? = nil,
    _ constraints: (UIView, UIView) -> [NSLayoutConstraint]
  ) -> (root: UIView, view: UIView) {
    let root = engineRoot()
    root.simulatedUserInterfaceLayoutDirection = direction
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate(
      [
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 20),
      ] + constraints(view, root))
    root.layoutIfNeeded()
    return (root, view)
  }

  /// Leading and trailing are left and right in a left-to-right layout; left and right never
  /// flip.
  @Test func leadingAndTrailingInLeftToRight() {
    let leading = placed { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(leading.frame.minX == 10)
    let trailing = placed { view, root in
      [
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(trailing.frame.minX == 210)
  }

  /// Under right-to-left, leading is the right edge and a positive constant moves toward the
  /// trailing (left) side, as `H:|-(10)-[v]` keeps 10 points from the right edge in UIKit.
  @Test func leadingAndTrailingFlipUnderRightToLeft() {
    let leading = placed(direction: .rightToLeft) { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    let trailing = placed(direction: .rightToLeft) { view, root in
      [
        view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    let zero = placed(direction: .rightToLeft) { view, root in
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(zero.frame.minX == 220)
    #expect(leading.frame.minX == 210)
    #expect(trailing.frame.minX == 10)
  }

  /// Left and right ignore the layout direction, constants included.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func leftAndRightNeverFlip(direction: UIUserInterfaceLayoutDirection) {
    let left = placed(direction: direction) { view, root in
      [
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(left.frame.minX == 10)
    let right = placed(direction: direction) { view, root in
      [
        view.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(right.frame.minX == 210)
  }

  /// Under right-to-left, a row built leading-to-trailing runs from the right edge.
  @Test func rightToLeftRowRunsFromTheRight() {
    let root = engineRoot()
    root.simulatedUserInterfaceLayoutDirection = .rightToLeft
    let a = engineAdd(EngineSizedView(50, 20), to: root)
    let b = engineAdd(EngineSizedView(60, 20), to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 254, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 186, y: 0, width: 60, height: 20))
  }

  /// Leading and trailing go by the direction of the view that holds the constraint, not the
  /// item's own: a button forced right-to-left, UIKit's way to put its image after its title,
  /// stays where its left-to-right container's constraints put it (E13; dashwallet's header
  /// views store such a button against their container's trailing edge).
  @Test func forcedDirectionOfAnItemDoesNotFlipItsOwnEdges() {
    let root = engineRoot()
    let label = engineAdd(EngineSizedView(50, 20), to: root)
    let button = engineAdd(EngineSizedView(30, 20), to: root)
    button.semanticContentAttribute = .forceRightToLeft
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
      button.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(button.frame == CGRect(x: root.bounds.width - 30, y: 0, width: 30, height: 20))
    #expect(label.frame.maxX == root.bounds.width - 46)
  }

  /// A container forced right-to-left lays out the constraints it holds from the right, though
  /// its subviews' own direction stays left-to-right (E13).
  @Test func forcedDirectionOfTheHolderFlipsWhatItHolds() {
    let root = engineRoot()
    let container = engineAdd(UIView(), to: root)
    container.semanticContentAttribute = .forceRightToLeft
    let item = engineAdd(EngineSizedView(50, 20), to: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 20),
      item.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      item.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(item.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(container.frame.minX == 0)
    #expect(item.frame.maxX == root.bounds.width - 10)
  }

  /// centerX and centerY center a view, with a constant as an offset.
  @Test func centersCenter() {
    let view = placed { view, root in
      [
        view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
      ]
    }.view
    #expect(view.frame == CGRect(x: 110, y: 100, width: 100, height: 20))
  }

  /// E13: margin attributes and `layoutMarginsGuide` agree, default to 8, and follow a change
  /// of `layoutMargins` on the next pass.
  @Test func marginAttributesAndTheMarginsGuideAgree() {
    let root = engineRoot()
    let byAttribute = engineAdd(to: root)
    let byGuide = engineAdd(to: root)
    let guide = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: byAttribute, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: byAttribute, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: byAttribute, attribute: .top, relatedBy: .equal, toItem: root,
        attribute: .topMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: byAttribute, attribute: .bottom, relatedBy: .equal, toItem: root,
        attribute: .bottomMargin, multiplier: 1, constant: 0),
      byGuide.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      byGuide.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      byGuide.topAnchor.constraint(equalTo: guide.topAnchor),
      byGuide.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(byAttribute.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
    #expect(byGuide.frame == byAttribute.frame)
    #expect(guide.layoutFrame == byAttribute.frame)

    root.layoutMargins = UIEdgeInsets(top: 4, left: 20, bottom: 12, right: 30)
    #expect(byAttribute.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
    root.layoutIfNeeded()
    #expect(byAttribute.frame == CGRect(x: 20, y: 4, width: 270, height: 184))
    #expect(byGuide.frame == byAttribute.frame)
    #expect(guide.layoutFrame == byAttribute.frame)
  }

  /// E13: leadingMargin is the right margin under right-to-left; directional margins map
  /// leading to right.
  @Test func leadingMarginFlipsUnderRightToLeft() {
    let root = engineRoot()
    root.simulatedUserInterfaceLayoutDirection = .rightToLeft
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 40)
    let guide = root.layoutMarginsGuide
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: view, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 40, y: 0, width: 260, height: 10))
    #expect(guide.layoutFrame == CGRect(x: 40, y: 0, width: 260, height: 200))
  }

  /// The margins of the view a margin attribute names are used, not the other item's.
  @Test func marginAttributeOnTheFirstItemUsesItsOwnMargins() {
    let root = engineRoot()
    let view = engineAdd(to: root)
    view.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .leftMargin, relatedBy: .equal, toItem: root,
        attribute: .left, multiplier: 1, constant: 50),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.minX == 20)
  }

  /// E11: the safe-area guide is the root's bounds inset by `simulatedSafeAreaInsets`.
  @Test func safeAreaGuideFollowsSimulatedInsets() {
    let root = engineRoot(393, 852)
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let content = engineAdd(to: root)
    let guide = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(guide.layoutFrame == content.frame)

    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 59, y: 0, width: 275, height: 831))
  }

  /// E13 (`insetsLayoutMarginsFromSafeArea`, default true): margins that fall outside the safe
  /// area are moved inside it, so the margins guide never reaches into the safe-area insets.
  @Test func marginsGuideStaysInsideTheSafeArea() {
    let root = engineRoot(393, 852)
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let content = engineAdd(to: root)
    let guide = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(content.frame.minY >= 59)
    #expect(content.frame.maxY <= 852 - 34)
  }

  /// Multipliers: a proportional width and an aspect ratio.
  @Test func multipliersScaleTheSecondItem() {
    let root = engineRoot(300, 300)
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 150)
    // 84.375 on a 3× grid is 84⅓.
    #expect(abs(view.frame.height - 84.375) <= 1.0 / 6.0)

    let both = engineAdd(to: root)
    NSLayoutConstraint.activate([
      both.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      both.topAnchor.constraint(equalTo: view.bottomAnchor),
      both.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
      both.heightAnchor.constraint(equalTo: both.widthAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    #expect(both.frame.size == CGSize(width: 85, height: 170))
  }

  /// A multiplier on a position: `centerX == 0.5 × root.trailing` puts the center a quarter
  /// in, as UIKit's `multiplier` on edges does.
  @Test func multiplierOnAPosition() {
    let view = placed { view, root in
      [
        NSLayoutConstraint(
          item: view, attribute: .centerX, relatedBy: .equal, toItem: root,
          attribute: .trailing, multiplier: 0.5, constant: 0),
        view.topAnchor.constraint(equalTo: root.topAnchor),
      ]
    }.view
    #expect(view.frame.midX == 160)
  }

  /// A multiplier on positions measures both from the constraint's container.
  ///
  /// Wherever the container sits, `centerX == 0.5 × container.centerX` is a quarter of the
  /// container's width in, and `b.top == 1.5 × a.top` is half as far again below the
  /// container's top (an Xcode 10 table cell 592 points down its table stores a button at
  /// 16.67, 1.5 × its label's 11.11, not 312). Right to left, positions count from the
  /// container's right edge.
  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func multipliedPositionsAreMeasuredInTheirContainer(
    _ direction: UIUserInterfaceLayoutDirection
  ) {
    let root = engineRoot(400, 800)
    root.simulatedUserInterfaceLayoutDirection = direction
    let container = engineAdd(to: root)
    let (a, b) = (engineAdd(to: container), engineAdd(to: container))
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 592),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
      NSLayoutConstraint(
        item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .top,
        multiplier: 1.5, constant: 0),
      NSLayoutConstraint(
        item: b, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
        multiplier: 0.5, constant: 0),
      NSLayoutConstraint(
        item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .leading,
        multiplier: 2, constant: 0),
      b.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(b.frame.minY == 15)
    #expect(b.frame.midX == 50)
    // b's leading is twice a's, 40 from the container's leading edge: its width follows.
    let leadingInset = direction == .leftToRight ? b.frame.minX : 200 - b.frame.maxX
    #expect(leadingInset == 40)
  }

  /// A root placed away from the origin is a container too: `root.centerY == 1.2 ×
  /// view.centerY` puts the view's center at the root's half height over 1.2, wherever the root
  /// sits (RxSwift's Xcode 8 Wikipedia search scene, its root at y = 64 below an opaque
  /// navigation bar, centres a label at 251.25 in a 603-point root).
  @Test func multipliedPositionsInARootAwayFromTheOrigin() {
    let root = UIView(frame: CGRect(x: 0, y: 64, width: 375, height: 603))
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: root, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY,
        multiplier: 1.2, constant: 0),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    // 251.25 on the 3x pixel grid; measured from the engine's origin it would be 240.58.
    #expect(abs(view.frame.midY - 251.25) <= 1.0 / 6)
    // Moved and resized, the root still measures from its own top.
    root.frame = CGRect(x: 0, y: 0, width: 375, height: 603)
    root.layoutIfNeeded()
    #expect(abs(view.frame.midY - 251.25) <= 1.0 / 6)
    root.frame = CGRect(x: 0, y: 20, width: 375, height: 480)
    root.layoutIfNeeded()
    #expect(abs(view.frame.midY - 200) <= 1.0 / 6)
  }

  /// `anchorWithOffset(to:)` measures the distance between two anchors: keeping two gaps
  /// equal centers a view between its neighbours.
  @Test func anchorWithOffsetKeepsGapsEqual() {
    let root = engineRoot(300, 100)
    let left = engineAdd(to: root)
    let middle = engineAdd(to: root)
    let right = engineAdd(to: root)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 40),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.widthAnchor.constraint(equalToConstant: 100),
      middle.widthAnchor.constraint(equalToConstant: 20),
      left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(
        equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
    ])
    for view in [left, middle, right] {
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    root.layoutIfNeeded()
    // Gaps of (110 - 40) and (200 - 130).
    #expect(middle.frame.minX == 110)
    #expect(!middle.hasAmbiguousLayout)

    // A vertical offset with a constant.
    let below = engineAdd(to: root)
    NSLayoutConstraint.activate([
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
      left.bottomAnchor.anchorWithOffset(to: below.topAnchor).constraint(equalToConstant: 25),
    ])
    root.layoutIfNeeded()
    #expect(below.frame.minY == 35)
  }

  /// System spacing is 8 points times the multiplier, horizontally and vertically.
  @Test func systemSpacingIsEight() {
    let root = engineRoot()
    let a = engineAdd(to: root)
    let b = engineAdd(to: root)
    let c = engineAdd(to: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      c.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
    ])
    for view in [a, b, c] {
      view.widthAnchor.constraint(equalToConstant: 30).isActive = true
      view.heightAnchor.constraint(equalToConstant: 30).isActive = true
    }
    root.layoutIfNeeded()
    #expect(b.frame.minX == 38)
    #expect(c.frame.minY == 46)
  }

  /// A plain view has no text, so its first and last baselines are its bottom.
  @Test func baselinesOfAPlainViewAreItsBottom() {
    let root = engineRoot()
    let reference = engineAdd(to: root)
    let first = engineAdd(to: root)
    let last = engineAdd(to: root)
    NSLayoutConstraint.activate([
      reference.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      reference.heightAnchor.constraint(equalToConstant: 50),
      first.firstBaselineAnchor.constraint(equalTo: reference.firstBaselineAnchor),
      first.heightAnchor.constraint(equalToConstant: 20),
      last.lastBaselineAnchor.constraint(equalTo: reference.bottomAnchor),
      last.heightAnchor.constraint(equalToConstant: 30),
    ])
    for view in [reference, first, last] {
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      view.widthAnchor.constraint(equalToConstant: 10).isActive = true
    }
    root.layoutIfNeeded()
    #expect(first.frame.maxY == 60)
    #expect(last.frame.maxY == 60)
  }
}

/// E13: `preservesSuperviewLayoutMargins` cascades the superview's margins into a view whose
/// edges lie inside them; without it the view keeps its own 8.
@Suite("Preserved superview margins")
struct PreservedMarginsTests {
  @Test(arguments: [true, false])
  func flushContainerTakesItsSuperviewsMargins(preserves: Bool) {
    let (_, content, _) = marginsTree(preserves: preserves)
    let inset: CGFloat = preserves ? 20 : 8
    #expect(content.frame == CGRect(x: inset, y: 0, width: 375 - 2 * inset, height: 10))
  }

  /// A container whose content follows its margins guide; the container preserves its
  /// superview's 20-point margins when `preserves`.
  private func marginsTree(preserves: Bool) -> (
    root: UIView, content: UIView, leading: NSLayoutConstraint
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    let container = UIView()
    let content = UIView()
    container.preservesSuperviewLayoutMargins = preserves
    for (view, parent) in [(container, root), (content, container)] {
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
    }
    let leading = container.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 44),
      content.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: container.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, content, leading)
  }

  /// E13 after a constant change alone: margins are still read from the new frames.
  ///
  /// The pass brings only the changed constraint. Moved 30 points in, the container's leading
  /// edge leaves the root's 20-point margin and keeps its own 8 (20 if the margins were stale);
  /// its trailing edge keeps 20.
  @Test func aConstantChangeAloneStillReadsMarginsFromFrames() {
    let (root, content, leading) = marginsTree(preserves: true)
    leading.constant = 30
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 0, width: 375 - 30 - 8 - 20, height: 10))
  }

  /// E13 switched on after the first layout: the next pass gathers the tree again and cascades.
  @Test func preservingAfterTheFirstLayoutCascades() {
    let (root, content, _) = marginsTree(preserves: false)
    #expect(content.frame.minX == 8)
    (content.superview!).preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 20, y: 0, width: 335, height: 10))
  }
}
