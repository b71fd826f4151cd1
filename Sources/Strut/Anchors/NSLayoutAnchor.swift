import Foundation

/// An edge, center, baseline or size of a view or layout guide, that makes constraints with
/// other anchors of the same kind: UIKit's `NSLayoutAnchor`.
///
/// Views and layout guides hand out anchors (`leadingAnchor`, `widthAnchor`, …); the factory
/// methods return an inactive constraint at priority ``UILayoutPriority/required``, as in UIKit.
/// The generic parameter keeps axes apart at compile time: an ``NSLayoutXAxisAnchor`` only
/// accepts another `NSLayoutXAxisAnchor`, so `leadingAnchor.constraint(equalTo: topAnchor)` does
/// not compile, exactly as in UIKit.
///
///     NSLayoutConstraint.activate([
///       title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
///       title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
///     ])
///
/// Every factory method also takes Strut's defaulted `file:` and `line:` parameters; left to
/// their defaults they record the call site in ``NSLayoutConstraint/sourceLocation``.
///
/// Strut makes a new anchor on each read of `leadingAnchor` and the like; two anchors are equal
/// (`==`, `isEqual(_:)`) when they have the same item and attribute.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // UIKit holds the item weakly: an anchor does not keep its view alive.
  private let itemReference: ItemReference
  /// The item when it is neither a view nor a guide (see `ItemReference`): the hidden offset of
  /// `anchorWithOffset(to:)`.
  private let retainedItem: AnyObject?
  /// The attribute this anchor stands for on its item (`.leading`, `.width`, …).
  let attribute: NSLayoutConstraint.Attribute

  /// Creates an anchor for an attribute of an item; only views, guides and anchors make them.
  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    itemReference = ItemReference(item)
    retainedItem = itemReference.itemToKeep
    self.attribute = attribute
    super.init()
  }

  /// The view or layout guide the anchor belongs to; `nil` once it has been deallocated.
  public var item: AnyObject? { itemReference.object }

  // MARK: - Making constraints

  /// Returns a constraint that this anchor equals another anchor: `self == anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to equal.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this anchor is at least another anchor: `self >= anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to stay at or above.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this anchor is at most another anchor: `self <= anchor`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to stay at or below.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: 0, file: file, line: line)
  }

  /// Returns a constraint that this anchor equals another anchor plus a constant:
  /// `self == anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to equal, offset by `c`.
  ///   - c: The offset, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this anchor is at least another anchor plus a constant:
  /// `self >= anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to stay at or above, offset by `c`.
  ///   - c: The offset, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, constant: c, file: file, line: line)
  }

  /// Returns a constraint that this anchor is at most another anchor plus a constant:
  /// `self <= anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: The anchor to stay at or below, offset by `c`.
  ///   - c: The offset, in points.
  ///   - file: The file that makes the constraint; leave it to its default, `#fileID`.
  ///   - line: The line that makes the constraint; leave it to its default, `#line`.
  /// - Returns: An inactive, required constraint.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
    file: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, constant: c, file: file, line: line)
  }

  // MARK: - Identity

  /// Whether `object` is an anchor of any kind with the same item and attribute.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: `true` for an anchor on the same item and attribute.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? any LayoutAnchorIdentity else { return false }
    return other.item === item && other.attribute == attribute
  }

  /// A hash consistent with ``isEqual(_:)``: of the item's identity and the attribute.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(item.map(ObjectIdentifier.init))
    hasher.combine(attribute)
    return hasher.finalize()
  }

  /// The anchor's class, item and attribute: `<NSLayoutXAxisAnchor "UIView#card.leading">`.
  open override var description: String {
    "<\(type(of: self)) \"\(anchorName(item, attribute))\">"
  }

  // MARK: - Internal

  /// The constraint `self (relation) multiplier × other + constant`, or against a constant when
  /// `other` is `nil`.
  func makeConstraint(
    _ relation: NSLayoutConstraint.Relation, to other: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat, file: StaticString, line: UInt
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute: attribute, relatedBy: relation,
      second: other?.item, attribute: other?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant, file: file, line: line)
  }
}

/// What two anchors of different generic types compare: their item and attribute.
protocol LayoutAnchorIdentity {
  var item: AnyObject? { get }
  var attribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: LayoutAnchorIdentity {}

extension NSLayoutConstraint {
  /// UIKit's standard spacing between sibling views: 8 points (the `NSSpace(8)` of UIKit's
  /// constraint descriptions).
  static let systemSpacing: CGFloat = 8
}
