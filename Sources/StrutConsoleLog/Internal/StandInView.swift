import Foundation
import Strut

/// A view standing in for one item of a log, keeping the class and text the log printed.
///
/// It has no intrinsic size (a printed label text is cut to 25 characters and its font is
/// unknown, so a measured size would be invented), and it never translates an autoresizing mask:
/// the log's own `NSAutoresizingMaskLayoutConstraint` lines are rebuilt as constraints instead.
final class StandInView: UIView {
  let item: ConsoleLogItem

  init(item: ConsoleLogItem) {
    self.item = item
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
