/// Escapes text for XML and HTML, in attribute values and in element content alike.
///
/// One escaper for both places keeps the output predictable: `&`, `<`, `>`, `"` and `'` become
/// entities, and control characters other than tab and newline (carriage returns included) are
/// dropped, because XML 1.0 does not allow them even as references.
enum MarkupEscaping {
  /// The escaped text.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
