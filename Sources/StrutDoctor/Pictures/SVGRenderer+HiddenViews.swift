extension SVGRenderer {
  /// How a picture shows views whose `isHidden` is `true`.
  ///
  /// Leaving them out shows what the user sees; ghosting them shows where a stack view
  /// collapsed them, which is often the question when a layout jumps.
  public enum HiddenViews: Sendable, Hashable, CaseIterable {
    /// Hidden views and their subviews are not drawn, and neither are constraints on them.
    case omitted
    /// Hidden views and their subviews are drawn faint, with a dashed outline.
    case ghosted
  }
}
