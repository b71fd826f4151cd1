/// How the mutually exclusive set Strut finds compares with the one UIKit printed (E6).
///
/// Strut's set is always drawn from the printed constraints (the rebuilt system holds nothing
/// else that can conflict), so it is either all of them or a part. A part is explained: Strut
/// rebuilds its set alone and checks that it still conflicts, so the other printed constraints
/// were not needed for the conflict.
public enum ConsoleLogSetMatch: Hashable, Sendable {
  /// Strut's set is the printed set.
  case equal
  /// Strut's set is a proper subset; these printed constraints (indices into the log's
  /// constraints) are not needed for the conflict.
  case subset(unnecessary: [Int])
  /// Strut's set holds constraints Strut made itself (described as Strut prints them).
  case different(strutOnly: [String])
  /// Strut finds no conflict among the printed constraints.
  case noConflict
  /// Nothing could be read or rebuilt, so there is nothing to compare.
  case nothingToCompare

  /// Whether the sets agree: equal, or a proper subset Strut explains.
  public var isMatch: Bool {
    switch self {
    case .equal, .subset: true
    case .different, .noConflict, .nothingToCompare: false
    }
  }

  /// A stable name for reports: `equal`, `subset`, `different`, `noConflict`,
  /// `nothingToCompare`.
  public var name: String {
    switch self {
    case .equal: "equal"
    case .subset: "subset"
    case .different: "different"
    case .noConflict: "noConflict"
    case .nothingToCompare: "nothingToCompare"
    }
  }
}
