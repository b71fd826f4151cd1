import Foundation

/// A section header or footer of a table: UIKit's `UITableViewHeaderFooterView`, for layout.
///
/// As in UIKit, its content goes in ``contentView``, a subview that fills it and follows its
/// size through its autoresizing mask.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier a table reuses the view by.
  public let reuseIdentifier: String?

  /// The view that holds the header's content.
  public let contentView: UIView

  /// Creates a header or footer with a reuse identifier.
  ///
  /// - Parameter reuseIdentifier: The identifier a table reuses it by.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    addFillingContentView(contentView)
  }

  /// Creates a header or footer with a frame and no reuse identifier.
  ///
  /// - Parameter frame: Its frame, in its superview's coordinates.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
    contentView.frame = bounds
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }
}
