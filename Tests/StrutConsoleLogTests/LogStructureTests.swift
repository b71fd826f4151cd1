import Testing

@testable import StrutConsoleLog

/// The shapes of a whole log (uikit-semantics.md E8): headers of each era, tabs or spaces,
/// missing pieces, trailers, and several logs in one input.
@Suite("Log structure (E8)")
struct LogStructureTests {
  static let list = """
    (
        "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>"
    )
    """
  static let recovery = """

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x2 UIView:0xa.width == 50   (active)>
    """

  // E8: the modern template, with tabs, the `[LayoutConstraints]` category, a timestamp prefix
  // and the `<UIKitCore/UIView.h>` trailer.
  @Test func modernTemplate() throws {
    let text = """
      2021-03-06 10:19:33.614036+0100 App[88493:2683734] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      \(Self.list)
      \(Self.recovery)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    let log = ConsoleLog.parse(text)
    let entry = try #require(log.entries.first)
    #expect(log.entries.count == 1 && log.diagnostics.isEmpty)
    #expect(entry.header.kind == .multiLine && entry.header.line == 1)
    #expect(entry.header.hasLayoutConstraintsCategory)
    #expect(entry.header.prefix == "2021-03-06 10:19:33.614036+0100 App[88493:2683734]")
    #expect(entry.constraints.count == 2 && entry.brokenIndex == 1)
    #expect(
      entry.trailer
        == ConsoleLogTrailer(
          hint: .symbolicBreakpoint, headerPath: "UIKitCore/UIView.h", isComplete: true))
    #expect(entry.diagnostics.isEmpty && !entry.isPartial)
    #expect(entry.firstLine == 1 && entry.lastLine == 15)
  }

  // E8: iOS 7–8 print the advice on one line, with the autoresizing note, and the iOS 7
  // trailer says "Break on objc_exception_throw".
  @Test func oneLineHeaderAndObjcTrailer() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
          Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
      \(Self.list)
      \(Self.recovery)

      Break on objc_exception_throw to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.header.kind == .oneLine && entry.header.hasAutoresizingNote)
    #expect(entry.header.prefix == nil && !entry.header.hasLayoutConstraintsCategory)
    #expect(
      entry.trailer.hint == .objcExceptionThrow && entry.trailer.headerPath == "UIKit/UIView.h")
  }

  // E8: a paste that starts at `(` is still a log, with a note that the headline is missing.
  @Test func missingHeader() throws {
    let entry = try #require(ConsoleLog.parse(Self.list + Self.recovery).entries.first)
    #expect(entry.header.kind == .missing && entry.header.line == nil)
    #expect(entry.constraints.count == 2 && entry.brokenIndex == 1 && !entry.isPartial)
    #expect(entry.diagnostics.contains { $0.severity == .note && $0.line == 1 })
  }

  // E8: the headline alone, trimmed of its period (14-vfl-height-44-vs-0-ios8.txt).
  @Test func headlineOnly() throws {
    let text = "Unable to simultaneously satisfy constraints\n" + Self.list + Self.recovery
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.header.kind == .headlineOnly && entry.header.line == 1)
  }

  // A sentence that quotes the headline is not a headline (the corpus files' notes do).
  @Test func quotedHeadlineIsNotAHeadline() throws {
    let text =
      "# notes: the reporter trimmed the header to 'Unable to simultaneously satisfy constraints' (no period)\n"
      + Self.list + Self.recovery
    let log = ConsoleLog.parse(text)
    #expect(log.entries.count == 1 && log.entries[0].header.kind == .missing)
    #expect(log.diagnostics.map(\.line) == [1])
  }

  // E8: spaces instead of tabs, no blank line before the recovery line, and the broken
  // constraint on the same line as "Will attempt to recover" (08-…, pasted variants).
  @Test func spacesAndCompressedRecovery() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
          Probably at least one of the constraints in the following list is one you don't want. 
          Try this: 
      \(Self.list)
      Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.header.kind == .multiLine && entry.brokenIndex == 0)
    #expect(!entry.isPartial)
  }

  // E8: a log cut off in its trailer loses nothing; it gets a note, not an error.
  @Test func cutOffTrailer() throws {
    let text = Self.list + Self.recovery + "\n\nMake a symbolic breakpoin"
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.trailer.hint == .symbolicBreakpoint && !entry.trailer.isComplete)
    #expect(!entry.isPartial)
  }

  // Several logs in one input are read one by one, with the console output between them
  // reported once per run of lines.
  @Test func severalLogs() throws {
    let one = "Unable to simultaneously satisfy constraints.\n" + Self.list + Self.recovery
    let text = "app started\n" + one + "\nloading feed\nfeed loaded\n" + one + "\n" + Self.list
    let log = ConsoleLog.parse(text)
    #expect(log.entries.count == 3)
    #expect(log.entries.map(\.firstLine) == [2, 11, 18])
    #expect(log.entries.map(\.header.kind) == [.headlineOnly, .headlineOnly, .missing])
    #expect(log.diagnostics.map { [$0.line, $0.lastLine] } == [[1, 1], [9, 10]])
    // The third is cut off after its list: UIKit's choice is unknown, and it says so.
    #expect(log.entries[2].isPartial && log.entries[2].broken == nil)
  }

  // A second list right after a complete one starts a new log even with no headline.
  @Test func backToBackLists() throws {
    let text = Self.list + Self.recovery + "\n" + Self.list + Self.recovery
    #expect(ConsoleLog.parse(text).entries.count == 2)
  }

  // Windows line endings read like Unix ones.
  @Test func carriageReturns() throws {
    let text = (Self.list + Self.recovery).replacingOccurrences(of: "\n", with: "\r\n")
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.constraints.count == 2 && entry.brokenIndex == 1 && !entry.isPartial)
  }
}
