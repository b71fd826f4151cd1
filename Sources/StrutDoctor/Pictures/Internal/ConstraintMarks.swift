import Foundation
import Strut

/// The shapes of one constraint: size bars for widths and heights, an I-beam for a distance
/// between two positions, a plain line for aligned positions, and the constant as a label.
struct ConstraintMarks {
  /// The constraint.
  let constraint: NSLayoutConstraint
  /// Where its items are.
  let geometry: ConstraintGeometry
  /// The colour of its label text.
  let color: String

  /// Half the length of an I-beam's end ticks.
  private static let tick: CGFloat = 3
  /// How far apart two bars on the same view and axis are drawn.
  private static let barSpacing: CGFloat = 8
  /// The size of constant labels.
  private static let labelSize: CGFloat = 9

  /// One view's bars along one axis, counted so that several are drawn apart.
  struct BarKey: Hashable {
    /// The item the bar is drawn on.
    let item: ObjectIdentifier
    /// The attribute: width or height.
    let attribute: NSLayoutConstraint.Attribute
  }

  /// Draws the shapes; `barCounts` spreads several bars on one view apart.
  func draw(barCounts: inout [BarKey: Int], into writer: inout MarkupWriter) {
    guard let first = constraint.firstItem else { return }
    let second = constraint.secondAttribute == .notAnAttribute ? nil : constraint.secondItem
    if ConstraintGeometry.isDimension(constraint.firstAttribute) {
      bar(
        on: first, attribute: constraint.firstAttribute, label: label, counts: &barCounts,
        into: &writer)
      if let second, ConstraintGeometry.isDimension(constraint.secondAttribute) {
        bar(
          on: second, attribute: constraint.secondAttribute, label: nil, counts: &barCounts,
          into: &writer)
      }
    } else {
      edge(first: first, second: second ?? first, into: &writer)
    }
  }

  /// The label: the relation, the multiplier when not 1, and the constant, as in
  /// Interface Builder (`16`, `≥ 8`, `= ×0.5`); `nil` for a plain alignment.
  private var label: String? {
    let relation: String =
      switch constraint.relation {
      case .lessThanOrEqual: "≤ "
      case .greaterThanOrEqual: "≥ "
      default: ""
      }
    let hasSecond = constraint.secondItem != nil && constraint.secondAttribute != .notAnAttribute
    var parts: [String] = []
    if hasSecond && constraint.multiplier != 1 {
      parts.append("×" + PictureNumber.text(constraint.multiplier))
    }
    if constraint.constant != 0 || !hasSecond {
      parts.append(PictureNumber.text(constraint.constant))
    }
    if parts.isEmpty {
      // Equal lengths get Interface Builder's "=" badge; aligned edges need no label.
      let isLength = ConstraintGeometry.isDimension(constraint.firstAttribute)
      return isLength ? relation + "=" : (relation.isEmpty ? nil : relation + "0")
    }
    return relation + parts.joined(separator: " ")
  }

  /// A bar along an item's width or height, inside its bottom or trailing edge.
  private func bar(
    on item: AnyObject, attribute: NSLayoutConstraint.Attribute, label: String?,
    counts: inout [BarKey: Int], into writer: inout MarkupWriter
  ) {
    guard let rect = geometry.rect(of: item) else { return }
    let key = BarKey(item: ObjectIdentifier(item), attribute: attribute)
    let index = CGFloat(counts[key, default: 0])
    counts[key, default: 0] += 1
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    let tick = Self.tick
    if attribute == .width {
      let y = rect.maxY - 4 - index * Self.barSpacing
      let path =
        "M\(number(rect.minX)) \(number(y))H\(number(rect.maxX))"
        + "M\(number(rect.minX)) \(number(y - tick))V\(number(y + tick))"
        + "M\(number(rect.maxX)) \(number(y - tick))V\(number(y + tick))"
      writer.empty("path", [("d", path)])
      if let label { text(label, x: rect.midX, y: y - 2, anchor: "middle", into: &writer) }
    } else {
      let x = rect.maxX - 4 - index * Self.barSpacing
      let path =
        "M\(number(x)) \(number(rect.minY))V\(number(rect.maxY))"
        + "M\(number(x - tick)) \(number(rect.minY))H\(number(x + tick))"
        + "M\(number(x - tick)) \(number(rect.maxY))H\(number(x + tick))"
      writer.empty("path", [("d", path)])
      if let label {
        text(label, x: x - 2, y: rect.midY + Self.labelSize * 0.35, anchor: "end", into: &writer)
      }
    }
  }

  /// An I-beam between two positions, or a line along them when they coincide.
  private func edge(first: AnyObject, second: AnyObject, into writer: inout MarkupWriter) {
    guard let firstRect = geometry.rect(of: first), let secondRect = geometry.rect(of: second),
      let start = geometry.position(of: constraint.firstAttribute, on: first)
    else { return }
    let end =
      constraint.secondAttribute == .notAnAttribute
      ? start : geometry.position(of: constraint.secondAttribute, on: second) ?? start
    let horizontal = ConstraintGeometry.axis(of: constraint.firstAttribute) == .horizontal
    // The span across the axis: where both items overlap, else both together.
    let spans = [firstRect, secondRect].map {
      horizontal ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX)
    }
    let overlap = (max(spans[0].0, spans[1].0), min(spans[0].1, spans[1].1))
    let span =
      overlap.0 <= overlap.1 ? overlap : (min(spans[0].0, spans[1].0), max(spans[0].1, spans[1].1))
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    // Writes a point with the axes swapped back for vertical constraints.
    func point(_ along: CGFloat, _ across: CGFloat) -> String {
      horizontal ? "\(number(along)) \(number(across))" : "\(number(across)) \(number(along))"
    }
    let path: String
    if abs(start - end) < ConstraintGeometry.tolerance {
      path = "M\(point(start, span.0))L\(point(start, span.1))"
    } else {
      let across = (span.0 + span.1) / 2
      let tick = Self.tick
      path =
        "M\(point(end, across))L\(point(start, across))"
        + "M\(point(end, across - tick))L\(point(end, across + tick))"
        + "M\(point(start, across - tick))L\(point(start, across + tick))"
    }
    writer.empty("path", [("d", path)])
    guard let label else { return }
    let middle = (start + end) / 2
    let across = (span.0 + span.1) / 2
    if horizontal {
      text(label, x: middle, y: across - 2, anchor: "middle", into: &writer)
    } else {
      text(label, x: across + 3, y: middle + Self.labelSize * 0.35, anchor: "start", into: &writer)
    }
  }

  /// A constant label in the constraint's colour.
  private func text(
    _ label: String, x: CGFloat, y: CGFloat, anchor: String, into writer: inout MarkupWriter
  ) {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    writer.element(
      "text",
      [
        ("x", number(x)), ("y", number(y)), ("font-size", number(Self.labelSize)),
        ("text-anchor", anchor), ("fill", color), ("stroke", "none"),
      ], text: label)
  }
}
