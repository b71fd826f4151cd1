import Foundation
import StatsHeader
import Strut

/// The titles the article's header is checked with: the user's Korean UI, English, and a
/// category title too long for any phone.
enum HeaderTitles: CaseIterable {
  case korean, english, long

  var category: String {
    switch self {
    case .korean: "전체 카테고리"
    case .english: "All categories"
    case .long: "Weekly performance summary across every category you follow"
    }
  }

  var today: String {
    switch self {
    case .korean: "오늘"
    case .english: "Today"
    case .long: "Today"
    }
  }
}

/// The phone widths of issue #6: iPhone SE, iPhone 13 mini/8, iPhone Pro Max.
let headerWidths: [CGFloat] = [320, 375, 430]

/// The fixed header at a width with titles, laid out.
func fixedHeader(width: CGFloat, titles: HeaderTitles) -> StatsHeaderView {
  let header = StatsHeaderView(frame: CGRect(x: 0, y: 0, width: width, height: 44))
  header.categoryButton.setTitle(titles.category, for: .normal)
  header.todayButton.setTitle(titles.today, for: .normal)
  header.layoutIfNeeded()
  return header
}

/// The reconstructed "before" header at a width with titles, laid out.
func headerBefore(width: CGFloat, titles: HeaderTitles) -> StatsHeaderViewBefore {
  let header = StatsHeaderViewBefore(frame: CGRect(x: 0, y: 0, width: width, height: 44))
  header.categoryButton.setTitle(titles.category, for: .normal)
  header.todayButton.setTitle(titles.today, for: .normal)
  header.layoutIfNeeded()
  return header
}

extension UIButton {
  /// The middle of the title as drawn, in the button's superview's coordinates.
  var drawnTitleMidX: CGFloat {
    let line = visibleTitle.lines.first?.frame ?? .zero
    return frame.minX + (titleLabel?.frame.minX ?? 0) + line.midX
  }
}

/// Whether two lengths agree within a hundredth of a point: frames are pixel-rounded sums, so
/// the same length can differ in its last bits.
func isClose(_ first: CGFloat, _ second: CGFloat) -> Bool {
  abs(first - second) < 0.01
}
