import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether markup parses as XML, so any XML tool (and any browser's SVG parser) can read it.
enum XMLWellFormedness {
  /// `nil` if `markup` is well-formed XML, else the parser's error.
  static func error(in markup: String) -> String? {
    let parser = XMLParser(data: Data(markup.utf8))
    if parser.parse() { return nil }
    return parser.parserError.map { "\($0)" } ?? "unknown parser error"
  }
}
