import Testing

@testable import StrutConsoleLog

/// The text and JSON renderers against golden strings.
///
/// Two corpus logs and one synthetic input
/// with two logs, console output between them and a cut-off line. The JSON pins sorted keys and
/// the number format; both pin the wording of the explanation.
@Suite("Reports against golden strings")
struct ReportGoldenTests {
  /// One golden case: a corpus file or a synthetic input, and the expected reports.
  struct Case: Sendable {
    var name: String
    var corpusFile: String?
    var synthetic: String?
    var text: String
    var json: String

    func input() throws -> String {
      if let corpusFile { return try Corpus.text(corpusFile) }
      return synthetic ?? ""
    }
  }

  static let cases: [Case] = [
    Case(
      name: "03", corpusFile: "03-label-padding-vs-width-1.txt", text: GoldenLog03.text,
      json: GoldenLog03.json),
    Case(
      name: "11", corpusFile: "11-keyboard-assistant-bar-autoresizing-margins.txt",
      text: GoldenLog11.text, json: GoldenLog11.json),
    Case(
      name: "two logs", synthetic: SyntheticLogs.twoLogs, text: GoldenTwoLogs.text,
      json: GoldenTwoLogs.json),
  ]

  // The text renderer, line for line (E8-E11 wording, frames, suggestion, diagnostics).
  @Test(arguments: 0..<cases.count) func text(_ index: Int) throws {
    let golden = Self.cases[index]
    let output = ConsoleLogReport(text: try golden.input()).text()
    #expect(output == golden.text, "\(golden.name): \(Self.firstDifference(output, golden.text))")
  }

  // The JSON renderer, byte for byte: sorted keys, `null` for absent values, stable numbers.
  @Test(arguments: 0..<cases.count) func json(_ index: Int) throws {
    let golden = Self.cases[index]
    let output = ConsoleLogReport(text: try golden.input()).json()
    #expect(output == golden.json, "\(golden.name): \(Self.firstDifference(output, golden.json))")
  }

  // Determinism: the same input renders the same bytes every time, with no dictionary or set
  // order leaking in (items and names are kept in mention order).
  @Test func renderingIsDeterministic() throws {
    let text = try Corpus.text("06-masonry-zero-width-insets.txt") + "\n" + SyntheticLogs.twoLogs
    let first = ConsoleLogReport(text: text)
    for _ in 0..<5 {
      let again = ConsoleLogReport(text: text)
      #expect(again.text() == first.text() && again.json() == first.json())
    }
  }

  /// The first line where two texts differ, for failure messages.
  static func firstDifference(_ output: String, _ expected: String) -> String {
    let a = output.split(separator: "\n", omittingEmptySubsequences: false)
    let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let got = index < a.count ? String(a[index]) : "(end)"
      let want = index < b.count ? String(b[index]) : "(end)"
      if got != want { return "line \(index + 1): got '\(got)', expected '\(want)'" }
    }
    return "no difference"
  }
}
