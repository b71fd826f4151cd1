// The timing harness: runs a workload several times on ContinuousClock, takes the median, checks
// the checksum, reads the peak memory and prints the results.
//
// kiwi's harness (Benchmarks/kiwi/kiwi_bench.cpp) prints the same line format, which
// Benchmarks/compare.sh reads.

import Foundation

/// One run of a workload: the time of its timed section, its checksum, and what it found wrong.
struct Sample {
  var elapsed: Duration
  var checksum: Double
  var problems: [String] = []
}

/// A benchmark workload of performance.md §2.
struct Workload {
  /// The id used by `--only` and in the output: `a1`, `b1-stays-400`, `c-1000` ...
  var id: String
  /// The checksum that must come out (kiwi's, from performance.md, or derived in closed form);
  /// nil where none is known and only invariants are checked.
  var expected: Double?
  /// One complete run; the sample's `elapsed` covers only the timed section.
  var run: () throws -> Sample
}

/// The outcome of all the runs of one workload.
struct Measurement {
  var id: String
  var samplesMs: [Double]
  var checksum: Double
  var expected: Double?
  var problems: [String]
  var notes: [String]

  var medianMs: Double {
    let sorted = samplesMs.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  var checksumMatches: Bool? {
    expected.map { checksumsAgree(checksum, $0) }
  }

  /// `ok` (checksum as expected), `valid` (no expected checksum, invariants hold), `MISMATCH`
  /// (checksum differs) or `INVALID` (an invariant failed).
  var status: String {
    if !problems.isEmpty { return "INVALID" }
    switch checksumMatches {
    case .some(true): return "ok"
    case .some(false): return "MISMATCH"
    case .none: return "valid"
    }
  }
}

/// Whether two checksums are equal up to rounding: 1e-9 relative plus 1e-6 absolute.
func checksumsAgree(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-9 * max(abs(a), abs(b)) + 1e-6
}

/// Milliseconds in a duration.
func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}

/// How many times each workload runs, and when to stop early.
struct RunPolicy {
  /// Runs per workload.
  var repetitions = 5
  /// Whether `repetitions` was given on the command line; then no run is skipped.
  var isFixed = false
  /// A run longer than this ends the repetitions early (performance.md: fewer runs for anything
  /// that takes more than 10 s).
  var longRun: Duration = .seconds(10)
}

/// Runs `workload` under `policy` and collects its samples.
func measure(_ workload: Workload, policy: RunPolicy) throws -> Measurement {
  var samples: [Double] = []
  var checksums: [Double] = []
  var problems: [String] = []
  var notes: [String] = []
  for run in 0..<policy.repetitions {
    let sample = try workload.run()
    samples.append(milliseconds(sample.elapsed))
    checksums.append(sample.checksum)
    for problem in sample.problems where !problems.contains(problem) {
      problems.append(problem)
    }
    if !policy.isFixed && run + 1 < policy.repetitions && sample.elapsed > policy.longRun {
      notes.append(
        "\(workload.id): run \(run + 1) took \(format(milliseconds(sample.elapsed) / 1e3, 1)) s"
          + " (> \(format(milliseconds(policy.longRun) / 1e3, 0)) s); median of"
          + " \(run + 1) run(s) instead of \(policy.repetitions)")
      break
    }
  }
  if let first = checksums.first, checksums.contains(where: { !checksumsAgree($0, first) }) {
    problems.append(
      "checksum differs between runs: " + checksums.map { format($0, 6) }.joined(separator: ", "))
  }
  return Measurement(
    id: workload.id, samplesMs: samples, checksum: checksums.first ?? .nan,
    expected: workload.expected, problems: problems, notes: notes)
}

/// The process's peak resident set (VmHWM in /proc/self/status) in MB (2^20 bytes), or nil
/// where there is no /proc.
func peakMemoryMB() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes / 1024 }
  }
  return nil
}

/// `value` with `decimals` digits after the point, as C's `%.*f`.
func format(_ value: Double, _ decimals: Int) -> String {
  String(format: "%.\(decimals)f", value)
}

/// Prints measurements as text: one line per workload, then problems and notes, then the peak.
///
/// Line format, shared with kiwi_bench: `<id> median_ms <ms> checksum <sum> runs <n> <status>`.
struct TextReport {
  var solver: String

  func header(repetitions: Int) {
    print("# \(solver): median of up to \(repetitions) runs (ContinuousClock)")
  }

  func line(_ m: Measurement) {
    let id = m.id.padding(toLength: max(14, m.id.count), withPad: " ", startingAt: 0)
    let ms = format(m.medianMs, 3)
    let sum = format(m.checksum, 6)
    print(
      "\(id) median_ms \(String(repeating: " ", count: max(0, 12 - ms.count)))\(ms)"
        + " checksum \(String(repeating: " ", count: max(0, 20 - sum.count)))\(sum)"
        + " runs \(m.samplesMs.count) \(m.status)")
    if m.checksumMatches == false, let expected = m.expected {
      print("MISMATCH \(m.id): checksum \(sum), expected \(format(expected, 6))")
    }
    for problem in m.problems { print("INVALID \(m.id): \(problem)") }
    for note in m.notes { print("note: \(note)") }
    fflush(nil)  // all C streams: the line is out even if the process is stopped later
  }

  func footer() {
    print("peak_mb \(peakMemoryMB().map { format($0, 1) } ?? "nan") (VmHWM of this process)")
  }
}

/// The measurements as one JSON object.
func jsonReport(solver: String, _ measurements: [Measurement]) -> String {
  let workloads: [[String: Any]] = measurements.map { m in
    var object: [String: Any] = [
      "id": m.id, "median_ms": m.medianMs, "samples_ms": m.samplesMs, "checksum": m.checksum,
      "status": m.status, "problems": m.problems, "notes": m.notes,
    ]
    if let expected = m.expected { object["expected"] = expected }
    return object
  }
  var root: [String: Any] = ["solver": solver, "workloads": workloads]
  if let peak = peakMemoryMB() { root["peak_mb"] = peak }
  let data = try? JSONSerialization.data(
    withJSONObject: root, options: [.sortedKeys, .prettyPrinted])
  return data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
}
