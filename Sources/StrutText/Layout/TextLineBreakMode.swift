/// How text that does not fit wraps or is cut: the cases of UIKit's `NSLineBreakMode`.
public enum TextLineBreakMode: Int, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word longer than a line breaks between characters.
  case wordWrapping = 0
  /// Wrap between characters.
  case charWrapping
  /// Cut the last line at the edge of the box.
  case clipping
  /// Keep the end of the last line and replace its start with "…".
  case truncatingHead
  /// Keep the start of the last line and replace its end with "…".
  case truncatingTail
  /// Keep both ends of the last line and replace its middle with "…".
  case truncatingMiddle
}
