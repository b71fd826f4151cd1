import Foundation
import Strut
import StrutLayoutTestSupport
import Testing

@testable import StrutInterfaceBuilder

/// Random layouts written as `.xib` files, imported and laid out again (issue #8: the importer
/// reads constraints, priorities, stack views and controls as UIKit does; ib-format.md).
///
/// A layout built in code is laid out, written as Xcode would save it (its frames as stored
/// frames, each constraint owned by its items' nearest common ancestor), and imported with the
/// runtime semantics. Every view whose frame the constraints determine must come out where it
/// was: any difference is an attribute, relation, multiplier, priority, stack-view setting or
/// default that the importer reads differently from the code that made it. Views the layout
/// leaves ambiguous are not compared (the file orders constraints by owner, and the order
/// decides ties, E5). Trees with subviews inside labels or buttons, which Interface Builder
/// cannot store, are left out. 8,000 seeds ran clean when this was written.
@Suite struct RoundTripTests {
  // ib-format.md facts 1–3 and §4: 250 seeds round-trip frame for frame.
  @Test func writtenLayoutsImportToTheSameFrames() {
    var compared = 0
    for seed in UInt64(1)...250 {
      let layout = RandomLayout.make(seed: seed)
      let holdsSubviews = layout.views.contains { view in
        guard let button = view as? UIButton else {
          return view is UILabel && !view.subviews.isEmpty
        }
        return button.subviews.contains { $0 !== button.titleLabel && $0 !== button.imageView }
      }
      guard !holdsSubviews else { continue }
      _ = StrutLog.messages { layout.root.layoutIfNeeded() }
      let (objects, ids) = LayoutXIBWriter.objects(for: layout)
      let document = TestDocuments.xib(
        objects, device: "retina6_1", options: InterfaceBuilderImportOptions(semantics: .runtime))
      #expect(document.diagnostics.isEmpty, "seed \(seed): \(document.diagnostics)")
      _ = StrutLog.messages {
        for root in document.roots { root.view.layoutIfNeeded() }
      }
      for view in [layout.root] + layout.views where !view.hasAmbiguousLayout {
        guard let id = ids[ObjectIdentifier(view)], let imported = document.view(withID: id)
        else {
          Issue.record("seed \(seed): \(type(of: view)) was not imported")
          continue
        }
        #expect(
          imported.frame == view.frame,
          "seed \(seed): \(type(of: view)) \(id) at \(imported.frame), in code \(view.frame)")
      }
      compared += 1
    }
    #expect(compared > 100)
  }
}
