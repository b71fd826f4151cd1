// The two output forms: one line per workload (the format kiwi_bench prints too, which
// Benchmarks/compare.sh reads), or one JSON object.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `value` with `decimals` digits after the point, as C's `%.*f`.
package func format(_ value: Double, _ decimals: Int) -> String {
  // Measured first (C99: a null buffer of size 0 returns the length), then written once.
  let length = Int(withVaList([Int32(decimals), value]) { vsnprintf(nil, 0, "%.*f", $0) })
  var buffer = [CChar](repeating: 0, count: max(0, length) + 1)
  _ = withVaList([Int32(decimals), value]) { vsnprintf(&buffer, buffer.count, "%.*f", $0) }
  return String(
    decoding: buffer.prefix(max(0, length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `text` padded with spaces on the left (`right: false`) or right to at least `width`.
private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return right ? text + padding : padding + text
}

/// Prints measurements as text: one line per workload, then problems and notes, then the peak.
///
/// Line format, shared with kiwi_bench: `<id> median_ms <ms> checksum <sum> runs <n> <status>`.
package struct TextReport {
  package var solver: String

  package init(solver: String) {
    self.solver = solver
  }

  package func header(repetitions: Int) {
    print("# \(solver): median of up to \(repetitions) runs (CLOCK_MONOTONIC)")
  }

  package func line(_ m: Measurement) {
    let sum = format(m.checksum, 6)
    print(
      "\(pad(m.id, 14, right: true)) median_ms \(pad(format(m.medianMs, 3), 12))"
        + " checksum \(pad(sum, 20)) runs \(m.samplesMs.count) \(m.status)")
    if m.checksumMatches == false, let expected = m.expected {
      print("MISMATCH \(m.id): checksum \(sum), expected \(format(expected, 6))")
    }
    for problem in m.problems { print("INVALID \(m.id): \(problem)") }
    for note in m.notes { print("note: \(note)") }
    fflush(nil)  // all C streams: the line is out even if the process is stopped later
  }

  package func footer() {
    print("peak_mb \(peakMemoryMB().map { format($0, 1) } ?? "nan") (VmHWM of this process)")
  }
}

/// The measurements as one JSON object: `solver`, `workloads` (each with `id`, `median_ms`,
/// `samples_ms`, `checksum`, `expected`, `status`, `problems`, `notes`) and `peak_mb`.
package func jsonReport(solver: String, _ measurements: [Measurement]) -> String {
  let workloads: [JSONValue] = measurements.map { m in
    var object: [String: JSONValue] = [
      "id": .string(m.id), "median_ms": .number(m.medianMs),
      "samples_ms": .array(m.samplesMs.map(JSONValue.number)), "checksum": .number(m.checksum),
      "status": .string(m.status), "problems": .array(m.problems.map(JSONValue.string)),
      "notes": .array(m.notes.map(JSONValue.string)),
    ]
    if let expected = m.expected { object["expected"] = .number(expected) }
    return .object(object)
  }
  var root: [String: JSONValue] = ["solver": .string(solver), "workloads": .array(workloads)]
  if let peak = peakMemoryMB() { root["peak_mb"] = .number(peak) }
  return JSONValue.object(root).written()
}
