import Strut

/// One thing the doctor found: a rule, a severity, a message and where to look.
public struct Finding: Sendable, Hashable, Codable {
  /// Another place that matters to a finding, such as the other constraint of a conflict.
  public struct RelatedLocation: Sendable, Hashable, Codable {
    /// The place.
    public let location: FindingLocation
    /// What is there.
    public let message: String

    /// A related location.
    public init(location: FindingLocation, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// The rule that found it.
  public let rule: Rule
  /// How much it matters.
  public let severity: Severity
  /// What was found, in plain words, with view names and numbers.
  public let message: String
  /// The view the finding is about, as a path of names (`StatsHeaderView › categoryButton`).
  public let subject: String
  /// Where to look: the Swift line or XML element of the constraint or view, when known.
  public let location: FindingLocation?
  /// Other places that matter.
  public let relatedLocations: [RelatedLocation]
  /// Supporting facts, one per line (frames, priorities, constraints).
  public let details: [String]
  /// Proposed fixes.
  public let fixIts: [FixIt]

  /// A finding.
  public init(
    rule: Rule, severity: Severity, message: String, subject: String,
    location: FindingLocation? = nil, relatedLocations: [RelatedLocation] = [],
    details: [String] = [], fixIts: [FixIt] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.subject = subject
    self.location = location
    self.relatedLocations = relatedLocations
    self.details = details
    self.fixIts = fixIts
  }
}

/// A place in a source file: a path, a line and maybe a column.
public struct FindingLocation: Sendable, Hashable, Codable, Comparable {
  /// The file, as recorded (`Module/File.swift` for Swift code, a path for XML).
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1, when known.
  public let column: Int?

  /// A location.
  public init(file: String, line: Int, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// A constraint's or view's recorded location.
  public init(_ location: SourceLocation) {
    self.init(file: location.fileID, line: location.line, column: location.column)
  }

  /// By file, then line, then column.
  public static func < (lhs: FindingLocation, rhs: FindingLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column ?? 0) < (rhs.file, rhs.line, rhs.column ?? 0)
  }
}
