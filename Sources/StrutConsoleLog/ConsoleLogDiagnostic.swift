/// A problem met while reading or rebuilding a console log: where it is, how bad, and what was
/// expected there.
///
/// Diagnostics are values so that the text and JSON reports can list them in input order and
/// tests can pin them. Every one names a line of the input (counting from 1), so the reader of a
/// long console dump can find the line that could not be read.
///
///     line 12: error: expected a constraint description ("<…>") or ')', found 'garbage'
public struct ConsoleLogDiagnostic: Hashable, Sendable {
  /// How much a diagnostic matters to the analysis.
  public enum Severity: String, Hashable, Sendable, Comparable {
    /// Something unusual that loses nothing: a missing header, missing trailing hint lines.
    case note
    /// Something the reader worked around: a `|` with no `names:` entry, an unexpected line.
    case warning
    /// Something lost: a line that could not be read, a cut-off list, a constraint that could
    /// not be rebuilt. A log with an error is partial.
    case error

    /// Notes sort before warnings, warnings before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }
  }

  /// The line of the input the diagnostic is about, counting from 1.
  public var line: Int
  /// The last line of a run of lines the diagnostic covers (ignored text); `line` when it is one.
  public var lastLine: Int
  /// How much the problem matters.
  public var severity: Severity
  /// What was found and what was expected, in words.
  public var message: String

  /// Creates a diagnostic about one line or a run of lines.
  ///
  /// - Parameters:
  ///   - line: The line, counting from 1.
  ///   - lastLine: The last line of the run; defaults to `line`.
  ///   - severity: How much the problem matters.
  ///   - message: What was found and what was expected.
  public init(line: Int, lastLine: Int? = nil, severity: Severity, message: String) {
    self.line = line
    self.lastLine = max(line, lastLine ?? line)
    self.severity = severity
    self.message = message
  }

  /// `line 12: error: …` or `lines 1-2: note: …`, as the text report prints it.
  public var formatted: String {
    let place = lastLine == line ? "line \(line)" : "lines \(line)-\(lastLine)"
    return "\(place): \(severity.rawValue): \(message)"
  }
}
