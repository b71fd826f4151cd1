import Foundation
import Strut
import StrutLayoutTestSupport
import Testing

@testable import StrutConsoleLog

/// Conflicts Strut's engine logs, read back by `strut log` (issue #9's reader against issue #3's
/// writer, E6–E8): every message the engine prints for a random layout parses whole; where the
/// rebuilt system finds UIKit's set, it breaks the constraint the engine broke.
///
/// A log does not show the hierarchy (which superview an autoresizing frame is relative to, or
/// a view inside a label), so the reader cannot always find the conflict again; it must for
/// most, and whenever it does the two policies must agree. Reading back these conflicts found
/// content-size lines rebuilt as the app's constraints.
@Suite("Engine conflicts read back")
struct EngineLogRoundTripTests {
  @Test func engineConflictsReadBack() {
    var (logs, sets, breaks) = (0, 0, 0)
    for seed in UInt64(1)...600 {
      let messages = StrutLog.messages { RandomLayout.make(seed: seed).root.layoutIfNeeded() }
      for message in messages where message.contains(LogLine.headline) {
        logs += 1
        let log = ConsoleLog.parse(message)
        #expect(log.entries.count == 1 && log.diagnostics.isEmpty, "seed \(seed): \(message)")
        guard let entry = log.entries.first else { continue }
        let analysis = ConsoleLogAnalysis(entry: entry)
        #expect(!analysis.isPartial, "seed \(seed): \(analysis.diagnostics)")
        guard analysis.setMatch.isMatch else { continue }
        sets += 1
        #expect(analysis.breakMatch == .same, "seed \(seed): \(message)")
        if analysis.breakMatch == .same { breaks += 1 }
      }
    }
    // 273 of the 304 conflicts are found again at the time of writing (90%).
    #expect(logs > 200)
    #expect(Double(sets) >= 0.85 * Double(logs), "\(sets) of \(logs) sets found again")
    #expect(breaks == sets)
  }
}
