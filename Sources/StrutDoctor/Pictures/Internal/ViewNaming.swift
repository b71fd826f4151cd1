import Strut

/// Stable names for views in pictures and tables: the class, then `#identifier` or
/// `(tag: n)`, as Strut's own messages name them, with no addresses.
enum ViewNaming {
  /// The view's name: `UILabel#title`, `MyCell(tag: 3)`, `UIView`.
  static func name(of view: UIView) -> String {
    let className = String(describing: type(of: view))
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      return "\(className)#\(identifier)"
    }
    return view.tag == 0 ? className : "\(className)(tag: \(view.tag))"
  }

  /// The text a view shows, for tooltips and tables: a label's visible lines, a button's
  /// visible title, a text field's text or placeholder; `nil` for other views.
  static func shownText(of view: UIView) -> String? {
    if let label = view as? UILabel {
      return label.visibleText.lines.map(\.text).joined(separator: " / ")
    }
    if let button = view as? UIButton {
      return button.visibleTitle.lines.map(\.text).joined(separator: " / ")
    }
    if let field = view as? UITextField {
      return field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
    }
    return nil
  }
}
