import Foundation
import StrutTestSupport
import Testing

@testable import Strut

/// `PaddableLabel` on seeded random texts, fonts, line limits, paddings and widths
/// (uikit-semantics.md L3, L4): padding is exactly a plain label measured at the inset width,
/// grown by the padding, whichever way the size is asked for.
@Suite("PaddableLabel: random cases")
struct PaddableLabelRandomTests {
  static let texts = [
    "", "x", "Today", "A rather long title that truncates at the tail", "Line one\nLine two",
    "Wörter mit Ümlauten und noch mehr Text hier",
  ]

  /// A label of this class with the case's text, font and line limit.
  static func label<Label: UILabel>(
    _ make: () -> Label, text: String, font: UIFont, lines: Int
  ) -> Label {
    let label = make()
    label.text = text
    label.font = font
    label.numberOfLines = lines
    return label
  }

  /// Equal but for the last bits: the padding is added in another order than the text's height.
  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  // L3/L4: intrinsic size (unlimited and at a preferred width), a constraint-based layout at a
  // width and sizeThatFits all equal the plain label's at the inset width plus the padding.
  @Test func paddingIsThePlainLabelAtTheInsetWidth() {
    var random = SplitMix64(seed: 7)
    for index in 0..<1_000 {
      let text = random.pick(Self.texts)
      let font = UIFont.systemFont(ofSize: CGFloat(random.pick([11, 13, 17, 22, 34])))
      let lines = random.pick([0, 1, 2, 3])
      let padding = UIEdgeInsets(
        top: CGFloat(random.below(20)), left: CGFloat(random.below(30)),
        bottom: CGFloat(random.below(20)), right: CGFloat(random.below(30)))
      let width = CGFloat(random.pick([0, 40, 80, 120, 200, 375]))
      let innerWidth = width - padding.left - padding.right
      let context = "case \(index): '\(text)' \(font.pointSize) pt, \(lines) lines, \(padding)"
      let padded = Self.label(
        { PaddableLabel(inset: padding) }, text: text, font: font, lines: lines)
      let plain = Self.label(UILabel.init, text: text, font: font, lines: lines)
      if width > 0 {
        guard innerWidth > 0 else { continue }
        padded.preferredMaxLayoutWidth = width
        plain.preferredMaxLayoutWidth = innerWidth
      }
      let inner = plain.intrinsicContentSize
      let size = padded.intrinsicContentSize
      #expect(
        Self.close(size.width, inner.width + padding.left + padding.right)
          && Self.close(size.height, inner.height + padding.top + padding.bottom),
        "\(context), width \(width): \(size) against \(inner)")
      guard innerWidth > 1 else { continue }
      let fit = Self.label(UILabel.init, text: text, font: font, lines: lines)
        .sizeThatFits(CGSize(width: innerWidth, height: .greatestFiniteMagnitude))
      let expectedHeight = fit.height + padding.top + padding.bottom
      let fitted = padded.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      #expect(Self.close(fitted.height, expectedHeight), "\(context), width \(width)")
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1000))
      let pinned = Self.label(
        { PaddableLabel(inset: padding) }, text: text, font: font, lines: lines)
      pinned.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(pinned)
      NSLayoutConstraint.activate([
        pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        pinned.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      // Within a pixel at the default scale of 3: the frame is rounded to the pixel grid.
      #expect(
        abs(pinned.frame.height - expectedHeight) <= 1.0 / 3 + 1e-9,
        "\(context), laid out at \(width)")
    }
  }
}
