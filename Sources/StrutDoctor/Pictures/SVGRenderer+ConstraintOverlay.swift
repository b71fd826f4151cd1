extension SVGRenderer {
  /// Which constraints a picture draws over the views.
  ///
  /// Interface Builder's canvas shows the constraints a developer made, not the ones a stack
  /// view makes for its arrangement (identifiers starting with `UISV-`); ``installed`` follows
  /// it, ``all`` shows both.
  public enum ConstraintOverlay: Sendable, Hashable, CaseIterable {
    /// No constraints.
    case none
    /// The constraints installed on the tree's views, without the ones stack views make for
    /// their arrangement, unless one of those is part of a conflict.
    case installed
    /// Every constraint installed on the tree's views, stack views' arrangement included.
    case all
  }
}
