/// A console's text read into the "Unable to simultaneously satisfy constraints" logs it holds.
///
/// UIKit prints one log per conflict, and a pasted console often holds several, with other
/// output between them. The reader splits the text at each headline or constraint list and reads
/// each log on its own; lines that belong to no log are reported, once per run, in
/// ``diagnostics``. Reading never fails: a text with no log gives no entries and a diagnostic
/// that says what was looked for.
///
///     let log = ConsoleLog.parse(text)
///     log.entries.count                     // 1
///     log.entries[0].constraints.count      // 4
///     log.entries[0].brokenIndex            // 1
public struct ConsoleLog: Hashable, Sendable {
  /// The logs, in input order.
  public var entries: [ConsoleLogEntry]
  /// What the reader met outside every log: ignored text, no log at all.
  public var diagnostics: [ConsoleLogDiagnostic]
  /// The number of lines in the input.
  public var lineCount: Int

  /// Creates a parsed input from its parts.
  ///
  /// - Parameters:
  ///   - entries: The logs.
  ///   - diagnostics: What the reader met outside every log.
  ///   - lineCount: The number of lines in the input.
  public init(
    entries: [ConsoleLogEntry], diagnostics: [ConsoleLogDiagnostic], lineCount: Int
  ) {
    self.entries = entries
    self.diagnostics = diagnostics
    self.lineCount = lineCount
  }

  /// Reads every log in a console's text.
  ///
  /// Tabs or spaces, a timestamp prefix, a missing header, a missing blank line, a cut-off tail
  /// and the iOS 7 to iOS 17 variants of the text are all read (E8, E9).
  ///
  /// - Parameter text: The console text, as pasted.
  /// - Returns: The logs it holds and what could not be read.
  public static func parse(_ text: String) -> ConsoleLog {
    var scanner = LogScanner()
    return scanner.scan(text)
  }
}
