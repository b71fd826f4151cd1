import Strut

/// A view tree's frames as text, like UIKit's `recursiveDescription` without the pointers.
///
/// One line per view, children under their superview, indented by `   | ` per level as UIKit
/// indents them. A line names the class, the accessibility identifier after `#`, the frame in
/// the superview's coordinates as UIKit prints it (`(x y; width height)`), and what the view
/// shows and how: the text of a label, text field or text view, a button's title, and
/// `hidden`, `alpha` and `tag` when they differ from the defaults.
///
///     <UIView#header; frame = (0 0; 375 44)>
///        | <UILabel#title; frame = (16 12; 120 20.5); text = 'Stats'>
///        | <UIButton#category; frame = (283 7; 76 30); title = 'All time'; hidden = YES>
///
/// Numbers have at most two decimals with trailing zeros dropped, and nothing depends on the
/// machine or the run, so the text can be stored and compared as a snapshot
/// (`assertLayout(_:matches:fileID:file:line:column:)`). The tree is captured when the value
/// is made: it reads frames as they are and does not lay the view out.
public struct FrameTree: Sendable, Hashable, CustomStringConvertible {
  /// The lines, one per view, in depth-first order.
  public let lines: [String]

  /// Captures the frames of a view and all of its subviews, back to front.
  ///
  /// - Parameter view: The top of the tree to capture; it need not be a root view.
  public init(_ view: UIView) {
    var lines: [String] = []
    func visit(_ view: UIView, depth: Int) {
      lines.append(String(repeating: "   | ", count: depth) + Self.describe(view))
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(view, depth: 0)
    self.lines = lines
  }

  /// The lines joined by line breaks, without a trailing one.
  public var text: String { lines.joined(separator: "\n") }

  /// The same as ``text``.
  public var description: String { text }

  /// One view's line, without indentation.
  static func describe(_ view: UIView) -> String {
    var name = String(describing: type(of: view))
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      name += "#" + identifier
    }
    let frame = view.frame
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(SnapshotNumber.text)
    var parts = [name, "frame = (\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3]))"]
    if let (key, text) = shownText(of: view) { parts.append("\(key) = '\(escaped(text))'") }
    if view.isHidden { parts.append("hidden = YES") }
    if view.alpha != 1 { parts.append("alpha = \(SnapshotNumber.text(view.alpha))") }
    if view.tag != 0 { parts.append("tag = \(view.tag)") }
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// The text a view shows and the name UIKit's descriptions give it.
  private static func shownText(of view: UIView) -> (String, String)? {
    switch view {
    case let label as UILabel: label.text.map { ("text", $0) }
    case let button as UIButton: button.currentTitle.map { ("title", $0) }
    case let field as UITextField:
      if let text = field.text, !text.isEmpty {
        ("text", text)
      } else {
        field.placeholder.map { ("placeholder", $0) }
      }
    default: nil
    }
  }

  /// The text on one line: line breaks, quotes and backslashes escaped, so every view keeps
  /// exactly one line.
  private static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "'": escaped += "\\'"
      case "\n": escaped += "\\n"
      case "\r\n": escaped += "\\r\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
