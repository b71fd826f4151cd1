import Foundation

/// A scroll view that shows rows of cells: UIKit's `UITableView`, for layout.
///
/// Strut does not load or place rows: cells are laid out on their own (each at the size the
/// table would give it). What the table keeps is its style and row metrics, and its header and
/// footer views, which are subviews as in UIKit.
open class UITableView: UIScrollView {
  /// The visual style of a table.
  public enum Style: Int, Sendable {
    /// Rows in one continuous list.
    case plain = 0
    /// Sections in separate groups.
    case grouped = 1
    /// Grouped sections inset from the table's edges, with rounded corners.
    case insetGrouped = 2
  }

  /// The table's style, fixed at creation.
  public let style: Style

  /// The height of each row, or ``automaticDimension``.
  ///
  /// Defaults to ``automaticDimension``.
  open var rowHeight: CGFloat = UITableView.automaticDimension

  /// The value that asks for heights computed from content: -1, as in UIKit.
  public static let automaticDimension: CGFloat = -1

  /// Creates a table with a frame and a style.
  ///
  /// - Parameters:
  ///   - frame: The table's frame, in its superview's coordinates.
  ///   - style: The table's style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table with a frame.
  ///
  /// - Parameter frame: The table's frame, in its superview's coordinates.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view above the first section; setting it makes it a subview.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }

  /// The view below the last section; setting it makes it a subview.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    if old?.superview === self { old?.removeFromSuperview() }
    if let new { addSubview(new) }
  }
}
