/// Everything `strut log` says about one input: its logs, each analysed, and the rates of
/// agreement with UIKit, ready to render as text or JSON.
///
///     let report = ConsoleLogReport(text: pasted)
///     print(report.text())
///     report.isPartial   // true when some line could not be read
public struct ConsoleLogReport: Hashable, Sendable {
  /// The input as read.
  public var log: ConsoleLog
  /// One analysis per log, in input order.
  public var analyses: [ConsoleLogAnalysis]

  /// Reads and analyses every log in a text.
  ///
  /// - Parameter text: The console text.
  public init(text: String) {
    self.init(log: ConsoleLog.parse(text))
  }

  /// Analyses every log of a parsed input.
  ///
  /// - Parameter log: The parsed input.
  public init(log: ConsoleLog) {
    self.log = log
    self.analyses = log.entries.map(ConsoleLogAnalysis.init(entry:))
  }

  /// Whether anything was lost: an input-level error (no log at all) or a partial log.
  public var isPartial: Bool {
    log.diagnostics.contains { $0.severity == .error } || analyses.contains(where: \.isPartial)
  }

  /// The number of logs whose set Strut matches (equal, or an explained subset).
  public var setMatches: Int { analyses.filter(\.setMatch.isMatch).count }

  /// The number of logs whose broken constraint Strut matches.
  public var breakMatches: Int { analyses.filter { $0.breakMatch == .same }.count }

  /// The number of logs that say which constraint UIKit broke and where Strut breaks one.
  public var breaksCompared: Int {
    analyses.filter { $0.breakMatch == .same || $0.breakMatch == .different }.count
  }
}
