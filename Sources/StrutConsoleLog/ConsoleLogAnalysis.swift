/// One log rebuilt, solved by Strut and compared with what UIKit did (E6, E7).
///
/// The log's constraints are rebuilt as a Strut view tree and added in the printed order (see
/// the module's documentation for the choices); Strut's engine finds the mutually exclusive set
/// and breaks one constraint by its documented policy. The analysis then compares both with the
/// log and explains the conflict in words.
///
///     let analysis = ConsoleLogAnalysis(entry: ConsoleLog.parse(text).entries[0])
///     analysis.setMatch      // .equal
///     analysis.breakMatch    // .same
///     analysis.explanation.suggestion?.action
///     // "remove #2, or lower its priority to 999 so it gives way …"
public struct ConsoleLogAnalysis: Hashable, Sendable {
  /// The log as read.
  public var entry: ConsoleLogEntry
  /// The mutually exclusive set Strut found first: indices into the log's constraints, in the
  /// order Strut's message lists them.
  public var conflict: [Int]
  /// The constraint Strut's break policy (E7) breaks, as an index into the log's constraints:
  /// chosen among every constraint the log printed, as UIKit chooses, which may be one the
  /// conflict does not need.
  public var strutBroken: Int?
  /// Any further conflicts Strut met while adding the rest, as index lists.
  public var furtherConflicts: [[Int]]
  /// The constraints Strut could not rebuild (each also has an error in ``diagnostics``).
  public var unrebuilt: [Int]
  /// How Strut's set compares with UIKit's.
  public var setMatch: ConsoleLogSetMatch
  /// How Strut's broken constraint compares with UIKit's.
  public var breakMatch: ConsoleLogBreakMatch
  /// The frames of the items in the conflict (and their superviews) after the break.
  public var frames: [ConsoleLogFrame]
  /// The conflict in words.
  public var explanation: ConsoleLogExplanation
  /// The log's diagnostics and the rebuild's, in line order.
  public var diagnostics: [ConsoleLogDiagnostic]

  /// Whether anything the analysis needs was lost: an unreadable or cut-off line, or a
  /// constraint Strut could not rebuild.
  public var isPartial: Bool {
    diagnostics.contains { $0.severity == .error }
  }

  /// Rebuilds, solves, compares and explains one log.
  ///
  /// - Parameter entry: A log from ``ConsoleLog/parse(_:)``.
  public init(entry: ConsoleLogEntry) {
    self = Analyzer(entry: entry).analysis
  }

  /// Creates an analysis from its parts.
  ///
  /// - Parameters:
  ///   - entry: The log.
  ///   - conflict: Strut's set.
  ///   - strutBroken: Strut's broken constraint.
  ///   - furtherConflicts: Any further conflicts.
  ///   - unrebuilt: The constraints Strut could not rebuild.
  ///   - setMatch: How the sets compare.
  ///   - breakMatch: How the broken constraints compare.
  ///   - frames: The frames after the break.
  ///   - explanation: The conflict in words.
  ///   - diagnostics: The diagnostics.
  public init(
    entry: ConsoleLogEntry, conflict: [Int], strutBroken: Int?, furtherConflicts: [[Int]],
    unrebuilt: [Int], setMatch: ConsoleLogSetMatch, breakMatch: ConsoleLogBreakMatch,
    frames: [ConsoleLogFrame], explanation: ConsoleLogExplanation,
    diagnostics: [ConsoleLogDiagnostic]
  ) {
    self.entry = entry
    self.conflict = conflict
    self.strutBroken = strutBroken
    self.furtherConflicts = furtherConflicts
    self.unrebuilt = unrebuilt
    self.setMatch = setMatch
    self.breakMatch = breakMatch
    self.frames = frames
    self.explanation = explanation
    self.diagnostics = diagnostics
  }
}
