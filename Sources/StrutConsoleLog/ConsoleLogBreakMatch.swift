/// How the constraint Strut breaks compares with the one UIKit broke (E7).
public enum ConsoleLogBreakMatch: String, Hashable, Sendable {
  /// Strut breaks the constraint UIKit broke.
  case same
  /// Strut breaks another constraint.
  case different
  /// The log does not say which constraint UIKit broke (cut off, unreadable, or not in the list).
  case uikitUnknown
  /// Strut finds no conflict, so it breaks nothing.
  case strutBreaksNothing
}
