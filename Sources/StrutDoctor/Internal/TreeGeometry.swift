import Strut

/// Frames and drawn text of every view of a tree, in the root's coordinates.
struct TreeGeometry: Equatable {
  /// A view's frame and, for labels and buttons, where its text is drawn.
  struct Item: Equatable {
    let frame: CGRect
    let textFrame: CGRect?
  }

  private(set) var items: [ObjectIdentifier: Item] = [:]
  /// The views in depth-first order, for deterministic iteration.
  private(set) var order: [UIView] = []

  /// The tree's geometry now, or at a time on the animation clock (presentation frames).
  init(root: UIView, at time: TimeInterval? = nil) {
    func visit(_ view: UIView, origin: CGPoint, hidden: Bool) {
      let local = time.map { view.presentationFrame(at: $0) } ?? view.frame
      let frame =
        view === root
        ? CGRect(origin: .zero, size: local.size)
        : local.offsetBy(dx: origin.x, dy: origin.y)
      let isHidden = hidden || view.isHidden
      if !isHidden {
        items[ObjectIdentifier(view)] = Item(
          frame: frame, textFrame: Self.textFrame(of: view, in: frame))
        order.append(view)
      }
      for subview in view.subviews {
        visit(subview, origin: frame.origin, hidden: isHidden)
      }
    }
    visit(root, origin: .zero, hidden: false)
  }

  subscript(view: UIView) -> Item? { items[ObjectIdentifier(view)] }

  private static func textFrame(of view: UIView, in frame: CGRect) -> CGRect? {
    if let label = view as? UILabel {
      guard let first = label.visibleText.lines.first else { return nil }
      return first.frame.offsetBy(dx: frame.minX, dy: frame.minY)
    }
    if let button = view as? UIButton {
      guard let first = button.visibleTitle.lines.first, let title = button.titleLabel else {
        return nil
      }
      return first.frame.offsetBy(
        dx: frame.minX + title.frame.minX, dy: frame.minY + title.frame.minY)
    }
    return nil
  }
}
