import Strut

/// One relation as the readers find it, before it becomes a ``ConsoleLogConstraint``.
struct RelationParts {
  var first: ConsoleLogItem
  var firstAttribute: NSLayoutConstraint.Attribute
  var relation: NSLayoutConstraint.Relation = .equal
  var second: ConsoleLogItem?
  var secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute
  var multiplier: Double = 1
  var constant: Double = 0
  var priority: Float?
  var superview: ConsoleLogItem?
  var isVisualFormat = false
  var isSystemSpacing = false
  var isLeftToRight = false
}
