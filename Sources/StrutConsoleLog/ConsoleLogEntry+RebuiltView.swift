import Foundation
import Strut

extension ConsoleLogEntry {
  /// The log's constraints rebuilt as a view tree, laid out as the device shows it after UIKit's
  /// break (or Strut's, when the log does not say), for pictures.
  ///
  /// The stand-in views carry the printed class names and texts; the tree's root is sized to
  /// hold every view with a 20-point border, since the log does not say how big the screen was.
  ///
  /// - Returns: The root of the rebuilt tree.
  public func rebuiltView() -> UIView {
    let analysis = ConsoleLogAnalysis(entry: self)
    let yielding = brokenIndex ?? analysis.strutBroken
    let system = RebuiltSystem(constraints, yielding: yielding)
    let root = system.root
    // Pictures name views by class and identifier: give each stand-in the printed class, address
    // and text, now that the analysis no longer reads their descriptions.
    var placeholders: [NSLayoutConstraint] = []
    var named = root.subviews
    while let view = named.popLast() {
      if let standIn = view as? StandInView {
        let item = standIn.item
        standIn.accessibilityIdentifier =
          "\(item.className):\(item.address)" + (item.text.map { "'\($0)'" } ?? "")
        // A size the log leaves free is drawn 44 × 24 rather than collapsed to nothing; at
        // priority 1 it gives way to every constraint the log printed.
        for constraint in [
          standIn.widthAnchor.constraint(equalToConstant: 44),
          standIn.heightAnchor.constraint(equalToConstant: 24),
        ] {
          constraint.priority = UILayoutPriority(1)
          constraint.isActive = true
          placeholders.append(constraint)
        }
      }
      named.append(contentsOf: view.subviews)
    }
    _ = StrutLog.messages { root.layoutIfNeeded() }
    // The frames keep the placeholder sizes; the constraints go, so pictures draw only the log's.
    NSLayoutConstraint.deactivate(placeholders)
    var box = CGRect.null
    var stack = root.subviews.map { ($0, CGPoint.zero) }
    while let (view, origin) = stack.popLast() {
      let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
      box = box.union(frame)
      stack.append(contentsOf: view.subviews.map { ($0, frame.origin) })
    }
    if box.isNull { box = .zero }
    // Move the content inside a border: the rebuilt root has no constraints of its own, so its
    // subviews keep their places relative to it.
    let border: CGFloat = 20
    root.bounds = CGRect(
      x: box.minX - border, y: box.minY - border, width: box.width + 2 * border,
      height: box.height + 2 * border)
    root.frame.origin = .zero
    return root
  }
}
