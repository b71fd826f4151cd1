import Foundation
import Strut
import StrutDoctor
import Testing

/// The SVG renderer's structure (issue #6 item 3), checked independently of the golden files so
/// that a regenerated golden cannot hide a bug.
@Suite("Pictures: SVG renderer")
struct SVGRendererTests {
  // Issue #6 item 3, "label text as actually shown with truncation": the label draws the line
  // its visibleText reports, "…" included, and nothing of the text beyond it.
  @Test func truncatedLabelShowsItsVisibleLineWithTheEllipsis() throws {
    let card = PictureFixtures.Card()
    let visible = card.title.visibleText
    #expect(visible.isTruncated)
    let line = try #require(visible.lines.first)
    #expect(line.text.hasSuffix("…"))
    let group = try #require(SVGInspection.group(named: "UILabel#title", in: render(card)))
    let texts = SVGInspection.lines(in: group, containing: "<text ")
    #expect(texts.count == 1)
    #expect(texts.first?.hasSuffix(">\(line.text)</text>") == true)
    #expect(!group.contains("to fit"))
  }

  // Issue #6 item 3: a label's text is clipped to the label: a nested viewport with exactly the
  // label's rectangle wraps its lines.
  @Test func labelTextIsClippedToTheLabel() throws {
    let card = PictureFixtures.Card()
    let group = try #require(SVGInspection.group(named: "UILabel#title", in: render(card)))
    let frame = rootFrame(of: card.title, in: card.root)
    let clip = SVGInspection.lines(in: group, containing: "<svg ", "overflow=\"hidden\"")
    #expect(clip.count == 1)
    let box = [frame.minX, frame.minY, frame.width, frame.height].map(Self.text).joined(
      separator: " ")
    #expect(clip.first?.contains("viewBox=\"\(box)\"") == true)
  }

  // Issue #6 item 3, "buttons": the button's visible title is drawn in the system blue.
  @Test func buttonTitleIsDrawnInTheSystemBlue() throws {
    let card = PictureFixtures.Card()
    let group = try #require(SVGInspection.group(named: "UIButton#today", in: render(card)))
    let texts = SVGInspection.lines(in: group, containing: "<text ", ">Today</text>")
    #expect(texts.count == 1)
    #expect(texts.first?.contains("fill=\"#007aff\"") == true)
  }

  // Issue #6 item 3, "image placeholders": a box with a cross and the image's name.
  @Test func imageViewIsAPlaceholderWithACrossAndTheName() throws {
    let card = PictureFixtures.Card()
    let group = try #require(SVGInspection.group(named: "UIImageView#avatar", in: render(card)))
    #expect(SVGInspection.lines(in: group, containing: "<line ").count == 2)
    #expect(SVGInspection.lines(in: group, containing: ">avatar</text>").count == 1)
  }

  // Issue #6 item 3: a switch is a pill (corner radius half its height), green when on.
  @Test func switchIsAPill() throws {
    let card = PictureFixtures.Card()
    let group = try #require(SVGInspection.group(named: "UISwitch#toggle", in: render(card)))
    let pill = SVGInspection.lines(in: group, containing: "rx=\"15.5\"")
    #expect(pill.count == 1)
    #expect(pill.first?.contains("fill=\"#34c759\"") == true)
    card.toggle.isOn = false
    let off = try #require(SVGInspection.group(named: "UISwitch#toggle", in: render(card)))
    #expect(SVGInspection.lines(in: off, containing: "rx=\"15.5\"", "#34c759").isEmpty)
  }

  // Issue #6 item 3: stack views have a distinct dashed outline; plain views a solid one.
  @Test func stackViewOutlineIsDashed() throws {
    let card = PictureFixtures.Card()
    let svg = render(card)
    let stack = try #require(SVGInspection.group(named: "UIStackView#header", in: svg))
    let stackOutline = try #require(stack.split(separator: "\n").dropFirst(2).first)
    #expect(stackOutline.contains("stroke-dasharray=\"6 3\""))
    let plain = try #require(SVGInspection.group(named: "UIImageView#avatar", in: svg))
    let plainOutline = try #require(plain.split(separator: "\n").dropFirst(2).first)
    #expect(plainOutline.hasPrefix(String(repeating: " ", count: 8) + "<rect "))
    #expect(!plainOutline.contains("stroke-dasharray"))
  }

  // Issue #6 item 3, "hidden views omitted": neither the hidden badge nor its subview is drawn.
  @Test func hiddenViewsAreOmittedByDefault() {
    let card = PictureFixtures.Card()
    let svg = render(card)
    #expect(!svg.contains("UIView#badge"))
    #expect(!svg.contains("UIView#dot"))
    #expect(svg.contains("UISwitch#toggle"))
  }

  // Issue #6 item 3, "hidden views … ghosted on request": the badge and its subview are drawn
  // faint and dashed, and keep their background colour.
  @Test func hiddenViewsAreGhostedOnRequest() throws {
    let card = PictureFixtures.Card()
    let svg = SVGRenderer(hiddenViews: .ghosted).render(card.root)
    let badge = try #require(SVGInspection.group(named: "UIView#badge", in: svg))
    #expect(SVGInspection.attribute("class", of: badge) == "view ghost")
    #expect(SVGInspection.attribute("opacity", of: badge) == "0.35")
    #expect(badge.contains("fill=\"#ff0000\""))
    #expect(badge.contains("stroke-dasharray=\"2 2\""))
    let dot = try #require(SVGInspection.group(named: "UIView#dot", in: badge))
    #expect(SVGInspection.attribute("class", of: dot) == "view ghost")
    // The switch is not hidden: not a ghost.
    let toggle = try #require(SVGInspection.group(named: "UISwitch#toggle", in: svg))
    #expect(SVGInspection.attribute("class", of: toggle) == "view switch")
  }

  // Issue #6 item 3: every view carries a <title> naming it, with its frame, for hovering.
  @Test func everyViewHasATitleWithItsNameAndFrame() {
    let card = PictureFixtures.Card()
    let lines = render(card).split(separator: "\n").map(String.init)
    var views = 0
    for (index, line) in lines.enumerated() where line.contains("<g class=\"view") {
      views += 1
      let name = SVGInspection.attribute("data-name", of: line) ?? "?"
      #expect(lines[index + 1].contains("<title>\(name) frame ("))
    }
    #expect(views == 6)
  }

  // Issue #6 item 3: the root is drawn at the canvas origin (plus the margin) whatever its own
  // frame's origin, and the document is scaled by `scale` with an unchanged viewBox.
  @Test func rootSitsAtTheOriginAndScaleOnlyChangesTheSize() {
    let card = PictureFixtures.Card()
    card.root.frame.origin = CGPoint(x: 50, y: 70)
    let single = SVGRenderer().render(card.root)
    let double = SVGRenderer(scale: 2).render(card.root)
    #expect(
      single.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"336\" height=\"156\""))
    #expect(
      double.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"672\" height=\"312\""))
    #expect(
      single.contains("viewBox=\"0 0 336 156\"") && double.contains("viewBox=\"0 0 336 156\""))
    #expect(single.contains("<rect x=\"0\" y=\"0\" width=\"320\" height=\"140\""))
  }

  // Issue #6 item 3: a view's alpha becomes the opacity of its group.
  @Test func alphaBecomesOpacity() throws {
    let card = PictureFixtures.Card()
    card.avatar.alpha = 0.5
    let group = try #require(SVGInspection.group(named: "UIImageView#avatar", in: render(card)))
    #expect(SVGInspection.attribute("opacity", of: group) == "0.5")
  }

  // Issue #6 item 3, "deterministic byte for byte": two trees built alike give the same bytes,
  // and so does rendering one tree twice.
  @Test func renderingIsDeterministic() {
    let first = PictureFixtures.Card()
    let second = PictureFixtures.Card()
    for renderer in [SVGRenderer(), SVGRenderer(hiddenViews: .ghosted, constraints: .all)] {
      #expect(renderer.render(first.root) == renderer.render(second.root))
      #expect(renderer.render(first.root) == renderer.render(first.root))
    }
  }

  // Issue #6 item 3: rendering reads the tree and changes nothing: no frame moves and no
  // layout guide is added (reading layoutMarginsGuide would add one).
  @Test func renderingChangesNothing() {
    let card = PictureFixtures.Card()
    let views: [UIView] = [card.root, card.stack, card.title, card.today, card.avatar, card.toggle]
    let frames = views.map(\.frame)
    let guides = views.map(\.layoutGuides.count)
    _ = SVGRenderer(hiddenViews: .ghosted, constraints: .all).render(card.root)
    #expect(views.map(\.frame) == frames)
    #expect(views.map(\.layoutGuides.count) == guides)
  }

  // Issue #6 item 3: text from the tree is escaped, so the picture stays well-formed XML.
  @Test func picturesAreWellFormedXMLWhateverTheText() {
    let card = PictureFixtures.Card()
    card.title.text = "<b>Tom & \"Jerry\"</b>"
    card.avatar.accessibilityIdentifier = "a<v>&'"
    card.root.layoutIfNeeded()
    for renderer in [SVGRenderer(title: "A & B"), SVGRenderer(constraints: .all)] {
      let svg = renderer.render(card.root)
      #expect(XMLWellFormedness.error(in: svg) == nil)
      #expect(svg.contains("&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"))
    }
  }

  private func render(_ card: PictureFixtures.Card) -> String {
    SVGRenderer().render(card.root)
  }

  private static func text(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
  }
}

/// A view's frame in the coordinates of `root`, an ancestor, by adding frame origins.
private func rootFrame(of view: UIView, in root: UIView) -> CGRect {
  var rect = view.frame
  var current = view.superview
  while let ancestor = current, ancestor !== root {
    rect = rect.offsetBy(
      dx: ancestor.frame.minX - ancestor.bounds.minX, dy: ancestor.frame.minY - ancestor.bounds.minY
    )
    current = ancestor.superview
  }
  return rect
}
