import StrutText

/// How a label wraps and truncates text that does not fit (UIKit's values).
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap between characters.
  case byCharWrapping = 1
  /// Cut at the edge.
  case byClipping = 2
  /// Replace the start of the last line with "…".
  case byTruncatingHead = 3
  /// Replace the end of the last line with "…" (the label default, uikit-semantics.md L5).
  case byTruncatingTail = 4
  /// Replace the middle of the last line with "…".
  case byTruncatingMiddle = 5

  /// StrutText's equivalent.
  var textMode: TextLineBreakMode {
    switch self {
    case .byWordWrapping: .wordWrapping
    case .byCharWrapping: .charWrapping
    case .byClipping: .clipping
    case .byTruncatingHead: .truncatingHead
    case .byTruncatingTail: .truncatingTail
    case .byTruncatingMiddle: .truncatingMiddle
    }
  }
}
