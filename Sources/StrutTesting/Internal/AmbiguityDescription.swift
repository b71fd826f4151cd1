import Strut

/// The failure message of `assertNoAmbiguity`: each ambiguous view and its ranges.
enum AmbiguityDescription {
  /// The message for a tree with ambiguous views, or `nil` when every frame is determined.
  static func failure(for top: UIView) -> String? {
    var lines: [String] = []
    func visit(_ view: UIView, path: [String]) {
      let path = path + [name(of: view)]
      if view.hasAmbiguousLayout {
        let values = view.ambiguousFrameValues.map(describe)
        let ranges = values.isEmpty ? "ambiguous" : values.joined(separator: "; ")
        lines.append("  " + path.joined(separator: " › ") + ": " + ranges)
      }
      for subview in view.subviews { visit(subview, path: path) }
    }
    visit(top, path: [])
    guard !lines.isEmpty else { return nil }
    let header =
      lines.count == 1
      ? "1 view has an ambiguous layout:" : "\(lines.count) views have an ambiguous layout:"
    return ([header] + lines).joined(separator: "\n")
  }

  /// The class, then `#identifier` or `(tag: n)`: how Strut names views without addresses.
  static func name(of view: UIView) -> String {
    let className = String(describing: type(of: view))
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      return "\(className)#\(identifier)"
    }
    return view.tag == 0 ? className : "\(className)(tag: \(view.tag))"
  }

  /// `minY from 0 to 24 (laid out at 0)`, with the engine's name for the part.
  static func describe(_ value: AmbiguousFrameValue) -> String {
    let lower = SnapshotNumber.text(value.lowerBound)
    let upper = SnapshotNumber.text(value.upperBound)
    return "\(value.part.rawValue) from \(lower) to \(upper) "
      + "(laid out at \(SnapshotNumber.text(value.value)))"
  }
}
