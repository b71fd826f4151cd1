import Foundation
import StrutSolver

/// Questions asked of a solved engine: fitting sizes (E12), ambiguity (E4) and the constraints
/// that decide an axis; none of them changes the engine.
extension LayoutEngine {
  // MARK: Fitting (E12)

  /// The size `view`'s subtree gives it when solved on its own, as a root whose size is free,
  /// with `targets` (the fitting constraints) added after the subtree's constraints.
  ///
  /// The subtree is solved in a fresh engine, so the engine of the view's root, and every frame,
  /// stay as they are. Constraints installed outside the subtree are not seen. An unsatisfiable
  /// required target is broken or kept as the other conflicts are (E6), with UIKit's log (E8).
  ///
  /// The temporary engine leaves no trace: variables and pseudo-addresses it made, and
  /// autoresizing bases it recorded, are dropped afterwards, so the root's engine later numbers
  /// items and constraints as if no measurement had happened (the addresses printed in a fitting
  /// log can therefore differ from those of later logs).
  static func fittingSize(of view: UIView, targets: [NSLayoutConstraint]) -> CGSize {
    var views: [UIView] = []
    var stack = [view]
    while let next = stack.popLast() {
      views.append(next)
      stack.append(contentsOf: next.storedSubviews)
    }
    let items = views.map(\.layoutItem) + views.flatMap { $0.storedLayoutGuides.map(\.layoutItem) }
    let newItems = items.filter { $0.variables == nil }
    let unbased = views.filter { $0.layoutItem.autoresizingBasis == nil }
    let constraints = views.flatMap(\.installedConstraints) + items.flatMap(\.allGenerated)
    let addressed = Set(constraints.filter { $0.address != 0 }.map(ObjectIdentifier.init))

    let engine = LayoutEngine()
    engine.update(root: view, pinsRootFrame: false, extra: targets)
    let variables = engine.variables(of: view.layoutItem, name: view.strutName)
    // `+ 0` turns the solver's -0.0 into 0.0.
    let size = CGSize(
      width: engine.value(variables.width) + 0, height: engine.value(variables.height) + 0)

    for constraint in engine.solver.constraints {
      guard let owner = engine.owner(of: constraint),
        !addressed.contains(ObjectIdentifier(owner))
      else { continue }
      owner.address = 0
    }
    for item in newItems {
      item.variables = nil
      item.address = 0
    }
    for view in unbased { view.layoutItem.autoresizingBasis = nil }
    return size
  }

  // MARK: Ambiguity (E4)

  /// The engine's name of each of an item's variables, in UIKit's order (E14).
  static let variableNames = ["minX", "minY", "Width", "Height"]

  /// How far ``exercisedSolver(moving:)`` moves a variable whose optimal range is unbounded on
  /// the side it moves to, in points.
  static let exerciseStep = 100.0

  /// Whether the engine has made or declared the item's variables, so that its solution covers
  /// them.
  func knows(_ variables: ItemVariables) -> Bool {
    solver.requiresNonNegative(variables.width)
  }

  /// The variables, among minX, minY, Width and Height, that more than one optimal solution
  /// gives different values (`Solver.isAmbiguous`), with their names.
  func ambiguousVariables(of variables: ItemVariables) -> [(name: String, variable: Variable)] {
    let all = [variables.minX, variables.minY, variables.width, variables.height]
    return zip(Self.variableNames, all).filter { solver.isAmbiguous($0.1) }
      .map { (name: $0.0, variable: $0.1) }
  }

  /// A copy of the solver whose solution moves each ambiguous variable of the item to another
  /// optimal value, or nil when none is ambiguous.
  ///
  /// In the order minX, minY, Width, Height, each variable still ambiguous is pinned, below every
  /// priority the layout uses, to the end of its optimal range farther from its current value
  /// (``exerciseStep`` away on an unbounded side). Each pin holds exactly, so the copy's solution
  /// is optimal for the layout's own constraints. The engine's solver is not changed.
  func exercisedSolver(moving variables: ItemVariables) -> Solver? {
    var probe = solver
    var moved = false
    let all = [variables.minX, variables.minY, variables.width, variables.height]
    for (index, variable) in all.enumerated() {
      let range = probe.optimalRange(of: variable)
      guard range.upperBound - range.lowerBound > 1e-6 else { continue }
      probe.updateVariables()
      let current = probe.value(of: variable)
      let target: Double
      if current - range.lowerBound <= range.upperBound - current {
        target = range.upperBound.isFinite ? range.upperBound : current + Self.exerciseStep
      } else {
        target = range.lowerBound.isFinite ? range.lowerBound : current - Self.exerciseStep
      }
      // Below UIKit's lowest levels; earlier pins outrank later ones, though all of them hold.
      let priority = Priority(0.004 - 0.001 * Double(index))
      let pin = StrutSolver.Constraint(
        LinearExpression(variable) - target, .equal, priority: priority)
      guard (try? probe.add(pin)) != nil else { continue }
      moved = true
    }
    guard moved else { return nil }
    probe.updateVariables()
    return probe
  }

  // MARK: Constraints that decide an axis

  /// The constraints whose solver form mentions one of `variables` and holds with equality at
  /// the solution, in the order the engine inserted them; each `NSLayoutConstraint` once.
  func tightConstraints(mentioning variables: [Variable]) -> [NSLayoutConstraint] {
    let wanted = Set(variables.map(ObjectIdentifier.init))
    var seen: Set<ObjectIdentifier> = []
    var result: [NSLayoutConstraint] = []
    for constraint in solver.constraints
    where constraint.expression.terms.contains(where: {
      wanted.contains(ObjectIdentifier($0.variable))
    }) && solver.isTight(constraint) {
      guard let owner = owner(of: constraint), seen.insert(ObjectIdentifier(owner)).inserted
      else { continue }
      result.append(owner)
    }
    return result
  }

  // MARK: Frames

  /// The frame of every view of `root`'s tree, in its superview's coordinates, from a solution
  /// of this engine's constraints, rounded to the pixel grid as the layout pass rounds them.
  ///
  /// Views without variables are left out; the root keeps its own frame. Layout guides are in
  /// the result too, keyed by the guide, in their owning view's coordinates. Edges are rounded
  /// in root coordinates, so edges that meet stay together.
  static func frames(of root: UIView, in solver: Solver) -> [ObjectIdentifier: CGRect] {
    var frames: [ObjectIdentifier: CGRect] = [:]
    forEachFrame(of: root, in: solver) { item, frame in
      switch item {
      case .view(let view): frames[ObjectIdentifier(view)] = frame
      case .guide(let guide): frames[ObjectIdentifier(guide)] = frame
      }
    }
    return frames
  }

  /// Gives each view of `root`'s tree its frame from `frames`, as the layout pass does: the
  /// autoresizing constraints keep the basis they were made from.
  static func apply(_ frames: [ObjectIdentifier: CGRect], to root: UIView) {
    keepingEngineState(of: root) {
      var stack: [UIView] = [root]
      while let view = stack.popLast() {
        stack.append(contentsOf: view.storedSubviews)
        for guide in view.storedLayoutGuides {
          if let frame = frames[ObjectIdentifier(guide)] { set(frame, of: .guide(guide), in: root) }
        }
        if let frame = frames[ObjectIdentifier(view)] { set(frame, of: .view(view), in: root) }
      }
    }
  }

  /// Gives each view of `root`'s tree its frame from `solver`'s solution: ``apply(_:to:)`` of
  /// ``frames(of:in:)`` in one walk of the tree, which the layout pass takes.
  static func applyFrames(of root: UIView, in solver: Solver) {
    keepingEngineState(of: root) {
      forEachFrame(of: root, in: solver) { item, frame in set(frame, of: item, in: root) }
    }
  }

  /// A view or a layout guide, as the frame walk meets them.
  enum FramedItem {
    case view(UIView)
    case guide(UILayoutGuide)
  }

  /// Hands `body` the frame of each view and guide of `root`'s tree that has variables, parents
  /// before children and a view's guides before the view (see ``frames(of:in:)``).
  private static func forEachFrame(
    of root: UIView, in solver: Solver, _ body: (FramedItem, CGRect) -> Void
  ) {
    let scale = UIScreen.main.scale
    // Snapped to a millionth of a pixel first: centring gives exact half pixels, which the
    // solver returns as 3.4999999999999822 or 3.5000000000000178 depending on the path it took,
    // so a view moved a pixel when a change was undone.
    func round(_ value: CGFloat) -> CGFloat {
      ((value * scale * 1e6).rounded() / 1e6).rounded() / scale
    }
    func absolute(_ variables: ItemVariables) -> CGRect {
      let values = variables.values(in: solver)
      let (x, y) = (CGFloat(values.minX), CGFloat(values.minY))
      let (minX, minY) = (round(x), round(y))
      let maxX = round(x + CGFloat(values.width))
      let maxY = round(y + CGFloat(values.height))
      return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
    // Each view with its superview's frame in root coordinates, nil when that has none.
    var stack: [(UIView, parent: CGRect?)] = [(root, nil)]
    while let (view, parent) = stack.popLast() {
      let variables = view.layoutItem.variables
      let frame = variables.map(absolute)
      for subview in view.storedSubviews { stack.append((subview, frame)) }
      guard let frame else { continue }
      for guide in view.storedLayoutGuides {
        guard let guideVariables = guide.layoutItem.variables else { continue }
        body(.guide(guide), absolute(guideVariables).offsetBy(dx: -frame.minX, dy: -frame.minY))
      }
      if view === root {
        body(.view(view), view.frame)
      } else if let parent {
        body(.view(view), frame.offsetBy(dx: -parent.minX, dy: -parent.minY))
      }
    }
  }

  /// Sets one frame as the layout pass does; the root keeps its own.
  private static func set(_ frame: CGRect, of item: FramedItem, in root: UIView) {
    switch item {
    case .guide(let guide):
      guide.layoutFrame = frame
    case .view(let view):
      guard view !== root, frame != view.frame else { return }
      let basis = view.layoutItem.autoresizingBasis
      view.setFrame(frame)
      view.layoutItem.autoresizingBasis = basis
    }
  }

  /// Runs `body`, which sets frames, leaving the engine as dirty or clean as it was: frames
  /// the engine sets are its results, not new input, and the autoresizing constraints keep the
  /// basis they were made from.
  private static func keepingEngineState(of root: UIView, _ body: () -> Void) {
    let wasDirty = root.engine?.isDirty
    defer { if let wasDirty { root.engine?.isDirty = wasDirty } }
    body()
  }
}

extension LayoutEngine {
  /// The engine variable id printed after an item's variable in `_autolayoutTrace()` (E14):
  /// `4(n - 1) + k`, where `n` counts the items in the order an engine first made their
  /// variables and `k` is 1 to 4 for minX, minY, Width and Height.
  ///
  /// `n` is read back from the item's pseudo-address, which ``variables(of:name:)`` gives in
  /// that order, so the ids are the same from run to run.
  static func variableID(of storage: LayoutItemStorage, index: Int) -> Int {
    let base: UInt64 = 0x7fa0_0000_0000
    let item = storage.address > base ? Int((storage.address - base) / 0x100) : 0
    return 4 * max(item - 1, 0) + index + 1
  }
}
