import Strut

/// Names for the views of a tree, as a reader of the code would call them.
///
/// A view held in a stored property of an ancestor is named by that property
/// (`categoryButton`; a `lazy var hStack` is `hStack`), found with `Mirror`. Otherwise its
/// accessibility identifier, or its class with its text (`UIButton 'Today'`), or its class and
/// its index among its superview's subviews (`UIView[2]`).
struct ViewNames {
  private var names: [ObjectIdentifier: String] = [:]
  private var paths: [ObjectIdentifier: String] = [:]
  private var propertyNames: [ObjectIdentifier: String] = [:]

  init(root: UIView) {
    var propertyNames: [ObjectIdentifier: String] = [:]
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      stack.append(contentsOf: view.subviews)
      // Only classes the app declares name their subviews: Strut's own views hold machinery
      // (their superview, their subviews), not names a reader would use.
      guard !String(reflecting: type(of: view)).hasPrefix("Strut.") else { continue }
      for child in Mirror(reflecting: view).children {
        guard let label = child.label, let held = child.value as? UIView else { continue }
        let name =
          label.hasPrefix("$__lazy_storage_$_")
          ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
        if propertyNames[ObjectIdentifier(held)] == nil {
          propertyNames[ObjectIdentifier(held)] = name
        }
      }
    }
    func visit(_ view: UIView, index: Int?, parentPath: String?) {
      let name = propertyNames[ObjectIdentifier(view)] ?? Self.fallbackName(view, index: index)
      names[ObjectIdentifier(view)] = name
      let path = parentPath.map { "\($0) › \(name)" } ?? name
      paths[ObjectIdentifier(view)] = path
      for (offset, subview) in view.subviews.enumerated() {
        visit(subview, index: offset, parentPath: path)
      }
    }
    visit(root, index: nil, parentPath: nil)
    self.propertyNames = propertyNames
  }

  /// The name of the stored property that holds the view in an ancestor, if any.
  func propertyName(of view: UIView) -> String? {
    propertyNames[ObjectIdentifier(view)]
  }

  /// The view's short name.
  func name(of view: UIView) -> String {
    names[ObjectIdentifier(view)] ?? Self.fallbackName(view, index: nil)
  }

  /// The names from the root down to the view, joined by `›`.
  func path(of view: UIView) -> String {
    paths[ObjectIdentifier(view)] ?? name(of: view)
  }

  private static func fallbackName(_ view: UIView, index: Int?) -> String {
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
    let className = String(describing: type(of: view))
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      return "\(className) '\(text.prefix(25))'"
    }
    if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
      return "\(className) '\(title.prefix(25))'"
    }
    return index.map { "\(className)[\($0)]" } ?? className
  }
}
