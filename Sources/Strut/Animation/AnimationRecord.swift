import Foundation

extension UIView {
  /// What an animation block recorded for one property of one view (Strut-only): start and
  /// end values, timing, and when it runs on its ``AnimationClock``.
  ///
  /// Strut has no render server, so an animation is this record. The model value (``frame``,
  /// ``alpha``) is already ``toValue`` when the block returns, as in UIKit; the record says what
  /// the screen would show meanwhile: ``value(at:)`` samples it.
  ///
  ///     UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
  ///     let record = card.frameAnimation!   // fromValue: the old frame, toValue: card.frame
  ///     record.value(at: record.beginTime + 0.125)   // halfway, eased in and out
  public struct AnimationRecord<Value: Equatable & Sendable>: Equatable, Sendable {
    /// The value the animation starts from: the model value before the block changed it, or
    /// the presentation value then with ``AnimationOptions/beginFromCurrentState``.
    public let fromValue: Value
    /// The value the animation ends at: the model value when the block returned.
    public let toValue: Value
    /// When the block ran, on the clock's time line.
    public let beginTime: TimeInterval
    /// Seconds between ``beginTime`` and the start of the movement; meanwhile the view shows
    /// ``fromValue``.
    public let delay: TimeInterval
    /// Seconds the movement takes.
    public let duration: TimeInterval
    /// The pace of the movement: a curve or a spring.
    public let timing: UIView.AnimationTiming
    /// The options of the block, as given.
    public let options: UIView.AnimationOptions

    /// When the animation ends and its completion may run: begin time, delay and duration.
    public var endTime: TimeInterval { beginTime + delay + duration }

    /// The progress of the value at a time on the clock: 0 until the delay has passed, then
    /// along ``timing``, and 1 from ``endTime`` on.
    ///
    /// - Parameter time: A time on the clock's time line.
    /// - Returns: The progress; a spring may overshoot past 1.
    public func progress(at time: TimeInterval) -> Double {
      timing.progress(atElapsed: time - beginTime - delay, duration: duration)
    }
  }
}

extension UIView.AnimationRecord where Value == CGRect {
  /// The frame shown at a time on the clock: each of origin and size interpolated along the
  /// timing.
  ///
  /// - Parameter time: A time on the clock's time line.
  /// - Returns: ``fromValue`` before the movement, ``toValue`` from ``endTime`` on.
  public func value(at time: TimeInterval) -> CGRect {
    let progress = progress(at: time)
    if progress == 0 { return fromValue }
    if progress == 1 { return toValue }
    func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * progress }
    return CGRect(
      x: mix(fromValue.origin.x, toValue.origin.x), y: mix(fromValue.origin.y, toValue.origin.y),
      width: mix(fromValue.size.width, toValue.size.width),
      height: mix(fromValue.size.height, toValue.size.height))
  }
}

extension UIView.AnimationRecord where Value == CGFloat {
  /// The opacity shown at a time on the clock, interpolated along the timing.
  ///
  /// - Parameter time: A time on the clock's time line.
  /// - Returns: ``fromValue`` before the movement, ``toValue`` from ``endTime`` on.
  public func value(at time: TimeInterval) -> CGFloat {
    let progress = progress(at: time)
    if progress == 0 { return fromValue }
    if progress == 1 { return toValue }
    return fromValue + (toValue - fromValue) * progress
  }
}
