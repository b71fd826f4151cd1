import Strut
import StrutThen

/// The stats header before the article's fix, as Strut reconstructs it.
///
/// The article does not show its old code. Under UIKit's rules the fixed arrangement would be
/// stable even without the new priorities: a plain `UIView` spacer has no intrinsic size, so
/// nothing resists its growth and it takes all the free space (C2), and the priorities set on it
/// do nothing. The symptom the article describes, `categoryButton` drifting to the centre and
/// jumping when `todayButton` hides, is what a stack *without* a working spacer does: with
/// `categoryButton` and `todayButton` both hugging at 250, the `.fill` tie goes to the first
/// arranged view (S4, E5), so `categoryButton` stretches over the free space and, centring its
/// title (`contentHorizontalAlignment`), shows it in the middle of the bar; hiding `todayButton`
/// hands it even more space and the title jumps again. So the most likely old code is the same
/// header with the two buttons side by side, the spacer being the article's first attempt at a
/// fix, and the default priorities.
public final class StatsHeaderViewBefore: UIView {
  /// The leading button: the category shown.
  public let categoryButton = UIButton(type: .system).then {
    $0.setTitle("전체 카테고리", for: .normal)
  }

  /// The trailing button, which the screen hides and shows.
  public let todayButton = UIButton(type: .system).then {
    $0.setTitle("오늘", for: .normal)
  }

  private lazy var hStack = UIStackView(arrangedSubviews: [categoryButton, todayButton]).then {
    $0.axis = .horizontal
    $0.alignment = .center
    $0.distribution = .fill
  }

  /// Makes the header and its stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(hStack)
    hStack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      hStack.topAnchor.constraint(equalTo: topAnchor),
      hStack.bottomAnchor.constraint(equalTo: bottomAnchor),
      hStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      hStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
    ])
  }

  /// Makes the header from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, for tests and pictures.
  public var stackView: UIStackView { hStack }

  /// Hides or shows `todayButton`, optionally inside `UIView.animate`.
  public func setTodayHidden(_ hidden: Bool, animated: Bool) {
    todayButton.isHidden = hidden
    if animated {
      UIView.animate(withDuration: 0.25) {
        self.layoutIfNeeded()
      }
    } else {
      layoutIfNeeded()
    }
  }
}
