import Foundation
import Strut

/// Reads attribute values from the frames Strut solved, in the rebuilt root's coordinates, to
/// say how far each constraint is from holding after the break.
///
/// It mirrors how Strut's engine reads attributes of stand-in views: leading and trailing are
/// left and right (the stand-ins are left-to-right), a baseline is the bottom (a stand-in has
/// no text), margins come from `layoutMargins`, and a guide has none.
struct AttributeValues {
  let system: RebuiltSystem

  /// The item's frame in the root's coordinates.
  func absoluteFrame(of item: ConsoleLogItem) -> CGRect? {
    if let view = system.views[item.key] { return absolute(view) }
    if let guide = system.guides[item.key], let owner = guide.owningView {
      let origin = absolute(owner).origin
      return guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y)
    }
    return nil
  }

  private func absolute(_ view: UIView) -> CGRect {
    var frame = view.frame
    var current = view.superview
    while let parent = current {
      frame = frame.offsetBy(dx: parent.frame.minX, dy: parent.frame.minY)
      current = parent.superview
    }
    return frame
  }

  /// The value of an attribute of an item.
  func value(_ item: ConsoleLogItem, _ attribute: NSLayoutConstraint.Attribute) -> Double? {
    guard let frame = absoluteFrame(of: item) else { return nil }
    let margins = system.views[item.key]?.layoutMargins ?? .zero
    let (left, right) = (Double(frame.minX), Double(frame.maxX))
    let (top, bottom) = (Double(frame.minY), Double(frame.maxY))
    let insetLeft = left + Double(margins.left)
    let insetRight = right - Double(margins.right)
    let insetTop = top + Double(margins.top)
    let insetBottom = bottom - Double(margins.bottom)
    switch attribute {
    case .left, .leading: return left
    case .right, .trailing: return right
    case .top: return top
    case .bottom, .firstBaseline, .lastBaseline: return bottom
    case .width: return Double(frame.width)
    case .height: return Double(frame.height)
    case .centerX: return (left + right) / 2
    case .centerY: return (top + bottom) / 2
    case .leftMargin, .leadingMargin: return insetLeft
    case .rightMargin, .trailingMargin: return insetRight
    case .topMargin: return insetTop
    case .bottomMargin: return insetBottom
    case .centerXWithinMargins: return (insetLeft + insetRight) / 2
    case .centerYWithinMargins: return (insetTop + insetBottom) / 2
    case .notAnAttribute: return 0
    }
  }

  /// The constant that would make the constraint hold with equality in the solved layout:
  /// `first - multiplier × second`.
  func actualConstant(of constraint: ConsoleLogConstraint) -> Double? {
    guard let first = value(constraint.first, constraint.firstAttribute) else { return nil }
    guard let second = constraint.second else { return first }
    guard let other = value(second, constraint.secondAttribute) else { return nil }
    return first - constraint.multiplier * other
  }

  /// Whether the constraint holds in the solved layout, within the pixel rounding Strut applies
  /// to frames.
  func holds(_ constraint: ConsoleLogConstraint) -> Bool? {
    guard let actual = actualConstant(of: constraint) else { return nil }
    let tolerance = 0.34
    switch constraint.relation {
    case .equal: return abs(actual - constraint.constant) <= tolerance
    case .greaterThanOrEqual: return actual >= constraint.constant - tolerance
    case .lessThanOrEqual: return actual <= constraint.constant + tolerance
    }
  }
}
