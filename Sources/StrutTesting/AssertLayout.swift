import Foundation
import Strut

/// Checks that a view tree lays out as its recorded text snapshot says.
///
/// The view's root is laid out (`layoutIfNeeded()`), the tree from `view` down is captured as a
/// ``FrameTree`` and the text is compared with the reference file
/// `__Snapshots__/<TestFileName>/<name>.txt` next to the test file. On a mismatch the test fails
/// with a unified diff of the lines.
///
///     @Test func headerAt320() {
///       let header = StatsHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
///       assertLayout(header, matches: "header-320")
///     }
///
/// The `STRUT_RECORD_SNAPSHOTS` environment variable decides when references are written, with
/// swift-snapshot-testing's modes: `missing` (the default) records references that do not exist
/// yet, `failed` also re-records those that do not match, `all` (or `1`) re-records every one,
/// and `never` records none. Recording fails the test, so new references are looked at before
/// they are trusted. Nothing is ever recorded when `CI` is set.
///
/// Failures are reported to Swift Testing when called from a Swift Testing test, and to XCTest
/// otherwise.
///
/// - Parameters:
///   - view: The top of the tree to check.
///   - name: The snapshot's name, unique within the test file.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path, next to which the snapshot lives; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func assertLayout(
  _ view: UIView, matches name: String,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  verifyLayout(
    view, named: name, against: TextSnapshot(named: name, testFile: "\(filePath)"),
    mode: SnapshotRecordMode.current(in: ProcessInfo.processInfo.environment),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The body of `assertLayout`, with the reference file and the record mode given, so tests can
/// point it at a temporary folder and a fixed mode.
func verifyLayout(
  _ view: UIView, named name: String, against snapshot: TextSnapshot, mode: SnapshotRecordMode,
  at site: CallSite
) {
  view.layoutIfNeeded()
  if let failure = snapshot.verify(FrameTree(view).text, mode: mode) {
    TestFailure.record("Layout snapshot \"\(name)\": \(failure)", at: site)
  }
}
