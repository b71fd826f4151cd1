import Foundation

/// One item of a collection view: UIKit's `UICollectionViewCell`, for layout.
///
/// As in UIKit, the item's content goes in ``contentView``, a subview that fills the cell and
/// follows its size through its autoresizing mask.
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content.
  public let contentView: UIView

  /// Creates a cell with a frame; its content view fills it.
  ///
  /// - Parameter frame: The cell's frame, in its superview's coordinates.
  public override init(frame: CGRect) {
    contentView = UIView()
    super.init(frame: frame)
    addFillingContentView(contentView)
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }
}
