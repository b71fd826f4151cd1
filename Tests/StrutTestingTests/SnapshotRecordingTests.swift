import Foundation
import Testing

@testable import StrutTesting

/// Where references live and when they are recorded (issue #7, For tests: "`__Snapshots__`
/// folders, a record mode set by an environment variable, never recording on CI").
@Suite struct SnapshotRecordingTests {
  /// A fresh reference file in a temporary `__Snapshots__` folder.
  static func temporarySnapshot() -> TextSnapshot {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("StrutTestingTests-\(UUID().uuidString)")
      .appendingPathComponent("__Snapshots__/SomeTests")
    return TextSnapshot(url: folder.appendingPathComponent("layout.txt"))
  }

  /// Removes the temporary folder of a snapshot made by `temporarySnapshot()`.
  static func remove(_ snapshot: TextSnapshot) {
    let base = snapshot.url.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    try? FileManager.default.removeItem(at: base)
  }

  static func stored(_ snapshot: TextSnapshot) -> String? {
    try? String(contentsOf: snapshot.url, encoding: .utf8)
  }

  // References go to `__Snapshots__/<TestFileName>/<name>.txt` next to the test file.
  @Test func referenceLivesNextToTheTestFile() {
    let snapshot = TextSnapshot(named: "header at 320/pt", testFile: "/a/b/HeaderTests.swift")
    #expect(snapshot.url.path == "/a/b/__Snapshots__/HeaderTests/header-at-320-pt.txt")
  }

  // The environment picks the mode; unknown or unset means `missing`; CI always means `never`.
  @Test(arguments: [
    ([:], SnapshotRecordMode.missing),
    (["STRUT_RECORD_SNAPSHOTS": "all"], .all),
    (["STRUT_RECORD_SNAPSHOTS": "1"], .all),
    (["STRUT_RECORD_SNAPSHOTS": "failed"], .failed),
    (["STRUT_RECORD_SNAPSHOTS": "NEVER"], .never),
    (["STRUT_RECORD_SNAPSHOTS": "0"], .never),
    (["STRUT_RECORD_SNAPSHOTS": "sometimes"], .missing),
    (["STRUT_RECORD_SNAPSHOTS": "all", "CI": "true"], .never),
    (["CI": "1"], .never),
    (["STRUT_RECORD_SNAPSHOTS": "all", "CI": "false"], .all),
    (["STRUT_RECORD_SNAPSHOTS": "all", "CI": ""], .all),
  ])
  func environmentSetsTheMode(_ environment: [String: String], _ mode: SnapshotRecordMode) {
    #expect(SnapshotRecordMode.current(in: environment) == mode)
  }

  // `missing` records an absent reference, with one final line break, and fails.
  @Test func missingReferenceIsRecordedAndFails() throws {
    let snapshot = Self.temporarySnapshot()
    defer { Self.remove(snapshot) }
    let failure = try #require(snapshot.verify("a\nb", mode: .missing))
    #expect(failure.contains("No reference snapshot was found; recorded the snapshot at"))
    #expect(Self.stored(snapshot) == "a\nb\n")
    let editorConfig = snapshot.url.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".editorconfig")
    #expect(FileManager.default.fileExists(atPath: editorConfig.path))
    #expect(snapshot.verify("a\nb", mode: .missing) == nil)
  }

  // `never` (and so CI) fails on an absent reference and writes nothing.
  @Test func neverDoesNotRecord() throws {
    let snapshot = Self.temporarySnapshot()
    defer { Self.remove(snapshot) }
    let failure = try #require(snapshot.verify("a", mode: .never))
    #expect(failure.contains("No reference snapshot at"))
    #expect(Self.stored(snapshot) == nil)
  }

  // A mismatch fails with a unified diff and leaves the reference alone, except in `failed`.
  @Test func mismatchShowsADiffAndRecordsOnlyWhenFailed() throws {
    let snapshot = Self.temporarySnapshot()
    defer { Self.remove(snapshot) }
    _ = snapshot.verify("one\ntwo\nthree", mode: .missing)
    let failure = try #require(snapshot.verify("one\n2\nthree", mode: .never))
    #expect(failure.contains("@@ -1,3 +1,3 @@\n one\n-two\n+2\n three"))
    #expect(Self.stored(snapshot) == "one\ntwo\nthree\n")
    let recorded = try #require(snapshot.verify("one\n2\nthree", mode: .failed))
    #expect(recorded.contains("recorded the snapshot"))
    #expect(Self.stored(snapshot) == "one\n2\nthree\n")
  }

  // `all` re-records even a matching reference, and fails so the file gets looked at.
  @Test func allRecordsEvenWhenMatching() throws {
    let snapshot = Self.temporarySnapshot()
    defer { Self.remove(snapshot) }
    _ = snapshot.verify("same", mode: .missing)
    #expect(snapshot.verify("same", mode: .never) == nil)
    let failure = try #require(snapshot.verify("same", mode: .all))
    #expect(failure.contains("Record mode is all"))
  }
}
