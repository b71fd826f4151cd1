/// How strongly the layout engine tries to satisfy a constraint or keep a view's content size.
///
/// Priorities are floats in (0, 1000] (uikit-semantics.md E1). ``required`` (1000) must hold;
/// every lower value is an optional level, and levels are ranked strictly: no amount of error at
/// 250 outweighs any error at 251 (E3).
///
///     constraint.priority = .defaultHigh - 1   // 749
///     view.setContentHuggingPriority(251, for: .horizontal)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  /// The priority's value on UIKit's scale.
  public var rawValue: Float

  /// Creates a priority from a value on UIKit's scale.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from a value on UIKit's scale.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from a floating-point literal such as `999.5`.
  public init(floatLiteral value: Float) {
    self.rawValue = value
  }

  /// Creates a priority from an integer literal such as `751`.
  public init(integerLiteral value: Int) {
    self.rawValue = Float(value)
  }

  /// A required constraint: 1000.
  public static let required = UILayoutPriority(1000)
  /// The priority at which a button resists compressing its content: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority at which a drag that can resize the window's scene acts: 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which the window's scene prefers to keep its current size: 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority at which a drag that cannot resize the window's scene acts: 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority at which a button hugs its content horizontally: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view wants to match the target size in a fitting-size calculation:
  /// 50 (`systemLayoutSizeFitting(_:)`, uikit-semantics.md E12).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Returns the priority raised by a value, as UIKit's overlay does: `.defaultLow + 1` is 251.
  ///
  /// The result is not clamped to (0, 1000]; the layout engine validates priorities when a
  /// constraint is activated.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// Returns the priority lowered by a value, as UIKit's overlay does: `.required - 1` is 999.
  ///
  /// The result is not clamped to (0, 1000]; the layout engine validates priorities when a
  /// constraint is activated.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
