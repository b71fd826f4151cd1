import Foundation
import Strut
import StrutDoctor
import Testing

/// The HTML page (issue #6 item 3, "a self-contained HTML page (no network, no external
/// scripts) that shows a layout at several widths and states side by side, and can play the
/// recorded animation").
@Suite("Pictures: HTML page")
struct HTMLPageTests {
  // Issue #6 item 3, "self-contained, no network": nothing is fetched; the only URL is the SVG
  // namespace, which browsers never load.
  @Test func pageIsSelfContained() {
    let html = Self.page().render()
    let withoutNamespace = html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
    for reference in ["http:", "https:", "//cdn", "src=", "href=", "@import", "url(", "<link"] {
      #expect(!withoutNamespace.contains(reference), "found \(reference)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(html.hasSuffix("</html>\n"))
  }

  // Issue #6 item 3, "side by side": each picture is a panel with its caption, its SVG and a
  // frames table listing every view, hidden ones marked.
  @Test func panelsHaveCaptionPictureAndFramesTable() {
    let html = Self.page().render()
    #expect(SVGInspection.lines(in: html, containing: "<figure class=\"panel\">").count == 2)
    #expect(html.contains("<figcaption>320 pt</figcaption>"))
    #expect(html.contains("<figcaption>400 pt</figcaption>"))
    #expect(SVGInspection.lines(in: html, containing: "<table class=\"frames\">").count == 2)
    // 8 views per card (the hidden badge and its dot included), in two tables.
    #expect(SVGInspection.lines(in: html, containing: "<tr", "<td class=\"name\"").count == 16)
    #expect(
      SVGInspection.lines(in: html, containing: "<tr class=\"hidden\">", "UIView#badge (hidden)")
        .count == 2)
    #expect(html.contains("<td class=\"text\">A category title that is far too…</td>"))
  }

  // Issue #6 item 3, "can play the recorded animation", readable without scripts: every step is
  // listed and shown by default; the player's controls are hidden until the script shows them,
  // and only the script's `playing` class hides steps.
  @Test func filmListsEveryStepAndPlaysWithTheScript() {
    let page = Self.page()
    let html = page.render()
    #expect(SVGInspection.lines(in: html, containing: "<li class=\"step\"").count == 5)
    #expect(html.contains("<div class=\"player\" hidden=\"hidden\">"))
    #expect(html.contains("max=\"4\""))
    let hidingRules = SVGInspection.lines(in: html, containing: "display: none")
    #expect(hidingRules.allSatisfy { $0.contains(".playing") || $0.contains("[hidden]") })
    #expect(html.contains("<script>"))
    #expect(html.contains("film.classList.add(\"playing\")"))
    for label in ["0% · 0 ms", "25% · 62.5 ms", "100% · 250 ms"] {
      #expect(html.contains("data-label=\"\(label)\""))
    }
  }

  // Issue #6 item 3: a page without films needs no script, and has none.
  @Test func pageWithoutFilmsHasNoScript() {
    let card = PictureFixtures.Card()
    let page = HTMLPage(
      title: "Panels", sections: [.panels("One", [LayoutPicture(title: "320", view: card.root)])])
    #expect(!page.render().contains("<script>"))
  }

  // Issue #6 item 3: the page is well-formed XML (every element closed, every text escaped),
  // whatever the titles say.
  @Test func pageIsWellFormedXML() {
    var page = Self.page()
    page.title = "Card <one> & \"two\""
    page.introduction = "a < b"
    #expect(XMLWellFormedness.error(in: page.render()) == nil)
  }

  // Issue #6 item 3, "deterministic byte for byte": the same content gives the same page.
  @Test func pageIsDeterministic() {
    #expect(Self.page().render() == Self.page().render())
  }

  /// The golden page's content: the card at 320 and 400 points, and a 4-step film.
  static func page() -> HTMLPage {
    let narrow = PictureFixtures.Card()
    let wide = PictureFixtures.Card()
    wide.root.frame.size.width = 400
    wide.root.layoutIfNeeded()
    let hiding = PictureFixtures.hidingAnimation()
    return HTMLPage(
      title: "Card",
      introduction: "The card at two widths, and a stack view hiding its right view.",
      sections: [
        .panels(
          "Widths",
          [
            LayoutPicture(title: "320 pt", view: narrow.root),
            LayoutPicture(title: "400 pt", view: wide.root),
          ]),
        .film(AnimationFilm(title: "Hiding right", recording: hiding.root, steps: 4)),
      ])
  }
}
