/// A description of a view's content that decides whether it flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// The default: the view follows the layout direction it inherits.
  case unspecified = 0
  /// Playback controls (play, rewind, scrubbers), which never flip: always left-to-right.
  case playback = 1
  /// Directional controls (a D-pad, text-alignment segments), which never flip: always
  /// left-to-right.
  case spatial = 2
  /// Content that is always laid out left-to-right.
  case forceLeftToRight = 3
  /// Content that is always laid out right-to-left.
  case forceRightToLeft = 4
}
