import Foundation
import StrutTestSupport
import Testing

@testable import Strut

/// Seeded sequences of API calls an app should not make, mixed with ordinary ones (issue #3
/// item 9: where UIKit raises, Strut logs UIKit's message, leaves the state unchanged and keeps
/// working).
///
/// Views go into their own descendants; constraints get NaN or infinite multipliers and
/// constants, out-of-range priorities, items in other trees; stack views get NaN spacing; frames
/// get NaN and negative sizes; views are dropped while constraints still name them; and layout,
/// fitting and the debugging queries run in between, sometimes inside `UIView.animate`. No
/// sequence may crash, and every frame the engine places stays finite.
@Suite("Hostile call sequences")
struct HostileCallSequenceTests {
  static let attributes: [NSLayoutConstraint.Attribute] = [
    .leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY, .firstBaseline,
    .lastBaseline, .leadingMargin, .topMargin, .centerXWithinMargins, .notAnAttribute,
  ]

  /// One call, good or bad, on three roots and the views made so far.
  static func call(
    _ random: inout SplitMix64, roots: [UIView], views: inout [UIView],
    constraints: inout [NSLayoutConstraint]
  ) {
    let all = roots + views
    let stacks = views.compactMap { $0 as? UIStackView }
    switch random.below(17) {
    case 0, 1:
      let view = random.pick([UIView(), UILabel(), UIStackView()])
      (view as? UILabel)?.text = random.pick(["", "Hi", "A longer text here"])
      view.translatesAutoresizingMaskIntoConstraints = random.chance(0.3)
      random.pick(all).addSubview(view)
      views.append(view)
    case 2:
      // Half of these add a view to itself or to one of its descendants.
      random.pick(all).addSubview(random.pick(all))
    case 3, 4, 5:
      guard !views.isEmpty else { return }
      let constraint = NSLayoutConstraint(
        item: random.pick(views), attribute: random.pick(attributes),
        relatedBy: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
        toItem: random.chance(0.2) ? nil : random.pick(all), attribute: random.pick(attributes),
        multiplier: random.pick([1, 0, -1, 0.5, .nan, .infinity, 2]),
        constant: random.pick([0, 10, -5, .nan, -.infinity, 1e6]))
      constraint.priority = random.pick([
        .required, .defaultHigh, .defaultLow, UILayoutPriority(0), UILayoutPriority(1001),
        UILayoutPriority(-5), UILayoutPriority(.nan),
      ])
      constraint.isActive = random.chance(0.8)
      constraints.append(constraint)
    case 6:
      guard !constraints.isEmpty else { return }
      // Crossing required and optional on an active constraint is UIKit's error (E1).
      random.pick(constraints).priority = random.pick([.required, .defaultHigh, .defaultLow])
    case 7:
      guard !constraints.isEmpty else { return }
      random.pick(constraints).constant = random.pick([0, 20, -100, .nan, .infinity])
    case 8:
      guard !constraints.isEmpty else { return }
      random.pick(constraints).isActive.toggle()
    case 9:
      guard !views.isEmpty else { return }
      random.pick(views).isHidden.toggle()
    case 10:
      guard !stacks.isEmpty, !views.isEmpty else { return }
      let stack = random.pick(stacks)
      let view = random.pick(views)
      if random.chance(0.5) {
        stack.addArrangedSubview(view)
      } else {
        stack.insertArrangedSubview(view, at: random.below(stack.arrangedSubviews.count + 2))
      }
    case 11:
      guard !stacks.isEmpty else { return }
      let stack = random.pick(stacks)
      stack.axis = random.chance(0.5) ? .horizontal : .vertical
      stack.distribution = random.pick([
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
      ])
      stack.alignment = random.pick([
        .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
      ])
      stack.spacing = random.pick([
        0, 8, -4, .nan, UIStackView.spacingUseSystem, UIStackView.spacingUseDefault,
      ])
    case 12:
      random.pick(all).frame = CGRect(
        x: random.pick([0, .nan, 10]), y: 0, width: random.pick([100, -10, .nan, 1e9, 0]),
        height: random.pick([100, 0, -1]))
    case 13:
      guard !views.isEmpty else { return }
      _ = random.pick(views).systemLayoutSizeFitting(
        random.pick([
          UIView.layoutFittingCompressedSize, UIView.layoutFittingExpandedSize,
          CGSize(width: CGFloat.nan, height: 10),
        ]), withHorizontalFittingPriority: random.pick([.required, .fittingSizeLevel]),
        verticalFittingPriority: .fittingSizeLevel)
    case 14:
      guard !views.isEmpty else { return }
      let view = random.pick(views)
      _ = view.hasAmbiguousLayout
      view.exerciseAmbiguityInLayout()
      _ = view.constraintsAffectingLayout(for: .horizontal)
      _ = view._autolayoutTrace()
    case 15:
      guard !views.isEmpty else { return }
      let view = random.pick(views)
      view.layoutMargins = UIEdgeInsets(
        top: random.pick([0, 8, -20, .nan]), left: 8, bottom: 8, right: 8)
      view.preservesSuperviewLayoutMargins.toggle()
    default:
      // Nothing keeps these views any more; constraints that named them may live on.
      views.removeAll { _ in random.chance(0.1) }
    }
  }

  // 300 sequences of 60 calls: no crash, finite frames, and UIKit's messages for the bad calls.
  @Test func hostileSequencesKeepWorking() {
    var messages = 0
    for seed in UInt64(1)...300 {
      var random = SplitMix64(seed: seed)
      let roots = (0..<3).map { _ in
        UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(200 + random.below(200)), height: 300))
      }
      var views: [UIView] = []
      var constraints: [NSLayoutConstraint] = []
      messages +=
        StrutLog.messages {
          for _ in 0..<60 {
            Self.call(&random, roots: roots, views: &views, constraints: &constraints)
            let root = random.pick(roots)
            if random.chance(0.5) {
              UIView.animate(withDuration: 0.2) { root.layoutIfNeeded() }
            } else {
              root.layoutIfNeeded()
            }
          }
        }.count
      for root in roots {
        var pending = root.subviews
        while let view = pending.popLast() {
          let frame = view.frame
          #expect(
            frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
              && frame.height.isFinite, "seed \(seed): \(type(of: view)) at \(frame)")
          pending += view.subviews
        }
      }
    }
    #expect(messages > 300)
  }
}
