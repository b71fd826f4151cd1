/// One line of laid-out text, as it is shown.
public struct TextLine: Sendable, Equatable {
  /// The characters shown, "…" included where the line is truncated, without the spaces that
  /// hang at its end.
  public let text: String
  /// The width the line takes, in points (at most the layout width, except for a clipped line).
  public let width: Double
  /// Whether characters of this line were replaced by "…" or cut off.
  public let isTruncated: Bool
}
