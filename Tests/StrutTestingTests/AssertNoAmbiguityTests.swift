import Strut
import Testing

@testable import StrutTesting

/// `assertNoAmbiguity(_:)` (issue #7, For tests: "`assertNoAmbiguity(view)`").
@Suite struct AssertNoAmbiguityTests {
  /// A root with a view pinned on every side, or only kept between the root's edges.
  static func tree(sliding: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.accessibilityIdentifier = "root"
    let slider = UIView()
    slider.accessibilityIdentifier = "slider"
    slider.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(slider)
    let leading =
      sliding
      ? slider.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor)
      : slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    NSLayoutConstraint.activate([
      leading,
      slider.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
      slider.widthAnchor.constraint(equalToConstant: 100),
      slider.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      slider.heightAnchor.constraint(equalToConstant: 20),
    ])
    return root
  }

  // A determined layout passes.
  @Test func determinedLayoutPasses() {
    assertNoAmbiguity(Self.tree(sliding: false))
  }

  // An ambiguous view fails, named by its path, with its range from the solver.
  @Test func ambiguousViewIsListedWithItsRange() {
    withKnownIssue {
      assertNoAmbiguity(Self.tree(sliding: true))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "1 view has an ambiguous layout:\n"
        + "  UIView#root › UIView#slider: minX from 0 to 200 (laid out at 0)"
    }
  }
}
