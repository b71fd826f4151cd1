import Foundation

extension UIView {
  /// A stable name for Strut's messages: the class, then `#identifier` or `(tag: n)`.
  ///
  /// No addresses, so messages are identical from run to run: `UIView#card`, `MyCell(tag: 3)`,
  /// `UIView`.
  var strutName: String {
    let className = ClassNames.name(of: type(of: self))
    if let identifier = accessibilityIdentifier, !identifier.isEmpty {
      return "\(className)#\(identifier)"
    }
    return tag == 0 ? className : "\(className)(tag: \(tag))"
  }
}

/// Class names as `String(describing:)` spells them, kept: it demangles the name on every call,
/// and a layout pass asks every view for its name once per variable it makes.
private enum ClassNames {
  private static let lock = NSLock()
  // The lock serializes every access; the runtime's own exclusivity check would only repeat it.
  @exclusivity(unchecked) nonisolated(unsafe) private static var names: [ObjectIdentifier: String] =
    [:]

  static func name(of type: AnyClass) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let name = names[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    names[ObjectIdentifier(type)] = name
    return name
  }
}
