import Testing

@testable import StrutDoctor

/// Text from views (titles, identifiers, constraint descriptions) goes into SVG and HTML
/// escaped (issue #6 item 3: pictures must stay valid documents whatever the text).
@Suite("Pictures: markup escaping")
struct MarkupEscapingTests {
  // Issue #6 item 3: the five XML specials become entities.
  @Test func escapesTheFiveSpecialCharacters() {
    #expect(MarkupEscaping.escape("<a & \"b\">'c'") == "&lt;a &amp; &quot;b&quot;&gt;&#39;c&#39;")
  }

  // Issue #6 item 3: control characters XML forbids are dropped; tab, newline and non-ASCII
  // text are kept.
  @Test func dropsForbiddenControlCharacters() {
    #expect(MarkupEscaping.escape("a\u{0}b\u{1B}c\r\td\ne 한글…") == "abc\td\ne 한글…")
  }

  // Issue #6 item 3: the writer escapes attribute values and text content alike.
  @Test func writerEscapesAttributesAndText() {
    var writer = MarkupWriter()
    writer.element("title", [("data-name", "A&B")], text: "x < y")
    #expect(writer.output == "<title data-name=\"A&amp;B\">x &lt; y</title>\n")
  }
}
