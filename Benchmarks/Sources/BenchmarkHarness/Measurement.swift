// Timing: runs a workload several times on MonotonicClock, takes the median and checks the
// checksum. Nothing here imports Foundation, so that the solver's benchmark can be a process
// with no more than the solver in it (see PeakMemory.swift).

/// One run of a workload: the time of its timed section, its checksum, and what it found wrong.
package struct Sample {
  package var elapsed: Duration
  package var checksum: Double
  package var problems: [String]

  package init(elapsed: Duration, checksum: Double, problems: [String] = []) {
    self.elapsed = elapsed
    self.checksum = checksum
    self.problems = problems
  }
}

/// A benchmark workload of performance.md §2.
package struct Workload {
  /// The id used by `--only` and in the output: `a1`, `b1-stays-400`, `c-1000` ...
  package var id: String
  /// The checksum that must come out (kiwi's, from performance.md, or derived in closed form);
  /// nil where none is known and only invariants are checked.
  package var expected: Double?
  /// One complete run; the sample's `elapsed` covers only the timed section.
  package var run: () throws -> Sample

  package init(id: String, expected: Double?, run: @escaping () throws -> Sample) {
    self.id = id
    self.expected = expected
    self.run = run
  }
}

/// The outcome of all the runs of one workload.
package struct Measurement {
  package var id: String
  package var samplesMs: [Double]
  package var checksum: Double
  package var expected: Double?
  package var problems: [String]
  package var notes: [String]

  package var medianMs: Double {
    let sorted = samplesMs.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  package var checksumMatches: Bool? {
    expected.map { checksumsAgree(checksum, $0) }
  }

  /// `ok` (checksum as expected), `valid` (no expected checksum, invariants hold), `MISMATCH`
  /// (checksum differs) or `INVALID` (an invariant failed).
  package var status: String {
    if !problems.isEmpty { return "INVALID" }
    switch checksumMatches {
    case .some(true): return "ok"
    case .some(false): return "MISMATCH"
    case .none: return "valid"
    }
  }
}

/// Whether two checksums are equal up to rounding: 1e-9 relative plus 1e-6 absolute.
package func checksumsAgree(_ a: Double, _ b: Double) -> Bool {
  abs(a - b) <= 1e-9 * max(abs(a), abs(b)) + 1e-6
}

/// Milliseconds in a duration.
package func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
}

/// How many times each workload runs, and when to stop early.
package struct RunPolicy {
  /// Runs per workload.
  package var repetitions = 5
  /// Whether `repetitions` was given on the command line; then no run is skipped.
  package var isFixed = false
  /// A run longer than this ends the repetitions early (performance.md: fewer runs for anything
  /// that takes more than 10 s).
  package var longRun: Duration = .seconds(10)

  package init() {}
}

/// Runs `workload` under `policy` and collects its samples.
package func measure(_ workload: Workload, policy: RunPolicy) throws -> Measurement {
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
