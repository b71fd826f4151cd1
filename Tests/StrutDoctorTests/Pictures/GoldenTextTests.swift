import Foundation
import Testing

/// The golden-file helper's rules (issue #6 item 5: "a record mode through an environment
/// variable, never recording on CI"), tested on its pure decision function.
@Suite("Pictures: snapshot helper")
struct GoldenTextTests {
  static let local = GoldenText.Environment(wantsRecording: false, isCI: false)
  static let recording = GoldenText.Environment(wantsRecording: true, isCI: false)
  static let ci = GoldenText.Environment(wantsRecording: false, isCI: true)
  static let ciRecording = GoldenText.Environment(wantsRecording: true, isCI: true)

  // Issue #6 item 5: a matching snapshot passes and writes nothing, wherever it runs.
  @Test(arguments: [local, recording, ci, ciRecording].filter { !$0.wantsRecording || $0.isCI })
  func matchPassesWithoutWriting(environment: GoldenText.Environment) {
    let decision = GoldenText.decide(
      actual: "a\n", existing: "a\n", path: "p", environment: environment)
    #expect(decision == GoldenText.Decision(writes: false, failure: nil))
  }

  // Issue #6 item 5, "never recording on CI": a missing snapshot fails on CI without being
  // written, and says how to record it.
  @Test(arguments: [ci, ciRecording])
  func missingSnapshotOnCIFailsWithoutRecording(environment: GoldenText.Environment) throws {
    let decision = GoldenText.decide(
      actual: "a\n", existing: nil, path: "/s/x.svg", environment: environment)
    #expect(!decision.writes)
    let failure = try #require(decision.failure)
    #expect(failure.contains("Missing snapshot: /s/x.svg"))
    #expect(failure.contains("never recorded on CI"))
    #expect(failure.contains("STRUT_RECORD_SNAPSHOTS=1"))
  }

  // Issue #6 item 5: on CI, asking to record changes nothing: a mismatch still fails and says
  // the variable was ignored.
  @Test func recordingIsIgnoredOnCI() throws {
    let decision = GoldenText.decide(
      actual: "b\n", existing: "a\n", path: "p", environment: Self.ciRecording)
    #expect(!decision.writes)
    #expect(try #require(decision.failure).contains("STRUT_RECORD_SNAPSHOTS is ignored on CI"))
  }

  // Issue #6 item 5, "a record mode through an environment variable": recording writes the
  // file and fails, saying so, even when the text matched.
  @Test func recordModeWritesAndFails() throws {
    for existing in [nil, "a\n", "b\n"] as [String?] {
      let decision = GoldenText.decide(
        actual: "a\n", existing: existing, path: "/s/x.svg", environment: Self.recording)
      #expect(decision.writes)
      #expect(try #require(decision.failure).hasPrefix("Recorded snapshot: /s/x.svg"))
    }
  }

  // Issue #6 item 5: locally, a missing snapshot is recorded and the test fails once.
  @Test func missingSnapshotLocallyIsRecorded() throws {
    let decision = GoldenText.decide(
      actual: "a\n", existing: nil, path: "/s/x.svg", environment: Self.local)
    #expect(decision.writes)
    #expect(try #require(decision.failure).contains("recorded one: /s/x.svg"))
  }

  // Issue #6 item 5: a mismatch reports the first differing line, numbered from 1, with both
  // versions, and is not written.
  @Test func mismatchReportsTheFirstDifferingLine() throws {
    let decision = GoldenText.decide(
      actual: "same\nnew line\nrest\n", existing: "same\nold line\nrest\n", path: "/s/x.svg",
      environment: Self.local)
    #expect(!decision.writes)
    let failure = try #require(decision.failure)
    #expect(failure.contains("Snapshot does not match: /s/x.svg"))
    #expect(failure.contains("First difference at line 2:"))
    #expect(failure.contains("- snapshot: old line"))
    #expect(failure.contains("+ actual:   new line"))
  }

  // Issue #6 item 5: when one text is the other plus more lines, the shorter side shows as the
  // end of the file.
  @Test func mismatchPastTheEndSaysEndOfFile() {
    let message = GoldenText.mismatch(actual: "a\nb", existing: "a", path: "p")
    #expect(message.contains("First difference at line 2:"))
    #expect(message.contains("- snapshot: (end of file)"))
    #expect(message.contains("+ actual:   b"))
  }

  // Issue #6 item 5: the environment is read as documented: `STRUT_RECORD_SNAPSHOTS=1` records,
  // `CI` set to anything but empty, `false` or `0` means CI.
  @Test func environmentIsReadAsDocumented() {
    #expect(GoldenText.Environment(["STRUT_RECORD_SNAPSHOTS": "1"]) == Self.recording)
    #expect(GoldenText.Environment(["STRUT_RECORD_SNAPSHOTS": "0"]) == Self.local)
    #expect(GoldenText.Environment(["CI": "true"]) == Self.ci)
    #expect(
      GoldenText.Environment(["CI": "1", "STRUT_RECORD_SNAPSHOTS": "yes"]) == Self.ciRecording)
    #expect(GoldenText.Environment(["CI": "false"]) == Self.local)
    #expect(GoldenText.Environment([:]) == Self.local)
  }

  // Issue #6 item 5: snapshots live in swift-snapshot-testing's layout, next to the test file.
  @Test func snapshotsLiveNextToTheTestFile() {
    let url = GoldenText.url(named: "card.svg", filePath: "/p/Tests/T/PictureGoldenTests.swift")
    #expect(url.path == "/p/Tests/T/__Snapshots__/PictureGoldenTests/card.svg")
  }
}
