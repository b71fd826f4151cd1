/// One "Unable to simultaneously satisfy constraints" log, read from its lines.
///
/// An input can hold several logs; each is read on its own. What could not be read is in
/// ``diagnostics``, and a log that lost anything (an unreadable constraint line, a list or a
/// recovery cut off) is ``isPartial``: its analysis says so rather than pass it off as whole.
public struct ConsoleLogEntry: Hashable, Sendable {
  /// The first line of the log in the input, counting from 1.
  public var firstLine: Int
  /// The last line of the log in the input.
  public var lastLine: Int
  /// The header's shape.
  public var header: ConsoleLogHeader
  /// The constraints of the mutually exclusive set that could be read, in the printed order.
  public var constraints: [ConsoleLogConstraint]
  /// The lines of the list that could not be read; each also has an error in ``diagnostics``.
  public var unreadableLines: [Int]
  /// The constraint UIKit broke, from the line after "Will attempt to recover by breaking
  /// constraint"; `nil` when the log stops before it or the line could not be read.
  public var broken: ConsoleLogConstraint?
  /// Where the broken constraint is in ``constraints`` (matched by address), if it is there.
  public var brokenIndex: Int?
  /// The hint lines after the broken constraint.
  public var trailer: ConsoleLogTrailer
  /// What the reader met, in line order.
  public var diagnostics: [ConsoleLogDiagnostic]

  /// Creates an entry; the reader fills it in line by line.
  ///
  /// - Parameters:
  ///   - firstLine: The first line of the log.
  ///   - header: The header's shape.
  public init(firstLine: Int, header: ConsoleLogHeader) {
    self.firstLine = firstLine
    self.lastLine = firstLine
    self.header = header
    self.constraints = []
    self.unreadableLines = []
    self.broken = nil
    self.brokenIndex = nil
    self.trailer = ConsoleLogTrailer()
    self.diagnostics = []
  }

  /// The number of constraints UIKit printed in the set, read or not.
  public var printedCount: Int { constraints.count + unreadableLines.count }

  /// Whether something the analysis needs was lost: a line that could not be read, a list or
  /// a recovery cut off (any error diagnostic).
  public var isPartial: Bool {
    diagnostics.contains { $0.severity == .error }
  }
}
