import Foundation
import Testing

@testable import Strut

@Suite("Engine: priorities")
struct EnginePriorityTests {
  /// UIKit's message for changing an installed constraint between required and optional (E1).
  static let mutatingPrefix =
    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
    + "supported."

  /// A view pinned at the root's top-left whose width the caller constrains.
  private func sizedView() -> (UIView, UIView) {
    let root = engineRoot()
    let view = engineAdd(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, view)
  }

  /// E1: an active constraint cannot go from required to optional: UIKit's message is logged,
  /// the old priority stays, and the layout is unchanged.
  @Test func requiredToOptionalOnAnActiveConstraintIsRefused() {
    let (root, view) = sizedView()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let pull = view.widthAnchor.constraint(equalToConstant: 200)
    pull.priority = .defaultHigh
    NSLayoutConstraint.activate([width, pull])
    root.layoutIfNeeded()
    let messages = StrutLog.messages { width.priority = .defaultLow }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix(Self.mutatingPrefix) == true)
    #expect(
      messages.first?.hasSuffix(
        "You passed priority 250 and the existing priority was 1000.") == true)
    #expect(width.priority == .required)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  /// E1: the other way round, optional to required, is refused the same way.
  @Test func optionalToRequiredOnAnActiveConstraintIsRefused() {
    let (root, view) = sizedView()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    width.priority = .defaultLow
    let pull = view.widthAnchor.constraint(equalToConstant: 200)
    pull.priority = .defaultHigh
    NSLayoutConstraint.activate([width, pull])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    let messages = StrutLog.messages { width.priority = .required }
    #expect(messages.first?.hasPrefix(Self.mutatingPrefix) == true)
    #expect(width.priority == .defaultLow)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  /// E1: an inactive constraint may change between required and optional freely.
  @Test func inactiveConstraintMayChangeBetweenRequiredAndOptional() {
    let (root, view) = sizedView()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let messages = StrutLog.messages {
      width.priority = .defaultLow
      width.priority = .required
      width.priority = .defaultLow
    }
    #expect(messages.isEmpty)
    let pull = view.widthAnchor.constraint(equalToConstant: 200)
    pull.priority = .defaultHigh
    NSLayoutConstraint.activate([width, pull])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  /// E1/E3: optional-to-optional changes are allowed and take effect on the next pass.
  @Test func optionalToOptionalChangesTakeEffect() {
    let (root, view) = sizedView()
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = UILayoutPriority(300)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = UILayoutPriority(400)
    NSLayoutConstraint.activate([narrow, wide])
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
    let messages = StrutLog.messages { narrow.priority = UILayoutPriority(500) }
    #expect(messages.isEmpty)
    #expect(narrow.priority.rawValue == 500)
    #expect(view.frame.width == 200)
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
    narrow.priority = .required - 1
    wide.priority = .required - 0.5
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }

  /// E1: priorities live in (0, 1000]; UIKit asserts when one outside is set, so Strut logs
  /// one message and keeps the constraint's previous priority (required for a new one).
  @Test(arguments: [Float(0), -1, 1000.5, 1001, .nan])
  func outOfRangePriorityIsRefusedWhenSet(value: Float) {
    let (root, view) = sizedView()
    let fallback = view.widthAnchor.constraint(equalToConstant: 50)
    fallback.priority = .defaultLow
    fallback.isActive = true
    root.layoutIfNeeded()
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let messages = StrutLog.messages { width.priority = UILayoutPriority(value) }
    #expect(messages.count == 1)
    #expect(width.priority == .required)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(view.frame.width == 100)
  }

  /// E3: levels are lexicographic, not weighted: one @251 beats two (or three) @250 pulling
  /// the other way through views tied together.
  @Test(arguments: [2, 3])
  func oneHigherPriorityBeatsManyLowerOnes(pulls: Int) {
    let root = engineRoot()
    let views = (0..<pulls).map { _ in engineAdd(to: root) }
    for view in views {
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
        view.widthAnchor.constraint(equalTo: views[0].widthAnchor),
      ])
      let pull = view.widthAnchor.constraint(equalToConstant: 200)
      pull.priority = .defaultLow
      pull.isActive = true
    }
    let cap = views[0].widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    cap.priority = .defaultLow + 1
    cap.isActive = true
    root.layoutIfNeeded()
    for view in views { #expect(view.frame.width == 100) }
  }

  /// E2: an optional constraint that cannot hold is satisfied as nearly as possible.
  @Test func optionalConstraintIsSatisfiedAsNearlyAsPossible() {
    let (root, view) = sizedView()
    let wish = view.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20), wish,
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 300)
  }

  /// Two views of intrinsic widths 50 and 60 in a row that pins both ends of a container.
  private func row(width: CGFloat, addingSecondFirst: Bool) -> (EngineSizedView, EngineSizedView) {
    let root = engineRoot(width, 40)
    let first = EngineSizedView(50, 20)
    let second = EngineSizedView(60, 20)
    for view in addingSecondFirst ? [second, first] : [first, second] {
      engineAdd(view, to: root)
    }
    pinSideBySide(first, second, in: root)
    root.layoutIfNeeded()
    return (first, second)
  }

  /// E5: with equal hugging, the view added to the hierarchy earlier stretches, whatever the
  /// order of the constraints.
  @Test func equalHuggingStretchesTheEarlierAddedView() {
    let (first, second) = row(width: 320, addingSecondFirst: false)
    #expect(first.frame.width == 260)
    #expect(second.frame.width == 60)
    let (left, right) = row(width: 320, addingSecondFirst: true)
    #expect(left.frame.width == 50)
    #expect(right.frame.width == 270)
  }

  /// E5: with equal compression resistance, the view added earlier is compressed.
  @Test func equalCompressionResistanceCompressesTheEarlierAddedView() {
    let (first, second) = row(width: 80, addingSecondFirst: false)
    #expect(first.frame.width == 20)
    #expect(second.frame.width == 60)
    let (left, right) = row(width: 80, addingSecondFirst: true)
    #expect(left.frame.width == 50)
    #expect(right.frame.width == 30)
  }

  /// E5: the tie-break survives a re-solve: changing the container keeps the same view
  /// stretching.
  @Test func tieBreakIsStableAcrossPasses() {
    let root = engineRoot(320, 40)
    let a = engineAdd(EngineSizedView(50, 20), to: root)
    let b = engineAdd(EngineSizedView(60, 20), to: root)
    pinSideBySide(a, b, in: root)
    root.layoutIfNeeded()
    for width in [CGFloat(400), 200, 320] {
      root.frame.size.width = width
      root.layoutIfNeeded()
      #expect(a.frame.width == width - 60)
      #expect(b.frame.width == 60)
    }
  }

  /// E5 after an incremental change: ties between optional constraints follow the tree.
  ///
  /// The tree's order decides, not the order of activation: a constraint activated later but
  /// installed on the root comes before one installed on a subview, so it is the one that
  /// yields, as in a layout made from scratch.
  @Test(arguments: [false, true])
  func laterConstraintOnAnAncestorTakesItsTreePlace(laidOutBetween: Bool) {
    let (root, view) = sizedView()
    let other = engineAdd(to: root)
    NSLayoutConstraint.activate([
      other.widthAnchor.constraint(equalToConstant: 100),
      other.heightAnchor.constraint(equalToConstant: 10),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    let onView = view.widthAnchor.constraint(equalToConstant: 200)
    onView.priority = .defaultLow
    onView.isActive = true
    if laidOutBetween { root.layoutIfNeeded() }
    let onRoot = view.widthAnchor.constraint(equalTo: other.widthAnchor)
    onRoot.priority = .defaultLow
    onRoot.isActive = true
    #expect(onRoot.installedOn === root)
    #expect(onView.installedOn === view)
    root.layoutIfNeeded()
    #expect(view.frame.width == 200)
  }
}
