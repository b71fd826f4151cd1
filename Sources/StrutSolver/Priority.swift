/// How strongly the solver tries to satisfy a constraint, on UIKit's scale.
///
/// Priorities lie in (0, 1000]. 1000 is ``required``: the solver satisfies it or reports it
/// unsatisfiable. Below that, levels are ranked **lexicographically** (UIKit's rule E3): no amount
/// of error at 250 outweighs any error at 251. Within one level the errors add up (L1), and among
/// equal errors the constraint inserted earliest takes the error (E5).
///
///     (width == 100).withPriority(.init(750))
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The priority on UIKit's scale.
  public let rawValue: Double

  /// Creates a priority from a value on UIKit's scale.
  public init(_ rawValue: Double) {
    self.rawValue = rawValue
  }

  /// Creates a priority from an integer literal such as `750`.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }

  /// Creates a priority from a floating-point literal such as `999.5`.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// A constraint that must hold: 1000.
  public static let required = Priority(1000)

  /// The level UIKit gives a required constraint it had to break (E6): above every optional
  /// level, so the broken constraint is still pulled towards satisfaction.
  public static let broken = Priority(1100)

  /// Whether the priority is ``required``.
  public var isRequired: Bool { rawValue == 1000 }

  /// Whether a caller may give this priority to a constraint: a finite value in (0, 1000].
  public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

  /// Orders priorities by value.
  public static func < (lhs: Priority, rhs: Priority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The value as UIKit prints it: `750`, `999.5`.
  public var description: String {
    formatted(rawValue)
  }
}
