import Foundation
import Strut

/// Draws the views of a scene: one `<g>` per view, holding its `<title>`, its outline, what it
/// shows, then its subviews, so opacity and hiding nest as they do on screen.
struct ViewDrawing {
  /// The outline's stroke width, in points: one pixel at the picture's scale.
  let outlineWidth: CGFloat

  /// Draws a view and its drawn subviews.
  func draw(_ node: PictureScene.Node, into writer: inout MarkupWriter) {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    var classes = ["view"]
    if let kind = Self.kind(of: node.view) { classes.append(kind) }
    if node.isGhost { classes.append("ghost") }
    var attributes: [MarkupWriter.Attribute] = [
      ("class", classes.joined(separator: " ")), ("data-name", node.name),
    ]
    // A ghost fades once, at the hidden view; its subviews fade with its group.
    let opacity = node.alpha * (node.isHidden && node.isGhost ? PicturePalette.ghostOpacity : 1)
    if opacity < 1 { attributes.append(("opacity", number(max(opacity, 0)))) }
    writer.open("g", attributes)
    writer.element("title", text: Self.tooltip(node))
    writer.empty("rect", outline(node))
    ViewContentDrawing(node: node).draw(into: &writer)
    if !node.children.isEmpty {
      let clips = node.view.clipsToBounds && SVGShapes.openClip(node.rect, into: &writer)
      for child in node.children { draw(child, into: &writer) }
      if clips { writer.close("svg") }
    }
    writer.close("g")
  }

  /// The outline rectangle: filled with the background colour, stroked gray, dashed for stack
  /// views and ghosts.
  private func outline(_ node: PictureScene.Node) -> [MarkupWriter.Attribute] {
    var attributes = SVGShapes.rect(node.rect)
    if let background = node.view.backgroundColor.map(PicturePalette.hex), background.opacity > 0 {
      attributes.append(("fill", background.hex))
      if background.opacity < 1 {
        attributes.append(("fill-opacity", PictureNumber.text(background.opacity)))
      }
    } else {
      attributes.append(("fill", "none"))
    }
    let isStack = node.view is UIStackView
    attributes.append(("stroke", isStack ? PicturePalette.stackOutline : PicturePalette.outline))
    attributes.append(("stroke-width", PictureNumber.text(outlineWidth)))
    if node.isGhost {
      attributes.append(("stroke-dasharray", PicturePalette.ghostDash))
    } else if isStack {
      attributes.append(("stroke-dasharray", PicturePalette.stackDash))
    }
    return attributes
  }

  /// The class naming what kind of view is drawn, for styling and for tests.
  private static func kind(of view: UIView) -> String? {
    switch view {
    case is UIStackView: "stack"
    case is UISwitch: "switch"
    case is UIButton: "button"
    case is UILabel: "label"
    case is UIImageView: "image"
    case is UITextField: "text-field"
    default: nil
    }
  }

  /// What hovering shows: the name, the frame as UIKit reports it, hiding, opacity and text.
  private static func tooltip(_ node: PictureScene.Node) -> String {
    var text = "\(node.name) frame \(PictureNumber.frame(node.frame))"
    if node.view.isHidden { text += ", hidden" }
    if node.alpha != 1 { text += ", alpha \(PictureNumber.text(node.alpha))" }
    if let shown = ViewNaming.shownText(of: node.view), !shown.isEmpty {
      text += ", shows \"\(shown)\""
    }
    return text
  }
}
