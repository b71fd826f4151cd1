import Foundation
import Testing

@testable import Strut

/// The README's "Text, buttons and padding" example, compiled and checked (L1, L4, L5, B1).
@Test func readmeTextExampleGivesWhatItPrints() {
  let tag = PaddableLabel(edgeInsets: 8, 8, 4, 4)  // left, right, top, bottom
  tag.text = "New"
  let plain = UILabel()
  plain.text = "New"
  #expect(abs(tag.intrinsicContentSize.width - plain.intrinsicContentSize.width - 16) < 1e-9)
  #expect(abs(tag.intrinsicContentSize.height - plain.intrinsicContentSize.height - 8) < 1e-9)

  let title = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 21))
  title.text = "Monthly statistics overview"
  #expect(title.visibleText.text == "Monthly stati…")

  let today = UIButton(type: .system)
  today.setTitle("Today", for: .normal)
  #expect(atScale(3) { today.intrinsicContentSize.height } == 30)
}
