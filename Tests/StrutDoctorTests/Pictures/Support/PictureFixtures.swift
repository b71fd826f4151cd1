import Foundation
import Strut

/// View trees the picture tests draw.
///
/// Each is built fresh, so every test has its own engine and clock, and laid out before it is
/// returned.
enum PictureFixtures {
  /// A card with every kind of view the renderer draws specially, 320 × 140:
  /// a horizontal stack `[title label, Today button]` whose label is too long and truncates,
  /// an image view, a switch, and a hidden badge with a subview.
  struct Card {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
    let stack = UIStackView()
    let title = UILabel()
    let today = UIButton(type: .system)
    let avatar = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40), name: "avatar"))
    let toggle = UISwitch()
    let badge = UIView(frame: CGRect(x: 260, y: 96, width: 44, height: 24))
    let badgeDot = UIView(frame: CGRect(x: 4, y: 4, width: 16, height: 16))

    init() {
      root.accessibilityIdentifier = "card"
      stack.accessibilityIdentifier = "header"
      title.accessibilityIdentifier = "title"
      today.accessibilityIdentifier = "today"
      avatar.accessibilityIdentifier = "avatar"
      toggle.accessibilityIdentifier = "toggle"
      badge.accessibilityIdentifier = "badge"
      badgeDot.accessibilityIdentifier = "dot"

      title.text = "A category title that is far too long to fit"
      today.setTitle("Today", for: .normal)
      today.setContentHuggingPriority(.required, for: .horizontal)
      today.setContentCompressionResistancePriority(.required, for: .horizontal)
      stack.axis = .horizontal
      stack.alignment = .center
      stack.spacing = 8
      stack.addArrangedSubview(title)
      stack.addArrangedSubview(today)
      toggle.isOn = true
      badge.backgroundColor = .red
      badge.isHidden = true
      badge.addSubview(badgeDot)

      for view in [stack, avatar, toggle] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      root.addSubview(badge)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        avatar.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
        toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        toggle.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      ])
      root.layoutIfNeeded()
    }
  }

  /// Two boxes with a real conflict and optional constraints, 320 × 100.
  ///
  /// `box` has two required widths, 100 and 150: the engine breaks one. `other` follows `box`
  /// with an optional height (@750, satisfied: dashed blue) and an optional centring (@250,
  /// which the fixed leading makes impossible: dashed red).
  struct Conflict {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let box = UIView()
    let other = UIView()
    let narrow: NSLayoutConstraint
    let wide: NSLayoutConstraint
    let optionalHeight: NSLayoutConstraint
    let optionalCentre: NSLayoutConstraint
    /// What the layout pass logged: UIKit's conflict message.
    let messages: [String]

    init() {
      root.accessibilityIdentifier = "root"
      box.accessibilityIdentifier = "box"
      other.accessibilityIdentifier = "other"
      for view in [box, other] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      narrow = box.widthAnchor.constraint(equalToConstant: 100)
      wide = box.widthAnchor.constraint(equalToConstant: 150)
      optionalHeight = other.heightAnchor.constraint(equalToConstant: 40)
      optionalHeight.priority = .defaultHigh
      optionalCentre = other.centerXAnchor.constraint(equalTo: root.centerXAnchor)
      optionalCentre.priority = .defaultLow
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        box.heightAnchor.constraint(equalToConstant: 40),
        narrow, wide,
        other.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
        other.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        other.widthAnchor.constraint(equalToConstant: 60),
        optionalHeight, optionalCentre,
      ])
      let root = self.root
      messages = StrutLog.messages { root.layoutIfNeeded() }
    }

    /// The width the engine broke.
    var broken: NSLayoutConstraint? { root.unsatisfiableConstraints.first?.broken }
  }

  /// A horizontal stack `[left, right]` in a 200 × 44 root that hides `right` inside an
  /// animation block of 0.25 s, as the article's header hides its Today button; returned while
  /// the animation runs.
  static func hidingAnimation() -> (root: UIView, left: UIView, right: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    root.accessibilityIdentifier = "bar"
    let left = UIView()
    left.accessibilityIdentifier = "left"
    let right = UIView()
    right.accessibilityIdentifier = "right"
    let stack = UIStackView(arrangedSubviews: [left, right])
    stack.accessibilityIdentifier = "stack"
    stack.distribution = .fillEqually
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    UIView.animate(withDuration: 0.25) {
      right.isHidden = true
      root.layoutIfNeeded()
    }
    return (root, left, right)
  }
}
