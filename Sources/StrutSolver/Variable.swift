import Synchronization

/// An unknown of a linear system, such as the minimum x of a view.
///
/// A variable is a reference: two variables with the same name are different unknowns. Its value
/// lives in the ``Solver`` that holds constraints on it, because the same variable can take part
/// in several solvers.
///
///     let width = Variable("width")
///     try solver.add(width >= 20)
///     solver.updateVariables()
///     solver.value(of: width)   // 20
public final class Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions and dumps; it need not be unique.
  public var name: String { suffix.isEmpty ? prefix : prefix + suffix }
  /// The name in two parts, joined only when it is read: a layout engine names a view's four
  /// variables after the view, and the four then share that string instead of each making one.
  private let prefix: String
  private let suffix: String
  /// The symbol of the solver that claimed it (``SlotIndex``).
  let slot = Atomic<UInt64>(0)

  /// Creates a variable with a name for descriptions.
  public init(_ name: String = "") {
    prefix = name
    suffix = ""
  }

  /// Creates a variable named `prefix` followed by `suffix`.
  package init(_ prefix: String, suffix: String) {
    self.prefix = prefix
    self.suffix = suffix
  }

  /// The variable's name, or `v` followed by a short identity when it has none.
  public var description: String {
    name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name
  }
}
