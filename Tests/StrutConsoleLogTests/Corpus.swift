import Foundation

/// A folder of real UIKit console logs, one `.txt` file each.
struct LogFolder: Sendable {
  let folder: URL

  /// The `.txt` logs, sorted by name; empty when the folder is missing.
  var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
  }

  /// The text of one log file.
  func text(_ file: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
  }
}

/// The real UIKit logs in `shared/corpus/logs/` (uikit-semantics.md §7), for the tests, and
/// the ones collected beside the tests (`Fixtures/MoreLogs`).
enum Corpus {
  /// This file's folder; symlinks to the test folder are resolved so the paths hold from any
  /// checkout layout that keeps `shared` beside the package.
  private static let testFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent()

  /// `/work/shared/corpus/logs` when the package is `/work/main`.
  static let logs = LogFolder(
    folder:
      testFolder
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the package
      .deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/logs"))

  /// 25 more logs from public issues and posts, with their sources (see its README).
  static let moreLogs = LogFolder(
    folder: testFolder.appendingPathComponent("Fixtures/MoreLogs"))

  /// 25 more again, collected after the break policy was drawn from ``moreLogs`` (its README).
  static let moreLogs2 = LogFolder(
    folder: testFolder.appendingPathComponent("Fixtures/MoreLogs2"))

  /// 8 more, collected in session 20 after both (its README).
  static let moreLogs3 = LogFolder(
    folder: testFolder.appendingPathComponent("Fixtures/MoreLogs3"))
  /// The fourth batch: five messages found with UIStackView constraint printouts (session 21).
  static let moreLogs4 = LogFolder(
    folder: testFolder.appendingPathComponent("Fixtures/MoreLogs4"))
  /// The fifth batch: ten messages from public issues, measured before any change (session 28).
  static let moreLogs5 = LogFolder(
    folder: testFolder.appendingPathComponent("Fixtures/MoreLogs5"))

  static var folder: URL { logs.folder }
  static var files: [String] { logs.files }
  static func text(_ file: String) throws -> String { try logs.text(file) }
}
