/// Where a description could not be read and what was expected there.
struct DescriptionError: Error, CustomStringConvertible {
  var column: Int
  var expected: String
  var found: String

  var description: String {
    let shown = found.isEmpty ? "the end of the line" : LogScanner.excerpt(found)
    return "expected \(expected) at character \(column) of the description, found \(shown)"
  }
}
