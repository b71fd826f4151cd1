import Foundation
import Testing

@testable import Strut

/// UIStackView's API as in UIKit, and constraint regeneration.
@Suite("UIStackView API")
struct StackViewAPITests {
  /// UIKit's raw values and sentinels.
  @Test func rawValuesAndSentinels() {
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom.rawValue == 4)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNonzeroMagnitude))
    let stack = UIStackView(frame: .zero)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0 && stack.compatibility == .modern)
  }

  /// S12: UIKit's `-[UIStackView initWithFrame:]` sets the margins to zero (decompiled iOS
  /// 26.1; Quizzler's Xcode 13 canvas puts a stack pinned by its leading margin to its root's at
  /// the root's margin), so margin-relative arrangement without margins set insets nothing;
  /// any other view keeps 8.
  @Test func marginsDefaultToZero() {
    let views = [UIView(), UIView()]
    for stack in [UIStackView(frame: .zero), UIStackView(arrangedSubviews: views)] {
      #expect(stack.layoutMargins == .zero)
      #expect(stack.directionalLayoutMargins == NSDirectionalEdgeInsets())
    }
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    let stack = UIStackView(arrangedSubviews: views)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    stack.layoutIfNeeded()
    #expect(views[0].frame.minX == 0 && views[1].frame.maxX == 100)
  }

  /// Arranged views become subviews and stop translating their autoresizing masks.
  @Test func arrangingAddsSubviews() {
    let views = [UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    #expect(stack.arrangedSubviews == views)
    #expect(stack.subviews == views)
    #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    let third = UIView()
    stack.insertArrangedSubview(third, at: 1)
    #expect(stack.arrangedSubviews == [views[0], third, views[1]])
    #expect(stack.subviews == [views[0], views[1], third])
  }

  /// `removeArrangedSubview(_:)` keeps the subview; removing from the superview also leaves
  /// `arrangedSubviews`; both drop the view's UISV constraints.
  @Test func removingArrangedSubviews() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews == [views[1], views[2]])
    #expect(stack.subviews.contains(views[0]))
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews == [views[1]])
    let mentioned = stack.constraints.flatMap { [$0.firstItem, $0.secondItem] }
    #expect(!mentioned.contains { $0 === views[0] || $0 === views[2] })
  }

  /// S1: a view arranged in one stack and then in another leaves the first one's arrangement
  /// (it can have one superview); moving a view within its stack keeps it once; a view that
  /// was removed and added back as a plain subview is not arranged.
  @Test func arrangementFollowsTheView() {
    let views = [UIView(), UIView(), UIView()]
    let first = UIStackView(arrangedSubviews: views)
    let second = UIStackView()
    second.addArrangedSubview(views[1])
    #expect(first.arrangedSubviews == [views[0], views[2]])
    #expect(second.arrangedSubviews == [views[1]])
    first.insertArrangedSubview(views[2], at: 0)
    #expect(first.arrangedSubviews == [views[2], views[0]])
    first.addArrangedSubview(views[2])
    #expect(first.arrangedSubviews == [views[0], views[2]])
    views[0].removeFromSuperview()
    first.addSubview(views[0])
    #expect(first.arrangedSubviews == [views[2]])
    // A spacing after a view that is only a subview is ignored, with a warning.
    let messages = StrutLog.messages { first.setCustomSpacing(20, after: views[0]) }
    #expect(messages.count == 1)
    #expect(first.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
  }

  /// An index out of bounds logs UIKit's exception and changes nothing.
  @Test func insertingOutOfBoundsIsRefused() {
    let stack = UIStackView(arrangedSubviews: [UIView()])
    let messages = StrutLog.messages { stack.insertArrangedSubview(UIView(), at: 3) }
    #expect(messages.count == 1)
    #expect(stack.arrangedSubviews.count == 1)
  }

  /// S2: custom spacing; `spacingUseDefault` removes it; `spacingUseSystem` makes a
  /// system-spacing constraint.
  @Test func customSpacing() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[0])
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.first?.isSystemSpacing == true)
    #expect(spacing.first?.constant == 8)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
  }

  /// Changing a property regenerates the constraints; those whose form is unchanged keep
  /// their identity, so their place in the engine's insertion order (E5) is stable.
  @Test func regenerationReusesUnchangedConstraints() {
    let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
    let before = stack.constraints
    stack.spacing = 12
    let after = stack.constraints
    #expect(before.count == after.count)
    #expect(zip(before, after).allSatisfy { $0 === $1 })
    #expect(after.first { $0.identifier == "UISV-spacing" }?.constant == 12)
    // Guides, like constraints, are made in the next pass or when `constraints` is read.
    stack.alignment = .center
    _ = stack.constraints
    let spanners = stack.layoutGuides.compactMap { $0 as? _UILayoutSpacer }
    #expect(spanners.map(\.identifier) == ["UISV-alignment-spanner"])
    stack.alignment = .fill
    // 2 axis canvas connections, 1 spacing, 2 alignments, 2 cross canvas connections.
    #expect(stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.count == 7)
    #expect(stack.layoutGuides.isEmpty)
  }

  /// S3 and E5: hiding one view of a long stack keeps every constraint whose form did not
  /// change (the same objects), and gives the set a stack built with that view hidden makes;
  /// moving a view to the end, which shifts most recipes far from their old place, still gives
  /// the right set and reuses the constraints that kept their form.
  @Test func regenerationAfterHidingAndReordering() {
    func makeStack(hiding hidden: Int? = nil) -> (UIStackView, [UIView]) {
      let views = (0..<40).map { _ in UIView() }
      if let hidden { views[hidden].isHidden = true }
      let stack = UIStackView(arrangedSubviews: views)
      stack.spacing = 4
      return (stack, views)
    }
    let (stack, views) = makeStack()
    let before = stack.constraints
    views[20].isHidden = true
    let after = stack.constraints
    #expect(after.count - after.filter { c in before.contains { $0 === c } }.count <= 3)
    let hidden = makeStack(hiding: 20).0
    #expect(forms(after, in: stack) == forms(hidden.constraints, in: hidden))
    views[20].isHidden = false
    let shown = stack.constraints
    stack.removeArrangedSubview(views[0])
    stack.addArrangedSubview(views[0])
    let reordered = stack.constraints
    let reference = makeStack().0
    #expect(forms(reordered, in: stack) == forms(reference.constraints, in: reference))
    // Every constraint whose form (with its items) survived the move is the same object.
    let reusable = forms(reordered, in: nil).intersection(forms(shown, in: nil))
    #expect(reordered.filter { c in shown.contains { $0 === c } }.count == reusable.count)
    #expect(reusable.count > 30)
  }

  /// The stack view owns its arrangement (S2): a spacing constraint deactivated by hand is
  /// made again, and one whose constant was changed by hand gets the stack's spacing back, at
  /// the next update, however many other constraints that update keeps as they were.
  @Test func handEditedArrangementConstraintsAreRestoredAtTheNextUpdate() {
    let views = (0..<8).map { _ in UIView() }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 4
    func spacing(before view: UIView) -> [NSLayoutConstraint] {
      stack.constraints.filter { $0.identifier == "UISV-spacing" && $0.firstItem === view }
    }
    let deactivated = spacing(before: views[2])
    let edited = spacing(before: views[4])
    #expect(deactivated.count == 1 && edited.count == 1)
    deactivated.first?.isActive = false
    edited.first?.constant = 30
    // Hiding the last view but one changes the spacing after the edited ones only.
    views[6].isHidden = true
    let restored = spacing(before: views[2])
    #expect(restored.count == 1)
    #expect(restored.first?.isActive == true && restored.first !== deactivated.first)
    #expect(spacing(before: views[4]).map(\.constant) == [4])
    #expect(spacing(before: views[4]).first === edited.first)
  }

  /// S9: hiding the view the others align to moves the alignment constraints; hiding another
  /// leaves them alone.
  ///
  /// In the modern behaviour the views align to the first visible one, so hiding it (or
  /// showing a view before it) moves every alignment constraint to the new first visible view;
  /// hiding any other view leaves the alignment constraints as they were (the same objects).
  /// Each state gives the set a stack built in that state makes, in both behaviours.
  @Test(arguments: [UIStackView.Compatibility.modern, .legacy])
  func hidingTheAlignmentReference(_ compatibility: UIStackView.Compatibility) {
    func makeStack(hiding hidden: Set<Int> = []) -> (UIStackView, [UIView]) {
      let views = (0..<5).map { _ in UIView() }
      for index in hidden { views[index].isHidden = true }
      let stack = UIStackView(arrangedSubviews: views)
      stack.alignment = .center
      stack.compatibility = compatibility
      return (stack, views)
    }
    let (stack, views) = makeStack()
    let alignment = { stack.constraints.filter { $0.identifier == "UISV-alignment" } }
    let before = alignment()
    views[2].isHidden = true
    #expect(zip(before, alignment()).allSatisfy { $0 === $1 })
    for hidden: Set<Int> in [[0, 2], [0, 1, 2], [0, 1, 2, 3, 4], [1, 2], [2]] {
      for (index, view) in views.enumerated() { view.isHidden = hidden.contains(index) }
      let fresh = makeStack(hiding: hidden).0
      #expect(forms(stack.constraints, in: stack) == forms(fresh.constraints, in: fresh))
    }
  }

  /// The forms of a stack's constraints, with items named by their place in the arrangement.
  ///
  /// Without a stack, items are named by identity.
  private func forms(_ constraints: [NSLayoutConstraint], in stack: UIStackView?) -> Set<String> {
    func name(_ item: AnyObject?) -> String {
      guard let item else { return "-" }
      guard let stack else { return "\(ObjectIdentifier(item))" }
      if item === stack { return "stack" }
      if let index = stack.arrangedSubviews.firstIndex(where: { $0 === item }) {
        return "view\(index)"
      }
      return String(describing: type(of: item))
    }
    return Set(
      constraints.map { c in
        "\(c.identifier ?? "") \(name(c.firstItem)).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
          + "\(name(c.secondItem)).\(c.secondAttribute.rawValue) ×\(c.multiplier) +\(c.constant) "
          + "@\(c.priority.rawValue)"
      })
  }

  /// S1, S3 modern: with every view hidden the canvas wraps the ordering spanner.
  @Test func everyViewHidden() {
    let views = [UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    views.forEach { $0.isHidden = true }
    let hidden = stack.constraints.filter { $0.identifier == "UISV-spacing-hidden" }
    let identifiers = stack.layoutGuides.map(\.identifier)
    #expect(identifiers == ["UISV-ordering-spanner"])
    #expect(hidden.count == 2)
    #expect(hidden.allSatisfy { $0.priority == 50 })
  }

  /// S10: only views answering the internal `isMultilineTextCandidate` get text-width
  /// disambiguation, and only in horizontal fill/equal-spacing stacks.
  @Test func multilineCandidatesOnly() {
    let stack = UIStackView(arrangedSubviews: [StackMultilineView(10, 10), UIView()])
    func count() -> Int {
      stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }.count
    }
    #expect(count() == 1)
    stack.distribution = .fillEqually
    #expect(count() == 0)
    stack.distribution = .equalSpacing
    #expect(count() == 1)
    stack.axis = .vertical
    #expect(count() == 0)
  }
}
