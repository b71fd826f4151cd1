import Foundation
import Strut

/// Draws a laid-out view tree as one self-contained SVG document, in the visual language of
/// Interface Builder's canvas.
///
/// The picture is what the frames say, not what the constraints wish: views are thin gray
/// outlines on a white canvas (stack views dashed), labels show the lines they actually draw,
/// "…" included, buttons their visible title in the system blue, image views a placeholder box
/// with a cross and the image's name, switches a pill. Every element has a `<title>` naming the
/// view and its frame, so a browser shows it on hover. With ``constraints`` set, constraints
/// are drawn over the views as Interface Builder draws them: blue when the frames satisfy them,
/// red when the engine broke them or the frames miss them by more than half a point, solid when
/// required and dashed when optional.
///
/// Rendering reads the tree and changes nothing: lay the tree out first. The output is the same
/// byte for byte for the same tree, so it can be compared with a golden file.
///
///     root.layoutIfNeeded()
///     let svg = SVGRenderer(constraints: .installed).render(root)
///     try svg.write(toFile: "header.svg", atomically: true, encoding: .utf8)
public struct SVGRenderer: Sendable, Hashable {
  /// How many pixels the document's `width` and `height` give each point; 1 by default.
  ///
  /// Coordinates inside the document stay in points (the `viewBox`), so a picture at scale 2
  /// has the same content as one at scale 1.
  public var scale: CGFloat
  /// Whether hidden views are left out or drawn as ghosts; left out by default.
  public var hiddenViews: HiddenViews
  /// Which constraints are drawn over the views; none by default.
  public var constraints: ConstraintOverlay
  /// A caption drawn above the canvas and used as the document's `<title>`; none by default.
  public var title: String?
  /// The space left around the root view, in points, so that edge pins stay visible; 8 by
  /// default.
  public var margin: CGFloat

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point of the document's size.
  ///   - hiddenViews: Whether hidden views are left out or drawn as ghosts.
  ///   - constraints: Which constraints to draw over the views.
  ///   - title: A caption for the picture.
  ///   - margin: The space around the root view, in points.
  public init(
    scale: CGFloat = 1, hiddenViews: HiddenViews = .omitted,
    constraints: ConstraintOverlay = .none, title: String? = nil, margin: CGFloat = 8
  ) {
    self.scale = scale
    self.hiddenViews = hiddenViews
    self.constraints = constraints
    self.title = title
    self.margin = margin
  }

  /// Draws a view tree as it is laid out now.
  ///
  /// The view is drawn as the root of the picture, at the top-left corner of the canvas,
  /// whatever its own frame's origin.
  ///
  /// - Parameter view: The root of the tree to draw.
  /// - Returns: An SVG document, ending with a newline.
  public func render(_ view: UIView) -> String {
    SVGDocument(renderer: self, scene: PictureScene(root: view, time: nil, hidden: hiddenViews))
      .text
  }

  /// Draws a view tree as the screen would show it at a time on its animation clock.
  ///
  /// Each view is drawn at its ``UIView/presentationFrame(at:)`` and with its
  /// ``UIView/presentationAlpha(at:)``. A hidden view whose frame is still animating at `time`
  /// is drawn as shown: UIKit's stack views hide an arranged subview only once its collapse
  /// has finished. Labels and buttons keep the lines they draw at their final size, moved with
  /// their frame and clipped to it.
  ///
  /// - Parameters:
  ///   - view: The root of the tree to draw.
  ///   - time: A time on the tree's ``UIView/animationClock``.
  /// - Returns: An SVG document, ending with a newline.
  public func render(_ view: UIView, at time: TimeInterval) -> String {
    SVGDocument(renderer: self, scene: PictureScene(root: view, time: time, hidden: hiddenViews))
      .text
  }
}
