import Foundation

/// Small SVG building blocks shared by the view and constraint drawings.
enum SVGShapes {
  /// `x`, `y`, `width` and `height` of a rectangle; negative sizes become 0, as SVG requires.
  static func rect(_ rect: CGRect) -> [MarkupWriter.Attribute] {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    return [
      ("x", number(rect.minX)), ("y", number(rect.minY)),
      ("width", number(max(rect.width, 0))), ("height", number(max(rect.height, 0))),
    ]
  }

  /// The four coordinates of a line.
  static func line(from start: CGPoint, to end: CGPoint) -> [MarkupWriter.Attribute] {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    return [
      ("x1", number(start.x)), ("y1", number(start.y)), ("x2", number(end.x)),
      ("y2", number(end.y)),
    ]
  }

  /// Opens a nested `<svg>` whose viewport is `rect` and whose coordinates are unchanged, so
  /// its content is clipped to `rect`; close it with `close("svg")`.
  ///
  /// A nested viewport clips without a `<clipPath>` and its `id`, so pictures stay valid when
  /// several are inlined in one HTML page. Returns `false`, opening nothing, for an empty rect.
  static func openClip(_ rect: CGRect, into writer: inout MarkupWriter) -> Bool {
    guard rect.width > 0, rect.height > 0 else { return false }
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    let box = [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: " ")
    writer.open("svg", Self.rect(rect) + [("viewBox", box), ("overflow", "hidden")])
    return true
  }

  /// A line of text with its left end at `x` and its baseline at `baseline`; stretched or
  /// squeezed to `width` when given, so the browser's font covers the width Strut measured.
  static func text(
    _ text: String, x: CGFloat, baseline: CGFloat, width: CGFloat?, fontSize: CGFloat,
    weight: Int = 400, fill: String, anchor: String? = nil, into writer: inout MarkupWriter
  ) {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    var attributes: [MarkupWriter.Attribute] = [
      ("x", number(x)), ("y", number(baseline)), ("font-size", number(fontSize)),
    ]
    if weight != 400 { attributes.append(("font-weight", String(weight))) }
    if let anchor { attributes.append(("text-anchor", anchor)) }
    if let width, width > 0 {
      attributes.append(("textLength", number(width)))
      attributes.append(("lengthAdjust", "spacingAndGlyphs"))
    }
    attributes.append(("fill", fill))
    writer.element("text", attributes, text: text)
  }
}
