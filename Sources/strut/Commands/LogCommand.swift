import Foundation
import StrutConsoleLog
import StrutDoctor

/// `strut log [FILE] [--format text|json] [--html PAGE]`: reads UIKit "Unable to simultaneously
/// satisfy constraints" logs from a file or standard input, rebuilds each conflict and explains
/// it, and can draw the views involved with their constraints.
struct LogCommand {
  let path: String?
  let format: ConsoleLogFormat
  let page: String?

  /// Parses `log [FILE] [--format text|json]`.
  init(arguments: [String]) throws(UsageError) {
    var path: String?
    var page: String?
    var format = ConsoleLogFormat.text
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--format", "-f":
        guard let value = rest.popFirst(), let parsed = ConsoleLogFormat(rawValue: value) else {
          throw UsageError("'--format' takes 'text' or 'json'.")
        }
        format = parsed
      case "--html":
        guard let value = rest.popFirst() else {
          throw UsageError("Missing value for '--html <file>'.")
        }
        page = value
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
    self.page = page
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
    if let page {
      do {
        try writePage(for: input, to: URL(fileURLWithPath: page))
      } catch {
        FileHandle.standardError.write(Data("Error: could not write '\(page)': \(error)\n".utf8))
        return 73
      }
    }
    return status
  }

  /// One section per log: the rebuilt views after the break, with every constraint drawn (red
  /// where the frames break it), and the explanation's summary.
  private func writePage(for input: String, to url: URL) throws {
    let sections = ConsoleLog.parse(input).entries.map { entry -> HTMLSection in
      let picture = LayoutPicture(
        title: "After the break", view: entry.rebuiltView(),
        renderer: SVGRenderer(scale: 2, constraints: .all))
      return .panels(
        "Log at lines \(entry.firstLine)-\(entry.lastLine)", [picture],
        note: ConsoleLogAnalysis(entry: entry).explanation.summary)
    }
    let html = HTMLPage(title: "strut log", sections: sections).render()
    try Data(html.utf8).write(to: url)
    FileHandle.standardError.write(Data("Wrote \(url.path)\n".utf8))
  }
}
