import Foundation

/// One undetermined part of a view's frame and how far it can move (Strut-only; E4).
public struct AmbiguousFrameValue: Hashable, Sendable {
  /// Which part of the frame, as the engine names its variables.
  public enum Part: String, Hashable, Sendable, CaseIterable {
    /// The left edge, in the root's coordinates.
    case minX
    /// The top edge, in the root's coordinates.
    case minY
    /// The width.
    case width = "Width"
    /// The height.
    case height = "Height"
  }

  /// The part.
  public let part: Part
  /// The smallest value an optimal solution gives it; `-infinity` when unbounded.
  public let lowerBound: Double
  /// The largest value an optimal solution gives it; `infinity` when unbounded.
  public let upperBound: Double
  /// The value the engine chose.
  public let value: Double
}

extension UIView {
  /// The parts of the view's frame that its constraints leave undetermined, with their ranges
  /// of optimal values (Strut-only; uikit-semantics.md E4).
  ///
  /// Empty for a view whose frame is determined. The ranges come from the solver's optimality
  /// information: every value in a range is reached by some solution as good as the engine's.
  /// Positions are in the root's coordinates, so a view inside an ambiguous superview moves
  /// with it.
  public var ambiguousFrameValues: [AmbiguousFrameValue] {
    guard hasAmbiguousLayout, let engine = rootView.engine, let variables = layoutItem.variables
    else { return [] }
    let parts = zip(
      AmbiguousFrameValue.Part.allCases,
      [variables.minX, variables.minY, variables.width, variables.height])
    return parts.compactMap { part, variable in
      guard engine.solver.isAmbiguous(variable) else { return nil }
      let range = engine.solver.optimalRange(of: variable)
      return AmbiguousFrameValue(
        part: part, lowerBound: range.lowerBound, upperBound: range.upperBound,
        value: engine.solver.value(of: variable))
    }
  }
}
