// strut-bench: the layout model's, the doctor's and text's workloads, on Strut alone (see
// Benchmarks/README.md); the solver's workloads against kiwi are strut-solver-bench's.
//
//     strut-bench [--only ID[,ID...]] [--json] [--corpus DIR] [--reps N] [--list]

import BenchmarkHarness

BenchmarkCommand(name: "strut-bench", workloadIDs: layoutWorkloadIDs + doctorWorkloadIDs) { id, _ in
  makeLayoutWorkload(id) ?? makeDoctorWorkload(id)
}.run()
