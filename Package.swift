// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Strut",
  products: [
    // The solver: a lexicographic Cassowary simplex with UIKit's priority rules.
    .library(name: "StrutSolver", targets: ["StrutSolver"]),
    // The command line.
    .executable(name: "strut", targets: ["strut"]),
    // Benchmarks against kiwi (see Benchmarks/README.md); built by CI so it cannot rot.
    .executable(name: "strut-bench", targets: ["StrutBenchmarks"]),
  ],
  dependencies: [],
  targets: [
    // The solver knows nothing of views and imports nothing, not even Foundation.
    .target(name: "StrutSolver"),

    .executableTarget(name: "strut", dependencies: ["StrutSolver"]),

    .executableTarget(
      name: "StrutBenchmarks",
      dependencies: ["StrutSolver"],
      path: "Benchmarks/Sources/StrutBenchmarks"
    ),

    .testTarget(name: "StrutSolverTests", dependencies: ["StrutSolver"]),
    .testTarget(name: "StrutCLITests", dependencies: ["strut"]),
  ],
  swiftLanguageModes: [.v6]
)
