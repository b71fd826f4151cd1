import Foundation

/// The traits text sizing depends on: the content size category.
///
/// UIKit's trait collection carries many more traits; Strut keeps the one that changes layout
/// of text.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The reader's preferred text size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Traits with a content size category.
  ///
  /// - Parameter preferredContentSizeCategory: The category.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Traits with the default category, large.
  public override convenience init() {
    self.init(preferredContentSizeCategory: .large)
  }

  private static let currentTraits = LockedValue(UITraitCollection())

  /// The traits used when none are given, as UIKit's `UITraitCollection.current`; set it to
  /// simulate a reader's text size.
  open class var current: UITraitCollection {
    get { currentTraits.value }
    set { currentTraits.value = newValue }
  }
}
