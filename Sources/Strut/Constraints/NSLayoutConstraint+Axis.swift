extension NSLayoutConstraint {
  /// The horizontal or vertical axis, for content hugging and compression resistance.
  public enum Axis: Int, Hashable, Sendable {
    /// The horizontal axis: widths and x positions.
    case horizontal = 0
    /// The vertical axis: heights and y positions.
    case vertical = 1
  }
}
