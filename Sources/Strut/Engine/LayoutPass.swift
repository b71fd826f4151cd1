import Foundation

/// The layout pass of one root view: update constraints, solve, apply frames, then let each
/// view lay out its subviews.
struct LayoutPass {
  let root: UIView

  /// UIKit repeats the pass while `layoutSubviews()` keeps changing constraints; Strut stops
  /// after this many rounds and says so.
  static let maximumRounds = 8

  func run() {
    let engine = root.engine ?? LayoutEngine()
    root.engine = engine
    for round in 1...Self.maximumRounds {
      let updatesConstraints = engine.needsConstraintsUpdate
      if !engine.isCurrent {
        engine.needsConstraintsUpdate = false
        // No view anywhere asked: the walk would find none (a tenth of a millisecond per
        // thousand views, and more once the tree no longer fits the cache).
        if !ConstraintUpdateRequests.isEmpty { updateConstraints(root) }
      }
      if engine.isDirty {
        fullUpdate(engine)
      } else if engine.isRootFrameDirty || !engine.changedConstraints.isEmpty {
        // Only constraints or the root's frame changed: they alone go to the solver, unless
        // margins are read from frames, which only a full pass settles.
        if marginsDependOnFrames(engine) {
          engine.isDirty = true
          fullUpdate(engine)
        } else {
          engine.updateChanges(of: root)
          applyFrames(engine)
        }
      } else if updatesConstraints {
        // An update-constraints pass that changed nothing still lays out from the engine,
        // which puts back frames set by hand or by `exerciseAmbiguityInLayout()`.
        applyFrames(engine)
      }
      // Otherwise nothing the constraints depend on changed: as UIKit, the engine is left
      // alone and only the views that asked for layout are laid out.
      guard layoutSubviews(root) else { return }
      if round == Self.maximumRounds {
        StrutLog.log(
          "Strut: layoutSubviews() of \(root.strutName)'s tree kept asking for layout after "
            + "\(Self.maximumRounds) passes; the frames are those of the last pass.")
      }
    }
  }

  /// The most extra solves a pass spends settling margins read from frames.
  ///
  /// A tree whose margins, read from frames, move it again on every solve (a layout feedback
  /// loop) never settles: UIKit lays it out again on every pass. Strut stops here and notes the
  /// views still moving in ``LayoutEngine/feedbackLoopMoves``.
  static let maximumMarginRounds = 4

  /// Gathers and solves the whole tree and applies the frames.
  private func fullUpdate(_ engine: LayoutEngine) {
    engine.feedbackLoopMoves = [:]
    engine.update(root: root)
    applyFrames(engine)
    guard marginsDependOnFrames(engine) else { return }
    // Preserved superview margins and inherited safe areas are read from frames, which each
    // solve moves: solve again until a solve leaves the frames where they were. One extra
    // solve settled most trees, but not a stack view that grows into the safe area once its
    // new margins guide pushes it, which a fresh layout of the same tree then laid out taller.
    var before = frames(under: root)
    for round in 1...Self.maximumMarginRounds {
      engine.update(root: root)
      applyFrames(engine)
      let after = frames(under: root)
      if after == before { return }
      if round == Self.maximumMarginRounds {
        engine.feedbackLoopMoves = Self.moves(from: before, to: after)
      }
      before = after
    }
  }

  /// One view's frame, for telling which views a solve moved.
  private struct PlacedView: Equatable {
    let view: ObjectIdentifier
    let frame: CGRect
  }

  /// Every frame of the tree, parents before children.
  private func frames(under root: UIView) -> [PlacedView] {
    var frames: [PlacedView] = []
    var stack = [root]
    while let view = stack.popLast() {
      frames.append(PlacedView(view: ObjectIdentifier(view), frame: view.frame))
      stack.append(contentsOf: view.storedSubviews)
    }
    return frames
  }

  /// The views whose frames differ between two walks of the same tree, with the largest
  /// distance an edge moved.
  private static func moves(from before: [PlacedView], to after: [PlacedView])
    -> [ObjectIdentifier: CGFloat]
  {
    var moves: [ObjectIdentifier: CGFloat] = [:]
    for (old, new) in zip(before, after) where old != new {
      let (a, b) = (old.frame, new.frame)
      moves[new.view] = max(
        abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
    return moves
  }

  /// Whether some margins or safe areas come from frames: a view that preserves its
  /// superview's margins (as the engine's last full gather found), or a tree under a root with
  /// a safe area.
  private func marginsDependOnFrames(_ engine: LayoutEngine) -> Bool {
    engine.preservesSuperviewMarginsInTree
      || (root.simulatedSafeAreaInsets.map { $0 != .zero } ?? false)
  }

  /// UIKit's update-constraints phase: children before parents.
  private func updateConstraints(_ view: UIView) {
    guard view.constraintUpdateInSubtree else { return }
    view.constraintUpdateInSubtree = false
    for subview in view.storedSubviews { updateConstraints(subview) }
    if view.needsUpdateConstraints {
      view.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// Sets every view's frame (and every guide's layout frame) from the solution.
  private func applyFrames(_ engine: LayoutEngine) {
    LayoutEngine.applyFrames(of: root, in: engine.solver)
  }

  /// Calls `layoutSubviews()` top-down on every view that needs it; returns whether any of
  /// them asked for another pass.
  private func layoutSubviews(_ root: UIView) -> Bool {
    var stack: [UIView] = [root]
    var again = false
    while let view = stack.popLast() {
      if view.needsLayout {
        view.needsLayout = false
        view.layoutSubviews()
        if view.needsUpdateConstraints { again = true }
      }
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return again || root.engine?.isCurrent == false
  }
}
