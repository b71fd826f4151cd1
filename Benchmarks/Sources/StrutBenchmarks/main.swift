// strut-bench: the workloads of performance.md §2 on StrutSolver (see Benchmarks/README.md).
//
//     strut-bench [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]
//
// Exits 1 if a checksum mismatched, an invariant failed or a workload threw; 2 on bad usage.

import Foundation

private let usage = """
  usage: strut-bench [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]
    --only ID   run only these workloads (one per process gives its peak memory)
    --json      print one JSON object instead of lines
    --corpus D  the shared corpus directory (default: <package root>/../shared/corpus)
    --reps N    run each workload N times, even past 10 s (default: 5, fewer past 10 s)
    --list      print the workload ids
  workloads: \(workloadIDs.joined(separator: " "))
  """

private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

/// `<package root>/../shared/corpus`, the package root found from this source file's path.
private func defaultCorpus() -> String {
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  return root.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
}

var selected = workloadIDs
var json = false
var corpusDirectory = defaultCorpus()
var policy = RunPolicy()

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--only":
    guard let value = arguments.popFirst() else { fail(usage) }
    selected = value.split(separator: ",").map(String.init)
    for id in selected where !workloadIDs.contains(id) { fail("unknown workload \(id)\n" + usage) }
  case "--json": json = true
  case "--corpus":
    guard let value = arguments.popFirst() else { fail(usage) }
    corpusDirectory = value
  case "--reps":
    guard let value = arguments.popFirst(), let count = Int(value), count > 0 else { fail(usage) }
    policy.repetitions = count
    policy.isFixed = true
  case "--list":
    print(workloadIDs.joined(separator: "\n"))
    exit(0)
  case "-h", "--help":
    print(usage)
    exit(0)
  default: fail("unknown argument \(argument)\n" + usage)
  }
}

var corpus: EnamlCorpus?
let report = TextReport(solver: "strut")
var measurements: [Measurement] = []
var failed = false
if !json { report.header(repetitions: policy.repetitions) }
for id in selected {
  do {
    let workload = try makeWorkload(id) {
      if let corpus { return corpus }
      let loaded = try EnamlCorpus(corpusDirectory: corpusDirectory)
      corpus = loaded
      return loaded
    }
    guard let workload else { continue }
    let measurement = try measure(workload, policy: policy)
    failed = failed || measurement.status == "MISMATCH" || measurement.status == "INVALID"
    measurements.append(measurement)
    if !json { report.line(measurement) }
  } catch {
    failed = true
    print("ERROR \(id): \(error)")
  }
}
if json {
  print(jsonReport(solver: "strut", measurements))
} else {
  report.footer()
}
exit(failed ? 1 : 0)
