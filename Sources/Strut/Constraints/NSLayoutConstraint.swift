import Foundation

/// A relation between two layout attributes: `first.attribute (==, <=, >=) m × second.attribute + c`.
///
/// This is the constraint's data, under UIKit's names. Activating it installs it on the closest
/// common ancestor of its items, and the root view's engine solves it on the next layout pass.
/// Nothing is validated here: items, attribute pairs and priorities are checked when the
/// constraint is activated, with UIKit's message logged where UIKit would raise.
///
///     let c = NSLayoutConstraint(
///       item: title, attribute: .leading, relatedBy: .equal,
///       toItem: card, attribute: .leadingMargin, multiplier: 1, constant: 16)
///     c.priority = .defaultHigh
open class NSLayoutConstraint: NSObject {
  /// What the constraint relates, fixed when it is made.
  private struct Relationship {
    // UIKit declares the items `unowned(unsafe)`: a constraint does not keep its views alive.
    // Strut holds them as item references, the safe form of the same ownership.
    let firstItem: ItemReference
    let firstAttribute: Attribute
    let relation: Relation
    let secondItem: ItemReference
    let secondAttribute: Attribute
    let multiplier: CGFloat
    /// Items that are neither views nor guides, which the constraint keeps alive (see
    /// `ItemReference`): the hidden offset object behind an `anchorWithOffset(to:)` dimension
    /// (see `LayoutAnchorOffset`), or an object the engine cannot lay out.
    let retainedItems: [AnyObject]

    init(
      _ first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation,
      _ second: AnyObject?, _ secondAttribute: Attribute, _ multiplier: CGFloat
    ) {
      firstItem = ItemReference(first)
      secondItem = ItemReference(second)
      // Appended one by one: most constraints keep nothing, and an empty array is free, while
      // the two-element array that compactMap filtered was allocated for every constraint.
      var kept: [AnyObject] = []
      if let item = firstItem.itemToKeep { kept.append(item) }
      if let item = secondItem.itemToKeep { kept.append(item) }
      retainedItems = kept
      self.firstAttribute = firstAttribute
      self.relation = relation
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
    }
  }

  private let relationship: Relationship

  /// Creates a constraint relating an attribute of one item to an attribute of another.
  ///
  /// The constraint is created inactive, with priority ``UILayoutPriority/required``.
  ///
  /// The trailing `file:` and `line:` parameters are Strut's: left to their defaults, they
  /// record the caller's location in ``sourceLocation``, so UIKit call sites compile unchanged.
  ///
  /// - Parameters:
  ///   - view1: The first item: a view or a layout guide.
  ///   - attr1: The attribute of the first item.
  ///   - relation: The relation between the two sides.
  ///   - view2: The second item, or `nil` for a constraint against a constant.
  ///   - attr2: The attribute of the second item; `.notAnAttribute` when `view2` is `nil`.
  ///   - multiplier: The factor applied to the second attribute.
  ///   - c: The constant added to the product.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    relationship = Relationship(
      Self.object(in: view1), attr1, relation, view2.flatMap(Self.object(in:)), attr2, multiplier)
    constant = c
    sourceLocation = SourceLocation(file: file, line: line)
    super.init()
  }

  /// UIKit's initializer for items that are objects already, as anchors, stack views and
  /// generated constraints have them: the cast from `Any` that a caller's item needs costs more
  /// than the rest of the initializer, and a stack of 1,000 views makes thousands.
  ///
  /// Both initializers are designated, so that a subclass in an app (SnapKit's
  /// `LayoutConstraint`) still inherits UIKit's.
  init(
    first: AnyObject?, attribute attr1: Attribute, relatedBy relation: Relation,
    second: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    relationship = Relationship(first, attr1, relation, second, attr2, multiplier)
    constant = c
    sourceLocation = SourceLocation(file: file, line: line)
    super.init()
  }

  /// The first item of the relation; `nil` once that item has been deallocated.
  ///
  /// As in UIKit, the constraint does not keep a view or layout guide alive. Unlike UIKit, it
  /// keeps any other object passed as an item alive (the engine cannot lay such an object out
  /// anyway), so that reading it back never touches freed memory.
  open var firstItem: AnyObject? { relationship.firstItem.object }

  /// The attribute of the first item.
  open var firstAttribute: Attribute { relationship.firstAttribute }

  /// The relation between the two sides.
  open var relation: Relation { relationship.relation }

  /// The second item, or `nil` for a constraint against a constant or once the item has been
  /// deallocated; held as ``firstItem`` is.
  open var secondItem: AnyObject? { relationship.secondItem.object }

  /// The attribute of the second item; `.notAnAttribute` when there is no second item.
  open var secondAttribute: Attribute { relationship.secondAttribute }

  /// The factor applied to the second attribute.
  open var multiplier: CGFloat { relationship.multiplier }

  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The constant added to the multiplied second attribute; changing it re-solves on the next
  /// layout pass, from the last solution.
  @exclusivity(unchecked) open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite || isGenerated else {
        // UIKit raises NSInternalInconsistencyException; Strut logs and keeps the old value.
        StrutLog.log(
          "Strut: a constraint's constant must be finite, not \(constant); keeping "
            + "\(NSLayoutConstraint.number(oldValue)) for \(self)")
        constant = oldValue
        return
      }
      // A generated constraint's constant is written by the gatherer from view state (a frame,
      // an intrinsic size) whose change already asked for a pass; marking the engine again
      // would make every such pass run twice.
      if !isGenerated { markEngineDirty() }
    }
  }

  /// How strongly the engine tries to satisfy the constraint; ``UILayoutPriority/required`` by
  /// default.
  @exclusivity(unchecked) open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { changePriority(from: oldValue) } }
  }

  /// A name that appears in the constraint's description and in conflict logs.
  @exclusivity(unchecked) open var identifier: String?

  /// Where the constraint was made, for descriptions and conflict logs (Strut-only).
  ///
  /// Set by the item initializer and by every anchor factory from their defaulted `file:` and
  /// `line:` parameters; `nil` for constraints Strut makes itself. Importers set it to the place
  /// in the file they read the constraint from (an Interface Builder element's line and column).
  @exclusivity(unchecked) public var sourceLocation: SourceLocation?

  /// Whether the constant is UIKit's standard spacing, made by a `…SystemSpacing…` anchor
  /// factory, so descriptions print `NSSpace(8)` (or, vertically,
  /// `NSLayoutAnchorConstraintSpace(8)`) rather than the number.
  @exclusivity(unchecked) var isSystemSpacing = false

  /// Whether the constraint takes part in layout.
  ///
  /// Activating installs the constraint on the nearest common ancestor of its items, as UIKit
  /// does; the next layout pass of that ancestor's root solves it. Items with no common ancestor
  /// cannot be activated: UIKit raises, Strut logs UIKit's message and leaves the constraint
  /// inactive.
  open var isActive: Bool {
    get { installedOn != nil || isGenerated }
    set {
      guard newValue != isActive, !isGenerated else { return }
      if newValue { install() } else { uninstall() }
    }
  }

  /// The view that owns the constraint while it is active.
  ///
  /// Weak in effect: the view clears it when it deinitializes (see ``ItemReference`` for why
  /// not `weak`).
  @exclusivity(unchecked) unowned(unsafe) var installedOn: UIView?
  /// Whether the engine made the constraint (content size, autoresizing, guide insets).
  @exclusivity(unchecked) var isGenerated = false
  /// Whether a stack view made the constraint for its arrangement, and must hear when anything
  /// else changes it (see `UIStackView.isArrangementEdited`).
  @exclusivity(unchecked) var isArrangement = false
  /// Whether the constraint stands for one UIKit made that Strut cannot tell by its class or
  /// identifier alone (a view controller's legacy layout guides, `_UILayoutSupportConstraint`, a
  /// logged constraint between UIKit's private views), set by the importers: the break policy
  /// (E7 i) breaks the app's constraints before it.
  @exclusivity(unchecked) package var isMadeByUIKit = false
  /// Whether a constant position (no second item) is in the first item's superview's
  /// coordinates rather than the root's: an autoresizing constraint's, as UIKit prints it.
  package var measuresFromSuperview: Bool { false }
  /// The constraint's pseudo-address in descriptions, given by its engine (0 until then).
  @exclusivity(unchecked) var address: UInt64 = 0
  /// Which parts of the constraint the current gathering pass has met (see
  /// ``LayoutEngine/GatherMark``), so duplicates are dropped without a table lookup.
  ///
  /// Unchecked, as the engine's solver is (``LayoutEngine/solver``): only the engine's pass
  /// touches it.
  @exclusivity(unchecked) var gatherMark = LayoutEngine.GatherMark()
  /// Where the engine that installed the constraint keeps its solver form
  /// (``InstalledConstraints``); unchecked, as ``gatherMark`` is.
  @exclusivity(unchecked) var installation = InstalledConstraints.Slot()
  /// Set while an illegal priority change is undone, so the undo is not checked again.
  @exclusivity(unchecked) var isRestoringPriority = false
  /// For an autoresizing-mask constraint, UIKit's `h=--& v=--&` (E10).
  @exclusivity(unchecked) var autoresizingTag: String?

  /// Activates each constraint in the array.
  ///
  /// - Parameter constraints: The constraints to activate.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint in the array.
  ///
  /// - Parameter constraints: The constraints to deactivate.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint as UIKit prints it (uikit-semantics.md E9).
  open override var description: String { uikitDescription }

  /// The object an `Any` item holds, looking through optionals (an implicitly unwrapped outlet
  /// passed as `item:` arrives wrapped in one).
  private static func object(in item: Any) -> AnyObject? {
    // Every layout item is an NSObject, and the cast looks through optionals too; reflection is
    // only for what is left (a nil outlet, some other object).
    if let object = item as? NSObject { return object }
    let mirror = Mirror(reflecting: item)
    guard mirror.displayStyle == .optional else { return item as AnyObject }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return object(in: wrapped)
  }
}
