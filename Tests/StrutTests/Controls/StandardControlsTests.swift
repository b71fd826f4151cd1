import Foundation
import Testing

@testable import Strut

/// Intrinsic sizes and default priorities of the standard controls (uikit-semantics.md C3, C4).
@Suite("Standard controls")
struct StandardControlsTests {
  // C3/C4: a switch is 51 × 31 and hugs at 750 on both axes.
  @Test func switchSizeAndHugging() {
    let control = UISwitch()
    #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(control.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(control.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  // C3/C4: a spinner is 20 or 37 square and hugs at 750.
  @Test func activityIndicatorSizes() {
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize.height == 37)
    #expect(UIActivityIndicatorView().contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  // C3: a progress bar hugs at 250 across and 750 up; it has a height and no width.
  @Test func progressViewHuggingAndSize() {
    let bar = UIProgressView()
    #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(bar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(bar.intrinsicContentSize.height == 4)
  }

  // C4: an image view has the image's size, and none while empty.
  @Test func imageViewSizeComesFromItsImage() {
    let view = UIImageView(image: nil)
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    view.image = UIImage(size: CGSize(width: 24, height: 16))
    #expect(view.intrinsicContentSize == CGSize(width: 24, height: 16))
    UIImage.register(named: "strut-test-icon", size: CGSize(width: 10, height: 12))
    #expect(UIImage(named: "strut-test-icon")?.size == CGSize(width: 10, height: 12))
    #expect(UIImage(named: "strut-missing-icon") == nil)
  }

  // C4: a rounded text field is at least 34 tall and as wide as its text plus its insets.
  @Test func textFieldSizes() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 14)
    field.placeholder = "Email"
    let size = field.intrinsicContentSize
    #expect(size.height == 34)
    #expect(size.width > 30 && size.width < 60)
  }
}
