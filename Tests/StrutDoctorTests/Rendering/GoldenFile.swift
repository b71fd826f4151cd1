import Foundation
import Testing

/// Golden files of the renderers, in `__Snapshots__` next to this file (issue #7, Output).
///
/// `STRUT_RECORD_SNAPSHOTS=1` (or `all`) rewrites a golden file and fails the test, so the new
/// file is reviewed before it is trusted; nothing is recorded when `CI` is set. A file holds
/// the output and one final line break.
enum GoldenFile {
  /// The folder of the golden files.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)

  /// Whether this run records golden files.
  static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return false }
    let value = environment["STRUT_RECORD_SNAPSHOTS"]?.lowercased() ?? ""
    return ["1", "all", "true", "yes"].contains(value)
  }

  /// Expects the text to equal the golden file, or records it.
  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded \(url.path); unset STRUT_RECORD_SNAPSHOTS and re-run.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "No golden file at \(url.path); record it with STRUT_RECORD_SNAPSHOTS=1.",
        sourceLocation: sourceLocation)
      return
    }
    let expected = stored.hasSuffix("\n") ? String(stored.dropLast()) : stored
    guard expected != actual else { return }
    let message =
      "\(name) differs from its golden file:\n\(firstDifference(expected, actual))\n"
      + "If the change is intended, re-record with STRUT_RECORD_SNAPSHOTS=1."
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// The first line where two texts differ, with both versions.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    let index =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let expectedLine = index < old.count ? old[index] : "(end of file)"
    let actualLine = index < new.count ? new[index] : "(end of output)"
    return "line \(index + 1):\n- \(expectedLine)\n+ \(actualLine)"
  }
}
