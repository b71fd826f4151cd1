import Foundation
import Strut

/// A named picture of a laid-out view tree with the table of its frames: one panel of an
/// ``HTMLPage``.
///
/// The table lists every view, hidden ones included, with the frame UIKit would report, so a
/// reader can check a number the picture only suggests.
///
///     root.frame.size.width = 375
///     root.layoutIfNeeded()
///     let panel = LayoutPicture(title: "375 pt", view: root)
public struct LayoutPicture: Sendable, Hashable {
  /// The caption.
  public var title: String
  /// The picture, an SVG document (see ``SVGRenderer``).
  public var svg: String
  /// The frames table, one row per view, parents before their subviews.
  public var rows: [FrameRow]

  /// A picture made elsewhere.
  ///
  /// - Parameters:
  ///   - title: The caption.
  ///   - svg: An SVG document; it is inlined as given, so it must not use `id`s that clash
  ///     with other pictures on the page (``SVGRenderer`` uses none).
  ///   - rows: The frames table; empty for none.
  public init(title: String, svg: String, rows: [FrameRow] = []) {
    self.title = title
    self.svg = svg
    self.rows = rows
  }

  /// Draws a view tree as it is laid out now and reads its frames.
  ///
  /// - Parameters:
  ///   - title: The caption.
  ///   - view: The root of the tree; lay it out first.
  ///   - renderer: How to draw it; the renderer's own ``SVGRenderer/title`` is left as set, so
  ///     leave it `nil` to avoid captioning the panel twice.
  public init(title: String, view: UIView, renderer: SVGRenderer = SVGRenderer()) {
    self.init(title: title, svg: renderer.render(view), rows: FrameRow.rows(of: view))
  }
}
