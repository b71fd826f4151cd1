import Foundation
import StatsHeader
import Strut
import Testing

/// The article's "before" state, as UIKit lays it out (issue #6 item 2; uikit-semantics.md
/// S4, E5, C2, B1, and `contentHorizontalAlignment`).
@Suite("StatsHeaderView: before the fix")
struct StatsHeaderBeforeTests {
  // Without a spacer that absorbs, the `.fill` tie at hugging 250 goes to the first arranged
  // view: categoryButton stretches and shows its title in the middle of the free space.
  @Test(arguments: headerWidths)
  func categoryButtonTakesTheFreeSpace(width: CGFloat) {
    let header = headerBefore(width: width, titles: .english)
    let button = header.categoryButton
    #expect(button.frame.width > button.intrinsicContentSize.width + 50)
    #expect(abs(button.drawnTitleMidX - button.frame.midX) < 0.5)
  }

  // Hiding todayButton hands categoryButton the whole bar: its title jumps toward the centre.
  @Test(arguments: headerWidths)
  func hidingTodayMovesTheCategoryTitle(width: CGFloat) {
    let header = headerBefore(width: width, titles: .korean)
    let before = header.categoryButton.drawnTitleMidX
    header.setTodayHidden(true, animated: false)
    let after = header.categoryButton.drawnTitleMidX
    #expect(after - before > 10)
    #expect(abs(after - header.stackView.bounds.midX) < 0.5)
  }

  // C2: with a plain UIView spacer the default priorities are already stable, and the
  // priorities the article sets on the spacer change nothing: it has no intrinsic size.
  @Test func spacerPrioritiesDoNothing() {
    func layout(settingSpacerPriorities: Bool) -> [CGRect] {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
      let category = UIButton(type: .system)
      category.setTitle("All categories", for: .normal)
      let spacer = UIView()
      let today = UIButton(type: .system)
      today.setTitle("Today", for: .normal)
      if settingSpacerPriorities {
        spacer.setContentHuggingPriority(.required, for: .horizontal)
        spacer.setContentCompressionResistancePriority(.required, for: .horizontal)
      }
      let stack = UIStackView(arrangedSubviews: [category, spacer, today])
      stack.frame = root.bounds
      root.addSubview(stack)
      root.layoutIfNeeded()
      return [category.frame, spacer.frame, today.frame]
    }
    let plain = layout(settingSpacerPriorities: false)
    #expect(plain == layout(settingSpacerPriorities: true))
    #expect(plain[2].maxX == 375)
    #expect(plain[1].width > 0)
  }
}
