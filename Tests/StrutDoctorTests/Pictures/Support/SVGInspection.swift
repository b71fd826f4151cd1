import Foundation

/// Reads rendered markup back in tests that check structure rather than whole files, so a
/// regenerated golden file cannot hide a bug.
enum SVGInspection {
  /// The lines of `markup` that contain every one of `fragments`.
  static func lines(in markup: String, containing fragments: String...) -> [String] {
    markup.split(separator: "\n").map(String.init).filter { line in
      fragments.allSatisfy { line.contains($0) }
    }
  }

  /// The `<g …>` element opening the view named `name` and everything up to its `</g>`, or
  /// `nil` if the view is not drawn.
  static func group(named name: String, in markup: String) -> String? {
    let lines = markup.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.contains("data-name=\"\(name)\"") })
    else { return nil }
    let indent = lines[start].prefix { $0 == " " }
    guard
      let end = lines[start...].firstIndex(where: {
        $0 == indent + "</g>"
      })
    else { return nil }
    return lines[start...end].joined(separator: "\n")
  }

  /// The value of attribute `name` on the first line of `element`.
  static func attribute(_ name: String, of element: String) -> String? {
    guard let line = element.split(separator: "\n").first,
      let range = line.range(of: " \(name)=\"")
    else { return nil }
    let rest = line[range.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// The constraint groups (`<g class="constraint …">` to `</g>`), in drawing order.
  static func constraintGroups(in markup: String) -> [String] {
    let lines = markup.split(separator: "\n").map(String.init)
    var groups: [String] = []
    var current: [String]?
    for line in lines {
      if line.contains("<g class=\"constraint ") {
        current = [line]
      } else if var open = current {
        open.append(line)
        if line.trimmingCharacters(in: .whitespaces) == "</g>" {
          groups.append(open.joined(separator: "\n"))
          current = nil
        } else {
          current = open
        }
      }
    }
    return groups
  }
}
