import Foundation

/// A reference to a layout item that, like `weak`, does not keep a view or guide alive and
/// reads `nil` once it is gone, without giving it a side table.
///
/// Swift moves the reference count of an object that is ever weakly referenced into a side
/// table, and every retain of that object from then on takes the runtime's slow path through
/// it: a second cache miss. Constraints and anchors name nearly every view, so with `weak` items
/// every step of every tree walk paid that miss (`strut-bench --only layout-cells-10000`: a
/// fifth of the layout).
///
/// A view or guide is checked through its ``LayoutItemStorage``, whose ``LayoutItemStorage/item``
/// it clears when it deinitializes. Any other item (the hidden offset item of
/// `anchorWithOffset(to:)`, or an object the engine cannot lay out) must be kept alive by the
/// holder of the reference: see ``itemToKeep``.
struct ItemReference {
  /// The item itself, valid while ``storage`` says the item is alive, or when the holder keeps
  /// the item alive.
  private unowned(unsafe) let unchecked: AnyObject?
  /// The view's or guide's storage, which knows whether the item is still alive.
  private let storage: LayoutItemStorage?

  init(_ item: AnyObject?) {
    unchecked = item
    storage = Self.storage(of: item)
  }

  /// The item, or `nil` once it has been deallocated.
  var object: AnyObject? {
    guard let storage else { return unchecked }
    return storage.item
  }

  /// The item when it is neither a view nor a guide: the reference cannot tell when it is gone,
  /// so its holder must keep it alive.
  var itemToKeep: AnyObject? {
    storage == nil ? unchecked : nil
  }

  private static func storage(of item: AnyObject?) -> LayoutItemStorage? {
    if let view = item as? UIView { return view.layoutItem }
    if let guide = item as? UILayoutGuide { return guide.layoutItem }
    return nil
  }
}
