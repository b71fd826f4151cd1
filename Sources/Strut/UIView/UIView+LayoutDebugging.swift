import Foundation

/// UIKit's `UIConstraintBasedLayoutDebugging` methods (uikit-semantics.md E4, E14).
///
/// Each of them reads the engine of the view's root. If no layout pass has run yet, if a
/// constraint changed since the last one, or if the engine has not seen the view, a layout pass
/// runs first (UIKit's engine is always current; Strut's is brought up to date by the pass).
extension UIView {
  /// Whether the view's constraints leave its frame undetermined: more than one optimal
  /// solution of its root's engine gives it a different frame (E4).
  ///
  /// A variable among the view's minX, minY, Width and Height is ambiguous when its optimal
  /// range (`Solver.optimalRange(of:)`) is not a single value. Frames are in the root's
  /// coordinates there, so a view pinned inside an ambiguous superview is ambiguous too. UIKit
  /// silently picks one of the solutions; Strut picks the same one on every run (E5).
  public var hasAmbiguousLayout: Bool {
    guard let (engine, variables) = solvedEngine() else { return false }
    return !engine.ambiguousVariables(of: variables).isEmpty
  }

  /// Moves an ambiguous view to another frame its constraints allow, or back.
  ///
  /// UIKit moves the view at random between valid frames (E4); Strut is deterministic. When the
  /// view is where the engine put it, each ambiguous variable (minX, minY, Width, Height, in
  /// that order) goes to the far end of its optimal range, or 100 points along it when that end
  /// is unbounded, and the tree's frames follow, so views tied to this one move with it. When
  /// the view is elsewhere, every frame of the tree goes back to the engine's solution. Calling
  /// it twice therefore moves the view and brings it back. The engine is not changed, so the
  /// next layout pass also brings the frames back. A view that is not ambiguous does not move.
  public func exerciseAmbiguityInLayout() {
    guard let (engine, variables) = solvedEngine(),
      !engine.ambiguousVariables(of: variables).isEmpty
    else { return }
    let root = rootView
    let solved = LayoutEngine.frames(of: root, in: engine.solver)
    guard let frameInEngine = solved[ObjectIdentifier(self)] else { return }
    if frame != frameInEngine {
      LayoutEngine.apply(solved, to: root)
    } else if let exercised = engine.exercisedSolver(moving: variables) {
      LayoutEngine.apply(LayoutEngine.frames(of: root, in: exercised), to: root)
    }
  }

  /// Returns the constraints that decide the view's position and size on an axis.
  ///
  /// These are the active constraints of the root's engine, generated ones included
  /// (content-size, autoresizing, root-frame, margins and safe-area guides), whose expression
  /// mentions the view's minX or Width (horizontal) or minY or Height (vertical) and that hold
  /// with equality at the current solution; an inequality that does not bind and an optional
  /// constraint the engine could not satisfy are left out. They come in the order the engine
  /// added them. Constraints that decide the axis only through another view (the superview's
  /// own pins, say) are not listed.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The constraints, each once.
  public func constraintsAffectingLayout(
    for axis: NSLayoutConstraint.Axis
  ) -> [NSLayoutConstraint] {
    guard let (engine, variables) = solvedEngine() else { return [] }
    let mentioned =
      axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
    return engine.tightConstraints(mentioning: mentioned)
  }

  /// Returns UIKit's Auto Layout trace of the view's whole tree: one line per view, with each
  /// ambiguous view's ambiguous variables (E14).
  ///
  /// UIKit's is a private method printed from the debugger (`po [view _autolayoutTrace]`);
  /// Strut exposes it under the same name. The trace starts at the view's root. Each line starts
  /// with a newline, is indented by `|   ` per level and is marked `•` for the engine's host
  /// (the root), `*` for a view laid out by Auto Layout (`translatesAutoresizingMaskIntoConstraints`
  /// is `false`) and `+` for a view laid out by its frame and translated into the engine. An
  /// ambiguous view's line ends with its ambiguous variables, with the engine's pseudo-addresses
  /// and ids that are the same from run to run:
  ///
  ///     •UIView:0x7fa000000100
  ///     |   *UIView:0x7fa000000200- AMBIGUOUS LAYOUT for UIView:0x7fa000000200.minX{id: 5}, UIView:0x7fa000000200.minY{id: 6}
  ///     |   +UIView:0x7fa000000300
  ///
  /// - Returns: The trace.
  public func _autolayoutTrace() -> String {
    let root = rootView
    guard let (engine, _) = root.solvedEngine() else { return "" }
    var text = ""
    func trace(_ view: UIView, depth: Int) {
      let marker = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
      let name = NSLayoutConstraint.describe(item: view)
      var line = String(repeating: "|   ", count: depth) + marker + name
      if let variables = view.layoutItem.variables, engine.knows(variables) {
        let ambiguous = engine.ambiguousVariables(of: variables).map { entry in
          let index = LayoutEngine.variableNames.firstIndex(of: entry.name) ?? 0
          let id = LayoutEngine.variableID(of: view.layoutItem, index: index)
          return "\(name).\(entry.name){id: \(id)}"
        }
        if !ambiguous.isEmpty {
          line += "- AMBIGUOUS LAYOUT for " + ambiguous.joined(separator: ", ")
        }
      }
      text += "\n" + line
      for subview in view.storedSubviews { trace(subview, depth: depth + 1) }
    }
    trace(root, depth: 0)
    return text
  }

  /// How far the view still moved in the last solve of a layout pass that never settled, or
  /// nil when its layout settled (Strut-only).
  ///
  /// Layout margins and safe-area insets are read from frames. When constraints use them and
  /// the frames they place change them again (a view pushed out of the safe area gains insets
  /// that push it further), every solve moves the tree: a layout feedback loop. UIKit lays such
  /// a tree out again on every pass, so the views creep or jitter, until its
  /// `UIViewLayoutFeedbackLoopDebuggingThreshold` stops it. Strut re-solves a few times
  /// (`LayoutPass.maximumMarginRounds`), keeps the last frames and records here what still
  /// moved; a layout pass runs first if one is due.
  public var layoutFeedbackLoopDistance: CGFloat? {
    guard let (engine, _) = solvedEngine() else { return nil }
    return engine.feedbackLoopMoves[ObjectIdentifier(self)]
  }

  /// The root's engine and this view's variables in it, after a layout pass if the engine is
  /// missing, stale or has not seen the view; nil if the view still has no variables.
  private func solvedEngine() -> (LayoutEngine, ItemVariables)? {
    let root = rootView
    if let engine = root.engine, engine.isCurrent, let variables = layoutItem.variables,
      engine.knows(variables)
    {
      return (engine, variables)
    }
    LayoutPass(root: root).run()
    guard let engine = root.engine, let variables = layoutItem.variables else { return nil }
    return (engine, variables)
  }
}
