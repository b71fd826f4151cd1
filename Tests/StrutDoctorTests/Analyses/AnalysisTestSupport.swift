import Foundation
import Strut

@testable import StrutDoctor

/// A button with a title, for stacks.
func titledButton(_ title: String) -> UIButton {
  let button = UIButton(type: .system)
  button.setTitle(title, for: .normal)
  return button
}

/// A root of a size holding a horizontal stack of views that fills it.
final class StackScreen: UIView {
  let stack: UIStackView

  init(width: CGFloat = 375, views: [UIView]) {
    stack = UIStackView(arrangedSubviews: views)
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A doctor that examines one width and proves fixes.
func doctor(widths: [CGFloat] = [375]) -> LayoutDoctor {
  var options = LayoutDoctor.Options()
  options.widths = widths
  return LayoutDoctor(options: options)
}
