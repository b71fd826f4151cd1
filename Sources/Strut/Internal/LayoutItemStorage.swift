import Foundation
import StrutSolver

/// What the layout engine keeps for one item (a view or a layout guide): its four variables, in
/// the root view's coordinates, made on first use.
final class LayoutItemStorage {
  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The view or guide this storage belongs to, for ``ItemReference``: the item sets it as it
  /// initializes and to `nil` as it deinitializes, so it never dangles.
  @exclusivity(unchecked) unowned(unsafe) var item: AnyObject?
  @exclusivity(unchecked) var variables: ItemVariables?
  /// The constraints the engine generates for the item (content size, autoresizing, guides),
  /// by role, so each keeps its identity across passes.
  @exclusivity(unchecked) var generated: [String: NSLayoutConstraint] = [:]
  /// The content-size constraints (C1), kept apart from ``generated``: every pass looks them up
  /// for every view with an intrinsic size, and a string key costs a hash each time.
  @exclusivity(unchecked) var contentWidth: NSLayoutConstraint?
  @exclusivity(unchecked) var contentHeight: NSLayoutConstraint?

  /// Every constraint the engine generated for the item, in no particular order.
  var allGenerated: [NSLayoutConstraint] {
    Array(generated.values) + [contentWidth, contentHeight].compactMap { $0 }
  }
  /// The item's pseudo-address in descriptions, given by its engine (0 until then).
  @exclusivity(unchecked) var address: UInt64 = 0
  /// The ``LayoutEngine/serial`` of the engine that last declared the item's sizes
  /// non-negative (0: none), so a pass knows without a table lookup.
  @exclusivity(unchecked) var declaringEngine = 0
  /// The frame and superview size the autoresizing constraints were made from (E10): UIKit
  /// makes them when the frame is set and keeps them while the superview resizes.
  @exclusivity(unchecked) var autoresizingBasis: (frame: CGRect, container: CGSize)?
  /// What the last gather that asked read for the item (see `ConstraintGatherer`).
  @exclusivity(unchecked) var memo = GatherMemo()

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

  /// The numbering the solver had when ``numbers`` were read from it, nil until then.
  @exclusivity(unchecked) private var numbering: NumberingStamp?
  /// The four variables' numbers in a solver with ``numbering``.
  @exclusivity(unchecked) private var numbers:
    (minX: Int32, minY: Int32, width: Int32, height: Int32) = (0, 0, 0, 0)

  init(minX: Variable, minY: Variable, width: Variable, height: Variable) {
    (self.minX, self.minY, self.width, self.height) = (minX, minY, width, height)
  }

  /// The four values as of the solver's last `updateVariables()`.
  ///
  /// The variables' numbers are kept while the solver numbers its variables the same way:
  /// looking each variable up loaded it, four cache misses a view when a pass applies the
  /// frames of a large tree.
  func values(in solver: Solver) -> (minX: Double, minY: Double, width: Double, height: Double) {
    let numbering = solver.variableNumbering
    if self.numbering != numbering {
      guard let x = solver.number(of: minX), let y = solver.number(of: minY),
        let width = solver.number(of: width), let height = solver.number(of: height)
      else {
        // Not all in the solver: their values are read as they are, and may be numbered later.
        return (
          solver.value(of: minX), solver.value(of: minY), solver.value(of: self.width),
          solver.value(of: self.height)
        )
      }
      numbers = (x, y, width, height)
      self.numbering = numbering
    }
    return (
      solver.value(ofNumber: numbers.minX), solver.value(ofNumber: numbers.minY),
      solver.value(ofNumber: numbers.width), solver.value(ofNumber: numbers.height)
    )
  }
}
