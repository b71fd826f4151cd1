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
      updateConstraints(root)
      engine.update(root: root)
      applyFrames(engine)
      guard layoutSubviews(root) else { return }
      if round == Self.maximumRounds {
        StrutLog.log(
          "Strut: layoutSubviews() of \(root.strutName)'s tree kept asking for layout after "
            + "\(Self.maximumRounds) passes; the frames are those of the last pass.")
      }
    }
  }

  /// UIKit's update-constraints phase: children before parents.
  private func updateConstraints(_ view: UIView) {
    for subview in view.storedSubviews { updateConstraints(subview) }
    if view.needsUpdateConstraints {
      view.needsUpdateConstraints = false
      view.updateConstraints()
    }
  }

  /// Sets every view's frame (and every guide's layout frame) from the solution, rounded to the
  /// screen's pixel grid in root coordinates so that edges that meet stay together.
  private func applyFrames(_ engine: LayoutEngine) {
    let scale = UIScreen.main.scale
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    func absolute(_ variables: ItemVariables) -> CGRect {
      let minX = round(engine.value(variables.minX))
      let minY = round(engine.value(variables.minY))
      let maxX = round(engine.value(variables.minX) + engine.value(variables.width))
      let maxY = round(engine.value(variables.minY) + engine.value(variables.height))
      return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
    var absolutes: [ObjectIdentifier: CGRect] = [:]
    var stack: [UIView] = [root]
    while let view = stack.popLast() {
      stack.append(contentsOf: view.storedSubviews)
      guard let variables = view.layoutItem.variables else { continue }
      let frame = absolute(variables)
      absolutes[ObjectIdentifier(view)] = frame
      if view !== root, let parent = view.storedSuperview,
        let parentFrame = absolutes[ObjectIdentifier(parent)]
      {
        let relative = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        if relative != view.frame {
          // The engine moving a view is not the app setting its frame: the autoresizing
          // constraints keep the basis they were made from.
          let basis = view.layoutItem.autoresizingBasis
          view.setFrame(relative)
          view.layoutItem.autoresizingBasis = basis
        }
      }
      for guide in view.storedLayoutGuides {
        guard let guideVariables = guide.layoutItem.variables else { continue }
        guide.layoutFrame = absolute(guideVariables).offsetBy(dx: -frame.minX, dy: -frame.minY)
      }
    }
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
    return again || root.engine?.isDirty == true
  }
}
