@testable import StrutDoctor

/// A hand-built report that exercises every part of every renderer (issue #7, Output): every
/// severity, findings with and without a location or column, related locations, details,
/// proven and unproven fix-its, multi-line code and messages, paths inside and outside the
/// root, and the characters each format must escape (`%`, `,`, `:`, spaces, line breaks).
enum ReportFixture {
  /// The root the golden files are rendered relative to.
  static let root = "/work/repo"

  /// The report, built in an order that is not the report's, so sorting is exercised too.
  static let report = Report(title: "StatsHeaderView at 320, 375 and 430 pt", findings: findings)

  /// The findings, in no particular order.
  static let findings: [Finding] = [
    Finding(
      rule: .freeSpace, severity: .note,
      message:
        "`titleLabel` takes the 38 pt of free space: its hugging priority 250 is the lowest.",
      subject: "StatsHeaderView › stack › titleLabel",
      location: FindingLocation(file: "/work/repo/Sources/App/StatsHeaderView.swift", line: 31),
      details: ["hugging: titleLabel 250, categoryButton 251, countLabel 251"]),
    Finding(
      rule: .wobble, severity: .warning,
      message: "Hiding `subtitleLabel` moves `categoryButton` 12 pt to the left.",
      subject: "StatsHeaderView › stack › categoryButton",
      location: FindingLocation(file: "/work/repo/Sources/App/StatsHeaderView.swift", line: 42),
      relatedLocations: [
        Finding.RelatedLocation(
          location: FindingLocation(file: "/work/repo/Sources/App/StatsHeaderView.swift", line: 57),
          message: "the leading constraint that moves it")
      ],
      details: ["before: (200 7; 80 30)", "after: (188 7; 80 30)"],
      fixIts: [
        FixIt(
          summary: "Raise the horizontal hugging priority of `titleLabel` to 251.",
          swiftCode: "titleLabel.setContentHuggingPriority(\n  .init(251), for: .horizontal)",
          isProven: true)
      ]),
    Finding(
      rule: .unsatisfiableConstraints, severity: .error,
      message: "The width of `badge` cannot be both 120 and 80.",
      subject: "CardView › badge",
      location: FindingLocation(file: "/work/repo/Resources/Card.xib", line: 57, column: 13),
      // The same related location twice: SARIF wants distinct related locations, which their
      // ids keep them.
      relatedLocations: [
        Finding.RelatedLocation(
          location: FindingLocation(file: "/work/repo/Resources/Card.xib", line: 61, column: 13),
          message: "badge.width == 80 (required)"),
        Finding.RelatedLocation(
          location: FindingLocation(file: "/work/repo/Resources/Card.xib", line: 61, column: 13),
          message: "badge.width == 80 (required)"),
      ],
      details: ["badge.width == 120 (required)", "badge.width == 80 (required)"],
      fixIts: [
        FixIt(
          summary: "Lower the 80 pt width to priority 999 so the 120 pt one wins.",
          swiftCode: "badgeWidth.priority = UILayoutPriority(999)", isProven: true),
        FixIt(
          summary: "Remove the 80 pt width.", swiftCode: "badgeWidth.isActive = false",
          isProven: false),
      ]),
    Finding(
      rule: .ambiguousLayout, severity: .warning,
      message:
        "Nothing sets the height of `subtitleLabel`.\nIts minY can be anywhere from 0 to 24.",
      subject: "StatsHeaderView › subtitleLabel",
      details: ["minY: 0…24 (laid out at 0)", "Height: 0…∞ (laid out at 0)"],
      fixIts: [
        FixIt(
          summary: "Pin its bottom to the header's bottom.",
          swiftCode: "subtitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true",
          isProven: false)
      ]),
    Finding(
      rule: .indexTie, severity: .warning,
      message: "100% of the free space goes to `a` only because it comes first, before `b`.",
      subject: "Header, v2 › stack",
      location: FindingLocation(file: "/work/repo/Sources/My App/Header, v2: old.swift", line: 8),
      details: ["hugging: a 250, b 250"]),
    Finding(
      rule: .deadPriority, severity: .note,
      message: "The vertical compression resistance of `spacer` does nothing: it has no height.",
      subject: "StatsHeaderView › spacer",
      location: FindingLocation(file: "/tmp/elsewhere/Spacer.swift", line: 3, column: 5)),
    Finding(
      rule: .truncatedText, severity: .note,
      message: "`categoryButton` shows \"All t…\" instead of \"All time\" below 351 pt.",
      subject: "StatsHeaderView › stack › categoryButton"),
  ]
}
