import Testing

@testable import StrutConsoleLog

/// `ConsoleLogCommand.run`, the entry point `strut log` calls: the format it renders and the
/// exit code scripts read (0 whole, 1 partial, 65 no log).
@Suite("ConsoleLogCommand")
struct CommandTests {
  // Exit code 0 and the text report for a whole corpus log.
  @Test func wholeLogText() throws {
    let input = try Corpus.text("05-duplicate-top-constant.txt")
    let result = ConsoleLogCommand.run(input: input, format: .text)
    #expect(result.exitCode == ConsoleLogCommand.success)
    #expect(result.output == ConsoleLogReport(text: input).text())
    #expect(result.output.hasPrefix("Log, lines 3-17: 2 constraints"))
  }

  // The JSON format renders the JSON report.
  @Test func jsonFormat() throws {
    let input = try Corpus.text("05-duplicate-top-constant.txt")
    let result = ConsoleLogCommand.run(input: input, format: .json)
    #expect(result.output == ConsoleLogReport(text: input).json() && result.output.hasPrefix("{"))
  }

  // Exit code 1 when a line could not be read; the rest is still reported.
  @Test func partialLog() {
    let result = ConsoleLogCommand.run(input: SyntheticLogs.twoLogs, format: .text)
    #expect(result.exitCode == ConsoleLogCommand.partial)
    #expect(result.output.contains("Log 1 of 2") && result.output.contains("line 21: error"))
  }

  // Exit code 65 when the input holds no log.
  @Test func noLog() {
    let result = ConsoleLogCommand.run(input: "nothing to see\n", format: .json)
    #expect(result.exitCode == ConsoleLogCommand.noLog)
    #expect(result.output.contains("\"logs\": []"))
  }

  // The formats are named as the CLI spells them.
  @Test func formatNames() {
    #expect(ConsoleLogFormat(rawValue: "text") == .text)
    #expect(ConsoleLogFormat(rawValue: "json") == .json)
    #expect(ConsoleLogFormat.allCases.map(\.rawValue) == ["text", "json"])
  }
}
