import Foundation

/// The hidden item of a dimension made by `anchorWithOffset(to:)`: the distance from one axis
/// anchor to another, `to − from`, as UIKit's `NSLayoutXAxisAnchor.anchorWithOffset(to:)`
/// defines it.
///
/// A constraint on such a dimension has this object as its item and `.width` (horizontal
/// anchors) or `.height` (vertical anchors) as its attribute; the layout engine must read the
/// item as the expression `to.item.to.attribute − from.item.from.attribute` rather than as a
/// view's size. Constraints and anchors keep it alive (nothing else refers to it), while it
/// refers to the real items weakly, like every constraint.
final class LayoutAnchorOffset: NSObject {
  /// The anchor the distance is measured from.
  var fromItem: AnyObject? { fromReference.object }
  private let fromReference: ItemReference
  /// The attribute of the anchor the distance is measured from.
  let fromAttribute: NSLayoutConstraint.Attribute
  /// The anchor the distance is measured to.
  var toItem: AnyObject? { toReference.object }
  private let toReference: ItemReference
  /// The items that are neither views nor guides, kept alive (see `ItemReference`).
  private let retainedItems: [AnyObject]
  /// The attribute of the anchor the distance is measured to.
  let toAttribute: NSLayoutConstraint.Attribute
  /// The axis both anchors lie on.
  let axis: NSLayoutConstraint.Axis

  init(
    from fromItem: AnyObject?, _ fromAttribute: NSLayoutConstraint.Attribute,
    to toItem: AnyObject?, _ toAttribute: NSLayoutConstraint.Attribute,
    axis: NSLayoutConstraint.Axis
  ) {
    fromReference = ItemReference(fromItem)
    self.fromAttribute = fromAttribute
    toReference = ItemReference(toItem)
    retainedItems = [fromReference.itemToKeep, toReference.itemToKeep].compactMap { $0 }
    self.toAttribute = toAttribute
    self.axis = axis
    super.init()
  }

  /// The attribute a dimension over this offset carries: the size along its axis.
  var dimensionAttribute: NSLayoutConstraint.Attribute {
    axis == .horizontal ? .width : .height
  }

  override var description: String {
    "(\(anchorName(toItem, toAttribute)) - \(anchorName(fromItem, fromAttribute)))"
  }
}

/// A stable name for an anchor in Strut's descriptions: `UIView#card.leading`,
/// `UILayoutGuide#UIViewLayoutMarginsGuide.top`; `nil.leading` once the item is gone.
func anchorName(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
  "\(layoutItemName(item)).\(attribute.uikitName)"
}

/// A stable name for a constraint's item, without addresses.
func layoutItemName(_ item: AnyObject?) -> String {
  switch item {
  case nil: "nil"
  case let view as UIView: view.strutName
  case let guide as UILayoutGuide:
    guide.identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide#\(guide.identifier)"
  case let offset as LayoutAnchorOffset: offset.description
  case let other?: String(describing: type(of: other))
  }
}
