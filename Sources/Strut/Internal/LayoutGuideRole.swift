/// What a layout guide stands for, so the layout engine can tell a view's own guides apart.
///
/// `.margins` and `.safeArea` guides are made lazily by `UIView.layoutMarginsGuide` and
/// `UIView.safeAreaLayoutGuide`; the engine pins their frames to the owning view's margins and
/// safe area. Every guide made with `UILayoutGuide()` is `.custom`, positioned only by the
/// constraints on it. A special guide that leaves its view becomes `.custom`.
enum LayoutGuideRole: Hashable, Sendable {
  /// A guide the app made: only its constraints position it.
  case custom
  /// The owning view's `layoutMarginsGuide`.
  case margins
  /// The owning view's `safeAreaLayoutGuide`.
  case safeArea
}
