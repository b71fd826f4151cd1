import Foundation
import Testing

@testable import Strut

@Suite("Layout engine")
struct LayoutEngineTests {
  /// A row pinned to its container takes the frames UIKit gives.
  ///
  /// Leading 16, trailing 16, a view of intrinsic width 120 and a spacer that takes the rest.
  /// C1: the content-size constraints give the 120.
  @Test func pinnedRowGetsTheFramesUIKitGives() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    let label = EngineSizedView(120, 20)
    let spacer = UIView()
    for view in [label, spacer] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      spacer.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      spacer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      spacer.topAnchor.constraint(equalTo: label.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 10, width: 120, height: 20))
    #expect(spacer.frame == CGRect(x: 144, y: 10, width: 215, height: 20))
  }

  /// E12 beside the layout pass: a measuring engine and the root's share constraints.
  ///
  /// Measuring a subtree (its own engine) before and while the root's engine holds the same
  /// constraints leaves each engine its own solver constraints, so later changes of a constant
  /// reach both. Engines keep a constraint's solver form on the constraint
  /// (`InstalledConstraints`); the second engine must keep its own elsewhere.
  @Test func measuringEngineAndRootEngineShareConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let card = UIView()
    let badge = EngineSizedView(40, 20)
    card.translatesAutoresizingMaskIntoConstraints = false
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    card.addSubview(badge)
    let inset = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      inset,
      badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
      badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
    ])
    // Measured before the root's first pass: the measuring engine installs first.
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 56, height: 28))
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 56, height: 28))
    // Measured while the root's engine holds the constraints, then changed for both.
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 56, height: 28))
    inset.constant = 20
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 68, height: 28))
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 68, height: 28))
    #expect(badge.frame == CGRect(x: 20, y: 4, width: 40, height: 20))
    inset.isActive = false
    root.layoutIfNeeded()
    #expect(root.constraintsAffectingLayout(for: .horizontal).contains { $0 === inset } == false)
  }

  /// E10: a view that translates its autoresizing mask keeps the frame it was given; with a
  /// flexible width it follows its superview's width.
  @Test func autoresizingMaskFollowsTheSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let flexible = UIView(frame: CGRect(x: 10, y: 80, width: 280, height: 50))
    flexible.autoresizingMask = [.flexibleWidth]
    root.addSubview(fixed)
    root.addSubview(flexible)
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(flexible.frame == CGRect(x: 10, y: 80, width: 380, height: 50))
  }

  /// E1/E3: a lower hugging priority decides who stretches; changing a constant re-solves.
  @Test func huggingDecidesWhoStretchesAndConstantsResolve() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let a = EngineSizedView(50, 20)
    let b = EngineSizedView(60, 20)
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame.width == 50)
    #expect(b.frame.width == 270)
    leading.constant = 20
    root.layoutIfNeeded()
    #expect(a.frame.minX == 20)
    #expect(b.frame.width == 250)
  }

  /// E6/E8: an unsatisfiable required constraint is broken, not dropped, and UIKit's message
  /// goes to the log sink; E6c: a required negative width conflicts on its own.
  @Test func negativeRequiredWidthIsBrokenWithUIKitsMessage() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: -16)
    width.isActive = true
    let messages = StrutLog.messages { root.layoutIfNeeded() }
    let message = messages.first { $0.contains("Unable to simultaneously satisfy") }
    #expect(message != nil)
    #expect(message?.contains("UIView:0x") == true)
    #expect(message?.contains(".width == - 16   (active)>\"\n)") == true)
    #expect(width.isActive)
    #expect(view.frame.width == 0)
  }

  /// UIKit's message when the items of a constraint share no ancestor; the constraint stays
  /// inactive and the process goes on.
  @Test func constraintWithoutCommonAncestorIsNotActivated() {
    let a = UIView()
    let b = UIView()
    let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let messages = StrutLog.messages { constraint.isActive = true }
    #expect(!constraint.isActive)
    #expect(messages.contains { $0.contains("because they have no common ancestor") })
  }
}
