import Foundation

extension UIView {
  /// How a recorded animation moves from its start value to its end value over its duration
  /// (Strut-only): a Bézier curve, or a spring.
  ///
  /// UIKit has no such type: the curve comes from ``AnimationOptions`` and the spring from
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`.
  public enum AnimationTiming: Sendable, Hashable {
    /// One of Core Animation's cubic Bézier curves.
    case curve(UIView.AnimationCurve)
    /// A damped spring: `dampingRatio` is UIKit's `usingSpringWithDamping` (1 is critically
    /// damped, less oscillates) and `initialVelocity` UIKit's `initialSpringVelocity`, in
    /// whole animation distances per second.
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)

    /// How far the value has gone, 0 at the start and 1 at the end, `elapsed` seconds into an
    /// animation of `duration` seconds.
    ///
    /// Before the start it is 0 and from `duration` on exactly 1, as the animation is removed
    /// and the model value shows. A spring follows the damped harmonic oscillator
    /// x″ + 2ζω₀x′ + ω₀²x = 0 from displacement −1 and velocity `initialVelocity`, with
    /// ζ = `dampingRatio` (clamped to at least 0.01). UIKit treats the duration as the time the
    /// spring takes to settle; Strut approximates that by choosing ω₀ so that the slowest
    /// decaying term has shrunk to 0.1 % of the distance at `duration` (decay rate
    /// ln(1000) / duration), then snaps to the end. UIKit's own stiffness differs slightly, so
    /// intermediate values approximate UIKit's; the start and end are exact.
    ///
    /// - Parameters:
    ///   - elapsed: Seconds since the animation started, after its delay.
    ///   - duration: The animation's duration in seconds.
    /// - Returns: The progress of the value; a spring overshoots past 1 when it oscillates.
    public func progress(atElapsed elapsed: TimeInterval, duration: TimeInterval) -> Double {
      guard elapsed > 0 else { return 0 }
      guard elapsed < duration else { return 1 }
      switch self {
      case .curve(let curve):
        return curve.progress(atFraction: elapsed / duration)
      case .spring(let dampingRatio, let initialVelocity):
        return 1
          + Self.springDisplacement(
            at: elapsed, duration: duration, dampingRatio: Double(dampingRatio),
            initialVelocity: Double(initialVelocity))
      }
    }

    /// The displacement from the end, −1 at the start, of the spring described above.
    private static func springDisplacement(
      at time: Double, duration: Double, dampingRatio: Double, initialVelocity: Double
    ) -> Double {
      let zeta = max(dampingRatio, 0.01)
      let decay = log(1000) / duration
      let start = -1.0
      let velocity = initialVelocity
      if zeta < 1 - 1e-6 {
        // Underdamped: e^(−ζω₀t) (x₀ cos ω_d t + (v₀ + ζω₀x₀) / ω_d · sin ω_d t).
        let omega = decay / zeta
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let sine = (velocity + decay * start) / damped
        return exp(-decay * time) * (start * cos(damped * time) + sine * sin(damped * time))
      }
      if zeta <= 1 + 1e-6 {
        // Critically damped: (x₀ + (v₀ + ω₀x₀) t) e^(−ω₀t), with ω₀ the decay rate.
        return (start + (velocity + decay * start) * time) * exp(-decay * time)
      }
      // Overdamped: two real roots; the slower one decays at the chosen rate.
      let root = (zeta * zeta - 1).squareRoot()
      let omega = decay / (zeta - root)
      let slow = -decay
      let fast = -omega * (zeta + root)
      let slowWeight = (velocity - fast * start) / (slow - fast)
      return slowWeight * exp(slow * time) + (start - slowWeight) * exp(fast * time)
    }
  }
}
