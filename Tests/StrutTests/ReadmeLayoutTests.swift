import Foundation
import Testing

@testable import Strut

/// A badge 60 points wide, as a label with a short text would be.
private final class Badge: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }
}

/// The README's "Write a layout" example, compiled and checked: C1 (the badge's intrinsic
/// width), E13 (default margins of 8) and pixel rounding.
@Test func readmeLayoutExampleGivesTheFramesItPrints() {
  let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
  let badge = Badge()
  let rule = UIView()
  for view in [badge, rule] {
    view.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(view)
  }
  NSLayoutConstraint.activate([
    badge.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
    badge.centerYAnchor.constraint(equalTo: header.centerYAnchor),
    rule.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
    rule.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
    rule.heightAnchor.constraint(equalToConstant: 2),
    rule.centerYAnchor.constraint(equalTo: header.centerYAnchor),
  ])
  header.layoutIfNeeded()
  #expect(badge.frame == CGRect(x: 8, y: 10, width: 60, height: 24))
  #expect(rule.frame == CGRect(x: 76, y: 21, width: 291, height: 2))
}

/// Keeps the README's copy of the example identical to the compiled one above.
@Test func readmeLayoutExampleMatchesThisFile() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
  let section = try #require(readme.components(separatedBy: "## Write a layout").dropFirst().first)
  let code = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
  let lines = try #require(code.components(separatedBy: "```").first)
    .split(separator: "\n")
    .map { $0.trimmingCharacters(in: .whitespaces) }
    .filter {
      !$0.isEmpty && !$0.hasPrefix("import") && !$0.hasSuffix(".frame")
        && !$0.contains(".frame   //") && !$0.contains(".frame    //")
    }
    .map { $0.replacingOccurrences(of: "final class Badge", with: "class Badge") }
  #expect(!lines.isEmpty)
  for line in lines {
    #expect(test.contains(line), "README line not in the compiled example: \(line)")
  }
}
