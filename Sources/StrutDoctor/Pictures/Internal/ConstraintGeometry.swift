import Foundation
import Strut

/// Where a constraint's anchors are in a picture, and whether the frames satisfy it.
///
/// Positions are in the root's coordinates, the ones the layout engine solves in, so a
/// constraint with a multiplier is evaluated as the engine evaluates it.
struct ConstraintGeometry {
  /// The picture's views and their rectangles.
  let scene: PictureScene

  /// How far apart, in points, the two sides of a constraint may be and still count as
  /// satisfied: the engine rounds frames to pixels, and a half point covers any screen.
  static let tolerance: CGFloat = 0.5

  /// The rectangle of a constraint's item: a drawn view, or a layout guide of one.
  func rect(of item: AnyObject) -> CGRect? {
    if let view = item as? UIView { return scene.rect(of: view) }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView,
      let ownerRect = scene.rect(of: owner)
    {
      return guide.layoutFrame.offsetBy(
        dx: ownerRect.minX - owner.bounds.minX, dy: ownerRect.minY - owner.bounds.minY)
    }
    return nil
  }

  /// The position (or, for width and height, the length) of an attribute of an item.
  func position(of attribute: NSLayoutConstraint.Attribute, on item: AnyObject) -> CGFloat? {
    guard let rect = rect(of: item) else { return nil }
    let isRightToLeft = direction(of: item) == .rightToLeft
    let margins = marginRect(of: item, rect: rect)
    let left = rect.origin.x
    let right = rect.origin.x + rect.size.width
    let marginLeft = margins.origin.x
    let marginRight = margins.origin.x + margins.size.width
    switch attribute {
    case .left: return left
    case .right: return right
    case .leading: return isRightToLeft ? right : left
    case .trailing: return isRightToLeft ? left : right
    case .top: return rect.origin.y
    case .bottom: return rect.origin.y + rect.size.height
    case .width: return rect.size.width
    case .height: return rect.size.height
    case .centerX: return rect.origin.x + rect.size.width / 2
    case .centerY: return rect.origin.y + rect.size.height / 2
    case .leftMargin: return marginLeft
    case .rightMargin: return marginRight
    case .leadingMargin: return isRightToLeft ? marginRight : marginLeft
    case .trailingMargin: return isRightToLeft ? marginLeft : marginRight
    case .topMargin: return margins.origin.y
    case .bottomMargin: return margins.origin.y + margins.size.height
    case .centerXWithinMargins: return margins.origin.x + margins.size.width / 2
    case .centerYWithinMargins: return margins.origin.y + margins.size.height / 2
    case .firstBaseline, .lastBaseline:
      return baseline(attribute == .firstBaseline, of: item, rect: rect)
    case .notAnAttribute: return nil
    @unknown default: return nil
    }
  }

  /// How far the frames are from satisfying a constraint: 0 when they satisfy it, else the
  /// distance between its two sides; `nil` when an item is not in the picture.
  func miss(of constraint: NSLayoutConstraint) -> CGFloat? {
    guard let first = constraint.firstItem,
      let value = position(of: constraint.firstAttribute, on: first)
    else { return nil }
    var target = constraint.constant
    if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard let other = position(of: constraint.secondAttribute, on: second) else { return nil }
      target += constraint.multiplier * other
    }
    switch constraint.relation {
    case .equal: return abs(value - target)
    case .lessThanOrEqual: return max(value - target, 0)
    case .greaterThanOrEqual: return max(target - value, 0)
    @unknown default: return nil
    }
  }

  /// The axis an attribute lies on.
  static func axis(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Axis {
    switch attribute {
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      return .vertical
    default:
      return .horizontal
    }
  }

  /// Whether an attribute is a length (width, height) rather than a position.
  static func isDimension(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    attribute == .width || attribute == .height
  }

  /// The item's layout direction: a view's own, a guide's owning view's.
  private func direction(of item: AnyObject) -> UIUserInterfaceLayoutDirection {
    if let view = item as? UIView { return view.effectiveUserInterfaceLayoutDirection }
    if let owner = (item as? UILayoutGuide)?.owningView {
      return owner.effectiveUserInterfaceLayoutDirection
    }
    return .leftToRight
  }

  /// The rectangle of a view's layout margins: its margins guide as the engine placed it, if
  /// the view has one, else its bounds inset by `layoutMargins`; a guide's own rectangle.
  ///
  /// Reading `layoutMarginsGuide` would add a guide to the view, and pictures change nothing,
  /// so the guide is looked up among the view's guides instead.
  private func marginRect(of item: AnyObject, rect: CGRect) -> CGRect {
    guard let view = item as? UIView else { return rect }
    if let guide = view.layoutGuides.first(where: {
      $0.identifier == "UIViewLayoutMarginsGuide"
    }) {
      return guide.layoutFrame.offsetBy(
        dx: rect.minX - view.bounds.minX, dy: rect.minY - view.bounds.minY)
    }
    return rect.inset(by: view.layoutMargins)
  }

  /// A baseline as the engine places it: a label's first baseline one ascender below its top
  /// and its last one ascender below the top of its last line (measured on its intrinsic
  /// height); any other item's baselines are its bottom.
  private func baseline(_ first: Bool, of item: AnyObject, rect: CGRect) -> CGFloat {
    let bottom = rect.origin.y + rect.size.height
    guard let label = item as? UILabel, let font = label.font else { return bottom }
    let height = label.intrinsicContentSize.height
    guard height > 0, font.lineHeight > 0 else { return bottom }
    if first { return rect.origin.y + font.ascender }
    let lines = max(1, (height / font.lineHeight).rounded(.down))
    let lastFromTop = (lines - 1) * font.lineHeight + font.ascender
    return bottom - (height - lastFromTop)
  }
}
