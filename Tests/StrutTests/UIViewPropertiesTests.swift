import Foundation
import Testing

@testable import Strut

@Suite("UIView properties: defaults, autoresizing, content size and priorities")
struct UIViewPropertiesTests {
  // UIKit defaults for a view made in code.
  @Test func defaults() {
    let view = UIView()
    #expect(view.tag == 0)
    #expect(view.accessibilityIdentifier == nil)
    #expect(view.isHidden == false)
    #expect(view.alpha == 1)
    #expect(view.backgroundColor == nil)
    #expect(view.clipsToBounds == false)
    #expect(view.autoresizingMask == [])
  }

  // E10: translatesAutoresizingMaskIntoConstraints defaults to true for views made in code.
  @Test func translatesAutoresizingMaskDefaultsToTrue() {
    #expect(UIView().translatesAutoresizingMaskIntoConstraints == true)
  }

  // E10: UIViewAutoresizing raw values are UIKit's.
  @Test func autoresizingMaskRawValues() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(mask.rawValue == 18)
  }

  // C4: a plain UIView has no intrinsic size; noIntrinsicMetric is -1.
  @Test func plainViewHasNoIntrinsicSize() {
    #expect(UIView.noIntrinsicMetric == -1)
    #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  // C3: hugging 250 and compression resistance 750 on both axes for a view made in code.
  @Test func defaultContentPriorities() {
    let view = UIView()
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
  }

  // C1: priorities are per axis; setting one axis leaves the other alone.
  @Test func contentPrioritiesArePerAxis() {
    let view = UIView()
    view.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    view.setContentCompressionResistancePriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .horizontal) == 251)
    #expect(view.contentHuggingPriority(for: .vertical) == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == 1000)
  }

  // C4: invalidateIntrinsicContentSize() is recorded for the next layout pass; so is a changed
  // priority (C1 reads both).
  @Test func invalidationIsRecorded() {
    let view = UIView()
    #expect(!view.needsContentSizeConstraintsUpdate)
    view.invalidateIntrinsicContentSize()
    #expect(view.needsContentSizeConstraintsUpdate)
    view.needsContentSizeConstraintsUpdate = false
    view.setContentHuggingPriority(.defaultLow, for: .vertical)
    #expect(!view.needsContentSizeConstraintsUpdate)
    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    #expect(view.needsContentSizeConstraintsUpdate)
  }

  // UIKit: setNeedsLayout() only marks the view; layoutSubviews() runs in the layout pass.
  @Test func setNeedsLayoutMarksTheView() {
    final class Counting: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let view = Counting()
    view.needsLayout = false
    view.setNeedsLayout()
    #expect(view.needsLayout)
    #expect(view.layouts == 0)
  }

  // Documented: Strut has no archives, so init?(coder:) returns nil.
  @Test func initWithCoderReturnsNil() {
    #expect(UIView(coder: NSCoder()) == nil)
  }
}
