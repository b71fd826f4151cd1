// The command line both benchmark executables share:
//
//     NAME [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]
//
// Exits 1 if a checksum mismatched, an invariant failed or a workload threw; 2 on bad usage.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A benchmark executable: its workloads, run as its command line asks.
package struct BenchmarkCommand {
  /// The executable's name, for the usage text.
  package var name: String
  /// Every workload id, in output order.
  package var workloadIDs: [String]
  /// The workload with an id, given the shared corpus directory; nil for an unknown id.
  package var makeWorkload: (_ id: String, _ corpusDirectory: String) throws -> Workload?

  package init(
    name: String, workloadIDs: [String],
    makeWorkload: @escaping (_ id: String, _ corpusDirectory: String) throws -> Workload?
  ) {
    self.name = name
    self.workloadIDs = workloadIDs
    self.makeWorkload = makeWorkload
  }

  private var usage: String {
    """
    usage: \(name) [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]
      --only ID   run only these workloads (one per process gives its peak memory)
      --json      print one JSON object instead of lines
      --corpus D  the shared corpus directory (default: <package root>/../shared/corpus)
      --reps N    run each workload N times, even past 10 s (default: 5, fewer past 10 s)
      --list      print the workload ids
    workloads: \(workloadIDs.joined(separator: " "))
    """
  }

  private func fail(_ message: String) -> Never {
    // Standard error's file descriptor: Glibc's `stderr` is a global Swift 6 will not share.
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
  }

  /// Parses the arguments, runs the chosen workloads, prints the report and exits.
  package func run(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
    var selected = workloadIDs
    var json = false
    var corpusDirectory = defaultCorpusDirectory()
    var policy = RunPolicy()
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      switch argument {
      case "--only":
        guard let value = arguments.popFirst() else { fail(usage) }
        selected = value.split(separator: ",").map(String.init)
        for id in selected where !workloadIDs.contains(id) {
          fail("unknown workload \(id)\n" + usage)
        }
      case "--json": json = true
      case "--corpus":
        guard let value = arguments.popFirst() else { fail(usage) }
        corpusDirectory = value
      case "--reps":
        guard let value = arguments.popFirst(), let count = Int(value), count > 0 else {
          fail(usage)
        }
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

    let report = TextReport(solver: "strut")
    var measurements: [Measurement] = []
    var failed = false
    if !json { report.header(repetitions: policy.repetitions) }
    for id in selected {
      do {
        guard let workload = try makeWorkload(id, corpusDirectory) else { continue }
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
  }
}

/// `<package root>/../shared/corpus`, the package root found from this source file's path
/// (`Benchmarks/Sources/BenchmarkHarness/` is three folders below it).
private func defaultCorpusDirectory() -> String {
  var components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
  components.removeLast(5)  // the file, BenchmarkHarness, Sources, Benchmarks, the package
  return components.joined(separator: "/") + "/shared/corpus"
}
