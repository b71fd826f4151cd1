/// Writes XML or HTML one element per line, indented by nesting, attributes in the order given.
///
/// Pictures are compared as text in golden files, so the writer never reorders anything: the
/// attributes come as an ordered list, not a dictionary, and every line ends with `\n`.
struct MarkupWriter {
  /// One attribute: its name and its unescaped value.
  typealias Attribute = (name: String, value: String)

  /// The markup written so far.
  private(set) var output = ""
  /// The current nesting, two spaces per level.
  private var depth: Int

  /// A writer whose first line is indented `depth` levels.
  init(depth: Int = 0) {
    self.depth = depth
  }

  /// Opens an element that will hold other elements; close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    line("<\(name)\(Self.text(of: attributes))>")
    depth += 1
  }

  /// Closes the element most recently opened.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes an element without content: `<rect … />`.
  mutating func empty(_ name: String, _ attributes: [Attribute] = []) {
    line("<\(name)\(Self.text(of: attributes))/>")
  }

  /// Writes an element whose content is text, escaped: `<title>…</title>`.
  mutating func element(_ name: String, _ attributes: [Attribute] = [], text: String) {
    line(Self.inline(name, attributes, text: text))
  }

  /// An element whose content is text, escaped, as a string to combine on one line (a table
  /// row reads better as one line than as one line per cell).
  static func inline(_ name: String, _ attributes: [Attribute] = [], text: String) -> String {
    "<\(name)\(Self.text(of: attributes))>\(MarkupEscaping.escape(text))</\(name)>"
  }

  /// Writes markup made elsewhere, each of its lines indented at the current depth.
  mutating func raw(_ markup: String) {
    for markupLine in markup.split(separator: "\n", omittingEmptySubsequences: true) {
      line(String(markupLine))
    }
  }

  /// Appends one indented line.
  private mutating func line(_ text: String) {
    output += String(repeating: "  ", count: max(depth, 0)) + text + "\n"
  }

  /// ` name="value"` for each attribute, values escaped.
  private static func text(of attributes: [Attribute]) -> String {
    attributes.map { " \($0.name)=\"\(MarkupEscaping.escape($0.value))\"" }.joined()
  }
}
