import Foundation
import Strut
import Testing

/// The article's alternative patterns (issue #6 item 2; uikit-semantics.md S4, C1, C2).
@Suite("Header bar: alternative patterns")
struct AlternativePatternsTests {
  private func button(_ title: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }

  // A spacer with `width >= 0` behaves as the plain spacer: it takes the free space, and the
  // buttons keep their sizes whether todayButton shows or not.
  @Test func greaterThanZeroSpacer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let category = button("All categories")
    let spacer = UIView()
    let today = button("Today")
    spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
    let stack = UIStackView(arrangedSubviews: [category, spacer, today])
    stack.frame = root.bounds
    root.addSubview(stack)
    root.layoutIfNeeded()
    #expect(today.frame.maxX == 375)
    #expect(isClose(category.frame.width, category.intrinsicContentSize.width))
    let minX = category.frame.minX
    today.isHidden = true
    root.layoutIfNeeded()
    #expect(category.frame.minX == minX)
    #expect(spacer.frame.maxX == 375)
  }

  // Two spacers of equal width around a view centre it; hiding a neighbour keeps it centred.
  @Test func twoSpacersCentreTheMiddleView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let left = UIView()
    let title = button("Statistics")
    let right = UIView()
    let stack = UIStackView(arrangedSubviews: [left, title, right])
    stack.frame = root.bounds
    root.addSubview(stack)
    // Activated once both spacers share an ancestor, as UIKit requires.
    left.widthAnchor.constraint(equalTo: right.widthAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(abs(title.frame.midX - 187.5) < 0.34)
    #expect(isClose(title.frame.width, title.intrinsicContentSize.width))
  }

  // Plain constraints without a stack: leading and trailing pins, a >= gap between them. The
  // buttons keep their sizes and hiding todayButton moves nothing else.
  @Test func plainConstraintsWithoutAStack() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let category = button("All categories")
    let today = button("Today")
    for view in [category, today] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      category.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      today.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      today.leadingAnchor.constraint(greaterThanOrEqualTo: category.trailingAnchor, constant: 8),
      category.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      today.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(category.frame.minX == 16)
    #expect(today.frame.maxX == 304)
    #expect(isClose(category.frame.width, category.intrinsicContentSize.width))
    let frame = category.frame
    today.isHidden = true
    root.layoutIfNeeded()
    #expect(category.frame == frame)
  }
}
