import Foundation
import Testing

@testable import Strut

@Suite("UIView geometry: frame, bounds and center stay consistent")
struct UIViewGeometryTests {
  // UIKit: init(frame:) sets the frame; bounds has the frame's size at origin zero.
  @Test func initWithFrameSetsFrameBoundsAndCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
  }

  // UIKit: UIView() is a view with a zero frame.
  @Test func plainInitHasZeroFrame() {
    let view = UIView()
    #expect(view.frame == .zero)
    #expect(view.bounds == .zero)
    #expect(view.center == .zero)
  }

  // UIKit: setting frame sets bounds.size and center, and keeps bounds.origin.
  @Test func settingFrameUpdatesBoundsSizeAndCenter() {
    let view = UIView()
    view.bounds.origin = CGPoint(x: 5, y: 7)
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(view.bounds == CGRect(x: 5, y: 7, width: 200, height: 100))
    #expect(view.center == CGPoint(x: 100, y: 50))
  }

  // UIKit: changing bounds.size keeps the center, so the frame grows around it.
  @Test func settingBoundsSizeKeepsCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds.size = CGSize(width: 50, height: 20)
    #expect(view.center == CGPoint(x: 50, y: 50))
    #expect(view.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
  }

  // UIKit: changing bounds.origin scrolls the content; the frame does not move.
  @Test func settingBoundsOriginDoesNotMoveFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.bounds.origin = CGPoint(x: 0, y: 30)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    #expect(view.bounds.origin == CGPoint(x: 0, y: 30))
  }

  // UIKit: setting center moves the frame and keeps the size.
  @Test func settingCenterMovesFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    #expect(view.bounds.size == CGSize(width: 40, height: 20))
  }

  // UIKit: a frame assigned is the frame read back (no transforms in Strut).
  @Test func fractionalFrameRoundTrips() {
    let frame = CGRect(x: 0.1, y: 0.7, width: 0.3, height: 10.5)
    let view = UIView(frame: frame)
    #expect(view.frame == frame)
  }

  // UIKit raises CALayerInvalidGeometry for NaN; Strut logs the reason and keeps the frame.
  @Test func nanFrameIsLoggedAndIgnored() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let messages = StrutLog.messages {
      view.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
      view.center = CGPoint(x: CGFloat.nan, y: 0)
    }
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(messages.count == 2)
    #expect(messages[0].contains("CALayer bounds contains NaN: [0 0; nan 10]"))
    #expect(messages[1].contains("CALayer position contains NaN: [nan 0]"))
  }

  // UIKit raises for a NaN initial frame; Strut logs and starts from a zero frame.
  @Test func nanInitialFrameBecomesZero() {
    let (view, messages) = StrutLog.capture {
      UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
    }
    #expect(view.frame == .zero)
    #expect(
      messages == [
        "CALayerInvalidGeometry: CALayer position contains NaN: [nan 5] (UIKit raises here; "
          + "Strut left the view's geometry unchanged)"
      ])
  }

  // UIKit: a plain view's sizeThatFits returns its current size.
  @Test func sizeThatFitsReturnsCurrentSize() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
  }

  // UIKit: sizeToFit resizes to sizeThatFits and keeps the frame's origin.
  @Test func sizeToFitKeepsOrigin() {
    final class Fixed: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 20) }
    }
    let view = Fixed(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
  }

  // UIKit: a size change needs layout; a move alone does not.
  @Test func sizeChangeMarksNeedsLayout() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.needsLayout = false
    view.center = CGPoint(x: 50, y: 50)
    #expect(!view.needsLayout)
    view.bounds.size = CGSize(width: 20, height: 20)
    #expect(view.needsLayout)
  }
}

/// `UIScreen.withScale` scopes the pixel grid to one task (Strut-only; issue #8's per-file
/// device scale).
@Suite("UIScreen.withScale")
struct ScreenScaleTests {
  // Inside, frames and label heights round to the scoped grid; outside, the default (3).
  @Test func scaleIsScopedToTheTask() {
    let label = UILabel()
    label.text = "Label"
    let inside = UIScreen.main.withScale(2) { label.intrinsicContentSize.height }
    #expect(inside == 20.5)
    #expect(UIScreen.main.scale == 3)
    #expect(label.intrinsicContentSize.height == 61.0 / 3)
  }
}
