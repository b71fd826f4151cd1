import Strut

/// Layout attributes under the names UIKit's descriptions give them (E9, E10), and back.
enum AttributeNames {
  /// The attribute a description names; autoresizing constraints name the engine's frame
  /// variables (`minX`, `midY`), and old logs say `baseline` for the last baseline.
  static func attribute(named name: String) -> NSLayoutConstraint.Attribute? {
    switch name {
    case "minX": .left
    case "maxX": .right
    case "minY": .top
    case "maxY": .bottom
    case "midX": .centerX
    case "midY": .centerY
    case "baseline": .lastBaseline
    case "notAnAttribute": nil
    default: NSLayoutConstraint.Attribute(uikitName: name)
    }
  }

  /// The attribute's name as UIKit prints it, for JSON.
  static func name(of attribute: NSLayoutConstraint.Attribute) -> String {
    attribute.uikitName
  }

  /// The attribute in words: "trailing edge", "top margin", "width".
  static func words(for attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .left: "left edge"
    case .right: "right edge"
    case .top: "top edge"
    case .bottom: "bottom edge"
    case .leading: "leading edge"
    case .trailing: "trailing edge"
    case .width: "width"
    case .height: "height"
    case .centerX: "horizontal center"
    case .centerY: "vertical center"
    case .lastBaseline: "last baseline"
    case .firstBaseline: "first baseline"
    case .leftMargin: "left margin"
    case .rightMargin: "right margin"
    case .topMargin: "top margin"
    case .bottomMargin: "bottom margin"
    case .leadingMargin: "leading margin"
    case .trailingMargin: "trailing margin"
    case .centerXWithinMargins: "horizontal center within the margins"
    case .centerYWithinMargins: "vertical center within the margins"
    case .notAnAttribute: "constant"
    }
  }

  /// The names an unknown attribute is compared with, for the reader's message.
  static let known =
    "a layout attribute (leading, trailing, left, right, top, bottom, width, height, centerX, "
    + "centerY, firstBaseline, lastBaseline, a margin, minX, minY)"
}

extension NSLayoutConstraint.Relation {
  /// `==`, `<=` or `>=`.
  var symbol: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// The relation with its sides swapped: `a <= b` is `b >= a`.
  var flipped: NSLayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
