import Foundation

/// A text compared with a reference file, recorded according to a ``SnapshotRecordMode``.
///
/// References live where swift-snapshot-testing puts them, next to the test file:
/// `__Snapshots__/<TestFileName>/<name>.txt`. A file holds the text and one final line break,
/// so editors that add one leave the reference intact.
struct TextSnapshot {
  /// The reference file.
  let url: URL

  /// The reference for a snapshot name in the test file at `filePath`.
  ///
  /// - Parameters:
  ///   - name: The snapshot's name; characters other than letters, digits, `-`, `_` and `.`
  ///     become `-` in the file name.
  ///   - filePath: The test file's `#filePath`.
  init(named name: String, testFile filePath: String) {
    let testFile = URL(fileURLWithPath: filePath)
    let folder = testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent, isDirectory: true)
    url = folder.appendingPathComponent(Self.fileName(for: name) + ".txt")
  }

  /// A reference at a given file.
  init(url: URL) {
    self.url = url
  }

  /// The file name for a snapshot name, without its extension.
  static func fileName(for name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
    return cleaned.isEmpty ? "snapshot" : cleaned
  }

  /// Compares the text with the reference, recording it when the mode says so.
  ///
  /// - Parameters:
  ///   - actual: The text produced now.
  ///   - mode: When to write the reference.
  /// - Returns: `nil` when the text matches and nothing was recorded; otherwise the failure
  ///   message: the diff, or what was recorded and what to do next.
  func verify(_ actual: String, mode: SnapshotRecordMode) -> String? {
    let path = url.path
    let reference = try? String(contentsOf: url, encoding: .utf8)
    guard let reference else {
      guard mode != .never else {
        return """
          No reference snapshot at \(path).

          Recording is off (\(SnapshotRecordMode.variable)=never, or CI is set). Run the test \
          locally without CI set to record it, then commit the file.
          """
      }
      return record(actual, because: "No reference snapshot was found")
    }
    let stored = Self.text(stored: reference)
    if mode == .all { return record(actual, because: "Record mode is all") }
    guard stored != actual else { return nil }
    let diff = LineDiff.unified(
      reference: stored.components(separatedBy: "\n"), actual: actual.components(separatedBy: "\n"))
    if mode == .failed {
      return record(actual, because: "The snapshot did not match its reference") + "\n\n" + diff
    }
    return """
      Snapshot does not match the reference at \(path):

      \(diff)

      If the new layout is right, re-run with \(SnapshotRecordMode.variable)=failed to record \
      it, or delete the reference.
      """
  }

  /// The text a reference file holds: its content without the one final line break.
  static func text(stored content: String) -> String {
    content.hasSuffix("\n") ? String(content.dropLast()) : content
  }

  /// Writes the reference and returns the failure message that says so.
  private func record(_ actual: String, because reason: String) -> String {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (actual + "\n").write(to: url, atomically: true, encoding: .utf8)
      try writeEditorConfig(in: folder.deletingLastPathComponent())
    } catch {
      return "\(reason), and recording it at \(url.path) failed: \(error)"
    }
    return """
      \(reason); recorded the snapshot at \(url.path).

      Check the file, then re-run the test to compare against it.
      """
  }

  /// Keeps editors from trimming the trailing spaces that references may hold, as
  /// swift-argument-parser does for its snapshot folders.
  private func writeEditorConfig(in snapshots: URL) throws {
    let file = snapshots.appendingPathComponent(".editorconfig")
    guard snapshots.lastPathComponent == "__Snapshots__",
      !FileManager.default.fileExists(atPath: file.path)
    else { return }
    try "[*]\ntrim_trailing_whitespace = false\ninsert_final_newline = true\n"
      .write(to: file, atomically: true, encoding: .utf8)
  }
}
