import Strut

/// The custom classes Strut provides, registered in ``InterfaceBuilderCustomClasses/standard``.
enum StandardCustomClasses {
  static func register(into classes: inout InterfaceBuilderCustomClasses) {
    // The second article's padding label: its `@IBInspectable` insets are runtime attributes
    // named after the edges.
    classes.register("PaddableLabel", make: { PaddableLabel(frame: .zero) }) { view, attribute in
      guard let label = view as? PaddableLabel, let value = attribute.number else { return false }
      switch attribute.keyPath {
      case "left": label.left = CGFloat(value)
      case "right": label.right = CGFloat(value)
      case "top": label.top = CGFloat(value)
      case "bottom": label.bottom = CGFloat(value)
      default: return false
      }
      return true
    }
  }
}
