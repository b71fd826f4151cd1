/// A view or layout guide as a console log prints it: `UILabel:0x7fa01200b390'Leo Nicholson'`.
///
/// The log gives no more than this: the class, the address and, for labels, buttons and guides,
/// a quoted text. The address identifies the object within one log (UIKit prints the object's
/// pointer); the class is kept for names and for telling views from guides.
public struct ConsoleLogItem: Hashable, Sendable {
  /// The class as printed, with its module for Swift types
  /// (`KMPlaceholderTextView.KMPlaceholderTextView`); empty for an item printed by its
  /// accessibility identifier only.
  public var className: String
  /// The address as printed (`0x7fa01200b390`), or Masonry's key in its place; empty when the
  /// log never gives one (an accessibility identifier with no `names:` entry, a `|` with none).
  public var address: String
  /// The quoted text labels and buttons print (cut to about 25 characters and `...` by UIKit),
  /// or a guide's identifier (`UIViewLayoutMarginsGuide`).
  public var text: String?
  /// The accessibility identifier the item printed as (`homeLarge.height == 24`), if any.
  public var accessibilityIdentifier: String?
  /// Whether the reader stood this item in for a `|` whose superview the log does not name.
  public var isUnnamedSuperview: Bool

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - className: The class as printed.
  ///   - address: The address as printed.
  ///   - text: The quoted text, if any.
  ///   - accessibilityIdentifier: The identifier the item printed as, if any.
  ///   - isUnnamedSuperview: Whether the item stands in for an unnamed `|`.
  public init(
    className: String, address: String, text: String? = nil,
    accessibilityIdentifier: String? = nil, isUnnamedSuperview: Bool = false
  ) {
    self.className = className
    self.address = address
    self.text = text
    self.accessibilityIdentifier = accessibilityIdentifier
    self.isUnnamedSuperview = isUnnamedSuperview
  }

  /// The key that says two mentions are the same object: the address, or the identifier when
  /// the log gives no address.
  public var key: String {
    if !address.isEmpty { return address }
    if let accessibilityIdentifier { return "id:" + accessibilityIdentifier }
    return "class:" + className
  }

  /// Whether the item is a layout guide rather than a view.
  ///
  /// `UILayoutGuide` and its subclasses (`_UILayoutSpacer`, `UIKeyboardLayoutGuide`) are guides;
  /// `_UILayoutGuide`, the old top and bottom layout guide, is a view, as it was in UIKit.
  public var isLayoutGuide: Bool {
    let name = className.split(separator: ".").last.map(String.init) ?? className
    if name == "_UILayoutGuide" { return false }
    return name.hasSuffix("LayoutGuide") || name.hasSuffix("LayoutSpacer")
  }

  /// The class without its module: `KMPlaceholderTextView` for
  /// `KMPlaceholderTextView.KMPlaceholderTextView`.
  public var shortClassName: String {
    className.split(separator: ".").last.map(String.init) ?? className
  }

  /// The item as it prints in a description: `UILabel:0x7fa01200b390'Leo Nicholson'`.
  public var printed: String {
    if className.isEmpty { return accessibilityIdentifier ?? address }
    var text = "\(className):\(address)"
    if let quoted = self.text { text += "'\(quoted)'" }
    return text
  }
}
