// The anchors of an existing constraint (UIKit, iOS 10 and later).
extension NSLayoutConstraint {
  /// The first item's anchor: an anchor on ``firstItem`` for ``firstAttribute``.
  ///
  /// UIKit types it `NSLayoutAnchor<AnyObject>`, and so does Strut. Objective-C generics are
  /// erased at run time, so on iOS the object is really an `NSLayoutXAxisAnchor` (or `…YAxis…`,
  /// `NSLayoutDimension`); Swift's generics are not, so here it is a plain
  /// `NSLayoutAnchor<AnyObject>` and `as? NSLayoutXAxisAnchor` fails. It still compares equal
  /// (`==`) to the typed anchor it was made from, such as `view.leadingAnchor`.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }

  /// The second item's anchor, or `nil` for a constraint against a constant.
  ///
  /// Typed and compared like ``firstAnchor``.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard secondAttribute != .notAnAttribute else { return nil }
    return NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
  }
}
