/// Names for a log's items in explanations: `UILabel 'Leo Nicholson'`, `UIView 0x7fa012015410`.
///
/// A label or button is named by its text, the way a reader recognizes it on screen; any other
/// view by its class and address, the way it can be found in the console. The class loses its
/// module (`KMPlaceholderTextView`). Two items that would get the same name keep their
/// addresses as well.
struct ItemNaming {
  private var names: [String: String] = [:]

  init(items: [ConsoleLogItem]) {
    var base: [String: String] = [:]
    var counts: [String: Int] = [:]
    for item in items where base[item.key] == nil {
      let name = Self.baseName(item)
      base[item.key] = name
      counts[name, default: 0] += 1
    }
    for item in items where names[item.key] == nil {
      let name = base[item.key] ?? item.key
      names[item.key] =
        (counts[name] ?? 0) > 1 && !item.address.isEmpty && !name.hasSuffix(item.address)
        ? "\(name) \(item.address)" : name
    }
  }

  /// The name of an item.
  func name(_ item: ConsoleLogItem) -> String {
    names[item.key] ?? Self.baseName(item)
  }

  private static func baseName(_ item: ConsoleLogItem) -> String {
    if item.isUnnamedSuperview { return "an unnamed superview" }
    if item.className.isEmpty {
      return "the view '\(item.accessibilityIdentifier ?? item.address)'"
    }
    if let text = item.text { return "\(item.shortClassName) '\(text)'" }
    if let identifier = item.accessibilityIdentifier {
      return "\(item.shortClassName) '\(identifier)'"
    }
    return "\(item.shortClassName) \(item.address)"
  }
}
