import Foundation
import StatsHeader
import Strut
import Testing

/// The article's claims about the fixed header, at three widths with Korean, English and long
/// titles (issue #6 item 2; uikit-semantics.md S3, S4, C1, C2, B1).
@Suite("StatsHeaderView: the article's fix")
struct StatsHeaderViewTests {
  static let cases = headerWidths.flatMap { width in HeaderTitles.allCases.map { (width, $0) } }

  // todayButton sits at the stack's trailing edge whenever it is visible.
  @Test(arguments: cases)
  func todayButtonIsPinnedToTheTrailingEdge(width: CGFloat, titles: HeaderTitles) {
    let header = fixedHeader(width: width, titles: titles)
    #expect(header.todayButton.frame.maxX == header.stackView.bounds.width)
    #expect(isClose(header.todayButton.frame.width, header.todayButton.intrinsicContentSize.width))
    header.setTodayHidden(true, animated: false)
    header.setTodayHidden(false, animated: false)
    #expect(header.todayButton.frame.maxX == header.stackView.bounds.width)
  }

  // categoryButton's leading edge never moves when todayButton hides or shows, and neither does
  // its title.
  @Test(arguments: cases)
  func categoryButtonDoesNotDrift(width: CGFloat, titles: HeaderTitles) {
    let header = fixedHeader(width: width, titles: titles)
    let minX = header.categoryButton.frame.minX
    let titleX = header.categoryButton.drawnTitleMidX
    header.setTodayHidden(true, animated: false)
    #expect(header.categoryButton.frame.minX == minX)
    if titles != .long {
      #expect(abs(header.categoryButton.drawnTitleMidX - titleX) < 0.01)
    }
    header.setTodayHidden(false, animated: false)
    #expect(header.categoryButton.frame.minX == minX)
    #expect(abs(header.categoryButton.drawnTitleMidX - titleX) < 0.01)
  }

  // The spacer absorbs the free space; categoryButton keeps its title's width (C2: the
  // spacer has no intrinsic size, so nothing resists its growth).
  @Test(arguments: headerWidths)
  func spacerAbsorbsTheFreeSpace(width: CGFloat) {
    let header = fixedHeader(width: width, titles: .english)
    let category = header.categoryButton.frame.width
    let today = header.todayButton.frame.width
    #expect(isClose(category, header.categoryButton.intrinsicContentSize.width))
    #expect(
      isClose(header.spacerView.frame.width, header.stackView.bounds.width - category - today))
    header.setTodayHidden(true, animated: false)
    #expect(isClose(header.spacerView.frame.width, header.stackView.bounds.width - category))
  }

  // A long category title truncates at its tail, and todayButton keeps its full size.
  @Test(arguments: headerWidths)
  func longTitleTruncatesAtTheTail(width: CGFloat) {
    let header = fixedHeader(width: width, titles: .long)
    let shown = header.categoryButton.visibleTitle
    #expect(shown.isTruncated)
    #expect(shown.text.hasSuffix("…"))
    #expect(shown.text.hasPrefix("Weekly"))
    #expect(header.spacerView.frame.width == 0)
    #expect(header.todayButton.visibleTitle.text == "Today")
  }

  // The animated hide passes through intermediate frames and ends where the plain hide ends.
  @Test(arguments: headerWidths)
  func animatedHideEndsWhereThePlainHideEnds(width: CGFloat) {
    let plain = fixedHeader(width: width, titles: .korean)
    plain.setTodayHidden(true, animated: false)
    let animated = fixedHeader(width: width, titles: .korean)
    let start = animated.spacerView.frame
    animated.setTodayHidden(true, animated: true)
    let clock = animated.animationClock
    let record = animated.spacerView.frameAnimation
    #expect(record?.duration == 0.25)
    let middle = animated.spacerView.presentationFrame(at: clock.now + 0.125)
    #expect(middle.width > start.width)
    #expect(middle.width < plain.spacerView.frame.width)
    #expect(
      animated.categoryButton.presentationFrame(at: clock.now + 0.125).minX
        == plain.categoryButton.frame.minX)
    clock.finishAll()
    #expect(animated.spacerView.frame == plain.spacerView.frame)
    #expect(animated.categoryButton.frame == plain.categoryButton.frame)
  }
}
