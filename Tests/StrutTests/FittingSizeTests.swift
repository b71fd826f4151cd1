import Foundation
import Testing

@testable import Strut

@Suite("systemLayoutSizeFitting (E12)")
struct FittingSizeTests {
  /// E12: the fitting-size constants.
  @Test func fittingSizeConstants() {
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
  }

  /// E12: a view whose size comes from a label's intrinsic size plus padding measures label
  /// plus padding, compressed or expanded: the fitting targets (@50) lose to hugging (@250).
  @Test func compressedAndExpandedFittingOfPaddedContent() {
    let card = UIView()
    let label = engineAdd(EngineSizedView(120, 20), to: card)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
    let expected = CGSize(width: 152, height: 36)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == expected)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == expected)
  }

  /// E12: with a trailing padding of at least 16, only the fitting target decides the width:
  /// compressed gives the smallest width, expanded the target's.
  @Test func compressedAndExpandedDifferWhenThePaddingCanGrow() {
    let card = UIView()
    let label = engineAdd(EngineSizedView(120, 20), to: card)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
    let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    #expect(compressed == CGSize(width: 152, height: 36))
    #expect(expanded == CGSize(width: 10_000_000, height: 36))
  }

  /// E12: a required width target decides the width; a square pinned to both sides takes
  /// it, so the height follows: padding 10, square, spacing 8, a 20-point label, padding 10.
  @Test func requiredWidthTargetDecidesTheHeight() {
    let cell = UIView()
    let square = engineAdd(UIView(), to: cell)
    let label = engineAdd(EngineSizedView(50, 20), to: cell)
    NSLayoutConstraint.activate([
      square.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      cell.trailingAnchor.constraint(equalTo: square.trailingAnchor, constant: 10),
      square.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      square.heightAnchor.constraint(equalTo: square.widthAnchor),
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: square.bottomAnchor, constant: 8),
      cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
    ])
    func fitting(width: CGFloat) -> CGSize {
      cell.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(fitting(width: 200) == CGSize(width: 200, height: 228))
    #expect(fitting(width: 100) == CGSize(width: 100, height: 128))
  }

  /// E12: measuring leaves the frame, and the engine of the view's root, as they were; the
  /// view is measured with its own subtree only, so its pins to the root do not count.
  @Test func measuringChangesNoFrameAndIgnoresConstraintsOutsideTheSubtree() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = engineAdd(UIView(), to: root)
    let label = engineAdd(EngineSizedView(120, 20), to: card)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    let cardFrame = card.frame
    let labelFrame = label.frame
    #expect(cardFrame == CGRect(x: 0, y: 40, width: 320, height: 36))
    let engine = try #require(root.engine)
    let constraints = engine.solver.constraints.map(ObjectIdentifier.init)

    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)

    #expect(size == CGSize(width: 152, height: 36))
    #expect(card.frame == cardFrame)
    #expect(label.frame == labelFrame)
    #expect(root.engine === engine)
    #expect(engine.solver.constraints.map(ObjectIdentifier.init) == constraints)
    #expect(!engine.isDirty)
    root.layoutIfNeeded()
    #expect(card.frame == cardFrame)
  }

  /// E12, E10: measuring leaves no trace in the tree: a root measured before its first layout
  /// pass gets the same pseudo-addresses and autoresizing behaviour as one never measured.
  @Test func measuringBeforeTheFirstPassLeavesNoTrace() {
    let card = UIView()
    let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    stretchy.autoresizingMask = [.flexibleWidth]
    card.addSubview(stretchy)
    let label = engineAdd(EngineSizedView(50, 20), to: card)
    let pins = [
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor),
    ]
    NSLayoutConstraint.activate(pins)
    let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 0, height: 20))
    #expect(size.width.sign == .plus)
    #expect(card.layoutItem.variables == nil && card.layoutItem.address == 0)
    #expect(pins.allSatisfy { $0.address == 0 })

    card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    card.layoutIfNeeded()
    // The autoresizing basis is taken at the first pass, in a 300-point card: no growth.
    #expect(stretchy.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
    #expect(card._autolayoutTrace().hasPrefix("\n•UIView:0x7fa000000100\n"))
  }

  /// E12, E6, E8: a required target that conflicts with a required constraint logs UIKit's
  /// message; the app's constraint is broken, not the system's fitting target (E7 i), so the
  /// measured width is the target's.
  @Test func conflictingRequiredTargetLogsUIKitsMessage() {
    let box = UIView()
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    box.heightAnchor.constraint(equalToConstant: 40).isActive = true
    var size = CGSize.zero
    let messages = StrutLog.messages {
      size = box.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(size == CGSize(width: 200, height: 40))
    let expected = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
      \tTry this:\u{20}
      \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
      (
          "<NSLayoutConstraint:0x600000000050 UIView:0x7fa000000100.width == 100   (active)>",
          "<NSLayoutConstraint:0x6000000000f0 'fittingSizeHTarget' UIView:0x7fa000000100.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint\u{20}
      <NSLayoutConstraint:0x600000000050 UIView:0x7fa000000100.width == 100   (active)>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    #expect(messages == [expected])
  }

  /// E12: an optional target does not conflict: the view's required width wins, silently.
  @Test func optionalTargetYieldsWithoutALog() {
    let box = UIView()
    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
    var size = CGSize.zero
    let messages = StrutLog.messages {
      size = box.systemLayoutSizeFitting(CGSize(width: 200, height: 30))
    }
    #expect(messages.isEmpty)
    #expect(size == CGSize(width: 100, height: 30))
  }
}
