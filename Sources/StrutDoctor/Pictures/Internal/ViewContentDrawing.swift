import Foundation
import Strut

/// Draws what a view shows inside its outline: a label's visible lines, a button's visible
/// title and image, an image placeholder, a switch's pill, a text field's text.
///
/// Text is drawn from what the view reports it draws (``VisibleText``), not from its `text`,
/// so a truncated label shows its "…" exactly where Strut put it.
struct ViewContentDrawing {
  /// The view to draw, with its rectangle in the picture.
  let node: PictureScene.Node

  /// Draws the content, if the view has any.
  func draw(into writer: inout MarkupWriter) {
    switch node.view {
    case let view as UISwitch: drawSwitch(view, into: &writer)
    case let view as UIButton: drawButton(view, into: &writer)
    case let view as UILabel:
      drawLines(
        view.visibleText, origin: node.rect.origin, font: view.font,
        fill: view.textColor.map(PicturePalette.hex), clip: node.rect, into: &writer)
    case let view as UIImageView:
      drawPlaceholder(view.image, in: node.rect, into: &writer)
    case let view as UITextField: drawTextField(view, into: &writer)
    default: break
    }
  }

  /// Visible lines of text, each at its frame (relative to `origin`), clipped to `clip`.
  private func drawLines(
    _ visible: VisibleText, origin: CGPoint, font: UIFont?, fill: (hex: String, opacity: CGFloat)?,
    clip: CGRect, into writer: inout MarkupWriter
  ) {
    guard !visible.lines.isEmpty, let font,
      SVGShapes.openClip(clip, into: &writer)
    else { return }
    // The drawn size may be smaller than the font's (adjustsFontSizeToFitWidth).
    let ascender = font.ascender * (font.pointSize > 0 ? visible.pointSize / font.pointSize : 1)
    let weight = Self.weight(of: font)
    for line in visible.lines {
      SVGShapes.text(
        line.text, x: origin.x + line.frame.minX, baseline: origin.y + line.frame.minY + ascender,
        width: line.frame.width, fontSize: visible.pointSize, weight: weight,
        fill: fill?.hex ?? "#000000", into: &writer)
    }
    writer.close("svg")
  }

  /// A button: its image placeholder and its visible title, in the system blue.
  private func drawButton(_ button: UIButton, into writer: inout MarkupWriter) {
    if let image = button.currentImage, let imageFrame = button.imageView?.frame {
      drawPlaceholder(
        image, in: imageFrame.offsetBy(dx: node.rect.minX, dy: node.rect.minY),
        into: &writer)
    }
    guard let titleLabel = button.titleLabel else { return }
    let labelOrigin = CGPoint(
      x: node.rect.minX + titleLabel.frame.minX, y: node.rect.minY + titleLabel.frame.minY)
    drawLines(
      button.visibleTitle, origin: labelOrigin, font: titleLabel.font,
      fill: (PicturePalette.systemBlue, 1), clip: node.rect, into: &writer)
  }

  /// Interface Builder's image placeholder: a light box with a cross and the image's name.
  private func drawPlaceholder(_ image: UIImage?, in rect: CGRect, into writer: inout MarkupWriter)
  {
    guard SVGShapes.openClip(rect, into: &writer) else { return }
    writer.empty(
      "rect", SVGShapes.rect(rect) + [("fill", PicturePalette.placeholderFill), ("stroke", "none")])
    let ink: [MarkupWriter.Attribute] = [
      ("stroke", PicturePalette.placeholderInk), ("stroke-width", "0.5"),
    ]
    writer.empty(
      "line",
      SVGShapes.line(
        from: CGPoint(x: rect.minX, y: rect.minY), to: CGPoint(x: rect.maxX, y: rect.maxY)) + ink)
    writer.empty(
      "line",
      SVGShapes.line(
        from: CGPoint(x: rect.maxX, y: rect.minY), to: CGPoint(x: rect.minX, y: rect.maxY)) + ink)
    let name = image.map { $0.name ?? "image" } ?? "no image"
    let fontSize = min(11, max(rect.height * 0.4, 6))
    SVGShapes.text(
      name, x: rect.midX, baseline: rect.midY + fontSize * 0.35, width: nil, fontSize: fontSize,
      fill: PicturePalette.placeholderInk, anchor: "middle", into: &writer)
    writer.close("svg")
  }

  /// A switch: a pill, green when on, with its knob.
  private func drawSwitch(_ view: UISwitch, into writer: inout MarkupWriter) {
    let rect = node.rect
    guard rect.width > 0, rect.height > 0 else { return }
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    let radius = min(rect.width, rect.height) / 2
    writer.empty(
      "rect",
      SVGShapes.rect(rect) + [
        ("rx", number(radius)),
        ("fill", view.isOn ? PicturePalette.switchOn : PicturePalette.switchOff),
      ])
    let knob = max(radius - 2, 0)
    let centerX = view.isOn ? rect.maxX - radius : rect.minX + radius
    writer.empty(
      "circle",
      [
        ("cx", number(centerX)), ("cy", number(rect.midY)), ("r", number(knob)),
        ("fill", "#ffffff"), ("stroke", PicturePalette.outline), ("stroke-width", "0.5"),
      ])
  }

  /// A text field: its border when rounded, and its text or placeholder at the leading side.
  private func drawTextField(_ field: UITextField, into writer: inout MarkupWriter) {
    let rect = node.rect
    if field.borderStyle == .roundedRect {
      writer.empty(
        "rect",
        SVGShapes.rect(rect) + [
          ("rx", "5"), ("fill", "none"), ("stroke", PicturePalette.placeholderText),
          ("stroke-width", "0.5"),
        ])
    }
    let hasText = !(field.text ?? "").isEmpty
    guard let shown = hasText ? field.text : field.placeholder, !shown.isEmpty,
      let font = field.font, SVGShapes.openClip(rect, into: &writer)
    else { return }
    // UIKit insets a rounded field's text by 7 points; other styles draw from the edge.
    let inset: CGFloat = field.borderStyle == .roundedRect ? 7 : 0
    let baseline = rect.midY - font.lineHeight / 2 + font.ascender
    let fill = hasText ? "#000000" : PicturePalette.placeholderText
    SVGShapes.text(
      shown, x: rect.minX + inset, baseline: baseline, width: nil, fontSize: font.pointSize,
      weight: Self.weight(of: font), fill: fill, into: &writer)
    writer.close("svg")
  }

  /// The CSS weight of a font, read from its PostScript name (`.SFUI-Semibold` → 600).
  static func weight(of font: UIFont) -> Int {
    let name = font.fontName.lowercased()
    let weights: [(String, Int)] = [
      ("ultralight", 100), ("thin", 200), ("semibold", 600), ("light", 300), ("medium", 500),
      ("heavy", 800), ("black", 900), ("bold", 700),
    ]
    return weights.first { name.contains($0.0) }?.1 ?? 400
  }
}
