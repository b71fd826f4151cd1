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

  /// Appends the attribute's terms over an item's variables, in root coordinates, each
  /// coefficient times `scale`, and returns its constant (not scaled); nil for an attribute
  /// that names no side of the item.
  ///
  /// Margin attributes use the view's layout margins. A view with no text has its baselines at
  /// its bottom. Terms go straight into the caller's array: a pass builds one expression per
  /// constraint, and building each side as an expression of its own allocated several arrays.
  func append(
    _ item: ItemVariables, margins: UIEdgeInsets, scale: Double, to terms: inout [Term]
  ) -> Double? {
    func add(_ variable: Variable, _ coefficient: Double = 1) {
      terms.append(Term(variable, coefficient * scale))
    }
    switch attribute {
    case .left: add(item.minX)
    case .right, .rightMargin: add(item.minX); add(item.width)
    case .top: add(item.minY)
    case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: add(item.minY); add(item.height)
    case .width: add(item.width)
    case .height: add(item.height)
    case .centerX, .centerXWithinMargins: add(item.minX); add(item.width, 0.5)
    case .centerY, .centerYWithinMargins: add(item.minY); add(item.height, 0.5)
    case .leftMargin: add(item.minX)
    case .topMargin: add(item.minY)
    case .leading, .trailing, .leadingMargin, .trailingMargin, .notAnAttribute: return nil
    @unknown default: return nil
    }
    switch attribute {
    case .leftMargin: return Double(margins.left)
    case .rightMargin: return -Double(margins.right)
    case .topMargin: return Double(margins.top)
    case .bottomMargin: return -Double(margins.bottom)
    case .centerXWithinMargins: return Double(margins.left - margins.right) / 2
    case .centerYWithinMargins: return Double(margins.top - margins.bottom) / 2
    default: return 0
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

  /// Whether the attribute is a position along the vertical axis (an `NSLayoutYAxisAnchor`'s).
  var isVerticalPosition: Bool {
    switch self {
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      true
    default: false
    }
  }

  /// The edge a position along the attribute's axis is measured from in a container: its left
  /// edge, or its right edge in mirrored (right-to-left) coordinates, or its top; nil for a
  /// width or height, which has no origin.
  func originEdge(mirrored: Bool) -> Self? {
    if isVerticalPosition { return .top }
    if self == .width || self == .height || self == .notAnAttribute { return nil }
    return mirrored ? .right : .left
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
