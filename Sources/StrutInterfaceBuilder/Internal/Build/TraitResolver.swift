/// Resolves `<variation>` elements for the document's device (ib-format.md fact 10, gotcha 14).
///
/// Masks: a `default` variation lists the constraints and subviews that the base ("Any")
/// configuration leaves out; a trait variation such as `heightClass=compact-widthClass=regular`
/// includes or excludes items for that size class. An item is installed unless the base
/// excludes it, and matching trait variations then include or exclude it, the more specific
/// ones last. Attribute variations (`<variation key="widthClass=regular" constant="30"/>`, or a
/// `<fontDescription>` child) override the element's own values when they match.
struct TraitResolver {
  /// Ids whose installation the variations decide: `true` installed, `false` not.
  private var installed: [String: Bool] = [:]
  private let device: InterfaceBuilderDevice

  init(document: IBElement, device: InterfaceBuilderDevice) {
    self.device = device
    var variations: [(specificity: Int, order: Int, element: IBElement)] = []
    var order = 0
    document.forEachDescendant { element in
      guard element.name == "variation", let key = element["key"] else { return }
      order += 1
      if key == "default" {
        variations.append((-1, order, element))
      } else if let specificity = Self.match(key, device) {
        variations.append((specificity, order, element))
      }
    }
    variations.sort { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
    for (specificity, _, element) in variations {
      for mask in element.children(named: "mask") {
        for item in mask.children {
          guard let reference = item["reference"] else { continue }
          switch item.name {
          case "exclude": installed[reference] = false
          case "include": installed[reference] = specificity >= 0
          default: break
          }
        }
      }
    }
  }

  /// Whether the view or constraint with this id is installed for the device.
  func isInstalled(_ id: String?) -> Bool {
    guard let id else { return true }
    return installed[id] ?? true
  }

  /// The attribute as the device sees it: the last matching attribute variation's value, or the
  /// element's own.
  func attribute(_ name: String, of element: IBElement) -> String? {
    var value = element[name]
    for variation in matchingVariations(of: element) {
      if let override = variation[name] { value = override }
    }
    return value
  }

  /// The child with the given name and key as the device sees it: from the last matching
  /// attribute variation that has one, or the element's own.
  func child(_ name: String, key: String? = nil, of element: IBElement) -> IBElement? {
    var found = element.child(name, key: key)
    for variation in matchingVariations(of: element) {
      if let override = variation.child(name, key: key) { found = override }
    }
    return found
  }

  /// The element's variations that apply to the device, least specific first.
  private func matchingVariations(of element: IBElement) -> [IBElement] {
    var matches: [(specificity: Int, variation: IBElement)] = []
    for variation in element.children(named: "variation") {
      guard let key = variation["key"], key != "default",
        let specificity = Self.match(key, device)
      else { continue }
      matches.append((specificity, variation))
    }
    // A stable sort: equally specific variations keep their document order.
    return matches.enumerated().sorted {
      ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset)
    }.map(\.element.variation)
  }

  /// How many traits a variation key names, if every one matches the device; `nil` otherwise.
  ///
  /// Keys read `[heightClass=…-]widthClass=…` or `userInterfaceIdiom=…`; `-` joins traits.
  static func match(_ key: String, _ device: InterfaceBuilderDevice) -> Int? {
    var count = 0
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { return nil }
      let value = String(pair[1])
      switch pair[0] {
      case "widthClass":
        guard device.horizontalSizeClass.rawValue == value else { return nil }
      case "heightClass":
        guard device.verticalSizeClass.rawValue == value else { return nil }
      case "userInterfaceIdiom":
        guard value == device.idiom.rawValue else { return nil }
      default:
        return nil
      }
      count += 1
    }
    return count
  }
}
