import Foundation
import Testing

@testable import Strut

/// Intrinsic sizes and default priorities of the standard controls (uikit-semantics.md C3, C4).
@Suite("Standard controls")
struct StandardControlsTests {
  // C4: a navigation bar has no intrinsic width and is 44 tall, 96 with large titles (Hackers'
  // share extension stores a free-standing large-title bar 96 tall).
  @Test func navigationBarHeight() {
    let bar = UINavigationBar()
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 44))
    bar.prefersLargeTitles = true
    #expect(bar.intrinsicContentSize.height == 96)
  }

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

  // C3 and the bar style: thinner, 1.5 points as Auto Layout aligns it (Xcode stores its frame a
  // point taller); switching style invalidates the intrinsic size.
  @Test func barStyleProgressView() {
    let bar = UIProgressView(progressViewStyle: .bar)
    #expect(bar.progressViewStyle == .bar && bar.frame.height == 1.5)
    #expect(bar.intrinsicContentSize.height == 1.5)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    container.addSubview(bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    bar.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
    container.layoutIfNeeded()
    // 1.5 points is 4.5 pixels at the default scale of 3: the frame rounds to 5.
    #expect(bar.frame.height * 3 == 5)
    bar.progressViewStyle = .default
    container.layoutIfNeeded()
    #expect(bar.frame.height == 4)
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

  // C4 and ib-format.md "Other controls": a field's height is its font's line height rounded up
  // to whole points, plus 1 without a border (17 pt: 20.29 → 22; 18 pt: 21.48 → 23) and plus 13
  // with the rounded-rect border, 34 at least (Body 17 pt: 34, not 34.5; 20 pt: 24 + 13 = 37).
  @Test(arguments: [
    (UITextField.BorderStyle.none, 17.0, 22.0), (.none, 18, 23), (.roundedRect, 17, 34),
    (.roundedRect, 20, 37),
  ])
  func textFieldHeights(border: UITextField.BorderStyle, pointSize: CGFloat, height: CGFloat) {
    let field = UITextField()
    field.borderStyle = border
    field.font = .systemFont(ofSize: pointSize)
    field.text = "Name"
    #expect(field.intrinsicContentSize.height == height)
  }

  // ib-format.md "Other controls": every borderless secure (password) field of the corpus is one
  // point shorter than a plain one of its font (17 pt: 21, 18 pt: 22).
  @Test func secureTextFieldIsOnePointShorter() {
    let field = UITextField()
    field.font = .systemFont(ofSize: 17)
    field.placeholder = "Password"
    let plain = field.intrinsicContentSize.height
    field.isSecureTextEntry = true
    #expect(field.intrinsicContentSize.height == plain - 1)
  }

  // A text field's baseline is its line's, centered in the field (contentVerticalAlignment's
  // default), not its bottom: a borderless 17-point field aligned by baseline with a 17-point
  // label sits half its spare height above the label's top (22 points tall: 0.86 above).
  @Test func textFieldBaselineIsItsCenteredLine() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UILabel()
    label.text = "Room:"
    let field = UITextField()
    field.placeholder = "Name"
    for view in [label, field] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      field.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let spare = field.frame.height - label.font.lineHeight
    #expect(field.frame.height == 22)
    #expect(abs(label.frame.minY - field.frame.minY - spare / 2) < 0.34)
  }
}
