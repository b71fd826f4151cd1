import Foundation
import Strut

extension LayoutPicture {
  /// One row of a frames table: a view, its depth in the tree, its frame and what it shows.
  public struct FrameRow: Sendable, Hashable {
    /// The view's stable name: its class, then `#accessibilityIdentifier` or `(tag: n)`.
    public var name: String
    /// How deep the view is: 0 for the root.
    public var depth: Int
    /// The frame, in the superview's coordinates, as UIKit reports it.
    public var frame: CGRect
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// What the view shows as text: a label's visible lines or a button's visible title
    /// (joined by " / ", "…" included), a text field's text or placeholder; `nil` otherwise.
    public var text: String?

    /// A row made elsewhere.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - depth: Its depth in the tree, 0 for the root.
    ///   - frame: Its frame in its superview's coordinates.
    ///   - isHidden: Whether it is hidden.
    ///   - text: The text it shows, if any.
    public init(name: String, depth: Int, frame: CGRect, isHidden: Bool, text: String? = nil) {
      self.name = name
      self.depth = depth
      self.frame = frame
      self.isHidden = isHidden
      self.text = text
    }

    /// The rows of a tree: every view, hidden ones included, depth first, parents before
    /// their subviews and subviews back to front.
    ///
    /// - Parameter root: The tree's root.
    /// - Returns: The rows.
    public static func rows(of root: UIView) -> [FrameRow] {
      var rows: [FrameRow] = []
      let names = ViewNames(root: root)
      func visit(_ view: UIView, depth: Int) {
        rows.append(
          FrameRow(
            name: names.propertyName(of: view) ?? ViewNaming.name(of: view), depth: depth,
            frame: view.frame,
            isHidden: view.isHidden, text: ViewNaming.shownText(of: view)))
        for subview in view.subviews { visit(subview, depth: depth + 1) }
      }
      visit(root, depth: 0)
      return rows
    }
  }
}
