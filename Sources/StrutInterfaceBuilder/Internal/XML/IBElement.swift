/// One element of an Interface Builder document: its name, attributes, children, text and the
/// position of the start of its tag.
///
/// The tree is the document as written; size-class variations are resolved later, by
/// `TraitResolver`, so that the builder sees one configuration.
final class IBElement {
  /// The element's name, such as `view`, `constraint` or `rect`.
  let name: String
  /// The attributes as written; XML gives them no order, and none is needed.
  let attributes: [String: String]
  /// The line of the tag's `<`, counting from 1.
  let line: Int
  /// The column of the tag's `<`, in characters, counting from 1.
  let column: Int
  /// The child elements, in document order.
  var children: [IBElement] = []
  /// The character data directly inside the element (label text in `<string key="text">`).
  var text = ""
  /// The enclosing element; the parent owns its children, so this reference is weak.
  weak var parent: IBElement?

  init(name: String, attributes: [String: String], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  /// The value of an attribute, or `nil` when it is absent.
  subscript(_ attribute: String) -> String? {
    attributes[attribute]
  }

  /// Whether a `YES`/`NO` attribute is `YES`.
  func flag(_ attribute: String) -> Bool {
    attributes[attribute] == "YES"
  }

  /// The value of a `YES`/`NO` attribute, or `nil` when it is absent.
  func optionalFlag(_ attribute: String) -> Bool? {
    attributes[attribute].map { $0 == "YES" }
  }

  /// The first child with the given name and, if given, `key` attribute.
  func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The first child with the given `key` attribute, whatever its name.
  func child(key: String) -> IBElement? {
    children.first { $0["key"] == key }
  }

  /// The children with the given name, in document order.
  func children(named name: String) -> [IBElement] {
    children.filter { $0.name == name }
  }

  /// The element and its descendants, depth first, in document order.
  func forEachDescendant(_ body: (IBElement) -> Void) {
    var stack: [IBElement] = [self]
    while let element = stack.popLast() {
      body(element)
      stack.append(contentsOf: element.children.reversed())
    }
  }
}
