import Foundation
import Strut

/// Draws constraints over a picture's views in Interface Builder's language: an I-beam between
/// the two edges a constraint spaces, a plain line along edges it aligns, a bar with the
/// constant along a width or height; blue when satisfied, red when broken, dashed when optional.
struct ConstraintOverlayDrawing {
  /// The picture's views.
  let scene: PictureScene
  /// Which constraints to draw.
  let overlay: SVGRenderer.ConstraintOverlay

  /// How a constraint stands in the picture.
  private enum State {
    /// The frames satisfy it.
    case satisfied
    /// The engine broke it to resolve a conflict.
    case brokenByEngine
    /// The frames miss it by more than the tolerance, by this many points.
    case unsatisfied(CGFloat)
  }

  /// Draws the overlay group, or nothing when no constraint is drawn.
  func draw(into writer: inout MarkupWriter) {
    let geometry = ConstraintGeometry(scene: scene)
    let conflicts = scene.root.view.unsatisfiableConstraints
    let broken = conflicts.compactMap(\.broken).map(ObjectIdentifier.init)
    let conflicting = conflicts.flatMap(\.constraints).map(ObjectIdentifier.init)
    let drawn = constraints(conflicting: conflicting).filter { constraint in
      constraint.firstItem.map { geometry.rect(of: $0) != nil } ?? false
        && constraint.secondItem.map { geometry.rect(of: $0) != nil } ?? true
    }
    guard !drawn.isEmpty else { return }
    writer.open("g", [("class", "constraints"), ("fill", "none"), ("stroke-width", "1")])
    var barCounts: [ConstraintMarks.BarKey: Int] = [:]
    for constraint in drawn {
      let identifier = ObjectIdentifier(constraint)
      let state: State
      if broken.contains(identifier) {
        state = .brokenByEngine
      } else if let miss = geometry.miss(of: constraint), miss > ConstraintGeometry.tolerance {
        state = .unsatisfied(miss)
      } else {
        state = .satisfied
      }
      draw(
        constraint, state: state, isConflicting: conflicting.contains(identifier),
        geometry: geometry, barCounts: &barCounts, into: &writer)
    }
    writer.close("g")
  }

  /// The active constraints installed on the drawn views, in tree order then installation
  /// order, each once, filtered by the overlay.
  private func constraints(conflicting: [ObjectIdentifier]) -> [NSLayoutConstraint] {
    var seen = Set<ObjectIdentifier>()
    var result: [NSLayoutConstraint] = []
    for node in scene.nodes {
      for constraint in node.view.constraints where constraint.isActive {
        guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
        if overlay == .installed && !conflicting.contains(ObjectIdentifier(constraint)) {
          if constraint is NSAutoresizingMaskLayoutConstraint { continue }
          if constraint.identifier?.hasPrefix("UISV-") == true { continue }
        }
        result.append(constraint)
      }
    }
    return result
  }

  /// Draws one constraint as a group with its description as `<title>`.
  private func draw(
    _ constraint: NSLayoutConstraint, state: State, isConflicting: Bool,
    geometry: ConstraintGeometry, barCounts: inout [ConstraintMarks.BarKey: Int],
    into writer: inout MarkupWriter
  ) {
    let isRequired = constraint.priority == .required
    var classes = ["constraint"]
    let color: String
    let note: String
    switch state {
    case .satisfied:
      classes.append("satisfied")
      color = PicturePalette.systemBlue
      note = "Satisfied by the frames."
    case .brokenByEngine:
      classes.append("broken")
      color = PicturePalette.conflictRed
      note = "Broken by the layout engine to resolve a conflict."
    case .unsatisfied(let miss):
      classes.append("broken")
      color = PicturePalette.conflictRed
      note = "Not satisfied by the frames: off by \(PictureNumber.text(miss)) pt."
    }
    classes.append(isRequired ? "required" : "optional")
    if isConflicting { classes.append("conflicting") }
    var attributes: [MarkupWriter.Attribute] = [
      ("class", classes.joined(separator: " ")), ("stroke", color),
    ]
    if !isRequired { attributes.append(("stroke-dasharray", PicturePalette.optionalDash)) }
    writer.open("g", attributes)
    let conflictNote = isConflicting ? " Part of a conflict the engine reported." : ""
    writer.element("title", text: constraint.description + "\n" + note + conflictNote)
    let marks = ConstraintMarks(
      constraint: constraint, geometry: geometry, color: color)
    marks.draw(barCounts: &barCounts, into: &writer)
    writer.close("g")
  }
}
