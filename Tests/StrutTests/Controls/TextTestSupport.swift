import Foundation

@testable import Strut

/// Runs `body` with the main screen's scale set for this test's task only, so parallel tests
/// never see another test's scale.
func atScale<Result>(_ scale: CGFloat, _ body: () throws -> Result) rethrows -> Result {
  try UIScreen.main.withScale(scale) { try body() }
}

/// A label made in code with text and a system font.
func makeLabel(_ text: String, size: CGFloat = 17, lines: Int = 1) -> UILabel {
  let label = UILabel()
  label.text = text
  label.font = .systemFont(ofSize: size)
  label.numberOfLines = lines
  label.translatesAutoresizingMaskIntoConstraints = false
  return label
}

/// A paragraph long enough to wrap over several lines at phone widths.
let longParagraph =
  "Layout that wobbles costs hours: a label grows, a button moves, and nobody can say which "
  + "priority decided it. Strut solves the layout and explains it."
