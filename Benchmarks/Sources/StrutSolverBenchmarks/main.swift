// strut-solver-bench: the solver workloads of performance.md §2 on StrutSolver, the ones kiwi
// runs too (see Benchmarks/README.md).
//
//     strut-solver-bench [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]
//
// Built without Foundation and linked statically (Package.swift), so that its peak memory is the
// solver's own and compares with kiwi's C++ process.

import BenchmarkHarness

/// The enaml-like corpus, read once, when the first workload that needs it is made.
nonisolated(unsafe) var corpus: EnamlCorpus?

BenchmarkCommand(name: "strut-solver-bench", workloadIDs: workloadIDs) { id, corpusDirectory in
  try makeWorkload(id) {
    if let corpus { return corpus }
    let loaded = try EnamlCorpus(corpusDirectory: corpusDirectory)
    corpus = loaded
    return loaded
  }
}.run()
