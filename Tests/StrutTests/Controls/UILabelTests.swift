import Foundation
import Testing

@testable import Strut

/// UILabel's sizing and drawing (uikit-semantics.md L1–L5, C1, C3).
@Suite("UILabel")
struct UILabelTests {
  // L1: a one-line 17 pt label is one line tall, rounded up to pixels: 20.333 at 3×, 20.5 at 2×
  // (issue #5 §3; ib-format.md §0's stored frames).
  @Test func singleLineHeightRoundsToPixels() {
    let label = makeLabel("Label")
    #expect(atScale(3) { label.intrinsicContentSize.height } == 61.0 / 3)
    #expect(atScale(2) { label.intrinsicContentSize.height } == 20.5)
  }

  // L1: the width is the unwrapped text's; "Label" at 17 pt is 42 points wide in Xcode's stored
  // frames (IBLinter's and Rocket.Chat's storyboards in the corpus). Strut's widths are within
  // 2% of San Francisco's for Latin text.
  @Test func widthIsTheTextsWithinTwoPercentOfSanFrancisco() {
    let width = atScale(3) { makeLabel("Label").intrinsicContentSize.width }
    #expect(abs(width - 42) / 42 < 0.02, "width \(width)")
  }

  // L1: empty text has no size, on both axes.
  @Test func emptyTextHasZeroSize() {
    #expect(makeLabel("").intrinsicContentSize == .zero)
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
  }

  // C3: a label made in code hugs at 250 and resists compression at 750.
  @Test func codeMadeLabelPriorities() {
    let label = UILabel()
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  // L2: a multi-line label pinned in a 200 pt container wraps at 200 after the second pass.
  @Test func automaticWrappingWidthTakesASecondPass() {
    atScale(3) {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
      let label = makeLabel(longParagraph, lines: 0)
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      let lines = label.visibleText.lines.count
      #expect(lines > 2)
      #expect(label.frame.width == 200)
      #expect(label.frame.height == UILabel.ceilToPixels(CGFloat(lines) * label.font.lineHeight))
    }
  }

  // L2: preferredMaxLayoutWidth fixes the wrapping width, whatever the frame.
  @Test func preferredMaxLayoutWidthWraps() {
    let label = makeLabel(longParagraph, lines: 0)
    label.preferredMaxLayoutWidth = 150
    let size = label.intrinsicContentSize
    #expect(size.width <= 150)
    #expect(size.height > 3 * label.font.lineHeight)
  }

  // L3: every measurement goes through textRect; drawText never sizes.
  @Test func sizingGoesThroughTextRectOnly() {
    final class Probe: UILabel {
      var textRectCalls = 0
      var drawCalls = 0
      override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines n: Int) -> CGRect {
        textRectCalls += 1
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: n).insetBy(dx: -5, dy: 0)
      }
      override func drawText(in rect: CGRect) {
        drawCalls += 1
        super.drawText(in: rect)
      }
    }
    let probe = Probe()
    probe.text = "Hello"
    let plain = makeLabel("Hello")
    #expect(probe.intrinsicContentSize.width == plain.intrinsicContentSize.width + 10)
    #expect(
      probe.sizeThatFits(CGSize(width: 300, height: 100)).width
        == plain.sizeThatFits(CGSize(width: 300, height: 100)).width + 10)
    #expect(probe.textRectCalls == 2)
    #expect(probe.drawCalls == 0)
    _ = probe.visibleText
    #expect(probe.drawCalls == 1)
  }

  // L5: a label narrower than its text truncates the tail by default; the intrinsic size still
  // measures the full text.
  @Test func narrowLabelTruncatesTheTail() {
    let label = makeLabel("Monthly statistics overview")
    let full = label.intrinsicContentSize
    label.frame = CGRect(x: 0, y: 0, width: full.width / 2, height: full.height)
    let shown = label.visibleText
    #expect(shown.isTruncated)
    #expect(shown.text.hasSuffix("…"))
    #expect(shown.text.hasPrefix("Month"))
    #expect(label.intrinsicContentSize == full)
  }

  // L5: in multi-line text only the last visible line truncates; lines that do not fit the
  // height are not drawn.
  @Test func multiLineTruncatesTheLastVisibleLine() {
    let label = makeLabel(longParagraph, lines: 2)
    label.frame = CGRect(x: 0, y: 0, width: 200, height: 41)
    let shown = label.visibleText
    #expect(shown.lines.count == 2)
    #expect(!shown.lines[0].text.hasSuffix("…"))
    #expect(shown.lines[1].text.hasSuffix("…"))
  }

  // Drawing centres the text vertically and aligns it horizontally (UILabel's drawing).
  @Test func drawingCentresVerticallyAndAligns() {
    let label = makeLabel("Hi")
    label.textAlignment = .right
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    let line = label.visibleText.lines[0]
    #expect(abs(line.frame.midY - 20) < 0.001)
    #expect(abs(line.frame.maxX - 100) < 0.001)
  }

  // E9: a label prints its text, cut to 25 characters, in constraint descriptions.
  @Test func descriptionsQuoteTheText() {
    let label = makeLabel("A title that is longer than twenty-five")
    let constraint = label.widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.description.contains("UILabel:"))
    #expect(constraint.description.contains("'A title that is longer th...'"))
  }

  // First and last baselines sit inside the label: a view aligned to a label's first baseline
  // is one ascender below the label's top.
  @Test func baselinesSitInsideTheText() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = makeLabel("Baseline")
    let marker = UIView()
    marker.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    root.addSubview(marker)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      marker.widthAnchor.constraint(equalToConstant: 1),
      marker.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(abs(marker.frame.minY - (10 + label.font.ascender)) < 0.34)
  }

  // adjustsFontSizeToFitWidth shrinks a single line before truncating, down to the minimum.
  @Test func adjustsFontSizeShrinksBeforeTruncating() {
    let label = makeLabel("Shrinking title")
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    let full = label.intrinsicContentSize
    label.frame = CGRect(x: 0, y: 0, width: full.width * 0.8, height: full.height)
    let shown = label.visibleText
    #expect(shown.pointSize < 17)
    #expect(!shown.isTruncated)
    #expect(label.intrinsicContentSize == full)
  }

  // Issue #3 item 9 (bad input, found by mutating a storyboard to pointSize=".0"): a zero-point
  // font has no line spacing; drawing and baselines must not divide by it, and neither may an
  // unbounded rectangle.
  @Test func zeroPointFontDrawsWithoutTrapping() {
    for lines in [0, 1, 3] {
      let label = makeLabel("Parameters", size: 0, lines: lines)
      label.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
      #expect(label.visibleText.lines.count <= 1)
      label.frame = CGRect(x: 0, y: 0, width: 120, height: CGFloat.greatestFiniteMagnitude)
      _ = label.visibleText
      let offsets = label.baselineOffsets
      #expect(offsets.map { $0.fromTop.isFinite && $0.fromBottom.isFinite } ?? true)
    }
  }

  // L2 (found by random layouts): a wrapping label squeezed to zero width measures again, as a
  // fresh layout of the same tree does; it kept the lines of its last width (ten lines of a
  // word each) while a fresh layout gave it one.
  @Test func wrappingLabelSqueezedToZeroMeasuresLikeAFreshLayout() {
    func layout(width: CGFloat, thenWidth: CGFloat?) -> CGRect {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      let label = makeLabel("A rather long title that truncates", lines: 0)
      root.addSubview(label)
      let widthConstraint = label.widthAnchor.constraint(equalToConstant: width)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor), widthConstraint,
      ])
      root.layoutIfNeeded()
      if let thenWidth {
        widthConstraint.constant = thenWidth
        root.layoutIfNeeded()
      }
      return label.frame
    }
    let squeezed = layout(width: 60, thenWidth: 0)
    #expect(squeezed == layout(width: 0, thenWidth: nil))
    #expect(squeezed.width == 0)
  }
}
