import Testing

@testable import BenchmarkHarness

/// The harness's timing and checks (Benchmarks/README.md, "Reading the table").
@Suite("Measurement")
struct MeasurementTests {
  // The median of an even count is the mean of the middle two; the status says why a run is
  // not ok, problems before checksums.
  @Test func medianAndStatus() {
    var measurement = Measurement(
      id: "x", samplesMs: [4, 1, 3, 2], checksum: 10, expected: 10, problems: [], notes: [])
    #expect(measurement.medianMs == 2.5)
    #expect(measurement.status == "ok")
    measurement.checksum = 11
    #expect(measurement.status == "MISMATCH")
    measurement.problems = ["w < 0"]
    #expect(measurement.status == "INVALID")
    measurement.expected = nil
    measurement.problems = []
    #expect(measurement.status == "valid")
  }

  // A checksum that changes between the runs of one process is a problem (determinism).
  @Test func checksumsThatDifferBetweenRunsAreAProblem() throws {
    var next = 0.0
    let workload = Workload(id: "drift", expected: nil) {
      next += 1
      return Sample(elapsed: .milliseconds(1), checksum: next)
    }
    var policy = RunPolicy()
    policy.repetitions = 3
    let measurement = try measure(workload, policy: policy)
    #expect(measurement.samplesMs.count == 3)
    #expect(measurement.problems.contains { $0.hasPrefix("checksum differs between runs") })
  }

  // C's %.*f without Foundation, including values too long for the first buffer.
  @Test func formatsLikePrintf() {
    #expect(format(2.5, 3) == "2.500")
    #expect(format(-4_995_000, 6) == "-4995000.000000")
    #expect(format(1e70, 0).count == 71)
  }
}
