/// One of the doctor's analyses: a stable id, a name and a summary (issue #7).
///
/// Ids never change once published, so that suppressions and SARIF baselines keep working.
public struct Rule: Sendable, Hashable, Codable {
  /// The stable id, such as `wobble`.
  public let id: String
  /// A short name, such as "Views move when a sibling hides".
  public let name: String
  /// What the rule looks for, in one sentence.
  public let summary: String

  /// The guide page that explains the rule, relative to the repository.
  public var guidePath: String { "Sources/StrutDoctor/StrutDoctor.docc/Rules/\(id).md" }

  /// Who takes a stack's or container's free space, and why.
  public static let freeSpace = Rule(
    id: "free-space", name: "Who takes the free space",
    summary: "Which views grow or shrink to fill their container, and which priorities decided it.")
  /// A free-space decision made only by the views' order.
  public static let indexTie = Rule(
    id: "index-tie", name: "Tie decided by order",
    summary:
      "Views with equal hugging or compression priorities share an axis; only their order in "
      + "arrangedSubviews decides which one stretches or shrinks first.")
  /// Frames that the constraints do not determine.
  public static let ambiguousLayout = Rule(
    id: "ambiguous-layout", name: "Ambiguous layout",
    summary: "Some view's position or size has more than one solution.")
  /// Constraints that cannot all hold.
  public static let unsatisfiableConstraints = Rule(
    id: "unsatisfiable-constraints", name: "Unsatisfiable constraints",
    summary: "Required constraints contradict each other; UIKit breaks one and logs the set.")
  /// A layout that never settles because margins read from frames keep moving it.
  public static let layoutFeedbackLoop = Rule(
    id: "layout-feedback-loop", name: "Layout that never settles",
    summary:
      "Layout margins or safe-area insets, read from the frames they place, move views again on "
      + "every layout pass.")
  /// Views that move when a sibling hides.
  public static let wobble = Rule(
    id: "wobble", name: "Views move when a sibling hides",
    summary:
      "Hiding or showing an arranged view moves other views, beyond the view that absorbs the "
      + "difference.")
  /// Priorities that cannot change the layout.
  public static let deadPriority = Rule(
    id: "dead-priority", name: "Priority that does nothing",
    summary:
      "A hugging or compression priority set on an axis where the view has no intrinsic size, or "
      + "where a required constraint fixes the size.")
  /// Text that does not fit.
  public static let truncatedText = Rule(
    id: "truncated-text", name: "Truncated text",
    summary: "A label's or button's text is cut with \"…\" or clipped at the width examined.")

  /// Part of an input file that could not be read or built (an Interface Builder file).
  public static let unreadableInput = Rule(
    id: "unreadable-input", name: "Input not fully read",
    summary:
      "Part of the input file is malformed, refers to something missing, or uses a class or "
      + "attribute Strut does not know; the rest is still checked.")

  /// Every rule, in the order reports list them.
  public static let all: [Rule] = [
    .unsatisfiableConstraints, .ambiguousLayout, .layoutFeedbackLoop, .wobble, .indexTie,
    .truncatedText, .deadPriority, .freeSpace, .unreadableInput,
  ]
}
