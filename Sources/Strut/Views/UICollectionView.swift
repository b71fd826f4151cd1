import Foundation

/// A scroll view that shows items in a layout: UIKit's `UICollectionView`, for layout.
///
/// Strut does not place items: each cell is laid out on its own, at the size the layout would
/// give it. The collection view is a scroll view with no intrinsic content size.
open class UICollectionView: UIScrollView {}
