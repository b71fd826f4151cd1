/// A problem found while reading an Interface Builder file, with where it is.
///
/// Reading never stops at the first problem: a dangling id, an unknown element or a constraint
/// to a missing item is reported here and the rest of the file is still read. Only XML that
/// cannot be parsed ends reading early, at the point of the error.
///
///     for diagnostic in document.diagnostics { print(diagnostic) }
///     // Main.storyboard:57:13: warning: constraint 'aB1-cd-EF2' refers to missing item 'zz9'
public struct InterfaceBuilderDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a problem is.
  public enum Severity: Int, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Information: something was read in a simplified way.
    case note = 0
    /// Something was skipped or guessed; the layout may differ from Xcode's.
    case warning = 1
    /// The file is broken at this point; what follows it may be missing.
    case error = 2

    /// The word compilers print: `note`, `warning` or `error`.
    public var description: String {
      switch self {
      case .note: "note"
      case .warning: "warning"
      case .error: "error"
      }
    }

    /// Orders severities from note to error.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// How serious the problem is.
  public var severity: Severity

  /// What happened, and what the importer did about it.
  public var message: String

  /// Where the problem is: the start of the element concerned.
  public var location: InterfaceBuilderSourceLocation

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the problem is.
  ///   - message: What happened, and what the importer did about it.
  ///   - location: Where the problem is.
  public init(
    severity: Severity, message: String, location: InterfaceBuilderSourceLocation
  ) {
    self.severity = severity
    self.message = message
    self.location = location
  }

  /// `path:line:column: severity: message`, the form compilers print.
  public var description: String {
    "\(location): \(severity): \(message)"
  }
}
