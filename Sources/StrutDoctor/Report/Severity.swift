/// How much a finding matters.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
  /// Worth knowing; nothing is wrong.
  case note
  /// Likely to show as a bug on some device, width or state.
  case warning
  /// Wrong now: UIKit logs it or breaks a constraint.
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Notes sort before warnings, warnings before errors.
  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
