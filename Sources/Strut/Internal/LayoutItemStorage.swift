import Foundation
import StrutSolver

/// What the layout engine keeps for one item (a view or a layout guide): its four variables, in
/// the root view's coordinates, made on first use.
final class LayoutItemStorage {
  /// The view or guide this storage belongs to, for ``ItemReference``: the item sets it as it
  /// initializes and to `nil` as it deinitializes, so it never dangles.
  unowned(unsafe) var item: AnyObject?
  var variables: ItemVariables?
  /// The constraints the engine generates for the item (content size, autoresizing, guides),
  /// by role, so each keeps its identity across passes.
  var generated: [String: NSLayoutConstraint] = [:]
  /// The content-size constraints (C1), kept apart from ``generated``: every pass looks them up
  /// for every view with an intrinsic size, and a string key costs a hash each time.
  var contentWidth: NSLayoutConstraint?
  var contentHeight: NSLayoutConstraint?

  /// Every constraint the engine generated for the item, in no particular order.
  var allGenerated: [NSLayoutConstraint] {
    Array(generated.values) + [contentWidth, contentHeight].compactMap { $0 }
  }
  /// The item's pseudo-address in descriptions, given by its engine (0 until then).
  var address: UInt64 = 0
  /// The ``LayoutEngine/serial`` of the engine that last declared the item's sizes
  /// non-negative (0: none), so a pass knows without a table lookup.
  var declaringEngine = 0
  /// The frame and superview size the autoresizing constraints were made from (E10): UIKit
  /// makes them when the frame is set and keeps them while the superview resizes.
  var autoresizingBasis: (frame: CGRect, container: CGSize)?
  /// What the last gather that asked read for the item (see `ConstraintGatherer`).
  var memo = GatherMemo()

  /// A view's layout direction and margins as one gather read them, stamped with its number.
  struct GatherMemo {
    var directionPass = 0
    var direction = UIUserInterfaceLayoutDirection.leftToRight
    var marginsPass = 0
    var margins = UIEdgeInsets.zero
  }

  /// Called by the item as it deinitializes: references read `nil` from now on, and the
  /// generated constraints, which refer back to this storage, let it go.
  func itemDidDeinitialize() {
    item = nil
    generated = [:]
    contentWidth = nil
    contentHeight = nil
  }
}

/// The four engine variables of an item, in root coordinates (UIKit's minX, minY, Width,
/// Height, uikit-semantics.md E14).
///
/// A class: the engine hands an item's variables out for every constraint that names the
/// item, and a struct of four references was four retains and releases each time.
final class ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
    (self.minX, self.minY, self.width, self.height) = (minX, minY, width, height)
  }
}
