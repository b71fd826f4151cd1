import Foundation
import StrutConsoleLog

/// `strut log [FILE] [--format text|json]`: reads UIKit "Unable to simultaneously satisfy
/// constraints" logs from a file or standard input, rebuilds each conflict and explains it.
struct LogCommand {
  let path: String?
  let format: ConsoleLogFormat

  /// Parses `log [FILE] [--format text|json]`.
  init(arguments: [String]) throws(UsageError) {
    var path: String?
    var format = ConsoleLogFormat.text
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--format", "-f":
        guard let value = rest.popFirst(), let parsed = ConsoleLogFormat(rawValue: value) else {
          throw UsageError("'--format' takes 'text' or 'json'.")
        }
        format = parsed
      case "-":
        path = nil
      default:
        guard !argument.hasPrefix("-") else {
          throw UsageError("Unknown option '\(argument)' for 'log'.")
        }
        guard path == nil else {
          throw UsageError("'log' reads one file; got a second: '\(argument)'.")
        }
        path = argument
      }
    }
    self.path = path
    self.format = format
  }

  func run() -> Int32 {
    let input: String
    if let path {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("Error: cannot read '\(path)'.\n".utf8))
        return 66
      }
      input = String(decoding: data, as: UTF8.self)
    } else {
      input = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    let (output, status) = ConsoleLogCommand.run(input: input, format: format)
    print(output, terminator: output.hasSuffix("\n") ? "" : "\n")
    return status
  }
}
