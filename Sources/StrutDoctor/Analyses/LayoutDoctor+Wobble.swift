import Strut

extension LayoutDoctor {
  /// Checks one stack view for wobble at its current size: hides (or shows) each arranged view
  /// in turn and reports every other view that moves (issue #7 analysis 4).
  ///
  /// The tree is left as it was. `StrutTesting`'s `assertNoWobble` is built on it.
  ///
  /// - Parameters:
  ///   - stack: The stack view.
  ///   - views: The arranged views to toggle; by default every arranged view with content along
  ///     the stack's axis (spacers are not toggled).
  /// - Returns: The wobble findings, empty when nothing moves.
  public func wobble(in stack: UIStackView, toggling views: [UIView]? = nil) -> [Finding] {
    var root: UIView = stack
    while let superview = root.superview { root = superview }
    root.layoutIfNeeded()
    let examination = Examination(root: root)
    let toggled = views.map { Set($0.map { examination.name($0) }) }
    var analysis = WobbleAnalysis(toggled: toggled, animated: options.checksAnimatedHiding)
    analysis.onlyStack = stack
    return merge([(root.bounds.width, analysis.observations(in: examination))])
  }
}
