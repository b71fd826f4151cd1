import Foundation
import Testing

/// Golden-file comparison of rendered text, in swift-snapshot-testing's layout: the file for
/// `name` in test file `Foo.swift` is `__Snapshots__/Foo/name`, next to the test file.
///
/// Recording: with `STRUT_RECORD_SNAPSHOTS=1` the file is (re)written and the test fails,
/// saying so, so a recording run never passes by accident; a missing file is recorded the same
/// way. When `CI` is set nothing is ever written: a missing or different file fails with what
/// to do. A mismatch reports the first differing line.
///
/// The decision is a pure function (``decide(actual:existing:path:environment:)``), so the
/// rules are tested without touching the environment or the disk.
enum GoldenText {
  /// The environment variable that asks for recording.
  static let recordVariable = "STRUT_RECORD_SNAPSHOTS"

  /// What the environment asks for.
  struct Environment: Equatable {
    /// Whether `STRUT_RECORD_SNAPSHOTS` asks for recording (`1`, `true` or `yes`).
    var wantsRecording: Bool
    /// Whether the tests run on CI (`CI` is set and not `false` or `0`).
    var isCI: Bool

    /// Reads the environment variables.
    init(_ variables: [String: String]) {
      let record = variables[GoldenText.recordVariable]?.lowercased() ?? ""
      wantsRecording = ["1", "true", "yes"].contains(record)
      let ci = variables["CI"]?.lowercased()
      isCI = ci.map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    }

    /// An environment given directly, for tests of the rules.
    init(wantsRecording: Bool, isCI: Bool) {
      self.wantsRecording = wantsRecording
      self.isCI = isCI
    }
  }

  /// What to do about one comparison.
  struct Decision: Equatable {
    /// Whether to write `actual` to the snapshot file.
    var writes: Bool
    /// The failure to report, or `nil` when the snapshot matched.
    var failure: String?
  }

  /// Where the snapshot `name` of the test file at `filePath` lives.
  static func url(named name: String, filePath: String) -> URL {
    let testFile = URL(fileURLWithPath: filePath)
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name)
  }

  /// Decides what a comparison does: match, record, or fail.
  ///
  /// - Parameters:
  ///   - actual: The text rendered now.
  ///   - existing: The snapshot file's text, or `nil` if there is none.
  ///   - path: The snapshot file's path, for messages.
  ///   - environment: What the environment asks for.
  /// - Returns: Whether to write the file, and the failure to report, if any.
  static func decide(
    actual: String, existing: String?, path: String, environment: Environment
  ) -> Decision {
    let rerecord = "\(recordVariable)=1 swift test --filter StrutDoctorTests"
    if environment.isCI {
      guard let existing else {
        return Decision(
          writes: false,
          failure: """
            Missing snapshot: \(path)
            Snapshots are never recorded on CI (CI is set). Record it locally with
            \(rerecord), check the file, and commit it.
            """)
      }
      if existing == actual { return Decision(writes: false, failure: nil) }
      let ignored =
        environment.wantsRecording ? "\n\(recordVariable) is ignored on CI (CI is set)." : ""
      return Decision(
        writes: false,
        failure: mismatch(actual: actual, existing: existing, path: path) + ignored)
    }
    if environment.wantsRecording {
      return Decision(
        writes: true,
        failure: """
          Recorded snapshot: \(path)
          \(recordVariable) is set, so the test fails to make sure a recording run is never \
          taken for a passing one. Unset it and re-run to compare against the recording.
          """)
    }
    guard let existing else {
      return Decision(
        writes: true,
        failure: """
          No snapshot existed; recorded one: \(path)
          Check the file, then re-run to compare against it.
          """)
    }
    if existing == actual { return Decision(writes: false, failure: nil) }
    return Decision(
      writes: false,
      failure: mismatch(actual: actual, existing: existing, path: path)
        + "\nIf the change is intended, re-record with \(rerecord).")
  }

  /// The message for a mismatch: the file and the first line that differs, both versions.
  static func mismatch(actual: String, existing: String, path: String) -> String {
    let expectedLines = existing.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    var index = 0
    while index < expectedLines.count, index < actualLines.count,
      expectedLines[index] == actualLines[index]
    {
      index += 1
    }
    func line(_ lines: [String]) -> String {
      index < lines.count ? lines[index] : "(end of file)"
    }
    return """
      Snapshot does not match: \(path)
      First difference at line \(index + 1):
      - snapshot: \(line(expectedLines))
      + actual:   \(line(actualLines))
      """
  }
}

/// Compares `text` with the golden file `name` of the calling test file; see ``GoldenText``.
///
/// - Parameters:
///   - text: The rendered text.
///   - name: The file name, extension included (`tree.svg`).
///   - filePath: The test file; leave it to its default.
///   - sourceLocation: Where to report failures; leave it to its default.
func assertGoldenText(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = GoldenText.url(named: name, filePath: filePath)
  let existing = try? String(contentsOf: url, encoding: .utf8)
  let decision = GoldenText.decide(
    actual: text, existing: existing, path: url.path,
    environment: GoldenText.Environment(ProcessInfo.processInfo.environment))
  if decision.writes {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("Could not write snapshot \(url.path): \(error)", sourceLocation: sourceLocation)
      return
    }
  }
  if let failure = decision.failure {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}
