import Foundation
import StrutTestSupport
import Testing

@testable import Strut

/// Seeded random stack views (uikit-semantics.md S1–S3, S5, S7 and the alignments).
///
/// One to six arranged views of random sizes, any of them hidden (all of them too), random
/// spacing, both axes, the distributions whose geometry is closed-form and every alignment,
/// pinned in a container that has room for them. The matrix tests check each combination once
/// with three views; this checks the invariants across counts and hidden patterns.
@Suite("UIStackView: random arrangements")
struct StackViewRandomTests {
  // S1 canvas connection, S2 spacing, S3 modern hiding, S5 fill equally, S7 equal spacing and
  // the alignments: checked on 2,000 random stacks.
  @Test func randomStacksKeepTheirInvariants() {
    var random = SplitMix64(seed: 20_261_130)
    var checked = 0
    for index in 0..<2_000 {
      let axis: NSLayoutConstraint.Axis = random.chance(0.5) ? .horizontal : .vertical
      let distribution = random.pick([
        UIStackView.Distribution.fill, .fillEqually, .equalSpacing,
      ])
      let alignment = random.pick([
        UIStackView.Alignment.fill, .leading, .center, .trailing,
      ])
      let spacing = CGFloat(random.pick([0, 4, 8, 20]))
      let sizes = (0..<(1 + random.below(6))).map { _ in
        CGSize(width: 10 + random.below(50), height: 10 + random.below(30))
      }
      let hidden = sizes.map { _ in random.chance(0.3) }
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
      let views = sizes.map { StackContentView($0.width, $0.height) }
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = axis
      stack.distribution = distribution
      stack.alignment = alignment
      stack.spacing = spacing
      for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      // Room along the axis for any content (at most 6 × 60 + 5 × 20), a fixed breadth across.
      let length: CGFloat = 480
      let breadth: CGFloat = 100
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.widthAnchor.constraint(equalToConstant: axis == .horizontal ? length : breadth),
        stack.heightAnchor.constraint(equalToConstant: axis == .horizontal ? breadth : length),
      ])
      let log = StrutLog.messages { root.layoutIfNeeded() }
      let label =
        "#\(index) \(axis) \(distribution) \(alignment) spacing \(spacing) sizes \(sizes) hidden \(hidden)"
      #expect(conflictMessages(log).isEmpty, "\(label): \(log)")
      func along(_ rect: CGRect) -> (min: CGFloat, max: CGFloat, length: CGFloat) {
        axis == .horizontal
          ? (rect.minX, rect.maxX, rect.width) : (rect.minY, rect.maxY, rect.height)
      }
      func across(_ rect: CGRect) -> (min: CGFloat, mid: CGFloat, max: CGFloat, length: CGFloat) {
        axis == .horizontal
          ? (rect.minY, rect.midY, rect.maxY, rect.height)
          : (rect.minX, rect.midX, rect.maxX, rect.width)
      }
      let visible = zip(views, hidden).filter { !$0.1 }.map(\.0)
      // S3: a hidden view takes no length along the axis.
      for (view, isHidden) in zip(views, hidden) where isHidden {
        #expect(along(view.frame).length == 0, "\(label): a hidden view has length")
      }
      guard let first = visible.first, let last = visible.last else { continue }
      checked += 1
      let tolerance: CGFloat = 0.5
      // S1: the first and last visible views touch the stack's ends.
      #expect(
        abs(along(first.frame).min) <= tolerance,
        "\(label): first starts at \(along(first.frame).min)")
      #expect(
        abs(along(last.frame).max - length) <= tolerance,
        "\(label): last ends at \(along(last.frame).max)")
      let gaps = zip(visible, visible.dropFirst()).map { along($1.frame).min - along($0.frame).max }
      switch distribution {
      case .fill:
        // S2: visible neighbours are exactly `spacing` apart.
        #expect(gaps.allSatisfy { abs($0 - spacing) <= tolerance }, "\(label): gaps \(gaps)")
      case .fillEqually:
        // S5: every visible view has the first one's length; gaps are the spacing.
        let lengths = visible.map { along($0.frame).length }
        #expect(
          lengths.allSatisfy { abs($0 - lengths[0]) <= tolerance }, "\(label): lengths \(lengths)")
        #expect(gaps.allSatisfy { abs($0 - spacing) <= tolerance }, "\(label): gaps \(gaps)")
      default:
        // S7: equal spacing keeps the views' own lengths and spreads the room evenly. A single
        // visible view is both first and last, so the canvas connection (S1) stretches it.
        for view in visible where visible.count > 1 {
          let intrinsic = axis == .horizontal ? view.size.width : view.size.height
          #expect(
            abs(along(view.frame).length - intrinsic) <= tolerance, "\(label): a length changed")
        }
        #expect(
          gaps.allSatisfy { abs($0 - gaps[0]) <= tolerance && $0 >= spacing - tolerance },
          "\(label): gaps \(gaps)")
      }
      // The alignments across the axis.
      for view in visible {
        let span = across(view.frame)
        let intrinsic = axis == .horizontal ? view.size.height : view.size.width
        switch alignment {
        case .fill:
          #expect(abs(span.min) <= tolerance && abs(span.max - breadth) <= tolerance, "\(label)")
        case .leading:
          #expect(
            abs(span.min) <= tolerance && abs(span.length - intrinsic) <= tolerance, "\(label)")
        case .center: #expect(abs(span.mid - breadth / 2) <= tolerance, "\(label)")
        default:
          #expect(
            abs(span.max - breadth) <= tolerance && abs(span.length - intrinsic) <= tolerance,
            "\(label)")
        }
      }
    }
    #expect(checked > 1_500)
  }
}
