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
    do {
      let files = try DemoPage(scenarios: scenarios).write(to: outputDirectory)
      print(
        "Wrote \(files[0].lastPathComponent) and \(files.count - 1) SVG pictures to "
          + "\(outputDirectory.path); open the page in a browser to see every state and the "
          + "animated hide.")
      return 0
    } catch {
      FileHandle.standardError.write(
        Data("Error: could not write the pictures to \(outputDirectory.path): \(error)\n".utf8))
      return 73
    }
  }
}
