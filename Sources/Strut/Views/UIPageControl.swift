import Foundation

/// A row of dots showing the current page: UIKit's `UIPageControl`, for layout.
///
/// Its intrinsic content size follows ``numberOfPages``: 7-point dots 9 points apart, 37 points
/// tall, the metrics of iOS 13 that Interface Builder stored (a 3-page control is 39 × 37).
/// iOS 14 redesigned the control, and each SDK since has resized it; the Interface Builder
/// importer draws a file's page controls with the sizes its Xcode stored, but only for the
/// counts public files show, so this class keeps iOS 13's dots.
open class UIPageControl: UIView {
  /// The number of pages, hence of dots.
  ///
  /// Defaults to 0; changing it changes the intrinsic content size.
  open var numberOfPages: Int = 0 {
    didSet { if numberOfPages != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The page shown; Strut keeps it for code that reads it.
  open var currentPage: Int = 0

  /// Returns the size the dots of a number of pages need.
  ///
  /// - Parameter pageCount: The number of pages.
  /// - Returns: Their width (7 per dot, 9 between dots) and a height of 37 points.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    return CGSize(width: max(7 * count + 9 * (count - 1), 0), height: 37)
  }

  /// ``size(forNumberOfPages:)`` of ``numberOfPages``.
  open override var intrinsicContentSize: CGSize {
    size(forNumberOfPages: numberOfPages)
  }
}
