import StrutTestSupport
import Testing

@testable import StrutConsoleLog

/// Bad input: text that is not a log, cut-off and unreadable lines.
///
/// Each gives a diagnostic that
/// names the line and what was expected, never a crash, and a log that lost lines is partial.
@Suite("Bad input")
struct BadInputTests {
  // Text with no log gives no entries and one error saying what was looked for.
  @Test func notALog() {
    let log = ConsoleLog.parse("hello\nworld\n<UIView: 0x7f8; frame = (0 0; 10 10)>\n")
    #expect(log.entries.isEmpty)
    let errors = log.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("Unable to simultaneously satisfy constraints") == true)
    let result = ConsoleLogCommand.run(input: "hello\n", format: .text)
    #expect(result.exitCode == ConsoleLogCommand.noLog)
    #expect(result.output.contains("no console log found"))
  }

  // An empty input is not a log either, and does not crash.
  @Test func emptyInput() {
    let log = ConsoleLog.parse("")
    #expect(log.entries.isEmpty && log.diagnostics.count == 1)
  }

  // A description cut off mid-line is unreadable: the error names its line and the expected
  // `>"`; the other lines are still read and analysed, and the log is partial.
  @Test func truncatedConstraintLine() throws {
    let text = """
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 5
          "<NSLayoutConstraint:0x3 UIView:0xa.width == 200   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x3 UIView:0xa.width == 200   (active)>
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.unreadableLines == [3] && entry.constraints.count == 2 && entry.printedCount == 3)
    let error = try #require(entry.diagnostics.first { $0.severity == .error })
    #expect(error.line == 3 && error.message.contains("cut off") && error.message.contains(">\""))
    #expect(entry.isPartial)
    let analysis = ConsoleLogAnalysis(entry: entry)
    #expect(analysis.isPartial && analysis.setMatch == .equal && analysis.breakMatch == .same)
    #expect(ConsoleLogCommand.run(input: text, format: .json).exitCode == ConsoleLogCommand.partial)
  }

  // A garbage line inside the list is an error on its line (it may be a lost constraint).
  @Test func garbageInsideTheList() throws {
    let text = """
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
          this line is not a description
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"
      )
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.constraints.count == 2)
    #expect(entry.diagnostics.contains { $0.line == 3 && $0.severity == .error })
  }

  // A description in a form the reader does not know names the character and what was expected.
  @Test func unknownAttribute() throws {
    let text = """
      (
          "<_UIScrollViewAutomaticContentSizeConstraint:0x1 UITableView:0xa.contentHeight{id: 12} == 44.000000>"
      )
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    let error = try #require(entry.diagnostics.first { $0.severity == .error && $0.line == 2 })
    #expect(error.message.contains("expected a layout attribute"))
    #expect(error.message.contains("at character 66 of the description"))
    #expect(error.message.contains("found 'contentHeight{id: 12} == 44.000000'"))
    #expect(entry.unreadableLines == [2] && entry.isPartial)
  }

  // A list cut off before `)` is partial, and what was read is still analysed.
  @Test func cutOffList() throws {
    let text = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>",
      """
    let report = ConsoleLogReport(text: text)
    let analysis = try #require(report.analyses.first)
    #expect(analysis.isPartial && analysis.entry.broken == nil)
    #expect(analysis.diagnostics.contains { $0.message.contains("cut off") })
    #expect(analysis.setMatch == .equal && analysis.breakMatch == .uikitUnknown)
  }

  // A log that stops after its list: UIKit's choice is unknown, which is an error (partial).
  @Test func missingRecovery() throws {
    let text = "(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == - 1   (active)>\"\n)\n"
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.isPartial)
    #expect(entry.diagnostics.contains { $0.message.contains("Will attempt to recover") })
  }

  // An unreadable broken line is an error naming that line.
  @Test func unreadableBrokenLine() throws {
    let text = """
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x1 UIView:0xa.width === 100>
      """
    let entry = try #require(ConsoleLog.parse(text).entries.first)
    #expect(entry.broken == nil && entry.isPartial)
    #expect(entry.diagnostics.contains { $0.line == 5 && $0.severity == .error })
  }

  // Console output that looks like a description (`<UIView: 0x…; frame = …>`) outside a log
  // does not start one.
  @Test func descriptionLikeOutputOutsideALog() {
    let log = ConsoleLog.parse("<UIView: 0x7f8; frame = (0 0; 10 10); layer = <CALayer: 0x6>>")
    #expect(log.entries.isEmpty)
  }

  // No prefix of a real log crashes the reader or the analysis, and every cut that loses a
  // constraint or the recovery is reported as partial rather than whole.
  @Test func everyPrefixOfACorpusLog() throws {
    let text = try Corpus.text("03-label-padding-vs-width-1.txt")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for count in 0...lines.count {
      let prefix = lines.prefix(count).joined(separator: "\n")
      let report = ConsoleLogReport(text: prefix)
      _ = report.text()
      _ = report.json()
      if let analysis = report.analyses.first, analysis.entry.broken == nil {
        #expect(analysis.isPartial, "a log cut after line \(count) passed as whole")
      }
    }
    // And every cut inside a line.
    for length in stride(from: 0, through: text.count, by: 7) {
      _ = ConsoleLogReport(text: String(text.prefix(length))).text()
    }
  }

  // Random bytes of log-like characters never crash the reader.
  @Test func scrambledInput() {
    var generator = SplitMix64(seed: 42)
    let alphabet = Array("<>\"'()[]|-:.=@#0123456789xHV abcUILabel\n\t,*+&hv")
    for _ in 0..<200 {
      let length = Int(generator.next() % 200)
      let text = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      _ = ConsoleLogReport(text: "(\n\"<NSLayoutConstraint:0x1 " + text).text()
    }
  }
}
