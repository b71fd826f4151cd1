import Foundation
import Strut

/// A button with a background image, which Strut's `UIButton` does not model yet: UIKit makes
/// such a button at least as large as the image (a 23-point `backgroundImage` with no title
/// stores a 23 × 23 button, where an empty button would be 30 × 30).
final class BackgroundImageButton: UIButton {
  /// The normal state's background image size.
  var backgroundImageSize = CGSize.zero

  override var intrinsicContentSize: CGSize {
    let content = super.intrinsicContentSize
    let hasContent =
      !(currentTitle ?? "").isEmpty || currentImage != nil
      || contentEdgeInsets != .zero || configuration != nil
    guard hasContent else { return backgroundImageSize }
    return CGSize(
      width: max(content.width, backgroundImageSize.width),
      height: max(content.height, backgroundImageSize.height))
  }
}
