// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Strut",
  products: [
    // The solver: a lexicographic Cassowary simplex with UIKit's priority rules.
    .library(name: "StrutSolver", targets: ["StrutSolver"]),
    // The UIKit-named layout model: geometry, UIView, NSLayoutConstraint, UILayoutPriority.
    .library(name: "Strut", targets: ["Strut"]),
    // The command line.
    .executable(name: "strut", targets: ["strut"]),
    // Benchmarks against kiwi (see Benchmarks/README.md); built by CI so it cannot rot.
    .executable(name: "strut-bench", targets: ["StrutBenchmarks"]),
  ],
  dependencies: [],
  targets: [
    // The solver knows nothing of views and imports nothing, not even Foundation.
    .target(name: "StrutSolver"),

    // UIKit's layout model under UIKit's names, so iOS layout code compiles against `import Strut`.
    .target(name: "Strut", dependencies: ["StrutSolver"]),

    .executableTarget(name: "strut", dependencies: ["StrutSolver"]),

    .executableTarget(
      name: "StrutBenchmarks",
      dependencies: ["StrutSolver", "Strut"],
      path: "Benchmarks/Sources/StrutBenchmarks"
    ),

    .testTarget(name: "StrutSolverTests", dependencies: ["StrutSolver"]),
    .testTarget(name: "StrutCLITests", dependencies: ["strut"]),
    .testTarget(name: "StrutTests", dependencies: ["Strut"]),
  ],
  swiftLanguageModes: [.v6]
)
