import Foundation
import Strut
import StrutDoctor
import Testing

/// Golden files for the pictures (issue #6 item 5).
///
/// Each rendering is compared as text with a file in `__Snapshots__/PictureGoldenTests/`. Record with `STRUT_RECORD_SNAPSHOTS=1`; CI never
/// records. `SVGRendererTests`, `ConstraintOverlayTests` and `HTMLPageTests` check the same
/// pictures' structure, so a golden regenerated with a bug in it still fails there.
@Suite("Pictures: golden files")
struct PictureGoldenTests {
  // Issue #6 item 3/5: a card (truncating label, button, image view, switch, stack view) with
  // its hidden badge left out.
  @Test func cardWithHiddenViewsOmitted() {
    let card = PictureFixtures.Card()
    assertGoldenText(SVGRenderer().render(card.root), named: "card-omitted.svg")
  }

  // Issue #6 item 3/5: the same card with the hidden badge ghosted, at scale 2, with a title.
  @Test func cardWithHiddenViewsGhosted() {
    let card = PictureFixtures.Card()
    let renderer = SVGRenderer(scale: 2, hiddenViews: .ghosted, title: "Card, hidden views ghosted")
    assertGoldenText(renderer.render(card.root), named: "card-ghosted.svg")
  }

  // Issue #6 item 3/5: the constraint overlay with a broken required width (a real conflict),
  // an optional satisfied height (dashed blue) and an optional unsatisfiable centring (dashed
  // red).
  @Test func conflictWithConstraintOverlay() {
    let conflict = PictureFixtures.Conflict()
    let svg = SVGRenderer(constraints: .installed).render(conflict.root)
    assertGoldenText(svg, named: "conflict-constraints.svg")
  }

  // Issue #6 item 3/5: an HTML page with two panels (the card at two widths) and a film of a
  // stack view hiding an arranged subview.
  @Test func pageWithTwoPanelsAndAFilm() {
    let page = HTMLPageTests.page()
    assertGoldenText(page.render(), named: "page.html")
  }
}
