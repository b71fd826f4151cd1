import Strut
import Testing

@testable import StrutTesting

/// The frame tree text that layout snapshots store (issue #7, For tests: "text snapshots of
/// the frame tree (a recursiveDescription-like format)").
@Suite struct FrameTreeTests {
  /// A header with a label, a hidden button and a badge inside it, placed by frames.
  static func header() -> UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    header.accessibilityIdentifier = "header"
    let title = UILabel(frame: CGRect(x: 16, y: 12, width: 120, height: 20.5))
    title.accessibilityIdentifier = "title"
    title.text = "It's\nStats"
    let button = UIButton(frame: CGRect(x: 283.333, y: 7, width: 76, height: 30))
    button.setTitle("All time", for: .normal)
    button.isHidden = true
    let badge = UIView(frame: CGRect(x: -0.001, y: 1.0 / 3, width: 10, height: 10))
    badge.alpha = 0.5
    badge.tag = 7
    button.addSubview(badge)
    header.addSubview(title)
    header.addSubview(button)
    return header
  }

  // One pointer-free line per view: class#identifier, frame, text or title, hidden, alpha, tag,
  // children indented by `   | ` per level.
  @Test func describesEveryViewWithoutPointers() {
    #expect(
      FrameTree(Self.header()).lines == [
        "<UIView#header; frame = (0 0; 375 44)>",
        "   | <UILabel#title; frame = (16 12; 120 20.5); text = 'It\\'s\\nStats'>",
        "   | <UIButton; frame = (283.33 7; 76 30); title = 'All time'; hidden = YES>",
        "   |    | <UIView; frame = (0 0.33; 10 10); alpha = 0.5; tag = 7>",
      ])
  }

  // The text is the lines joined, with no trailing line break, and is the description.
  @Test func textJoinsTheLines() {
    let tree = FrameTree(Self.header())
    #expect(tree.text == tree.lines.joined(separator: "\n"))
    #expect(tree.description == tree.text)
  }

  // A text field shows its text, or its placeholder while empty.
  @Test func textFieldShowsTextOrPlaceholder() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
    field.placeholder = "Search"
    #expect(FrameTree(field).text == "<UITextField; frame = (0 0; 100 34); placeholder = 'Search'>")
    field.text = "cats"
    #expect(FrameTree(field).text == "<UITextField; frame = (0 0; 100 34); text = 'cats'>")
  }

  // Numbers: at most two decimals, trailing zeros dropped, no `-0`, the same on every platform.
  @Test(arguments: [
    (20.5, "20.5"), (16, "16"), (1.0 / 3, "0.33"), (2.0 / 3, "0.67"), (-0.001, "0"),
    (-1.5, "-1.5"), (0.05, "0.05"), (0.1, "0.1"), (1234567.891, "1234567.89"),
    (Double.infinity, "∞"), (-Double.infinity, "-∞"), (Double.nan, "nan"),
  ])
  func numbersAreFormattedStably(_ value: Double, _ text: String) {
    #expect(SnapshotNumber.text(value) == text)
  }
}
