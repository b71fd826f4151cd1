import Dispatch
import Foundation
import Strut
import StrutDoctor
import StrutInterfaceBuilder

/// `strut check PATH... [--frames] [--format F] [--fail-on S]`: runs the doctor on every root
/// of every Interface Builder file under the paths, at its stored size and across the width
/// sweep, or (`--frames`) compares solved frames with the ones Xcode stored.
struct CheckCommand {
  let paths: [String]
  let format: ReportFormat
  let failOn: Severity
  let checksFrames: Bool
  /// How many of the largest frame mismatches `--frames` lists.
  let worstCount: Int

  /// Parses the arguments after `check`.
  init(arguments: [String]) throws(UsageError) {
    var paths: [String] = []
    var format = ReportFormat.text
    var failOn = Severity.warning
    var frames = false
    var worst = 10
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--format", "-f":
        guard let value = rest.popFirst(), let parsed = ReportFormat(rawValue: value) else {
          throw UsageError("'--format' takes text, xcode, github, sarif or json.")
        }
        format = parsed
      case "--fail-on":
        guard let value = rest.popFirst(), let parsed = Severity(rawValue: value) else {
          throw UsageError("'--fail-on' takes note, warning or error.")
        }
        failOn = parsed
      case "--frames":
        frames = true
      case "--worst":
        guard let value = rest.popFirst(), let count = Int(value), count >= 0 else {
          throw UsageError("'--worst' takes a count of mismatches to list (0 or more).")
        }
        worst = count
      default:
        guard !argument.hasPrefix("-") else {
          throw UsageError("Unknown option '\(argument)' for 'check'.")
        }
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { throw UsageError("'check' needs at least one file or folder.") }
    self.paths = paths
    self.format = format
    self.failOn = failOn
    checksFrames = frames
    worstCount = worst
  }

  func run() -> Int32 {
    let files: [URL]
    do {
      files = try InterfaceBuilderFiles.find(in: paths)
    } catch {
      FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
      return 66
    }
    let progress = Progress(total: files.count)
    if checksFrames {
      let comparisons = CheckCommand.parallelMap(files) { file -> FrameComparison in
        defer { progress.step(file) }
        return Self.document(file, semantics: .canvas).compareFrames()
      }
      progress.finish()
      print(FrameAgreementReport(comparisons: comparisons).text(worst: worstCount))
      return 0
    }
    let findings = CheckCommand.parallelMap(files) { file -> [Finding] in
      defer { progress.step(file) }
      return FileCheck(file: file).findings()
    }.flatMap { $0 }
    progress.finish()
    let report = Report(title: "strut check: \(files.count) file(s)", findings: findings)
    let root = FileManager.default.currentDirectoryPath
    print(report.rendered(as: format, relativeTo: root))
    return (report.highestSeverity.map { $0 >= failOn } ?? false) ? 1 : 0
  }

  /// The document of a file, read as `semantics` says; a file that cannot be read at all is an
  /// empty document with one error diagnostic.
  static func document(_ file: URL, semantics: InterfaceBuilderImportOptions.Semantics)
    -> InterfaceBuilderDocument
  {
    let options = InterfaceBuilderImportOptions(semantics: semantics)
    if let document = try? InterfaceBuilderDocument(contentsOf: file, options: options) {
      return document
    }
    return InterfaceBuilderDocument(data: Data(), path: file.path, options: options)
  }

  /// `transform` over `items` on every core, results in the items' order.
  static func parallelMap<Item: Sendable, Result>(
    _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let results = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      results.set(index, transform(items[index]))
    }
    return results.values
  }
}

/// Results written from several threads, one slot each.
private final class ResultSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = value
  }

  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
