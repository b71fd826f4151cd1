import Strut

/// Points as reports print them: at most two decimals, no trailing zeros, never `-0`.
func points(_ value: CGFloat) -> String {
  let rounded = (value * 100).rounded() / 100
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  var text = String(format: "%.2f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}

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
