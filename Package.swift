// swift-tools-version: 6.0
import PackageDescription

/// The functions strut-solver-bench runs, which its release link places first (see
/// Benchmarks/order/order-functions.sh).
let hotFunctionOrder = "\(Context.packageDirectory)/Benchmarks/order/strut-solver-bench.order"

let package = Package(
  name: "Strut",
  products: [
    // The solver: a lexicographic Cassowary simplex with UIKit's priority rules.
    .library(name: "StrutSolver", targets: ["StrutSolver"]),
    // The UIKit-named layout model: geometry, UIView, NSLayoutConstraint, UILayoutPriority.
    .library(name: "Strut", targets: ["Strut"]),
    // Fonts, their metrics, line breaking and truncation, measured as iOS measures them.
    .library(name: "StrutText", targets: ["StrutText"]),
    // Interface Builder files (.xib, .storyboard) read into Strut view trees.
    // The layout doctor: analyses, reports and pictures of solved layouts.
    .library(name: "StrutDoctor", targets: ["StrutDoctor"]),
    .library(name: "StrutInterfaceBuilder", targets: ["StrutInterfaceBuilder"]),
    // UIKit's unsatisfiable-constraints console logs read back into constraint systems.
    .library(name: "StrutConsoleLog", targets: ["StrutConsoleLog"]),
    // `.then { }` as the Then library spells it, for code written with Then.
    .library(name: "StrutThen", targets: ["StrutThen"]),
    // Assertions and text snapshots of layouts, for tests in users' projects.
    .library(name: "StrutTesting", targets: ["StrutTesting"]),
    // The command line.
    .executable(name: "strut", targets: ["strut"]),
    // Benchmarks (see Benchmarks/README.md), built by CI so they cannot rot: the solver against
    // kiwi, and the layout model, doctor and text on their own.
    .executable(name: "strut-solver-bench", targets: ["StrutSolverBenchmarks"]),
    .executable(name: "strut-bench", targets: ["StrutBenchmarks"]),
  ],
  dependencies: [],
  targets: [
    // The solver knows nothing of views and imports nothing but the toolchain's Synchronization
    // (atomics for the numbers it keeps on variables and constraints), not even Foundation.
    .target(name: "StrutSolver"),

    // UIKit's layout model under UIKit's names, so iOS layout code compiles against `import Strut`.
    .target(name: "Strut", dependencies: ["StrutSolver", "StrutText"]),

    // Text measurement knows nothing of views.
    .target(name: "StrutText"),

    .target(name: "StrutDoctor", dependencies: ["Strut"]),
    .target(name: "StrutThen"),
    // Imports XCTest and Testing: link it into test targets only.
    .target(name: "StrutTesting", dependencies: ["Strut", "StrutDoctor"]),

    // The user's header bar from the first article (`strut demo` runs it).
    .target(
      name: "StatsHeader", dependencies: ["Strut", "StrutThen"], path: "Examples/StatsHeader"),
    .target(name: "StrutInterfaceBuilder", dependencies: ["Strut", "StrutText"]),
    .target(name: "StrutConsoleLog", dependencies: ["Strut"]),

    .executableTarget(
      name: "strut",
      dependencies: [
        "StrutSolver", "Strut", "StrutDoctor", "StrutConsoleLog", "StrutInterfaceBuilder",
        "StatsHeader",
      ]),
    .executableTarget(
      name: "GenerateSystemFace", dependencies: ["StrutText"], path: "Tools/GenerateSystemFace"),

    // Timing, checksums, peak memory and output, without Foundation.
    .target(name: "BenchmarkHarness", path: "Benchmarks/Sources/BenchmarkHarness"),
    // No Foundation and, in release builds, a static executable whose hot functions come first
    // (Benchmarks/order): an empty process linked against Foundation holds about 19 MB, this
    // one about 3 MB, as an empty C++ one does, so the peak memory it reports is the solver's
    // and compares with kiwi's. Debug builds link it as usual, so that sanitizer builds link.
    .executableTarget(
      name: "StrutSolverBenchmarks",
      dependencies: ["BenchmarkHarness", "StrutSolver"],
      path: "Benchmarks/Sources/StrutSolverBenchmarks",
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(hotFunctionOrder)",
            "-Xlinker", "--no-warn-symbol-ordering",
          ],
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .executableTarget(
      name: "StrutBenchmarks",
      dependencies: ["BenchmarkHarness", "Strut", "StrutDoctor", "StatsHeader"],
      path: "Benchmarks/Sources/StrutBenchmarks"
    ),

    // The seeded generator the property, mutation and random-layout tests share.
    .target(name: "StrutTestSupport", path: "Tests/StrutTestSupport"),
    // Seeded random layouts, for the layout-model and console-log tests.
    .target(
      name: "StrutLayoutTestSupport", dependencies: ["Strut", "StrutTestSupport"],
      path: "Tests/StrutLayoutTestSupport"),
    .testTarget(name: "StrutSolverTests", dependencies: ["StrutSolver", "StrutTestSupport"]),
    .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
    .testTarget(name: "StrutCLITests", dependencies: ["strut", "StrutTestSupport"]),
    .testTarget(
      name: "StrutTests", dependencies: ["Strut", "StrutTestSupport", "StrutLayoutTestSupport"]),
    .testTarget(name: "StrutTextTests", dependencies: ["StrutText", "StrutTestSupport"]),
    .testTarget(
      name: "StrutDoctorTests", dependencies: ["StrutDoctor", "StrutLayoutTestSupport"],
      exclude: ["Pictures/__Snapshots__", "Rendering/__Snapshots__", "Rendering/Fixtures"]),
    .testTarget(
      name: "StrutTestingTests", dependencies: ["StrutTesting", "Strut"],
      exclude: ["__Snapshots__"]),
    .testTarget(name: "StatsHeaderTests", dependencies: ["StatsHeader", "Strut", "StrutDoctor"]),
    .testTarget(
      name: "StrutInterfaceBuilderTests",
      dependencies: ["StrutInterfaceBuilder", "StrutLayoutTestSupport"]),
    .testTarget(
      name: "StrutConsoleLogTests",
      dependencies: ["StrutConsoleLog", "StrutTestSupport", "StrutLayoutTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
