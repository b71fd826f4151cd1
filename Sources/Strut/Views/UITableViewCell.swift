import Foundation

/// One row of a table: UIKit's `UITableViewCell`, for layout.
///
/// As in UIKit, the cell's content goes in ``contentView``, a subview that fills the cell except
/// for the accessory; the cell sizes it by its frame and autoresizing mask, not by constraints.
/// Its layout margins are the cell's, through `preservesSuperviewLayoutMargins`.
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell's labels and image.
  public enum CellStyle: Int, Sendable {
    /// A label on the left, with an optional image.
    case `default` = 0
    /// A left label and a right-aligned detail label.
    case value1 = 1
    /// A right-aligned label and a left-aligned detail label.
    case value2 = 2
    /// A label above a smaller detail label.
    case subtitle = 3
  }

  /// The standard accessories at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The cell's style, fixed at creation.
  public let style: CellStyle

  /// The identifier a table uses to reuse the cell.
  public let reuseIdentifier: String?

  /// The view that holds the cell's content.
  public let contentView: UIView

  /// The accessory shown at the cell's trailing edge.
  ///
  /// Defaults to ``AccessoryType-swift.enum/none``. UIKit narrows the content view by the
  /// accessory's width; Strut keeps the content view's frame as set.
  open var accessoryType: AccessoryType = .none

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// - Parameters:
  ///   - style: The cell's style.
  ///   - reuseIdentifier: The identifier a table reuses it by.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.preservesSuperviewLayoutMargins = true
    addFillingContentView(contentView)
  }

  /// Creates a default-style cell with a frame.
  ///
  /// - Parameter frame: The cell's frame, in its superview's coordinates.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }
}
