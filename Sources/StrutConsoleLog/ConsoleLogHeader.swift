/// The lines a console log starts with, and which era of UIKit they come from (E8).
///
/// UIKit's first paragraph changed over the years: iOS 7–8 print the advice as one long line,
/// iOS 9.3 and later as several, and iOS 10 adds the `[LayoutConstraints]` category. Pasted logs
/// often lose the header altogether; the reader still reads the list that follows.
public struct ConsoleLogHeader: Hashable, Sendable {
  /// The shape of the header.
  public enum Kind: String, Hashable, Sendable {
    /// No header: the log starts at its advice lines or at the `(` of the list.
    case missing
    /// Only the headline, `Unable to simultaneously satisfy constraints`, with no advice lines.
    case headlineOnly
    /// The headline, then the advice on one line (iOS 7–8).
    case oneLine
    /// The headline, then the advice on several lines (iOS 9.3 and later).
    case multiLine
  }

  /// The shape of the header.
  public var kind: Kind
  /// The line of the headline, if the log has one.
  public var line: Int?
  /// What the console printed before the headline: a timestamp and process
  /// (`2016-04-11 14:52:45.832 App[451:79339]`), without the `[LayoutConstraints]` category.
  public var prefix: String?
  /// Whether the headline carries the `[LayoutConstraints]` category (iOS 10 and later).
  public var hasLayoutConstraintsCategory: Bool
  /// Whether the advice includes the note about NSAutoresizingMaskLayoutConstraints.
  public var hasAutoresizingNote: Bool

  /// Creates a header description.
  ///
  /// - Parameters:
  ///   - kind: The shape of the header.
  ///   - line: The line of the headline, if any.
  ///   - prefix: The timestamp and process before the headline, if any.
  ///   - hasLayoutConstraintsCategory: Whether `[LayoutConstraints]` is printed.
  ///   - hasAutoresizingNote: Whether the autoresizing note is printed.
  public init(
    kind: Kind, line: Int? = nil, prefix: String? = nil, hasLayoutConstraintsCategory: Bool = false,
    hasAutoresizingNote: Bool = false
  ) {
    self.kind = kind
    self.line = line
    self.prefix = prefix
    self.hasLayoutConstraintsCategory = hasLayoutConstraintsCategory
    self.hasAutoresizingNote = hasAutoresizingNote
  }
}
