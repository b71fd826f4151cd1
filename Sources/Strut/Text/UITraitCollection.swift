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
  @TaskLocal private static var scopedTraits: UITraitCollection?

  /// The traits used when none are given, as UIKit's `UITraitCollection.current`.
  ///
  /// Inside ``performAsCurrent(_:)`` it is that collection, for the current task only;
  /// elsewhere the process-wide value, which setting changes for every task.
  open class var current: UITraitCollection {
    get { scopedTraits ?? currentTraits.value }
    set { currentTraits.value = newValue }
  }

  /// Runs `actions` with this collection as ``current``, as UIKit's `performAsCurrent(_:)`.
  ///
  /// The change is scoped to the current task, so tests running in parallel do not see it.
  ///
  /// - Parameter actions: The code to run.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    try Self.$scopedTraits.withValue(self) { try actions() }
  }
}
