import Testing

@testable import StrutDoctor

/// GitHub Actions annotations (issue #7, Output: "GitHub Actions annotations"), escaped as
/// `@actions/core`'s `command.ts` escapes them.
@Suite struct GitHubRenderingTests {
  static let lines = ReportFixture.report.rendered(as: .github, relativeTo: ReportFixture.root)
    .components(separatedBy: "\n")

  // Message data escapes `%`, `\r` and `\n`, and nothing else.
  @Test func dataEscaping() {
    #expect(GitHubEscaping.data("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
  }

  // Property values also escape `:` and `,`, which separate properties.
  @Test func propertyEscaping() {
    #expect(GitHubEscaping.property("My App/a, b: c%\n") == "My App/a%2C b%3A c%25%0A")
  }

  // Each severity maps to GitHub's command of the same level; notes are notices.
  @Test func severitiesMapToCommands() {
    #expect(Self.lines.filter { $0.hasPrefix("::error ") }.count == 1)
    #expect(Self.lines.filter { $0.hasPrefix("::warning ") }.count == 3)
    #expect(Self.lines.filter { $0.hasPrefix("::notice ") }.count == 3)
    #expect(Self.lines.count == 7)
  }

  // A path with `,` and `:` is escaped in `file=`; the column is there only when known.
  @Test func filePropertyIsEscapedAndRelative() {
    let tie = Self.lines.first { $0.contains("index-tie") }
    #expect(
      tie?.hasPrefix(
        "::warning file=Sources/My App/Header%2C v2%3A old.swift,line=8,"
          + "title=Tie decided by order (index-tie)::100%25 of the free space") == true)
  }

  // A finding without a location has no `file=`, and its multi-line body stays on one line.
  @Test func findingWithoutLocationHasNoFile() {
    let ambiguous = Self.lines.first { $0.contains("ambiguous-layout") }
    #expect(
      ambiguous
        == "::warning title=Ambiguous layout (ambiguous-layout)::Nothing sets the height of "
        + "`subtitleLabel`.%0AIts minY can be anywhere from 0 to 24.%0A"
        + "view: StatsHeaderView › subtitleLabel%0A  minY: 0…24 (laid out at 0)%0A"
        + "  Height: 0…∞ (laid out at 0)%0Afix-it: Pin its bottom to the header's bottom.%0A"
        + "  subtitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true")
  }
}
