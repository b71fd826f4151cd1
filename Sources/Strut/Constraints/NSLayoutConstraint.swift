import Foundation

/// A relation between two layout attributes: `first.attribute (==, <=, >=) m × second.attribute + c`.
///
/// This is the constraint's data, under UIKit's names. Activation is recorded but not yet solved:
/// setting ``isActive`` only stores the flag, because the layout engine (constraints → solver →
/// frames) lands later. Nothing is validated here either; the engine checks items, attribute
/// pairs and priorities when a constraint is activated, logging UIKit's message where UIKit would
/// raise.
///
///     let c = NSLayoutConstraint(
///       item: title, attribute: .leading, relatedBy: .equal,
///       toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 16)
///     c.priority = .defaultHigh
open class NSLayoutConstraint: NSObject {
  // UIKit declares the items `unowned(unsafe)`: a constraint does not keep its views alive.
  // Strut keeps them `weak`, the safe form of the same ownership.
  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  private let storedFirstAttribute: Attribute
  private let storedSecondAttribute: Attribute
  private let storedRelation: Relation
  private let storedMultiplier: CGFloat

  /// Creates a constraint relating an attribute of one item to an attribute of another.
  ///
  /// The constraint is created inactive, with priority ``UILayoutPriority/required``.
  ///
  /// - Parameters:
  ///   - view1: The first item: a view (or, later, a layout guide).
  ///   - attr1: The attribute of the first item.
  ///   - relation: The relation between the two sides.
  ///   - view2: The second item, or `nil` for a constraint against a constant.
  ///   - attr2: The attribute of the second item; `.notAnAttribute` when `view2` is `nil`.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - c: The constant added to the product.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    storedFirstItem = Self.object(in: view1)
    storedSecondItem = view2.flatMap(Self.object(in:))
    storedFirstAttribute = attr1
    storedSecondAttribute = attr2
    storedRelation = relation
    storedMultiplier = multiplier
    constant = c
    super.init()
  }

  /// The first item of the relation; `nil` once that item has been deallocated.
  open var firstItem: AnyObject? { storedFirstItem }

  /// The attribute of the first item.
  open var firstAttribute: Attribute { storedFirstAttribute }

  /// The relation between the two sides.
  open var relation: Relation { storedRelation }

  /// The second item, or `nil` for a constraint against a constant.
  open var secondItem: AnyObject? { storedSecondItem }

  /// The attribute of the second item; `.notAnAttribute` when there is no second item.
  open var secondAttribute: Attribute { storedSecondAttribute }

  /// The factor applied to the second attribute.
  open var multiplier: CGFloat { storedMultiplier }

  /// The constant added to the multiplied second attribute.
  open var constant: CGFloat

  /// How strongly the engine tries to satisfy the constraint; ``UILayoutPriority/required`` by
  /// default.
  open var priority: UILayoutPriority = .required

  /// A name that appears in the constraint's description and in conflict logs.
  open var identifier: String?

  /// Whether the constraint takes part in layout.
  ///
  /// Strut records the flag but does not solve yet: the layout engine that installs active
  /// constraints on the items' nearest common ancestor lands later, behind this same property.
  open var isActive: Bool = false

  /// Activates each constraint in the array (recorded only, as ``isActive``).
  ///
  /// - Parameter constraints: The constraints to activate.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint in the array (recorded only, as ``isActive``).
  ///
  /// - Parameter constraints: The constraints to deactivate.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The object an `Any` item holds, looking through optionals (an implicitly unwrapped outlet
  /// passed as `item:` arrives wrapped in one).
  private static func object(in item: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: item)
    guard mirror.displayStyle == .optional else { return item as AnyObject }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return object(in: wrapped)
  }
}
