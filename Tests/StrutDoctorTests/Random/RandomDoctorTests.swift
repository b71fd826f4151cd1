import Foundation
import Strut
import StrutLayoutTestSupport
import Testing

@testable import StrutDoctor

/// The doctor on seeded random layouts (issue #7): its report is the same on every run, and
/// examining a tree leaves it as it was.
///
/// The doctor hides views, moves constants and re-solves to find wobbles and prove fixes;
/// whatever it changes it must put back, or a test that examines a screen would change what
/// the next assertion sees. Views with an ambiguous layout are not compared: any re-solve may
/// move them along their range (E14), as UIKit's engine does.
@Suite("The doctor on random layouts")
struct RandomDoctorTests {
  /// The doctor at two widths, the narrowest and a wide phone.
  static var doctor: LayoutDoctor {
    var options = LayoutDoctor.Options()
    options.widths = [320, 414]
    return LayoutDoctor(options: options)
  }

  /// Every view's frame, depth first, `.null` for a view whose layout is ambiguous.
  static func unambiguousFrames(_ root: UIView) -> [CGRect] {
    var frames: [CGRect] = []
    var pending = [root]
    while let view = pending.popLast() {
      frames.append(view.hasAmbiguousLayout ? .null : view.frame)
      pending.append(contentsOf: view.subviews)
    }
    return frames
  }

  // Determinism (architecture.md invariants): two examinations of one seed render alike.
  @Test func reportsAreDeterministic() {
    for seed in UInt64(1)...25 {
      var first = ""
      var second = ""
      _ = StrutLog.messages {
        first = Self.doctor.examine(title: "random") { RandomLayout.make(seed: seed).root }
          .rendered(as: .text)
        second = Self.doctor.examine(title: "random") { RandomLayout.make(seed: seed).root }
          .rendered(as: .text)
      }
      #expect(first == second, "seed \(seed)")
    }
  }

  // No lost state: after `examine(_:)` the tree lays out where it was, views hidden as before.
  @Test func examiningLeavesTheTreeAsItWas() {
    for seed in UInt64(1)...40 {
      let layout = RandomLayout.make(seed: seed)
      var before: [CGRect] = []
      var after: [CGRect] = []
      var hiddenBefore: [Bool] = []
      _ = StrutLog.messages {
        layout.root.layoutIfNeeded()
        before = Self.unambiguousFrames(layout.root)
        hiddenBefore = layout.views.map(\.isHidden)
        _ = Self.doctor.examine(layout.root)
        layout.root.setNeedsLayout()
        layout.root.layoutIfNeeded()
        after = Self.unambiguousFrames(layout.root)
      }
      #expect(before == after, "seed \(seed)")
      #expect(layout.views.map(\.isHidden) == hiddenBefore, "seed \(seed)")
    }
  }
}
