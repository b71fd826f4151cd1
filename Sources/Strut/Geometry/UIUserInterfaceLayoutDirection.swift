/// The direction in which a user interface is laid out: left-to-right or right-to-left.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// A layout that reads from left to right, as in English; leading is left.
  case leftToRight = 0
  /// A layout that reads from right to left, as in Arabic and Hebrew; leading is right.
  case rightToLeft = 1
}
