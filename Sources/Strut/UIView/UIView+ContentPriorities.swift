import Foundation

/// One of a view's four content priorities: hugging or compression resistance, on an axis.
public struct ContentPrioritySetting: Hashable, Sendable {
  /// Hugging or compression resistance.
  public enum Kind: Hashable, Sendable {
    /// Content hugging: resisting growth beyond the intrinsic size.
    case hugging
    /// Compression resistance: resisting shrinking below the intrinsic size.
    case compressionResistance
  }

  /// Which priority.
  public let kind: Kind
  /// On which axis.
  public let axis: NSLayoutConstraint.Axis

  /// A priority setting.
  public init(kind: Kind, axis: NSLayoutConstraint.Axis) {
    self.kind = kind
    self.axis = axis
  }
}

extension UIView {
  /// Whether code set this content priority through `setContentHuggingPriority(_:for:)` or
  /// `setContentCompressionResistancePriority(_:for:)`, even to its default value (Strut-only).
  ///
  /// The doctor uses it to tell deliberate priorities from defaults: a priority set on an axis
  /// where the view has no intrinsic size does nothing (uikit-semantics.md C2).
  ///
  /// - Parameter setting: The priority and axis.
  /// - Returns: Whether it was set.
  public func hasExplicitContentPriority(_ setting: ContentPrioritySetting) -> Bool {
    explicitContentPriorities.contains(setting)
  }
}
