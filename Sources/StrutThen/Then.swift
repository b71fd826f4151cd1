import Foundation

/// `.then { }` and friends for configuring objects inline, as the Then library spells them.
///
/// A separate product, so that an app that already uses the Then library keeps its own and
/// never sees two `then`s: import either `Then` or `StrutThen`, not both.
///
/// ```swift
/// let label = UILabel().then {
///   $0.textAlignment = .center
///   $0.text = "Hello"
/// }
/// ```
public protocol Then {}

extension Then where Self: AnyObject {
  /// Runs `block` on the object and returns it.
  ///
  /// - Parameter block: The configuration.
  /// - Returns: The object.
  @inlinable
  @discardableResult
  public func then(_ block: (Self) throws -> Void) rethrows -> Self {
    try block(self)
    return self
  }
}

extension Then {
  /// Returns a copy of a value changed by `block`.
  ///
  /// - Parameter block: The change.
  /// - Returns: The changed copy.
  @inlinable
  public func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try block(&copy)
    return copy
  }

  /// Runs `block` on the value.
  ///
  /// - Parameter block: The code to run.
  @inlinable
  public func `do`(_ block: (Self) throws -> Void) rethrows {
    try block(self)
  }
}

extension NSObject: Then {}
