import Testing

@testable import BenchmarkHarness

/// The benchmarks' Foundation-free JSON (Benchmarks/README.md): the enaml-like corpus is read
/// with it and the `--json` reports are written with it, so both directions must be exact.
@Suite("JSONValue")
struct JSONValueTests {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  // The shapes the corpus uses: objects, arrays, strings, numbers with exponents and signs.
  @Test func readsTheCorpusShapes() throws {
    let value = try parse(
      #"{"edit_variables": [["width", "strong"]], "n": -1.5e2, "ok": true, "none": null}"#)
    #expect(value["edit_variables"]?.array?.first?.array?.first?.string == "width")
    #expect(value["n"]?.number == -150)
    #expect(value["ok"] == .bool(true))
    #expect(value["none"] == .null)
    #expect(value["missing"] == nil)
  }

  // Escapes are decoded, including \u, and written back so that the text reads the same.
  @Test func stringsRoundTrip() throws {
    let value = try parse(#"["tab\there", "quote \" and \\", "\u00e9t\u00e9", "line\nbreak"]"#)
    #expect(
      value.array?.compactMap(\.string) == ["tab\there", "quote \" and \\", "été", "line\nbreak"])
    #expect(try parse(value.written()) == value)
  }

  // Keys are written sorted and NaN, which JSON cannot hold, as null: the same report is the
  // same bytes every time.
  @Test func writesSortedKeysAndNullForNaN() {
    let value = JSONValue.object(["b": .number(1), "a": .array([.number(.nan), .string("x")])])
    #expect(value.written() == "{\n  \"a\" : [\n    null,\n    \"x\"\n  ],\n  \"b\" : 1.0\n}")
  }

  // Bad input is an error with the byte offset where reading stopped, never a crash; nesting
  // deeper than the limit is refused rather than overflowing the stack.
  @Test(arguments: [
    ("{\"a\": }", 6), ("[1, 2", 5), ("\"open", 5), ("[1] 2", 4), ("{\"a\" 1}", 5), ("tru", 3),
  ])
  func badInputNamesTheOffset(text: String, offset: Int) {
    #expect(throws: JSONValue.SyntaxError.self) { try parse(text) }
    do {
      _ = try parse(text)
    } catch let error as JSONValue.SyntaxError {
      #expect(error.offset == offset, "\(error)")
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(throws: JSONValue.SyntaxError.self) {
      try parse(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
    }
  }
}
