import StrutSolver

/// What the layout engine keeps for one item (a view or a layout guide): its four variables, in
/// the root view's coordinates, made on first use.
final class LayoutItemStorage {
  var variables: ItemVariables?
}

/// The four engine variables of an item, in root coordinates (UIKit's minX, minY, Width,
/// Height, uikit-semantics.md E14).
struct ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable
}
