import Foundation
import StrutTestSupport
import Testing

@testable import Strut

/// Hiding or showing one arranged view remakes only its neighbourhood when it can
/// (`UIStackView.updateArrangement(around:)`): the constraints must be exactly those the whole
/// update makes (S2, S3 modern), kept, removed and made alike and in the same order, since the
/// order is the engine's insertion order and decides ties (E5, S4).
@Suite("UIStackView: local hidden updates")
struct StackViewLocalHiddenUpdateTests {
  /// One stack and its frames, laid out in its own root.
  private struct Twin {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 200))
    let stack: UIStackView
    let views: [UIView]
    /// The arrangement constraints of the last update, to tell kept ones from new ones.
    var last: [NSLayoutConstraint] = []

    init(
      widths: [CGFloat], multiline: Set<Int>, hidden: [Bool], spacing: CGFloat,
      custom: [Int: CGFloat]
    ) {
      views = widths.indices.map { index in
        multiline.contains(index)
          ? StackMultilineView(widths[index], 20) : StackContentView(widths[index], 20)
      }
      stack = UIStackView(arrangedSubviews: views)
      stack.spacing = spacing
      for (index, value) in custom { stack.setCustomSpacing(value, after: views[index]) }
      for (view, isHidden) in zip(views, hidden) { view.isHidden = isHidden }
      pinAcrossTop(stack, of: root)
    }

    /// Lays out, then describes each arrangement constraint in order: its form, constant,
    /// priority and whether the last update already had it.
    mutating func layOut() -> [String] {
      root.layoutIfNeeded()
      let constraints = stack.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }
      func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if item === stack { return "stack" }
        return views.firstIndex { $0 === item }.map { "v\($0)" } ?? "guide"
      }
      let described = constraints.map { constraint in
        let kept = last.contains { $0 === constraint }
        return
          "\(constraint.identifier!) \(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue)"
          + " \(constraint.relation.rawValue) \(name(constraint.secondItem))"
          + ".\(constraint.secondAttribute.rawValue) \(constraint.constant)"
          + " @\(constraint.priority.rawValue) \(kept ? "kept" : "new")"
      }
      last = constraints
      return described + views.map { "\($0.frame)" }
    }
  }

  // 150 random stacks, each through ten random toggles: the local update and the whole one
  // agree constraint for constraint and frame for frame, and the local one is taken where it
  // applies.
  @Test func localUpdatesMatchTheWholeUpdate() {
    var random = SplitMix64(seed: 20_261_203)
    var localUpdates = 0
    for round in 0..<150 {
      let count = 2 + random.below(12)
      let widths = (0..<count).map { _ in CGFloat(10 + random.below(40)) }
      let hidden = (0..<count).map { _ in random.chance(0.3) }
      let spacing = CGFloat(random.pick([0, 4, 8]))
      var custom: [Int: CGFloat] = [:]
      if random.chance(0.3) {
        custom[random.below(count)] = random.pick([2, 12, UIStackView.spacingUseSystem])
      }
      // Now and then a multiline view, whose text-width constraint (S10) rules the local
      // update out while it is visible.
      let multiline: Set<Int> = random.chance(0.2) ? [random.below(count)] : []
      var local = Twin(
        widths: widths, multiline: multiline, hidden: hidden, spacing: spacing, custom: custom)
      var whole = Twin(
        widths: widths, multiline: multiline, hidden: hidden, spacing: spacing, custom: custom)
      whole.stack.allowsLocalHiddenUpdates = false
      #expect(local.layOut() == whole.layOut(), "round \(round): first layout")
      for step in 0..<10 {
        let index = random.below(count)
        local.views[index].isHidden.toggle()
        whole.views[index].isHidden.toggle()
        let localResult = local.layOut()
        #expect(
          localResult == whole.layOut(), "round \(round) step \(step): toggled view \(index)")
      }
      localUpdates += local.stack.localHiddenUpdateCount
      #expect(whole.stack.localHiddenUpdateCount == 0)
    }
    // Most toggles have a visible view on either side.
    #expect(localUpdates > 500)
  }

  // S10: a label of a row that becomes multiline gets its text-width constraint at the next
  // update, a hidden neighbour's included: the stack hears of the change, and makes the whole
  // arrangement again rather than the neighbourhood alone.
  @Test func aLabelBecomingMultilineMakesTheNextUpdateWhole() {
    let labels = (0..<5).map { index in
      let label = UILabel()
      label.text = "Label \(index)"
      return label
    }
    let stack = UIStackView(arrangedSubviews: labels)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
    root.addSubview(stack)
    root.layoutIfNeeded()
    func textWidths() -> [NSLayoutConstraint] {
      stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    }
    #expect(textWidths().isEmpty)
    labels[1].numberOfLines = 0
    labels[3].isHidden = true
    root.layoutIfNeeded()
    #expect(textWidths().map { $0.firstItem === labels[1] } == [true])
    #expect(stack.localHiddenUpdateCount == 0)
  }
}
