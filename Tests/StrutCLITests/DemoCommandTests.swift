import Foundation
import Testing

/// `strut demo`, the README's first command (issue #6 item 4).
@Suite("strut demo")
struct DemoCommandTests {
  // The demo prints both versions' frames at the three widths, and its verdicts: the
  // reconstructed "before" drifts, the article's fix does not.
  @Test func printsBothVersionsAndTheirVerdicts() throws {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("strut-demo-test-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }
    let (status, text) = try runStrut(["demo", "--output", output.path])
    #expect(status == 0)
    #expect(text.contains("Before the fix"))
    #expect(text.contains("After the fix"))
    for width in ["320", "375", "430"] { #expect(text.contains("  \(width) ")) }
    #expect(text.contains("✗ the category title moves when todayButton hides"))
    #expect(text.contains("✓ the category title stays put when todayButton hides"))
    // The page and one SVG per version, width and state (issue #6 item 4).
    #expect(text.contains("Wrote strut-demo.html and 12 SVG pictures to \(output.path)"))
    let page = try String(
      contentsOf: output.appendingPathComponent("strut-demo.html"), encoding: .utf8)
    #expect(page.contains("<svg"))
    #expect(page.contains("warning[wobble]"))
    #expect(!page.contains("http://") || !page.contains("<script src"))
    let svg = try String(
      contentsOf: output.appendingPathComponent("strut-demo-after-375-hidden.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
  }

  // The same run prints the same bytes (output is deterministic).
  @Test func outputIsDeterministic() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-demo-twice-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try runStrut(["demo", "--output", directory.path]).output
    let second = try runStrut(["demo", "--output", directory.path]).output
    #expect(first == second)
  }

  // A bad option is a usage error (exit 64) that names the option.
  @Test func unknownOptionIsAUsageError() throws {
    let (status, text) = try runStrut(["demo", "--colour"])
    #expect(status == 64)
    #expect(text.contains("Unknown option '--colour'"))
  }
}
