/// A unified diff of two texts, line by line, for snapshot failure messages.
///
///     --- reference
///     +++ actual
///     @@ -1,3 +1,3 @@
///      <UIView; frame = (0 0; 375 44)>
///     -   | <UILabel; frame = (16 12; 120 20.5); text = 'Stats'>
///     +   | <UILabel; frame = (16 12; 98 20.5); text = 'Stats'>
///
/// The standard library's `difference(from:)` finds the changed lines; hunks keep three lines
/// of context, as `diff -u` and `git diff` do, so a failure reads like a diff people know.
enum LineDiff {
  /// One line of the diff: unchanged, removed from the reference, or added in the actual text.
  private enum Line {
    case same(String)
    case removed(String)
    case added(String)

    var rendered: String {
      switch self {
      case .same(let text): " " + text
      case .removed(let text): "-" + text
      case .added(let text): "+" + text
      }
    }

    var isChange: Bool {
      if case .same = self { return false }
      return true
    }
  }

  /// The diff from `reference` to `actual`, or an empty string when they are equal.
  ///
  /// - Parameters:
  ///   - reference: The expected lines.
  ///   - actual: The lines produced now.
  ///   - context: How many unchanged lines to show around each change.
  /// - Returns: The diff, with `--- reference` and `+++ actual` headers and `@@` hunks.
  static func unified(reference: [String], actual: [String], context: Int = 3) -> String {
    let lines = merged(reference: reference, actual: actual)
    let changes = lines.indices.filter { lines[$0].isChange }
    guard !changes.isEmpty else { return "" }

    // Ranges of `lines` to show, each change widened by the context and overlaps merged.
    var hunks: [ClosedRange<Int>] = []
    for change in changes {
      let range = max(0, change - context)...min(lines.count - 1, change + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }

    var output = ["--- reference", "+++ actual"]
    for hunk in hunks {
      let before = lines[..<hunk.lowerBound]
      let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
      let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
      let shown = lines[hunk]
      let oldCount = shown.filter { if case .added = $0 { false } else { true } }.count
      let newCount = shown.filter { if case .removed = $0 { false } else { true } }.count
      // diff -u numbers from 1, and names the line before an empty side.
      let old = "\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount)"
      let new = "\(newCount == 0 ? newStart : newStart + 1),\(newCount)"
      output.append("@@ -\(old) +\(new) @@")
      output += shown.map(\.rendered)
    }
    return output.joined(separator: "\n")
  }

  /// Both texts' lines in order, each marked unchanged, removed or added.
  private static func merged(reference: [String], actual: [String]) -> [Line] {
    let difference = actual.difference(from: reference)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var old = 0
    var new = 0
    while old < reference.count || new < actual.count {
      if old < reference.count && removed.contains(old) {
        lines.append(.removed(reference[old]))
        old += 1
      } else if new < actual.count && inserted.contains(new) {
        lines.append(.added(actual[new]))
        new += 1
      } else if old < reference.count && new < actual.count {
        // Neither removed nor inserted: the same line in both, by the difference's definition.
        lines.append(.same(reference[old]))
        old += 1
        new += 1
      } else {
        break
      }
    }
    return lines
  }
}
