import Strut

/// A priority as UIKit code spells it when it has a name, else its number.
func priorityName(_ priority: UILayoutPriority) -> String {
  switch priority {
  case .required: ".required"
  case .defaultHigh: ".defaultHigh"
  case .defaultLow: ".defaultLow"
  case .fittingSizeLevel: ".fittingSizeLevel"
  default: "UILayoutPriority(\(points(CGFloat(priority.rawValue))))"
  }
}
