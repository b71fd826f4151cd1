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
  public let name: String
  /// The symbol of the solver that claimed it (``SlotIndex``).
  let slot = Atomic<UInt64>(0)

  /// Creates a variable with a name for descriptions.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The variable's name, or `v` followed by a short identity when it has none.
  public var description: String {
    name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name
  }
}
