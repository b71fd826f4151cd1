import Foundation

/// What a label shows: its lines as drawn, truncation included (Strut-only).
///
/// UIKit does not tell what a label draws; the doctor and the pictures need it, so Strut
/// records it when the label's `drawText(in:)` runs (see ``UILabel/visibleText``).
public struct VisibleText: Sendable, Equatable {
  /// One drawn line.
  public struct Line: Sendable, Equatable {
    /// The characters shown, "…" included.
    public let text: String
    /// Where the line is drawn, in the label's coordinates: its width is the text's, its height
    /// the font's line height.
    public let frame: CGRect
  }

  /// The lines, top to bottom.
  public let lines: [Line]
  /// Whether part of the text is not shown: replaced by "…", clipped, or beyond the last line.
  public let isTruncated: Bool
  /// The point size drawn, smaller than the font's when `adjustsFontSizeToFitWidth` shrank it.
  public let pointSize: CGFloat

  /// The lines' text joined by newlines.
  public var text: String { lines.map(\.text).joined(separator: "\n") }

  /// Nothing drawn.
  static let empty = VisibleText(lines: [], isTruncated: false, pointSize: 0)
}
