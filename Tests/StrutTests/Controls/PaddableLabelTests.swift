import Foundation
import Testing

@testable import Strut

/// The article's first PaddableLabel, verbatim but for the import: intrinsic size grown by the
/// insets, drawing inset (the naive pattern of uikit-semantics.md L4).
final class ArticlePaddableLabel: UILabel {
  fileprivate var leftInset: CGFloat
  fileprivate var rightInset: CGFloat
  fileprivate var topInset: CGFloat
  fileprivate var bottomInset: CGFloat

  required init(edgeInsets left: CGFloat, _ right: CGFloat, _ top: CGFloat, _ bottom: CGFloat) {
    self.topInset = top
    self.leftInset = left
    self.bottomInset = bottom
    self.rightInset = right

    super.init(frame: .zero)
  }

  @available(*, unavailable)
  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func drawText(in rect: CGRect) {
    let edgeInsets = UIEdgeInsets(
      top: topInset, left: leftInset, bottom: bottomInset, right: rightInset)
    super.drawText(in: rect.inset(by: edgeInsets))
  }

  override var intrinsicContentSize: CGSize {
    var contentSize = super.intrinsicContentSize
    contentSize.width += leftInset + rightInset
    contentSize.height += topInset + bottomInset

    return contentSize
  }
}

/// Strut's PaddableLabel against the article's (uikit-semantics.md L3, L4; issue #5).
@Suite("PaddableLabel")
struct PaddableLabelTests {
  /// The narrowest width at which `longParagraph` takes two lines at 17 pt: 32 points less
  /// (16 pt padding on each side) then takes three.
  private func twoLineWidth() -> CGFloat {
    var width: CGFloat = 200
    let plain = makeLabel(longParagraph, lines: 0)
    while width < 2000 {
      plain.preferredMaxLayoutWidth = width
      if plain.intrinsicContentSize.height <= 2 * plain.font.lineHeight + 1 { return width }
      width += 1
    }
    return width
  }

  // L4: with 16 pt side padding and three lines of text, the article's label is at least one
  // line too short, and the text it draws is truncated; Strut's is tall enough for every line.
  @Test func naiveLabelIsALineShortForWrappedText() {
    let width = twoLineWidth()
    func pinned(_ label: UILabel) -> UILabel {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
      label.text = longParagraph
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        label.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      return label
    }
    let naive = pinned(ArticlePaddableLabel(edgeInsets: 16, 16, 0, 0))
    let correct = pinned(PaddableLabel(edgeInsets: 16, 16, 0, 0))
    let lineHeight = correct.font.lineHeight
    #expect(correct.visibleText.lines.count == 3)
    #expect(!correct.visibleText.isTruncated)
    #expect(correct.frame.height - naive.frame.height >= lineHeight - 0.5)
    #expect(naive.visibleText.isTruncated)
  }

  // The article's two initializers and the inspectables set the same padding.
  @Test func initializersAndInspectablesAgree() {
    let byEdges = PaddableLabel(edgeInsets: 1, 2, 3, 4)
    let byInset = PaddableLabel(inset: UIEdgeInsets(top: 3, left: 1, bottom: 4, right: 2))
    let byStoryboard = PaddableLabel(frame: .zero)
    byStoryboard.left = 1
    byStoryboard.right = 2
    byStoryboard.top = 3
    byStoryboard.bottom = 4
    #expect(byEdges.padding == byInset.padding)
    #expect(byStoryboard.padding == byInset.padding)
  }

  // The padding grows the intrinsic size and sizeThatFits, and a change invalidates the size.
  @Test func paddingGrowsSizeAndInvalidates() {
    let plain = makeLabel("Tag")
    let padded = PaddableLabel(inset: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    padded.text = "Tag"
    #expect(abs(padded.intrinsicContentSize.width - plain.intrinsicContentSize.width - 16) < 1e-9)
    #expect(abs(padded.intrinsicContentSize.height - plain.intrinsicContentSize.height - 8) < 1e-9)
    #expect(padded.sizeThatFits(.zero) == padded.intrinsicContentSize)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    padded.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(padded)
    root.layoutIfNeeded()
    let before = padded.frame.width
    padded.left = 20
    root.layoutIfNeeded()
    #expect(abs(padded.frame.width - before - 12) < 0.34)
  }

  // Drawing is inset by the padding.
  @Test func drawingIsInset() {
    let padded = PaddableLabel(edgeInsets: 10, 0, 0, 0)
    padded.text = "Tag"
    padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
    #expect(padded.visibleText.lines.first?.frame.minX == 10)
    #expect(!padded.visibleText.isTruncated)
  }
}
