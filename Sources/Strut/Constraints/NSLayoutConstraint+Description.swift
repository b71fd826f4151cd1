import Foundation

extension NSLayoutConstraint {
  /// The constraint as UIKit prints it (uikit-semantics.md E9), with a stable pseudo-address.
  ///
  ///     <NSLayoutConstraint:0x600000000050 H:|-(16)-[UILabel:0x7fa000000100'Title']   (active, names: '|':UIView:0x7fa000000000 )>
  ///
  /// Edge pins to the superview and spacings between siblings collapse to the visual format,
  /// as UIKit prints them; everything else is `item.attribute == m*item.attribute + c`.
  var uikitDescription: String {
    let className =
      isSystemBaseline ? "_UISystemBaselineConstraint" : String(describing: type(of: self))
    var text = "<\(className):\(hex(address))"
    if let identifier { text += " '\(identifier)'" }
    if let autoresizingTag { text += " " + autoresizingTag }
    var names = ""
    if let (visual, superview) = visualFormat {
      text += " " + visual
      if let superview { names = ", names: '|':\(Self.describe(item: superview)) " }
    } else {
      text += " " + equationText
    }
    if isActive || isGenerated {
      text += "   (active\(names))"
    } else if !names.isEmpty {
      text += "   (names\(names.dropFirst(", names".count)))"
    }
    return text + ">"
  }

  private var equationText: String {
    guard let first = firstItem else { return "nil" }
    // Autoresizing constraints name the frame's edges as the engine does: minX, minY.
    let attributeName =
      autoresizingTag == nil
      ? firstAttribute.uikitName
      : firstAttribute == .left
        ? "minX" : firstAttribute == .top ? "minY" : firstAttribute.uikitName
    var text = "\(Self.describe(item: first)).\(attributeName) \(relation.uikitSymbol)"
    var constantText = Self.number(constant)
    if let second = secondItem, secondAttribute != .notAnAttribute {
      let factor = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
      text += " \(factor)\(Self.describe(item: second)).\(secondAttribute.uikitName)"
      if constant != 0 {
        constantText = Self.number(abs(constant))
        if isSystemBaseline {
          // The resolved spacing stands in for the number, signed only when it adds
          // (`bottom <= guide.bottom NSLayoutAnchorConstraintSpace(8)` in a real log).
          let space = "NSLayoutAnchorConstraintSpace(\(constantText))"
          text += constant < 0 ? " \(space)" : " + \(space)"
        } else {
          text += constant < 0 ? " - \(constantText)" : " + \(constantText)"
        }
      }
    } else {
      text += constant < 0 ? " - \(Self.number(abs(constant)))" : " \(constantText)"
    }
    if self is NSContentSizeLayoutConstraint, let view = first as? UIView {
      let axis: NSLayoutConstraint.Axis = firstAttribute == .width ? .horizontal : .vertical
      text +=
        " Hug:\(Self.number(CGFloat(view.contentHuggingPriority(for: axis).rawValue)))"
        + " CompressionResistance:"
        + Self.number(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
    }
    if priority != .required && !(self is NSContentSizeLayoutConstraint) {
      text += " @\(Self.number(CGFloat(priority.rawValue)))"
    }
    return text
  }

  /// The visual-format form of an edge pin or sibling spacing, with the superview the `|`
  /// stands for.
  private var visualFormat: (String, UIView?)? {
    guard multiplier == 1, priority == .required, let first = firstItem as? UIView,
      let second = secondItem
    else { return nil }
    let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .left, .right]
    let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom]
    let axis: String
    if horizontal.contains(firstAttribute) && horizontal.contains(secondAttribute) {
      axis = "H"
    } else if vertical.contains(firstAttribute) && vertical.contains(secondAttribute) {
      axis = "V"
    } else {
      return nil
    }
    let direction = [.left, .right].contains(firstAttribute) ? "(LTR)" : ""
    let start: [NSLayoutConstraint.Attribute] = [.leading, .left, .top]
    let firstIsStart = start.contains(firstAttribute)
    let secondIsStart = start.contains(secondAttribute)
    /// `-(8)-`, `-(>=12)-`, `-(NSSpace(8))-` or `-(NSLayoutAnchorConstraintSpace(8))-`;
    /// `flipped` when the gap grows as the relation's right side shrinks.
    func gap(_ value: CGFloat, flipped: Bool = false) -> String {
      var effective = relation
      if flipped && relation != .equal {
        effective = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
      }
      let relationText =
        effective == .equal ? "" : effective == .greaterThanOrEqual ? ">=" : "<="
      let number = Self.number(value)
      let space =
        isSystemBaseline
        ? "NSLayoutAnchorConstraintSpace(\(number))"
        : isSystemSpacing ? "NSSpace(\(number))" : number
      return "-(\(relationText)\(space))-"
    }
    // A pin between a view and its superview, whichever comes first: `|-(c)-[v]`, `[v]-(c)-|`.
    let pin: (view: UIView, superview: UIView, viewFirst: Bool)? =
      if let superview = second as? UIView, first.storedSuperview === superview {
        (first, superview, true)
      } else if let view = second as? UIView, view.storedSuperview === first {
        (view, first, false)
      } else {
        nil
      }
    if let pin {
      guard firstIsStart == secondIsStart else { return nil }
      let isStart = firstIsStart
      // The gap is sub.start − super.start, or super.end − sub.end.
      let value = (isStart == pin.viewFirst) ? constant : -constant
      let spacing = gap(value, flipped: isStart != pin.viewFirst)
      let body = "[\(Self.describe(item: pin.view))]"
      let visual = isStart ? "|\(spacing)\(body)" : "\(body)\(spacing)|"
      return ("\(axis):\(visual)\(direction)", pin.superview)
    }
    if let other = second as? UIView, other.storedSuperview === first.storedSuperview,
      firstIsStart && !secondIsStart
    {
      let visual = "[\(Self.describe(item: other))]\(gap(constant))[\(Self.describe(item: first))]"
      return ("\(axis):\(visual)\(direction)", nil)
    }
    return nil
  }

  /// Whether UIKit prints the constraint as a `_UISystemBaselineConstraint`: system spacing
  /// along the vertical axis, which UIKit (iOS 11 and later) measures between baselines where
  /// the views have them, and prints with the spacing it resolved to,
  /// `NSLayoutAnchorConstraintSpace(8)` (E9).
  private var isSystemBaseline: Bool { isSystemSpacing && firstAttribute.isVerticalPosition }

  /// `UILabel:0x7fa000000100'Title'`, `UIView:0x…`, or a guide with its identifier.
  static func describe(item: AnyObject) -> String {
    if let view = item as? UIView {
      if let identifier = view.accessibilityIdentifier { return identifier }
      let className = String(reflecting: type(of: view)).replacingOccurrences(
        of: "Strut.", with: "")
      return "\(className):\(hex(view.layoutItem.address))\(view.textForDescription)"
    }
    if let guide = item as? UILayoutGuide {
      let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      let className = String(describing: type(of: guide))
      return "\(className):\(hex(guide.layoutItem.address))\(name)"
    }
    return String(describing: item)
  }

  /// Numbers as UIKit prints them: up to six significant digits, no trailing zeros.
  static func number(_ value: CGFloat) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(format: "%.6g", Double(value))
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

private func hex(_ value: UInt64) -> String {
  "0x" + String(value, radix: 16)
}

extension NSLayoutConstraint.Attribute {
  /// The attribute read from its name in UIKit's descriptions (`trailingMargin`), or `nil`
  /// (Strut-only; tools that read UIKit's logs use it).
  ///
  /// - Parameter uikitName: The name as UIKit prints it.
  public init?(uikitName: String) {
    guard
      let match = (0...Self.centerYWithinMargins.rawValue).lazy.compactMap(Self.init(rawValue:))
        .first(where: { $0.uikitName == uikitName })
    else { return nil }
    self = match
  }

  /// The attribute's name in UIKit's descriptions, such as `trailingMargin` (Strut-only).
  public var uikitName: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    @unknown default: "unknown"
    }
  }
}

extension NSLayoutConstraint.Relation {
  /// `==`, `<=` or `>=`.
  var uikitSymbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
