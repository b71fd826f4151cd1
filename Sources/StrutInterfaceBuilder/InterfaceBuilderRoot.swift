import Foundation
import Strut

/// A view of an Interface Builder file that is laid out on its own: a view controller's root
/// view, a top-level view of a xib, or a cell or reusable view that its table or collection
/// view would place.
///
/// The root keeps the frame Xcode stored; its descendants are laid out by Auto Layout inside
/// it. A view controller's root gets the safe area of the file's device, which Xcode simulates
/// but does not store (ib-format.md fact 5).
///
///     for root in document.roots where root.kind == .viewControllerView {
///       root.view.layoutIfNeeded()
///     }
public struct InterfaceBuilderRoot {
  /// What a root is in the file.
  public enum Kind: Hashable, Sendable {
    /// The `view` of a view controller (or the `File's Owner`'s view in a xib).
    case viewControllerView
    /// Another top-level view of a xib, or a view in a storyboard scene's dock.
    case topLevelView
    /// A table view cell: a prototype, a static cell or a xib's top-level cell.
    case tableViewCell
    /// A collection view cell.
    case collectionViewCell
    /// A section header or footer of a collection or table view.
    case reusableView
    /// A bar a container controller owns: a navigation controller's navigation bar or toolbar,
    /// a tab bar controller's tab bar.
    case bar
    /// Any other view the importer found outside a view tree, such as a bar button item's
    /// custom view.
    case other
  }

  /// The view; its subtree is the imported tree.
  public let view: UIView

  /// What the root is.
  public let kind: Kind

  /// The element's IB id, if it has one.
  public let id: String?

  /// The element's name, such as `view` or `tableViewCell`.
  public let elementName: String

  /// Where the root's element starts.
  public let location: InterfaceBuilderSourceLocation

  /// The frame Xcode stored for the root; the root keeps it.
  public let storedFrame: CGRect

  /// The scene's `sceneID` in a storyboard; `nil` in a xib.
  public let sceneID: String?

  /// The safe-area insets simulated for the root (zero for cells and plain views).
  public let safeAreaInsets: UIEdgeInsets
}
