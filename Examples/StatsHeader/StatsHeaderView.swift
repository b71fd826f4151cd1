import Strut
import StrutThen

/// The stats header of the user's first article, written as the article writes it; only the
/// import differs from the iOS code (`import Strut` and `import StrutThen` for `UIKit` and
/// `Then`).
///
/// A horizontal stack `[categoryButton, spacerView, todayButton]`, `.center` alignment and
/// `.fill` distribution, with the article's fix: `todayButton` hugs and resists at `.required`,
/// so it keeps its size at the trailing edge; the spacer takes the free space; `categoryButton`
/// resists compression at `.defaultLow`, so a long title truncates at its tail instead of
/// pushing `todayButton` out.
public final class StatsHeaderView: UIView {
  /// The leading button: the category shown.
  public let categoryButton = UIButton(type: .system).then {
    $0.setTitle("전체 카테고리", for: .normal)
    $0.titleLabel?.lineBreakMode = .byTruncatingTail
  }

  /// The plain view between the buttons that takes the free space.
  public let spacerView = UIView()

  /// The trailing button, which the screen hides and shows.
  public let todayButton = UIButton(type: .system).then {
    $0.setTitle("오늘", for: .normal)
  }

  private lazy var hStack = UIStackView(arrangedSubviews: [
    categoryButton, spacerView, todayButton,
  ]).then {
    $0.axis = .horizontal
    $0.alignment = .center
    $0.distribution = .fill
  }

  /// Makes the header and its stack.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpLayout()
    setUpPriorities()
  }

  /// Makes the header from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, for tests and pictures.
  public var stackView: UIStackView { hStack }

  private func setUpLayout() {
    addSubview(hStack)
    hStack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      hStack.topAnchor.constraint(equalTo: topAnchor),
      hStack.bottomAnchor.constraint(equalTo: bottomAnchor),
      hStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      hStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
    ])
  }

  // The article's "우선순위 설정" block, line for line.
  private func setUpPriorities() {
    categoryButton.setContentHuggingPriority(.defaultLow, for: .horizontal)
    categoryButton.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    spacerView.setContentHuggingPriority(.defaultLow, for: .horizontal)
    spacerView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    todayButton.setContentHuggingPriority(.required, for: .horizontal)
    todayButton.setContentCompressionResistancePriority(.required, for: .horizontal)
  }

  /// Hides or shows `todayButton`, as the article does, optionally inside `UIView.animate`.
  ///
  /// - Parameters:
  ///   - hidden: Whether the button hides.
  ///   - animated: Whether the layout animates over 0.25 s.
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
