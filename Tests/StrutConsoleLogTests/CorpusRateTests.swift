import Foundation
import Testing

@testable import StrutConsoleLog

/// Measures the whole pipeline against the real UIKit logs in `shared/corpus/logs/`: each log is
/// read, rebuilt and solved by Strut, and Strut's mutually exclusive set (E6) and broken
/// constraint (E7) are compared with what UIKit printed.
@Suite("StrutConsoleLog against the real console logs")
struct CorpusRateTests {
  /// What each corpus log gives today: the set comparison and whether the breaks agree.
  ///
  /// The miss, explained: in 03 UIKit broke a trailing pin where the policy breaks the later
  /// size constant. (02 and 05 each hold two pins that differ only in their constant; UIKit broke
  /// the first in 02 and the second in 05, the larger constant in both, which the policy now
  /// follows.) In 11 UIKit
  /// printed `'UIButtonBar.maximumAlignmentSize'` (#4), which Strut finds unnecessary: the
  /// margins guide alone would need a height of -19 pt, and Strut keeps guide sizes at 0 or
  /// more as it does views' (UIKit apparently reached the conflict through the button's height).
  static let expected: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-tableviewcell-encapsulated-height-vfl.txt": ("equal", .same),
    "02-snapkit-duplicate-bottom.txt": ("equal", .same),
    "03-label-padding-vs-width-1.txt": ("equal", .different),
    "04-input-set-container-statusbar.txt": ("equal", .same),
    "05-duplicate-top-constant.txt": ("equal", .same),
    "06-masonry-zero-width-insets.txt": ("equal", .same),
    "07-uisv-hiding-segmented-inset.txt": ("equal", .same),
    "08-layout-support-negative-spacing.txt": ("equal", .same),
    "09-collection-header-encapsulated-height-ios7.txt": ("equal", .same),
    "10-autoresizing-zero-width-minus-40.txt": ("equal", .same),
    "11-keyboard-assistant-bar-autoresizing-margins.txt": ("subset", .same),
    "12-negative-width-single-constraint-16.txt": ("equal", .same),
    "13-negative-width-single-constraint-20-ios10.txt": ("equal", .same),
    "14-vfl-height-44-vs-0-ios8.txt": ("equal", .same),
    "15-input-window-top-ios9.txt": ("equal", .same),
    "16-header-footer-encapsulated-height-margins.txt": ("equal", .same),
    "17-header-width-375-vs-0-masonry-debug.txt": ("equal", .same),
  ]

  /// The lowest rates the pipeline must keep (regression floors at the measured rates):
  /// Strut's set matches UIKit's (equal, or an explained subset) in 17 of 17 logs (16 equal,
  /// 1 subset), and Strut breaks the constraint UIKit broke in 16 of 17.
  static let setFloor = 17.0 / 17.0
  static let breakFloor = 16.0 / 17.0

  /// What each log of `Fixtures/MoreLogs` gives today.
  ///
  /// Sets: 24 of 25 match; 25's paste cuts one constraint mid-description ("…"), so Strut
  /// rebuilds the other five, which do not conflict. Breaks: 16 of 21 (12 before the policy
  /// broke an app's size constant first, E7 rule 2; 15 before the constraints a log shows
  /// between UIKit's private views counted as UIKit's, which leaves 27's one app constraint).
  /// The misses: in 10 UIKit broke the smaller of two heights of one view (16 against 20.4),
  /// where three logs of two sizes and four of two duplicate pins have it break the larger; 14
  /// and 26 are UIKit's own keyboard and navigation-bar constraints, where no order the policy
  /// knows fits; in 20 UIKit broke a
  /// `UISV-spacing` though the app's pins to the safe area were in the set (E7 i has no other
  /// exception); in 29 (iOS 8) a bottom pin before a size constant.
  static let moreExpected: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-folding-cell-height.txt": ("equal", .same),
    "02-springboard-encapsulated-width.txt": ("equal", .same),
    "03-firefox-lockicon-width.txt": ("equal", .same),
    "04-swtableviewcell-ios7-exception-throw.txt": ("equal", .same),
    "06-trustwallet-navbar-stackview-encapsulated.txt": ("equal", .same),
    "10-deltachat-two-heights-uikitcore.txt": ("equal", .different),
    "11-image-header-encapsulated-height.txt": ("equal", .same),
    "12-blog-label-width-encapsulated-width.txt": ("equal", .same),
    "13-masonry-note-unquoted-maslayoutconstraint.txt": ("equal", .same),
    "14-swiftui-keyboard-assistantview.txt": ("equal", .different),
    "15-tablecell-fittingsizehtarget-comment.txt": ("equal", .same),
    "16-alrt-actionsheet-width-minus16.txt": ("equal", .same),
    "18-stackview-fill-equally-encapsulated-width-zero.txt": ("subset", .uikitUnknown),
    "19-watchlist-stackview-fittingsizehtarget.txt": ("subset", .same),
    "20-cloudnotes-tablecell-safearea-uisv-spacing.txt": ("equal", .different),
    "21-stackview-widths-safearea-encapsulated-393.txt": ("equal", .same),
    "22-openradar-uialertcontrollerview-ios8.txt": ("equal", .same),
    "23-blog-autoresizing-label-width-zero.txt": ("equal", .uikitUnknown),
    "24-snapkit-tablecell-encapsulated-height-132.txt": ("equal", .same),
    "25-snapkit-cell-contentview-height-44-annotated.txt": ("noConflict", .strutBreaksNothing),
    "26-swiftui-navbar-backbutton-title.txt": ("equal", .different),
    "27-swiftui-navbar-backbutton-maskview.txt": ("equal", .same),
    "28-swiftui-keyboard-inputview-top-minus17.txt": ("equal", .uikitUnknown),
    "29-colo-ios8-cell-encapsulated-height-44-unindented.txt": ("equal", .different),
    "30-masonry-collection-in-table-cell-ios11.txt": ("equal", .same),
  ]

  /// What each log of `Fixtures/MoreLogs2` gives today: the batch collected after rule 2 (see
  /// its README for the misses).
  static let moreExpected2: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-constraintsmonitor-readme-autoresizing.txt": ("equal", .same),
    "02-korean-blog-safearea-button.txt": ("equal", .same),
    "03-inputaccessory-temporary-layout-width.txt": ("equal", .same),
    "04-inputaccessory-system-baseline-textfield.txt": ("equal", .same),
    "05-japanese-doc-actionsheet-encapsulated-height.txt": ("subset", .same),
    "06-yeradis-blog-cell-label-newline.txt": ("noConflict", .strutBreaksNothing),
    "07-weibo-cell-stackview-unicode-escapes.txt": ("subset", .different),
    "08-snapkit-choicearticlecell-multiplier.txt": ("noConflict", .strutBreaksNothing),
    "09-masonry-gcaddfriendheaderview-width-zero.txt": ("equal", .same),
    "10-masonry-mixed-button-imageview-tw-blog.txt": ("equal", .uikitUnknown),
    "11-masonry-statuslabel-cell-reflowed.txt": ("equal", .different),
    "12-duckduckgo-toolbar-stackview-height-zero.txt": ("equal", .same),
    "13-prox-uisv-hiding-eventview.txt": ("equal", .same),
    "14-unstoppable-707-snapkit-headerfooter-width-zero.txt": ("equal", .same),
    "15-realm-tasks-swipe-cell-autoresizing-ltr.txt": ("subset", .same),
    "16-deltachat-938-initialsbadge-stackview.txt": ("equal", .same),
    "17-parchment-pagingview-encapsulated-height-zero.txt": ("equal", .different),
    "18-snapkit-462-tripsettings-encapsulated-height-zero.txt": ("subset", .different),
    "19-fdtemplate-145-masonry-contentview-width-zero-unquoted.txt": ("equal", .same),
    "20-dynamictabletest-fittingsizehtarget-ios8.txt": ("equal", .same),
    "21-korean-blog-fittingsizehtarget-cell-width-414.txt": ("equal", .same),
    "22-flutter-app-keyboard-temporary-layout-height.txt": ("noConflict", .strutBreaksNothing),
    "23-radar-keyboard-assistant-bar-uisv-spanning-ios11.txt": ("subset", .different),
    "24-wordpress-2385-cell-imageview-encapsulated-height.txt": ("equal", .same),
    "25-sdcalertview-baseline-unicode-escape-trailing-spaces.txt": (
      "noConflict", .strutBreaksNothing
    ),
  ]

  /// What each log of `Fixtures/MoreLogs3` gives today: 8 logs collected in session 20, after
  /// the policy and the reader were drawn from the others (see its README for the misses).
  static let moreExpected3: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-button-height-ge44-vs-20.txt": ("equal", .different),
    "02-alertcontroller-label-width-ios9.txt": ("equal", .different),
    "03-alertcontroller-actionview-encapsulated-width.txt": ("equal", .same),
    "04-alertcontroller-actionview-autoresizing.txt": ("equal", .same),
    "05-autoresizing-imageview-centery-ios15.txt": ("equal", .same),
    "06-toolbar-buttonwrapper-ib-trailing.txt": ("equal", .different),
    "07-swiftui-securefield-keyboard-assistant-view-top.txt": ("equal", .different),
    "08-swiftui-keyboard-assistantheight-72.txt": ("equal", .same),
  ]

  /// What each log of `Fixtures/MoreLogs4` gives today: 5 messages collected in session 21 with
  /// UIStackView printouts, after every rule of the policy was written (see its README).
  static let moreExpected4: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-yuma-tags-stackview-label-trailing.txt": ("equal", .same),
    "02-jp-blog-hidden-stack-height-44.txt": ("subset", .same),
    "03-jp-blog-hidden-stack-spacing.txt": ("equal", .same),
    "04-wtfautolayout-custom9-stack-alignment.txt": ("subset", .different),
    "05-kr-weather-cell-aspect-ratio.txt": ("equal", .different),
  ]

  /// What each log of `Fixtures/MoreLogs5` gives: 10 messages from public issues collected in
  /// session 28 and measured before any change (see its README for the one miss).
  static let moreExpected5: [String: (set: String, breaks: ConsoleLogBreakMatch)] = [
    "01-appgyver-steroids-ckmessageentryview-autoresizing-right.txt": ("equal", .same),
    "02-braintree-btuicardhint-uisv-hiding-width.txt": ("equal", .same),
    "03-dicetableviewcell-imageview-width-encapsulated-width.txt": ("equal", .same),
    "04-fdtemplatelayoutcell-contentview-width-320-vs-0.txt": ("equal", .same),
    "05-rxalert-actionsheet-width-minus-16.txt": ("equal", .same),
    "06-carbonkit-swiperefresh-width-40-temporary-width-0.txt": ("equal", .same),
    "07-eureka-splitrow-textfield-encapsulated-height-0.txt": ("equal", .same),
    "08-chatkit-oc-lcckchatbar-masonry-width-0.txt": ("equal", .different),
    "09-apptentive-messagecenter-autoresizing-height-0.txt": ("equal", .same),
    "10-react-native-devmenu-actionsheet-width-minus-16.txt": ("equal", .same),
  ]

  // Pins both rates (E6 set, E7 break) on the corpus, prints the per-log table, and checks each
  // log against its expectation.
  @Test func ratesOnTheCorpus() throws {
    try Self.measure(
      Corpus.logs, expected: Self.expected, setFloor: Self.setFloor, breakFloor: Self.breakFloor)
  }

  // The same on logs the policy was not first written against (E6 set, E7 break): floors at
  // 24 of 25 sets and 16 of 21 breaks.
  @Test func ratesOnMoreLogs() throws {
    try Self.measure(
      Corpus.moreLogs, expected: Self.moreExpected, setFloor: 24.0 / 25.0,
      breakFloor: 16.0 / 21.0)
  }

  // The batch the policy was not drawn from at all: floors at 21 of 25 sets and 15 of the 20
  // breaks Strut compares (the other two UIKit breaks fall where Strut finds no conflict).
  @Test func ratesOnTheSecondBatch() throws {
    try Self.measure(
      Corpus.moreLogs2, expected: Self.moreExpected2, setFloor: 21.0 / 25.0,
      breakFloor: 15.0 / 20.0)
  }

  // The third batch (E6 set, E7 break): floors at 8 of 8 sets and 4 of 8 breaks.
  @Test func ratesOnTheThirdBatch() throws {
    try Self.measure(
      Corpus.moreLogs3, expected: Self.moreExpected3, setFloor: 8.0 / 8.0, breakFloor: 4.0 / 8.0)
  }

  // The fourth batch (E6 set, E7 break): floors at 5 of 5 sets (3 equal, 2 supersets UIKit
  // printed) and 3 of 5 breaks (1 of 5 while the policy weighed only Strut's smaller set and
  // broke a bottom canvas connection first when every constraint was UIKit's).
  @Test func ratesOnTheFourthBatch() throws {
    try Self.measure(
      Corpus.moreLogs4, expected: Self.moreExpected4, setFloor: 5.0 / 5.0, breakFloor: 3.0 / 5.0)
  }

  // The fifth batch, measured before any change (E6 set, E7 break): floors at 10 of 10 sets and
  // 9 of 10 breaks.
  @Test func ratesOnTheFifthBatch() throws {
    try Self.measure(
      Corpus.moreLogs5, expected: Self.moreExpected5, setFloor: 10.0 / 10.0,
      breakFloor: 9.0 / 10.0)
  }

  /// Reads, rebuilds and solves every log of `logs`, prints the per-log table, checks each log
  /// against `expected` and both rates against their floors.
  private static func measure(
    _ logs: LogFolder, expected: [String: (set: String, breaks: ConsoleLogBreakMatch)],
    setFloor: Double, breakFloor: Double
  ) throws {
    let files = logs.files
    try #require(!files.isEmpty, "no .txt logs in \(logs.folder.path)")
    var rows: [[String]] = [
      ["log", "printed", "Strut's set", "set", "UIKit broke", "Strut broke", "break"]
    ]
    var count = 0
    var setMatches = 0
    var breaksCompared = 0
    var breakMatches = 0
    for file in files {
      let report = ConsoleLogReport(text: try logs.text(file))
      #expect(report.analyses.count == 1, "\(file): \(report.analyses.count) logs")
      guard let analysis = report.analyses.first else { continue }
      count += 1
      if analysis.setMatch.isMatch { setMatches += 1 }
      if analysis.breakMatch == .same || analysis.breakMatch == .different {
        breaksCompared += 1
        if analysis.breakMatch == .same { breakMatches += 1 }
      }
      let numbers = { (index: Int?) in index.map { "#\($0 + 1)" } ?? "-" }
      rows.append([
        file, "\(analysis.entry.printedCount)",
        analysis.conflict.map { "#\($0 + 1)" }.joined(separator: " "), analysis.setMatch.name,
        numbers(analysis.entry.brokenIndex), numbers(analysis.strutBroken),
        analysis.breakMatch.rawValue,
      ])
      if let expected = expected[file] {
        #expect(analysis.setMatch.name == expected.set, "\(file): set")
        #expect(analysis.breakMatch == expected.breaks, "\(file): break")
      } else {
        Issue.record("\(file) has no expectation; add it to CorpusRateTests")
      }
    }
    let setRate = Double(setMatches) / Double(max(1, count))
    let breakRate = Double(breakMatches) / Double(max(1, breaksCompared))
    print(table(rows))
    print(
      "Set match: \(setMatches) of \(count) (\(percent(setRate))); "
        + "break match: \(breakMatches) of \(breaksCompared) (\(percent(breakRate)))")
    #expect(setRate >= setFloor - 1e-9, "set rate \(setRate) below \(setFloor)")
    #expect(breakRate >= breakFloor - 1e-9, "break rate \(breakRate) below \(breakFloor)")
  }

  // Every corpus line reads and rebuilds (E8, E9), so the rates measure the engine, not the
  // reader: no log is partial.
  @Test(arguments: Corpus.files) func everyCorpusLogReadsWhole(_ file: String) throws {
    let report = ConsoleLogReport(text: try Corpus.text(file))
    let analysis = try #require(report.analyses.first)
    #expect(!analysis.isPartial, "\(file): \(analysis.diagnostics.map(\.formatted))")
    #expect(analysis.entry.unreadableLines.isEmpty)
    #expect(analysis.unrebuilt.isEmpty)
    #expect(analysis.entry.broken != nil && analysis.entry.brokenIndex != nil)
  }

  private static func percent(_ rate: Double) -> String {
    String(format: "%.0f%%", rate * 100)
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
