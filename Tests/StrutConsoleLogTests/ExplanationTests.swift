import Testing

@testable import StrutConsoleLog

/// The plain-words explanation: what each form of constraint wants, what the layout has after
/// the break, and which constraint to remove (the heuristic of ConsoleLogExplanation.Suggestion).
@Suite("Explaining a conflict")
struct ExplanationTests {
  private func analysis(_ lines: [String], broken: Int? = nil) throws -> ConsoleLogAnalysis {
    var text = "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    if let broken { text += "Will attempt to recover by breaking constraint\n\(lines[broken])\n" }
    return ConsoleLogAnalysis(entry: try #require(ConsoleLog.parse(text).entries.first))
  }

  private func wants(_ line: String, superview: String? = nil) throws -> String {
    try analysis([line]).explanation.constraints[0].wants
  }

  // E9 edge pins read from the subview, with "its superview" (the brief's example sentence).
  @Test func edgePins() throws {
    let names = "   (active, names: '|':UIView:0xf )"
    #expect(
      try wants("<NSLayoutConstraint:0x1 H:[UILabel:0xa'Leo Nicholson']-(11)-|\(names)>")
        == "wants the trailing edge of UILabel 'Leo Nicholson' to be 11 pt before the trailing "
        + "edge of its superview UIView 0xf")
    #expect(
      try wants("<NSLayoutConstraint:0x1 V:|-(8)-[UIView:0xa]\(names)>")
        == "wants the top edge of UIView 0xa to be 8 pt below the top edge of its superview UIView 0xf"
    )
    #expect(
      try wants("<NSLayoutConstraint:0x1 H:|-(>=8)-[UIView:0xa](LTR)\(names)>")
        == "wants the left edge of UIView 0xa to be at least 8 pt to the right of the left edge of "
        + "its superview UIView 0xf")
  }

  // A relation written from the superview's side is turned round to speak of the subview.
  @Test func superviewFirstIsTurnedRound() throws {
    let lines = [
      "<NSLayoutConstraint:0x1 UILabel:0xa'>'.top == UIView:0xf.topMargin   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0xf.bottomMargin == UILabel:0xa'>'.bottom + 4   (active)>",
    ]
    let explanation = try analysis(lines).explanation
    #expect(
      explanation.constraints[1].wants
        == "wants the bottom edge of UILabel '>' to be 4 pt above the bottom margin of its "
        + "superview UIView 0xf")
  }

  // Sizes: constants, negative sizes, relative sizes with constants and multipliers.
  @Test func sizes() throws {
    #expect(
      try wants("<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>")
        == "wants UIView 0xa to be -16 pt wide, a negative width that no view can have")
    #expect(
      try wants("<NSLayoutConstraint:0x1 V:[UIView:0xa(>=44)]>")
        == "wants UIView 0xa to be at least 44 pt tall")
    #expect(
      try wants("<NSLayoutConstraint:0x1 UILabel:0xa'A'.width == UIView:0xb.width - 40>")
        == "wants UILabel 'A' to be 40 pt narrower than UIView 0xb")
    #expect(
      try wants("<NSLayoutConstraint:0x1 UIView:0xa.height <= UIView:0xb.height>")
        == "wants UIView 0xa to be no taller than UIView 0xb")
    #expect(
      try wants("<NSLayoutConstraint:0x1 UIView:0xa.width == 0.5*UIView:0xb.width + 10>")
        == "wants UIView 0xa to be 0.5 times as wide as UIView 0xb plus 10 pt")
  }

  // Spacings between siblings, alignment, and mixed attributes fall back to an equation.
  @Test func spacingsAlignmentsAndFallback() throws {
    #expect(
      try wants("<NSLayoutConstraint:0x1 V:[UILabel:0xa'T']-(16)-[UILabel:0xb'L']>")
        == "wants the top edge of UILabel 'L' to be 16 pt below the bottom edge of UILabel 'T'")
    #expect(
      try wants("<NSLayoutConstraint:0x1 UIView:0xa.centerX == UIView:0xb.centerX>")
        == "wants the horizontal center of UIView 0xa to be aligned with the horizontal center of "
        + "UIView 0xb")
    #expect(
      try wants("<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.height + 2>")
        == "wants the width of UIView 0xa to be equal to the height of UIView 0xb + 2 pt")
  }

  // Names: a label by its text, other views by class and address; Swift modules dropped; two
  // items with the same name keep their addresses.
  @Test func itemNames() throws {
    let explanation = try analysis([
      "<NSLayoutConstraint:0x1 UILabel:0xa'Same'.width == UILabel:0xb'Same'.width + 1>",
      "<NSLayoutConstraint:0x2 App.Badge:0xc.width == 3>",
    ]).explanation
    #expect(
      explanation.constraints[0].wants
        == "wants UILabel 'Same' 0xa to be 1 pt wider than UILabel 'Same' 0xb")
    #expect(explanation.constraints[1].wants == "wants Badge 0xc to be 3 pt wide")
  }

  // After the break, the broken constraint says what the layout has instead.
  @Test func afterBreak() throws {
    let report = ConsoleLogReport(text: try Corpus.text("03-label-padding-vs-width-1.txt"))
    let explanation = try #require(report.analyses.first).explanation
    #expect(explanation.constraints[1].holdsAfterBreak == false)
    #expect(
      explanation.constraints[1].afterBreak
        == "the trailing edge of UILabel 'Leo Nicholson' is 9 pt after the trailing edge of its "
        + "superview UIView 0x7fa012015410")
    #expect(explanation.constraints.filter { $0.holdsAfterBreak == true }.count == 3)
  }

  // Heuristic: the app's constraint UIKit broke is suggested, with why; UIKit's own are not.
  @Test func suggestsTheAppsConstraintUIKitBroke() throws {
    let report = ConsoleLogReport(text: try Corpus.text("07-uisv-hiding-segmented-inset.txt"))
    let suggestion = try #require(report.analyses.first?.explanation.suggestion)
    #expect(suggestion.index == 0)
    #expect(suggestion.action.hasPrefix("remove #1, or lower its priority to 999"))
    #expect(suggestion.reasons.count == 2 && suggestion.reasons[1].contains("#3 is UIKit's own"))
  }

  // Heuristic: when UIKit broke one of its own, the app's constraint Strut breaks is next; when
  // neither, the last of the app's.
  @Test func fallsBackToStrutsBreakThenTheLast() throws {
    let lines = [
      "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' UIView:0xf.height == 44   (active)>",
      "<NSLayoutConstraint:0x2 UIView:0xa.height == UIView:0xf.height   (active)>",
      "<NSLayoutConstraint:0x3 UIView:0xa.height == 10   (active)>",
    ]
    let viaStrut = try analysis(lines, broken: 0)
    #expect(viaStrut.explanation.suggestion?.index == viaStrut.strutBroken)
    #expect(
      viaStrut.explanation.suggestion?.reasons.first?.contains("Strut's break policy") == true)
  }

  // Heuristic: a set of UIKit's constraints only gets no suggestion, and a note that says so
  // (04-input-set-container-statusbar.txt).
  @Test func noSuggestionForUIKitsOwnConflict() throws {
    let report = ConsoleLogReport(text: try Corpus.text("04-input-set-container-statusbar.txt"))
    let explanation = try #require(report.analyses.first).explanation
    #expect(explanation.suggestion == nil)
    #expect(
      explanation.notes.first?.hasPrefix("Every constraint in the conflict is UIKit's own") == true)
    #expect(explanation.constraints.allSatisfy { $0.madeByUIKit != nil })
  }

  // The same for the keyboard's assistant bar and a navigation bar's own layout (iOS 13 and
  // later), whose constraints carry UIKit's identifiers on views of UIKit's: no suggestion to
  // remove what the app cannot (MoreLogs 14 and 26; before, Strut told the app to remove
  // 'assistantView.top' and 'UINavItemContentGuide-leading').
  @Test(arguments: [
    "14-swiftui-keyboard-assistantview.txt", "26-swiftui-navbar-backbutton-title.txt",
  ])
  func noSuggestionForUIKitsKeyboardAndNavigationBar(_ file: String) throws {
    let report = ConsoleLogReport(text: try Corpus.moreLogs.text(file))
    let explanation = try #require(report.analyses.first).explanation
    #expect(explanation.suggestion == nil)
    #expect(explanation.constraints.allSatisfy { $0.madeByUIKit != nil })
  }

  // Duplicates (02-snapkit-duplicate-bottom.txt): the note names both and SnapKit's remedy; the
  // suggestion points at the source line SnapKit printed.
  @Test func duplicates() throws {
    let report = ConsoleLogReport(text: try Corpus.text("02-snapkit-duplicate-bottom.txt"))
    let explanation = try #require(report.analyses.first).explanation
    #expect(
      explanation.suggestion?.action
        == "remove #1: it duplicates #2 with another constant (made at "
        + "BackupWordsController.swift:61)")
    #expect(explanation.notes.count == 1 && explanation.notes[0].contains("remakeConstraints"))
  }

  // Notes for the kinds of constraint in the set: encapsulated sizes, UISV-hiding, autoresizing,
  // negative sizes.
  @Test func kindNotes() throws {
    let cases: [(String, String)] = [
      (
        "01-tableviewcell-encapsulated-height-vfl.txt",
        "'UIView-Encapsulated-Layout-Height' is the height"
      ),
      ("07-uisv-hiding-segmented-inset.txt", "'UISV-hiding' is how a stack view collapses"),
      (
        "10-autoresizing-zero-width-minus-40.txt",
        "translatesAutoresizingMaskIntoConstraints to false"
      ),
      ("12-negative-width-single-constraint-16.txt", "asks for a negative size"),
    ]
    for (file, note) in cases {
      let report = ConsoleLogReport(text: try Corpus.text(file))
      let notes = try #require(report.analyses.first).explanation.notes
      #expect(notes.contains { $0.contains(note) }, "\(file): \(notes)")
    }
  }

  // Summary sentences name the axis, the views and whether all are required.
  @Test func summaries() throws {
    let report = ConsoleLogReport(text: try Corpus.text("06-masonry-zero-width-insets.txt"))
    #expect(
      report.analyses.first?.explanation.summary
        == "Five required constraints on the horizontal layout of UIView 0x111e9a700, UIView "
        + "0x111e9a580 and UILabel 0x11e469c00 cannot all hold at once.")
  }
}
