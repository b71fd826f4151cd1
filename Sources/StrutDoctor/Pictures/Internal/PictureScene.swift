import Foundation
import Strut

/// A view tree read once for drawing: where each view is, in the root's coordinates, how opaque
/// it is and whether it is drawn at all.
///
/// The root sits at the origin whatever its own frame. Reading the tree once keeps the view
/// drawing and the constraint overlay in agreement about every position, and lets a picture at
/// an animation time swap frames for presentation frames in one place.
struct PictureScene {
  /// One drawn view.
  struct Node {
    /// The view.
    let view: UIView
    /// Its stable name: class, then `#identifier` or `(tag: n)`.
    let name: String
    /// Its rectangle in the root's coordinates.
    let rect: CGRect
    /// Its frame in its superview's coordinates, as UIKit reports it (presentation frame at a
    /// time).
    let frame: CGRect
    /// Its own opacity (presentation opacity at a time).
    let alpha: CGFloat
    /// Whether the view itself counts as hidden in the picture.
    let isHidden: Bool
    /// Whether it is drawn as a ghost: it or an ancestor is hidden, and ghosts were asked for.
    let isGhost: Bool
    /// Its drawn subviews, back to front.
    let children: [Node]
  }

  /// The root of the drawn tree.
  let root: Node
  /// The time the picture shows, or `nil` for the model frames.
  let time: TimeInterval?
  /// The rectangle of every drawn view, in the root's coordinates, for the constraint overlay.
  private let rects: [ObjectIdentifier: CGRect]

  /// Reads a tree.
  ///
  /// - Parameters:
  ///   - view: The tree's root; it is drawn at the origin.
  ///   - time: A time on the tree's clock, or `nil` for the model frames.
  ///   - hidden: What to do with hidden views.
  init(root view: UIView, time: TimeInterval?, hidden: SVGRenderer.HiddenViews) {
    var rects: [ObjectIdentifier: CGRect] = [:]
    // Views an app holds in properties are named by them (`categoryButton`), as in reports.
    let names = ViewNames(root: view)
    func read(_ view: UIView, origin: CGPoint, ghost: Bool, isRoot: Bool) -> Node {
      let frame = time.map { view.presentationFrame(at: $0) } ?? view.frame
      let isHidden = Self.isHidden(view, at: time)
      let isGhost = ghost || (isHidden && hidden == .ghosted)
      let rect = CGRect(
        x: isRoot ? 0 : origin.x + frame.minX, y: isRoot ? 0 : origin.y + frame.minY,
        width: frame.width, height: frame.height)
      rects[ObjectIdentifier(view)] = rect
      // Subviews sit at their frame's origin minus the bounds' origin (a scrolled view).
      let childOrigin = CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
      let children = view.subviews.filter { hidden == .ghosted || !Self.isHidden($0, at: time) }
        .map { read($0, origin: childOrigin, ghost: isGhost, isRoot: false) }
      return Node(
        view: view, name: names.propertyName(of: view) ?? ViewNaming.name(of: view), rect: rect,
        frame: frame,
        alpha: time.map { view.presentationAlpha(at: $0) } ?? view.alpha, isHidden: isHidden,
        isGhost: isGhost, children: children)
    }
    // The root is drawn even when hidden: the caller asked for a picture of it.
    self.root = read(view, origin: .zero, ghost: false, isRoot: true)
    self.time = time
    self.rects = rects
  }

  /// The rectangle of a drawn view in the root's coordinates, or `nil` if it is not drawn.
  func rect(of view: UIView) -> CGRect? {
    rects[ObjectIdentifier(view)]
  }

  /// The drawn nodes, depth first, parents before their subviews.
  var nodes: [Node] {
    var result: [Node] = []
    func visit(_ node: Node) {
      result.append(node)
      node.children.forEach(visit)
    }
    visit(root)
    return result
  }

  /// Whether a view counts as hidden at a time: hidden, unless its frame is still animating,
  /// because UIKit's stack views hide a collapsing arranged subview only when the collapse ends.
  private static func isHidden(_ view: UIView, at time: TimeInterval?) -> Bool {
    guard view.isHidden else { return false }
    guard let time, let animation = view.frameAnimation else { return true }
    return time >= animation.endTime
  }
}
