import Foundation

/// A scrollable, multi-line text view: UIKit's `UITextView`, for layout.
///
/// While scrolling is enabled (the default) it has no intrinsic content size, as UIKit's
/// (uikit-semantics.md C4). With scrolling disabled UIKit sizes it to its text, which Strut does
/// not measure here yet: it still reports none.
open class UITextView: UIScrollView {
  /// The text shown; Strut keeps it for code that reads it.
  open var text: String?
}
