extension UIView {
  /// A stable name for Strut's messages: the class, then `#identifier` or `(tag: n)`.
  ///
  /// No addresses, so messages are identical from run to run: `UIView#card`, `MyCell(tag: 3)`,
  /// `UIView`.
  var strutName: String {
    let className = String(describing: type(of: self))
    if let identifier = accessibilityIdentifier, !identifier.isEmpty {
      return "\(className)#\(identifier)"
    }
    return tag == 0 ? className : "\(className)(tag: \(tag))"
  }
}
