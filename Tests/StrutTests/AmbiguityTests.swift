import Foundation
import Testing

@testable import Strut

@Suite("Ambiguity and layout debugging (E4, E14)")
struct AmbiguityTests {
  /// E4: a view with only a width and a height is ambiguous in x and y, not in its size.
  @Test func sizeOnlyViewIsAmbiguousInPositionNotSize() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let floating = engineAdd(UIView(), to: root)
    NSLayoutConstraint.activate([
      floating.widthAnchor.constraint(equalToConstant: 100),
      floating.heightAnchor.constraint(equalToConstant: 50),
    ])
    #expect(floating.hasAmbiguousLayout)
    let engine = try #require(root.engine)
    let variables = try #require(floating.layoutItem.variables)
    #expect(engine.ambiguousVariables(of: variables).map(\.name) == ["minX", "minY"])
    #expect(engine.solver.optimalRange(of: variables.width) == 100...100)
    #expect(engine.solver.optimalRange(of: variables.height) == 50...50)
    #expect(!root.hasAmbiguousLayout)
  }

  /// E4: exercising moves an ambiguous view to another frame its constraints allow, and a
  /// second call brings it back; its size stays, and it stays ambiguous.
  @Test func exerciseMovesAnUnboundedViewAndBack() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let floating = engineAdd(UIView(), to: root)
    NSLayoutConstraint.activate([
      floating.widthAnchor.constraint(equalToConstant: 100),
      floating.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    let solved = floating.frame
    #expect(solved.size == CGSize(width: 100, height: 50))
    floating.exerciseAmbiguityInLayout()
    #expect(floating.frame == solved.offsetBy(dx: 100, dy: 100))
    #expect(floating.hasAmbiguousLayout)
    floating.exerciseAmbiguityInLayout()
    #expect(floating.frame == solved)
  }

  /// E4: a view free to slide between two bounds moves to the other end of its range and back.
  @Test func exerciseTogglesBetweenTheEndsOfABoundedRange() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let slider = engineAdd(UIView(), to: root)
    NSLayoutConstraint.activate([
      slider.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
      slider.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      slider.widthAnchor.constraint(equalToConstant: 100),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      slider.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    let engine = try #require(root.engine)
    let variables = try #require(slider.layoutItem.variables)
    #expect(engine.solver.optimalRange(of: variables.minX) == 0...200)
    #expect(engine.ambiguousVariables(of: variables).map(\.name) == ["minX"])
    let solved = slider.frame.minX
    slider.exerciseAmbiguityInLayout()
    let exercised = slider.frame.minX
    #expect(Set([solved, exercised]) == [0, 200])
    #expect(slider.frame.minY == 10 && slider.frame.size == CGSize(width: 100, height: 20))
    slider.exerciseAmbiguityInLayout()
    #expect(slider.frame.minX == solved)
    // As in UIKit, the exercised frame stays until something the constraints depend on
    // changes; the next pass then puts the engine's frame back.
    slider.exerciseAmbiguityInLayout()
    root.layoutIfNeeded()
    #expect(slider.frame.minX == exercised)
    root.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(slider.frame.minX == solved)
  }

  /// E4: a fully pinned view, and a view that translates its frame (E10), are not ambiguous;
  /// exercising them does nothing.
  @Test func pinnedViewsAreNotAmbiguous() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let pinned = engineAdd(UIView(), to: root)
    let framed = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
    root.addSubview(framed)
    NSLayoutConstraint.activate([
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      pinned.widthAnchor.constraint(equalToConstant: 100),
      pinned.heightAnchor.constraint(equalToConstant: 50),
    ])
    #expect(!pinned.hasAmbiguousLayout)
    #expect(!framed.hasAmbiguousLayout)
    pinned.exerciseAmbiguityInLayout()
    framed.exerciseAmbiguityInLayout()
    #expect(pinned.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(framed.frame == CGRect(x: 5, y: 6, width: 70, height: 80))
  }

  /// E4: a view pinned inside an ambiguous superview is ambiguous too (frames are solved in the
  /// root's coordinates), as UIKit's traces show for a subview of an ambiguous view.
  @Test func subviewOfAnAmbiguousViewIsAmbiguous() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let container = engineAdd(UIView(), to: root)
    let child = engineAdd(UIView(), to: container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(container.hasAmbiguousLayout)
    #expect(child.hasAmbiguousLayout)
    container.exerciseAmbiguityInLayout()
    #expect(container.frame.minY == 100)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  /// The constraints that decide an axis are exactly those on the view's own variables that
  /// hold with equality, in insertion order; a non-binding inequality is left out.
  @Test func constraintsAffectingLayoutListTheDecidingConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = engineAdd(UIView(), to: root)
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let height = box.heightAnchor.constraint(equalToConstant: 50)
    let slack = box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
    NSLayoutConstraint.activate([leading, top, width, height, slack])
    #expect(box.constraintsAffectingLayout(for: .horizontal) == [leading, width])
    #expect(box.constraintsAffectingLayout(for: .vertical) == [top, height])
  }

  /// C1: the generated content-size constraint decides a size and is listed once for both of
  /// its halves, after the required ones: the engine adds required constraints before optional
  /// ones.
  @Test func constraintsAffectingLayoutIncludeContentSize() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = engineAdd(EngineSizedView(80, 20), to: root)
    let leading = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let top = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
    NSLayoutConstraint.activate([leading, top])
    let horizontal = label.constraintsAffectingLayout(for: .horizontal)
    let vertical = label.constraintsAffectingLayout(for: .vertical)
    try #require(horizontal.count == 2 && vertical.count == 2)
    #expect(horizontal[1] is NSContentSizeLayoutConstraint && horizontal[0] === leading)
    #expect(horizontal[1].firstAttribute == .width && horizontal[1].constant == 80)
    #expect(vertical[1] is NSContentSizeLayoutConstraint && vertical[0] === top)
    #expect(vertical[1].firstAttribute == .height && vertical[1].constant == 20)
  }

  /// E14: the trace marks the host `•`, Auto Layout views `*` and translated views `+`, indents
  /// by `|   ` and lists the ambiguous view's ambiguous variables with ids.
  @Test func traceMarksTheAmbiguousView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let floating = engineAdd(UIView(), to: root)
    let framed = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(framed)
    let pinned = engineAdd(UIView(), to: framed)
    NSLayoutConstraint.activate([
      floating.widthAnchor.constraint(equalToConstant: 100),
      floating.heightAnchor.constraint(equalToConstant: 50),
      pinned.leadingAnchor.constraint(equalTo: framed.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: framed.trailingAnchor),
      pinned.topAnchor.constraint(equalTo: framed.topAnchor),
      pinned.bottomAnchor.constraint(equalTo: framed.bottomAnchor),
    ])
    let trace = floating._autolayoutTrace()
    let expected = [
      "",
      "•UIView:0x7fa000000100",
      "|   *UIView:0x7fa000000200- AMBIGUOUS LAYOUT for UIView:0x7fa000000200.minX{id: 5}, "
        + "UIView:0x7fa000000200.minY{id: 6}",
      "|   +UIView:0x7fa000000300",
      "|   |   *UIView:0x7fa000000400",
    ]
    #expect(trace == expected.joined(separator: "\n"))
    #expect(root._autolayoutTrace() == trace)
  }
}
