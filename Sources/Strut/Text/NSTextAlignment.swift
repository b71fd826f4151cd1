/// Where lines sit horizontally in a label (UIKit's values).
public enum NSTextAlignment: Int, Sendable {
  /// The left edge.
  case left = 0
  /// The middle.
  case center = 1
  /// The right edge.
  case right = 2
  /// Both edges, stretching spaces; the last line is natural.
  case justified = 3
  /// The leading edge of the layout direction: left in left-to-right text (the default).
  case natural = 4
}
