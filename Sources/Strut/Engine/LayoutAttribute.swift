import Foundation
import StrutSolver

/// An `NSLayoutConstraint.Attribute` resolved for a layout direction: leading and trailing
/// become left or right.
struct LayoutAttribute {
  let attribute: NSLayoutConstraint.Attribute

  init(_ attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) {
    let rightToLeft = direction == .rightToLeft
    switch attribute {
    case .leading: self.attribute = rightToLeft ? .right : .left
    case .trailing: self.attribute = rightToLeft ? .left : .right
    case .leadingMargin: self.attribute = rightToLeft ? .rightMargin : .leftMargin
    case .trailingMargin: self.attribute = rightToLeft ? .leftMargin : .rightMargin
    default: self.attribute = attribute
    }
  }

  /// The attribute over an item's variables, in root coordinates.
  ///
  /// Margin attributes use the view's layout margins. A view with no text has its baselines at
  /// its bottom.
  func expression(_ item: ItemVariables, margins: UIEdgeInsets) -> LinearExpression? {
    // Made per case, not up front: a pass builds one expression per constraint side.
    var left: LinearExpression { LinearExpression(item.minX) }
    var top: LinearExpression { LinearExpression(item.minY) }
    var right: LinearExpression { left + item.width }
    var bottom: LinearExpression { top + item.height }
    switch attribute {
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom, .firstBaseline, .lastBaseline: return bottom
    case .width: return LinearExpression(item.width)
    case .height: return LinearExpression(item.height)
    case .centerX: return left + 0.5 * LinearExpression(item.width)
    case .centerY: return top + 0.5 * LinearExpression(item.height)
    case .leftMargin: return left + Double(margins.left)
    case .rightMargin: return right - Double(margins.right)
    case .topMargin: return top + Double(margins.top)
    case .bottomMargin: return bottom - Double(margins.bottom)
    case .centerXWithinMargins:
      return left + 0.5 * LinearExpression(item.width) + Double(margins.left - margins.right) / 2
    case .centerYWithinMargins:
      return top + 0.5 * LinearExpression(item.height) + Double(margins.top - margins.bottom) / 2
    case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: return nil
    @unknown default: return nil
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// Whether the attribute's side depends on the layout direction (leading and trailing).
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is measured from the item's layout margins.
  var isMarginAttribute: Bool {
    switch self {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      true
    default: false
    }
  }
}
