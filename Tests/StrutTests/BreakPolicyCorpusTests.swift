import Foundation
import Testing

@testable import Strut

/// Measures ``BreakPolicy`` (uikit-semantics.md E7) against the real UIKit logs in
/// `shared/corpus/logs/`: for each log, the policy chooses among the printed set, and the choice
/// is compared, by address, with the constraint UIKit broke.
@Suite("BreakPolicy against the real console logs")
struct BreakPolicyCorpusTests {
  /// `/work/shared/corpus/logs` when the package is `/work/main`.
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StrutTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/logs")

  /// The lowest share of logs on which the policy must agree with UIKit.
  ///
  /// Measured: 16 of 17 logs (94%). The policy as it first stood matched 6 of 17 (35%); before
  /// rule 6 took the larger constant of a duplicate pair, 15 (`02-snapkit-duplicate-bottom.txt`
  /// was missed). The miss: `03-label-padding-vs-width-1.txt`, where UIKit broke a trailing pin
  /// before a later size constant. Ranking trailing and bottom pins above sizes fits 03 but
  /// moves corona-warn-app's `HomeTestResultTableViewCell.xib` away from the frames Xcode stored
  /// (the cell's margin pin breaks instead of an 18 pt width, and an activity indicator lands
  /// 23 pt off), so the policy does not do it.
  static let floor = 16.0 / 17.0

  @Test func policyAgreesWithUIKitOnTheCorpus() throws {
    var isDirectory: ObjCBool = false
    guard
      FileManager.default.fileExists(atPath: Self.corpus.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      Issue.record("The log corpus is missing: no folder at \(Self.corpus.path)")
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { $0.hasSuffix(".txt") }.sorted()
    #expect(!files.isEmpty, "no .txt logs in \(Self.corpus.path)")

    var rows: [[String]] = [["log", "set", "UIKit broke", "policy broke", "match"]]
    var counted = 0
    var matched = 0
    var unreadable: [String] = []
    for file in files {
      let text = try String(
        contentsOf: Self.corpus.appendingPathComponent(file), encoding: .utf8)
      let log = ConsoleLogFixture(text: text)
      unreadable += log.unreadable.map { "\(file): \($0)" }
      let set = log.entries.compactMap(\.constraint)
      let choice = BreakPolicy.choose(among: set)
      let chosen = log.entries.first { $0.constraint != nil && $0.constraint === choice }
      guard let broken = log.broken else {
        rows.append([file, "\(log.entries.count)", "(cut off)", Self.short(chosen), "-"])
        continue
      }
      let match = chosen?.address == broken.address
      counted += 1
      if match { matched += 1 }
      rows.append([
        file, "\(log.entries.count)", Self.short(broken), Self.short(chosen), match ? "yes" : "no",
      ])
    }

    let rate = counted == 0 ? 0 : Double(matched) / Double(counted)
    print(Self.table(rows))
    print(
      "BreakPolicy agrees with UIKit on \(matched) of \(counted) logs "
        + "(\(String(format: "%.0f", rate * 100))%); unreadable lines: \(unreadable.count)")
    for line in unreadable { print("  unreadable: \(line)") }
    #expect(counted > 0)
    #expect(
      rate >= Self.floor - 1e-9,
      "BreakPolicy matched \(matched) of \(counted) logs, below the floor \(Self.floor)")
  }

  // Each log's set reads completely, so the rate measures the policy, not the reader.
  @Test func readerReadsEveryCorpusLine() throws {
    guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
      Issue.record("The log corpus is missing: no folder at \(Self.corpus.path)")
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { $0.hasSuffix(".txt") }
    for file in files {
      let text = try String(
        contentsOf: Self.corpus.appendingPathComponent(file), encoding: .utf8)
      let log = ConsoleLogFixture(text: text)
      #expect(!log.entries.isEmpty, "\(file): no mutually exclusive set")
      #expect(log.unreadable.isEmpty, "\(file): \(log.unreadable)")
    }
  }

  // The reader's forms, on lines written for the purpose.
  @Test func readerKnowsTheDescriptionForms() throws {
    let log = ConsoleLogFixture(
      text: """
        (
            "<NSLayoutConstraint:0x1 'pin' H:|-(8)-[UIView:0xa]   (active, names: '|':UIView:0xf )>",
            "<NSLayoutConstraint:0x2 H:[UIView:0xa]-(>=8)-|   (active, names: '|':UIView:0xf )>",
            "<NSLayoutConstraint:0x3 H:[UIView:0xa]-NSSpace(8)-[UILabel:0xb'x']   (active)>",
            "<NSLayoutConstraint:0x4 V:[UIView:0xa(44)]>",
            "<NSAutoresizingMaskLayoutConstraint:0x5 h=--& v=--& UIView:0xa.height == 0   (active)>",
            "<NSLayoutConstraint:0x6 UIView:0xa.leading == 0.5*UIView:0xf.leadingMargin + 16>",
            "<NSLayoutConstraint:0x7 H:|-(8)-[UIView:0xa](LTR)   (Names: '|':UIView:0xf )>",
            "<NSLayoutConstraint:0x8 UIView:0xa.width == - 16   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x4 V:[UIView:0xa(44)]>
        """)
    let constraints = log.entries.compactMap(\.constraint)
    try #require(constraints.count == 8, "\(log.unreadable)")
    let view = log.views["0xa"]
    let superview = log.views["0xf"]
    #expect(constraints[0].identifier == "pin")
    #expect(constraints[0].firstItem === view && constraints[0].secondItem === superview)
    #expect(constraints[0].firstAttribute == .leading && constraints[0].secondAttribute == .leading)
    #expect(constraints[1].firstItem === superview && constraints[1].firstAttribute == .trailing)
    #expect(constraints[1].relation == .greaterThanOrEqual)
    #expect(constraints[2].firstItem === log.views["0xb"] && constraints[2].secondItem === view)
    #expect(
      constraints[2].firstAttribute == .leading && constraints[2].secondAttribute == .trailing)
    #expect(constraints[2].constant == 8)
    #expect(constraints[3].firstAttribute == .height && constraints[3].secondItem == nil)
    #expect(constraints[3].constant == 44)
    #expect(constraints[4] is NSAutoresizingMaskLayoutConstraint)
    #expect(constraints[5].secondAttribute == .leadingMargin && constraints[5].multiplier == 0.5)
    #expect(constraints[5].constant == 16)
    #expect(constraints[6].firstAttribute == .left && constraints[6].secondAttribute == .left)
    #expect(constraints[7].constant == -16 && constraints[7].secondItem == nil)
    #expect(log.broken?.address == "0x4")
  }

  /// The address and the relation, without the class and the `(active…)` suffix, cut to 60
  /// characters, for the table.
  private static func short(_ entry: ConsoleLogFixture.Entry?) -> String {
    guard let entry else { return "(none)" }
    var body = entry.text.drop { $0 != " " }.dropLast()
    if let suffix = body.range(of: "   (") { body = body[..<suffix.lowerBound] }
    let text = entry.address + body
    return text.count > 60 ? "\(text.prefix(59))…" : text
  }

  /// Rows as a `|`-separated table with padded columns.
  private static func table(_ rows: [[String]]) -> String {
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: " | ")
    }.joined(separator: "\n")
  }
}
