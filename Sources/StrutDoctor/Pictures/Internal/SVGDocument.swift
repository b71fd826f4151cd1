import Foundation
import Strut

/// One SVG picture: the canvas, the caption, the views and the constraint overlay, in that
/// order, so constraints are drawn over the views they relate.
struct SVGDocument {
  /// The options.
  let renderer: SVGRenderer
  /// The views to draw.
  let scene: PictureScene

  /// The height a caption takes above the canvas.
  private static let captionHeight: CGFloat = 20

  /// The document's text, ending with a newline.
  var text: String {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    let margin = max(renderer.margin, 0)
    let caption = renderer.title.map { $0.isEmpty ? nil : $0 } ?? nil
    let top = margin + (caption == nil ? 0 : Self.captionHeight)
    let width = max(scene.root.rect.width, 0) + 2 * margin
    let height = max(scene.root.rect.height, 0) + top + margin
    let scale = renderer.scale > 0 && renderer.scale.isFinite ? renderer.scale : 1
    var writer = MarkupWriter()
    writer.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", number(width * scale)),
        ("height", number(height * scale)), ("viewBox", "0 0 \(number(width)) \(number(height))"),
        ("font-family", PicturePalette.fontFamily),
      ])
    if let caption { writer.element("title", text: caption) }
    writer.empty(
      "rect",
      [
        ("class", "canvas"), ("x", "0"), ("y", "0"), ("width", number(width)),
        ("height", number(height)), ("fill", PicturePalette.canvas),
      ])
    if let caption {
      SVGShapes.text(
        caption, x: margin, baseline: margin + 13, width: nil, fontSize: 13, weight: 600,
        fill: PicturePalette.caption, into: &writer)
    }
    // Everything below is in the root's coordinates, the ones the layout engine solves in.
    writer.open("g", [("transform", "translate(\(number(margin)) \(number(top)))")])
    ViewDrawing(outlineWidth: 1 / scale).draw(scene.root, into: &writer)
    if renderer.constraints != .none {
      ConstraintOverlayDrawing(scene: scene, overlay: renderer.constraints).draw(into: &writer)
    }
    writer.close("g")
    writer.close("svg")
    return writer.output
  }
}
