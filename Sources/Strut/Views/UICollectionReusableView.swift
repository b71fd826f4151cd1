import Foundation

/// A view a collection view places and reuses, such as a section header: UIKit's
/// `UICollectionReusableView`, for layout.
open class UICollectionReusableView: UIView {
  /// The identifier a collection view reuses the view by.
  open var reuseIdentifier: String?
}
