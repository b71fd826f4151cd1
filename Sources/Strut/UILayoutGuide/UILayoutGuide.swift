import Foundation

/// A rectangle that takes part in Auto Layout without being a view: margins, the safe area, or
/// spacing a layout needs.
///
/// Add a guide to a view with `addLayoutGuide(_:)`, constrain its anchors, and read
/// ``layoutFrame`` (in the owning view's coordinates) after layout.
open class UILayoutGuide: NSObject {
  /// The guide's variables in its root's layout engine.
  let layoutItem = LayoutItemStorage()
  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// Whether this is a view's margins or safe-area guide, or a guide the app made.
  @exclusivity(unchecked) var role = LayoutGuideRole.custom

  /// Creates a guide; add it to a view before constraining it.
  public override init() {
    super.init()
    layoutItem.item = self
  }

  deinit {
    // An `ItemReference` reads the guide through its storage, which may outlive it.
    layoutItem.itemDidDeinitialize()
  }

  /// A name for the guide in descriptions and conflict logs.
  @exclusivity(unchecked) open var identifier: String = ""

  /// The view that owns the guide, set by `addLayoutGuide(_:)`.
  ///
  /// Weak in effect: the view clears it when it deinitializes (a `weak` reference would give the
  /// view a side table).
  @exclusivity(unchecked) open internal(set) unowned(unsafe) var owningView: UIView?

  /// The guide's frame in its owning view's coordinates, as of the last layout.
  @exclusivity(unchecked) open internal(set) var layoutFrame: CGRect = .zero
}
