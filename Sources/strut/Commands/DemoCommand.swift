import Foundation
import Strut

/// `strut demo`: the user's header bar before and after the article's fix, at three widths,
/// with todayButton shown and hidden.
struct DemoCommand {
  static let widths: [CGFloat] = [320, 375, 430]

  let outputDirectory: URL

  /// Parses `demo [--output DIR]`.
  init(arguments: [String]) throws(UsageError) {
    var output = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--output", "-o":
        guard let path = rest.popFirst() else {
          throw UsageError("Missing value for '--output <directory>'.")
        }
        output = URL(fileURLWithPath: path)
      default:
        throw UsageError("Unknown option '\(argument)' for 'demo'.")
      }
    }
    outputDirectory = output
  }

  func run() -> Int32 {
    let scenarios = HeaderScenario.Version.allCases.flatMap { version in
      Self.widths.flatMap { width in
        [false, true].map { HeaderScenario(version: version, width: width, todayHidden: $0) }
      }
    }
    print(DemoReport(scenarios: scenarios).text)
    return 0
  }
}
