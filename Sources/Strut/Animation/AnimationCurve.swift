import Foundation

extension UIView {
  /// The pace of an animation: UIKit's `UIView.AnimationCurve`, with UIKit's raw values.
  ///
  /// Each curve is Core Animation's cubic Bézier timing function from (0, 0) to (1, 1); Strut
  /// solves it for the fraction of time elapsed (see ``progress(atFraction:)``).
  public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// Slow at the start and the end: the cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// Slow at the start: the cubic Bézier (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow at the end: the cubic Bézier (0, 0, 0.58, 1).
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// How far the animated value has gone, from 0 to 1, when a fraction of the duration has
    /// elapsed (Strut-only).
    ///
    /// The Bézier's x(s) = fraction is solved for s by Newton's method from s = fraction, with
    /// bisection as the fallback, so the result is the same on every run and every machine;
    /// the answer is y(s). Fractions outside 0...1 are clamped.
    ///
    /// - Parameter fraction: The elapsed fraction of the duration.
    /// - Returns: The progress of the value, 0 at the start and 1 at the end.
    public func progress(atFraction fraction: Double) -> Double {
      let fraction = min(max(fraction, 0), 1)
      switch self {
      case .linear: return fraction
      case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1).y(atX: fraction)
      case .easeIn: return CubicBezier(0.42, 0, 1, 1).y(atX: fraction)
      case .easeOut: return CubicBezier(0, 0, 0.58, 1).y(atX: fraction)
      }
    }
  }
}

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as Core
/// Animation's `CAMediaTimingFunction(controlPoints:)`.
struct CubicBezier {
  // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The curve's y where its x is `x`, for x in 0...1.
  func y(atX x: Double) -> Double {
    let s = parameter(forX: x)
    return ((ay * s + by) * s + cy) * s
  }

  private func x(at s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  private func slopeOfX(at s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// Solves x(s) = x for s in 0...1: Newton's method, then bisection if Newton stalls.
  private func parameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = self.x(at: s) - x
      if abs(error) < tolerance { return s }
      let slope = slopeOfX(at: s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<100 {
      let value = self.x(at: s)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
