import Foundation
import Testing

/// `strut log` (issue #9): reads a log file or standard input and explains it.
@Suite("strut log")
struct LogCommandTests {
  private var corpus: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/logs")
  }

  // A corpus log explains the conflict and names the constraint UIKit broke.
  @Test func explainsACorpusLog() throws {
    let file = corpus.appendingPathComponent("10-autoresizing-zero-width-minus-40.txt")
    try #require(FileManager.default.fileExists(atPath: file.path), "corpus missing")
    let (status, text) = try runStrut(["log", file.path])
    #expect(status == 0)
    #expect(text.contains("[UIKit broke it; Strut breaks it]"))
    #expect(text.contains("Strut: the same mutually exclusive set as UIKit"))
  }

  // JSON output is requested with --format json.
  @Test func jsonFormat() throws {
    let file = corpus.appendingPathComponent("12-negative-width-single-constraint-16.txt")
    try #require(FileManager.default.fileExists(atPath: file.path), "corpus missing")
    let (status, text) = try runStrut(["log", file.path, "--format", "json"])
    #expect(status == 0)
    #expect(text.hasPrefix("{"))
  }

  // --html draws each log's rebuilt views with the constraints, the broken one in red (issue #9
  // item 4).
  @Test func htmlPictureOfTheConflict() throws {
    let file = corpus.appendingPathComponent("03-label-padding-vs-width-1.txt")
    try #require(FileManager.default.fileExists(atPath: file.path), "corpus missing")
    let page = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-log-\(getpid()).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let (status, _) = try runStrut(["log", file.path, "--html", page.path])
    #expect(status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("UILabel:0x7fa01200b390&#39;Leo Nicholson&#39;"))
    #expect(html.contains("class=\"constraint broken"))
  }

  // A missing file is an error that names it; a bad format is a usage error.
  @Test func badInput() throws {
    #expect(try runStrut(["log", "/nonexistent/strut.log"]).status == 66)
    let (status, text) = try runStrut(["log", "--format", "yaml"])
    #expect(status == 64)
    #expect(text.contains("'--format' takes 'text' or 'json'"))
  }
}
