import Foundation

/// The real UIKit logs in `shared/corpus/logs/` (uikit-semantics.md §7), for the tests.
enum Corpus {
  /// `/work/shared/corpus/logs` when the package is `/work/main`; symlinks to the test folder are
  /// resolved so the path holds from any checkout layout that keeps `shared` beside the package.
  static let folder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()  // StrutConsoleLogTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/logs")

  /// The `.txt` logs, sorted by name; empty when the folder is missing.
  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
  }

  /// The text of one log file.
  static func text(_ file: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
  }
}
