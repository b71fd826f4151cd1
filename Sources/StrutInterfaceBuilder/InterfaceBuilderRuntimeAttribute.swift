import Foundation

/// One `<userDefinedRuntimeAttribute>`: a key path and the value Interface Builder sets on the
/// view at run time, such as an `@IBInspectable` inset (ib-format.md §8).
///
///     // <userDefinedRuntimeAttribute type="number" keyPath="left"><real key="value" value="8"/>
///     attribute.keyPath   // "left"
///     attribute.value     // .number(8)
public struct InterfaceBuilderRuntimeAttribute: Hashable, Sendable {
  /// A runtime attribute's value, by the `type` Interface Builder writes.
  public enum Value: Hashable, Sendable {
    /// `type="number"`: an integer or a real.
    case number(Double)
    /// `type="boolean"`.
    case boolean(Bool)
    /// `type="string"` or `type="localizedString"`.
    case string(String)
    /// `type="size"`.
    case size(CGSize)
    /// `type="point"`.
    case point(CGPoint)
    /// `type="rect"`.
    case rect(CGRect)
    /// Any other type (`color`, `image`, `range`, `nil`, …), by name; its value is not read.
    case other(type: String)
  }

  /// The key path the value is set at, such as `left` or `layer.cornerRadius`.
  public var keyPath: String

  /// The value.
  public var value: Value

  /// Creates a runtime attribute.
  ///
  /// - Parameters:
  ///   - keyPath: The key path the value is set at.
  ///   - value: The value.
  public init(keyPath: String, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  /// The value as a number, for `number` values (and `boolean` ones, as 0 or 1).
  public var number: Double? {
    switch value {
    case .number(let number): number
    case .boolean(let flag): flag ? 1 : 0
    default: nil
    }
  }
}
