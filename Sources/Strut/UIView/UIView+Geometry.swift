import Foundation

// Frame, bounds and center, kept consistent as UIKit keeps them (without transforms): the
// frame's origin and the bounds are stored, the center is derived.
extension UIView {
  /// The center of the current frame, computed without standardizing negative sizes.
  var centerOfFrame: CGPoint {
    CGPoint(
      x: storedFrameOrigin.x + storedBounds.size.width / 2,
      y: storedFrameOrigin.y + storedBounds.size.height / 2)
  }

  /// Sets the frame: bounds size and center follow; bounds origin is kept.
  ///
  /// Inside an animation block the change is recorded (see `UIView+Animation.swift`).
  func setFrame(_ frame: CGRect) {
    guard let animation = AnimationContext.current else { return storeFrame(frame) }
    animation.recordFrameChange(of: self) { $0.storeFrame(frame) }
  }

  /// Sets the bounds: the center stays where it is, so the frame changes around it.
  func setBounds(_ bounds: CGRect) {
    guard let animation = AnimationContext.current else { return storeBounds(bounds) }
    animation.recordFrameChange(of: self) { $0.storeBounds(bounds) }
  }

  /// Moves the frame so that its center is `center`; the size does not change.
  func setCenter(_ center: CGPoint) {
    guard let animation = AnimationContext.current else { return storeCenter(center) }
    animation.recordFrameChange(of: self) { $0.storeCenter(center) }
  }

  /// Stores a frame without recording an animation: `init(frame:)` and ``setFrame(_:)``.
  func storeFrame(_ frame: CGRect) {
    layoutItem.autoresizingBasis = nil
    let center = CGPoint(
      x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
    guard Self.isValidSize(frame.size, boundsOrigin: storedBounds.origin),
      Self.isValidPosition(center)
    else { return }
    storedFrameOrigin = frame.origin
    resize(to: frame.size)
    markFrameInputDirty()
  }

  /// Stores bounds without recording an animation.
  private func storeBounds(_ bounds: CGRect) {
    guard Self.isValidSize(bounds.size, boundsOrigin: bounds.origin) else { return }
    let center = centerOfFrame
    storedBounds.origin = bounds.origin
    storedFrameOrigin = CGPoint(
      x: center.x - bounds.size.width / 2, y: center.y - bounds.size.height / 2)
    resize(to: bounds.size)
    layoutItem.autoresizingBasis = nil
    markFrameInputDirty()
  }

  /// Stores a center without recording an animation.
  private func storeCenter(_ center: CGPoint) {
    guard Self.isValidPosition(center) else { return }
    storedFrameOrigin = CGPoint(
      x: center.x - storedBounds.size.width / 2, y: center.y - storedBounds.size.height / 2)
    layoutItem.autoresizingBasis = nil
    markFrameInputDirty()
  }

  /// A frame is input to the engine only for a root or a view that translates its autoresizing
  /// mask; setting another view's frame by hand lasts until the next pass, as in UIKit.
  private func markFrameInputDirty() {
    if storedSuperview == nil {
      engine?.isRootFrameDirty = true
    } else if translatesAutoresizingMaskIntoConstraints {
      markLayoutDirty()
    }
  }

  /// Stores a new size; a changed size needs a layout pass, as in UIKit.
  private func resize(to size: CGSize) {
    guard storedBounds.size != size else { return }
    storedBounds.size = size
    needsLayout = true
  }

  /// Whether a position is usable; logs Core Animation's message for `NaN`.
  private static func isValidPosition(_ position: CGPoint) -> Bool {
    guard position.x.isNaN || position.y.isNaN else { return true }
    StrutLog.uikitException(
      "CALayerInvalidGeometry",
      reason: "CALayer position contains NaN: [\(format(position.x)) \(format(position.y))]",
      unchanged: "the view's geometry")
    return false
  }

  /// Whether a size is usable; logs Core Animation's message for `NaN`.
  private static func isValidSize(_ size: CGSize, boundsOrigin origin: CGPoint) -> Bool {
    guard size.width.isNaN || size.height.isNaN || origin.x.isNaN || origin.y.isNaN else {
      return true
    }
    let numbers =
      "\(format(origin.x)) \(format(origin.y)); \(format(size.width)) \(format(size.height))"
    StrutLog.uikitException(
      "CALayerInvalidGeometry", reason: "CALayer bounds contains NaN: [\(numbers)]",
      unchanged: "the view's geometry")
    return false
  }

  /// Formats a coordinate as Core Animation's messages do (`%g`: `nan`, `10`, `0.5`).
  private static func format(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
