import StatsHeader
import Strut

/// One laid-out state of the article's header: a version (before or after the fix), a width,
/// and whether todayButton shows.
struct HeaderScenario {
  enum Version: String, CaseIterable {
    case before, after

    var caption: String {
      switch self {
      case .before: "Before the fix (reconstructed: two buttons, default priorities)"
      case .after: "After the fix (the article's code: spacer and priorities)"
      }
    }
  }

  let version: Version
  let width: CGFloat
  let todayHidden: Bool
  /// The laid-out header.
  let root: UIView
  let categoryButton: UIButton
  let spacerView: UIView?
  let todayButton: UIButton

  /// The article's titles: the user's Korean UI.
  static let categoryTitle = "전체 카테고리"
  static let todayTitle = "오늘"

  init(version: Version, width: CGFloat, todayHidden: Bool) {
    self.version = version
    self.width = width
    self.todayHidden = todayHidden
    let frame = CGRect(x: 0, y: 0, width: width, height: 44)
    switch version {
    case .before:
      let header = StatsHeaderViewBefore(frame: frame)
      header.setTodayHidden(todayHidden, animated: false)
      (root, categoryButton, spacerView, todayButton) =
        (header, header.categoryButton, nil, header.todayButton)
    case .after:
      let header = StatsHeaderView(frame: frame)
      header.setTodayHidden(todayHidden, animated: false)
      (root, categoryButton, spacerView, todayButton) =
        (header, header.categoryButton, header.spacerView, header.todayButton)
    }
    root.layoutIfNeeded()
  }

  /// A frame in the header's coordinates.
  func frameInHeader(_ view: UIView) -> CGRect {
    var frame = view.frame
    var ancestor = view.superview
    while let current = ancestor, current !== root {
      frame.origin.x += current.frame.minX
      frame.origin.y += current.frame.minY
      ancestor = current.superview
    }
    return frame
  }

  /// Where categoryButton's title is drawn: the middle of its visible text, in the header.
  var categoryTitleMidX: CGFloat {
    let line = categoryButton.visibleTitle.lines.first?.frame ?? .zero
    return frameInHeader(categoryButton).minX + (categoryButton.titleLabel?.frame.minX ?? 0)
      + line.midX
  }
}
