import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a document into a tree of ``IBElement``s with `XMLParser`, streaming, and records where
/// each element's tag starts.
///
/// External entities are never resolved and a `<!DOCTYPE>` is blanked out first (see
/// ``DoctypeGuard``), so no entity is expanded. The tree is capped in depth and size: a hostile
/// file cannot make the importer recurse or allocate without bound. On malformed XML the elements
/// read up to the error are kept (open ones closed where they stand) and the error is reported
/// with its position.
final class XMLTreeReader: NSObject, XMLParserDelegate {
  /// A problem with the XML itself, at a line and column.
  struct Problem {
    var message: String
    var line: Int
    var column: Int
    var isError: Bool
  }

  /// The most elements a document may have; the largest real files have about 20,000.
  static let maximumElements = 2_000_000
  /// The deepest nesting a document may have; real files nest about 40 deep.
  static let maximumDepth = 400

  private var source: SourceText
  private var open: [IBElement] = []
  private var elementCount = 0
  private(set) var root: IBElement?
  private(set) var problems: [Problem] = []
  private weak var parser: XMLParser?

  private init(source: SourceText) {
    self.source = source
  }

  /// Parses `data` and returns the root element (if any was read) and the problems met.
  static func read(_ data: Data) -> (root: IBElement?, problems: [Problem]) {
    let encoded = EncodingGuard(data)
    let guarded = DoctypeGuard(encoded.data)
    let reader = XMLTreeReader(source: SourceText(guarded.data))
    if let invalid = encoded.firstInvalid {
      let byte = "0x" + String(invalid.byte, radix: 16, uppercase: true)
      let bytes =
        encoded.invalidCount == 1
        ? "a byte that is not UTF-8 (\(byte))"
        : "\(encoded.invalidCount) bytes that are not UTF-8, the first \(byte),"
      reader.problems.append(
        Problem(
          message: "\(bytes) read as '?': Interface Builder files are UTF-8",
          line: invalid.line, column: invalid.column, isError: false))
    }
    if let line = guarded.line {
      let names =
        guarded.entityNames.isEmpty
        ? ""
        : " (declares \(guarded.entityNames.count) "
          + "entities, first '\(guarded.entityNames[0])')"
      reader.problems.append(
        Problem(
          message: "ignored a <!DOCTYPE> declaration\(names): Interface Builder files have none, "
            + "and entities are never expanded; references to them read as blanks",
          line: line, column: 1, isError: false))
    }
    let parser = XMLParser(data: guarded.data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = reader
    reader.parser = parser
    _ = parser.parse()
    if let error = parser.parserError, !reader.problems.contains(where: \.isError) {
      reader.problems.append(
        Problem(
          message: "malformed XML (\(Self.describe(error))); the rest of the file is not read",
          line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), isError: true))
    }
    if reader.root == nil, !reader.problems.contains(where: \.isError) {
      reader.problems.append(
        Problem(message: "the file has no root element", line: 1, column: 1, isError: true))
    }
    return (reader.root, reader.problems)
  }

  /// The parser's error code (libxml2's, on Linux) and, for the common ones, what it means.
  private static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    let meanings: [Int: String] = [
      4: "the document is empty", 5: "the document ends too early",
      9: "an invalid character", 26: "an undeclared entity",
      39: "an attribute value without quotes", 40: "an unterminated attribute value",
      41: "an attribute without a value", 73: "'>' expected",
      76: "an end tag that does not match its start tag", 77: "a tag cut short",
    ]
    return "parser error \(code)" + (meanings[code].map { ": \($0)" } ?? "")
  }

  // MARK: XMLParserDelegate

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    elementCount += 1
    let (line, column) = source.tagStart(
      reportedLine: parser.lineNumber, column: parser.columnNumber)
    guard elementCount <= Self.maximumElements, open.count < Self.maximumDepth else {
      let limit =
        elementCount > Self.maximumElements
        ? "more than \(Self.maximumElements) elements"
        : "elements nested more than \(Self.maximumDepth) deep"
      problems.append(
        Problem(
          message: "the file has \(limit); the rest of the file is not read", line: line,
          column: column, isError: true))
      parser.abortParsing()
      return
    }
    let element = IBElement(name: elementName, attributes: attributes, line: line, column: column)
    if let parent = open.last {
      element.parent = parent
      parent.children.append(element)
    } else if root == nil {
      root = element
    }
    open.append(element)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let current = open.last, current.text.utf8.count < 1 << 20 else { return }
    current.text += string
  }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    guard let current = open.last, current.text.utf8.count < 1 << 20 else { return }
    current.text += String(decoding: CDATABlock, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard !problems.contains(where: \.isError) else { return }
    problems.append(
      Problem(
        message: "malformed XML (\(Self.describe(parseError))); the rest of the file is not read",
        line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), isError: true))
  }
}
