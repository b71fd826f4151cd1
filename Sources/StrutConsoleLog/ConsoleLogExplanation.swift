/// A log's conflict in plain words: what each constraint wants, which one gave way, how the
/// layout looks after, and which one to remove or lower.
public struct ConsoleLogExplanation: Hashable, Sendable {
  /// One printed constraint, in words.
  public struct Constraint: Hashable, Sendable {
    /// Its index in the log's constraints (shown as `#index+1`).
    public var index: Int
    /// What it wants: "wants the trailing edge of UILabel 'Leo Nicholson' to be 11 pt before
    /// the trailing edge of its superview UIView 0x7fa012015410".
    public var wants: String
    /// Who made it: `nil` for the app, else what in UIKit made it.
    public var madeByUIKit: String?
    /// Whether it is in the mutually exclusive set Strut found.
    public var isInConflict: Bool
    /// Whether it holds in the layout after the break; `nil` when that could not be measured.
    public var holdsAfterBreak: Bool?
    /// When it does not hold after the break, what the layout has instead: "the trailing edge
    /// of UILabel 'Leo Nicholson' is 9 pt after the trailing edge of its superview …".
    public var afterBreak: String?

    /// Creates a constraint explanation.
    ///
    /// - Parameters:
    ///   - index: Its index in the log's constraints.
    ///   - wants: What it wants, in words.
    ///   - madeByUIKit: What in UIKit made it, or `nil` for the app.
    ///   - isInConflict: Whether it is in Strut's set.
    ///   - holdsAfterBreak: Whether it holds after the break.
    ///   - afterBreak: What the layout has instead, when it does not hold.
    public init(
      index: Int, wants: String, madeByUIKit: String?, isInConflict: Bool,
      holdsAfterBreak: Bool?, afterBreak: String?
    ) {
      self.index = index
      self.wants = wants
      self.madeByUIKit = madeByUIKit
      self.isInConflict = isInConflict
      self.holdsAfterBreak = holdsAfterBreak
      self.afterBreak = afterBreak
    }
  }

  /// The constraint the user most likely wants to remove or lower, and why.
  ///
  /// The heuristic: only the app's constraints are candidates (UIKit's own, such as
  /// `UIView-Encapsulated-Layout-*`, `UISV-*`, margins and autoresizing translation, cannot be
  /// removed by the app); among them, the one UIKit broke, because the layout on screen is
  /// already the one without it; else the one Strut breaks; else the last one printed.
  public struct Suggestion: Hashable, Sendable {
    /// The index of the constraint in the log's constraints.
    public var index: Int
    /// What to do: "remove #2, or lower its priority to 999 …".
    public var action: String
    /// Why this one.
    public var reasons: [String]

    /// Creates a suggestion.
    ///
    /// - Parameters:
    ///   - index: The index of the constraint.
    ///   - action: What to do.
    ///   - reasons: Why this one.
    public init(index: Int, action: String, reasons: [String]) {
      self.index = index
      self.action = action
      self.reasons = reasons
    }
  }

  /// One sentence: which constraints fight over what.
  public var summary: String
  /// Every printed constraint that could be read, in printed order.
  public var constraints: [Constraint]
  /// Which constraint UIKit broke and which one Strut breaks.
  public var breaking: String
  /// Which break the frames show: "after UIKit's break of #2" or "after Strut's break of #3".
  public var layoutAfter: String
  /// The constraint to remove or lower, if one is the app's.
  public var suggestion: Suggestion?
  /// What the kinds of constraint in the set mean (encapsulated sizes, stack-view hiding,
  /// autoresizing, negative sizes, duplicates, constraints Strut found unnecessary).
  public var notes: [String]

  /// Creates an explanation.
  ///
  /// - Parameters:
  ///   - summary: The one-sentence summary.
  ///   - constraints: Every readable constraint, in words.
  ///   - breaking: Which constraint each engine breaks.
  ///   - layoutAfter: Which break the frames show.
  ///   - suggestion: The constraint to remove or lower, if any.
  ///   - notes: Notes on the kinds of constraint in the set.
  public init(
    summary: String, constraints: [Constraint], breaking: String, layoutAfter: String,
    suggestion: Suggestion?, notes: [String]
  ) {
    self.summary = summary
    self.constraints = constraints
    self.breaking = breaking
    self.layoutAfter = layoutAfter
    self.suggestion = suggestion
    self.notes = notes
  }
}
