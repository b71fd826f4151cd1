import Foundation

// Multiline labels side by side in a horizontal stack (uikit-semantics.md S10).
//
// A multiline label's width is ambiguous in a row: it can be narrow and tall or wide and short.
// UIKit settles it with `UISV-text-width-disambiguation` constraints, in one of two forms whose
// switch-over is not documented: the proportional form appears in every published dump and
// log (iOS 9 to 12), and Xcode 14's canvas lays a single multiline label out at its natural
// width beside an image (OsmAnd's device header), which only the side-by-side form does.
extension UIStackView {
  /// How a horizontal stack settles the width of its multiline labels (Strut-only; S10).
  public enum TextWidthDisambiguation: Sendable {
    /// Each visible multiline-text view gets `width == canvas.width / n - spacing (n - 1) / n`,
    /// n counting every visible view, at `min(max(compression, hugging) + 10, 999)`: a label
    /// beside a switch takes half the row. UIKit's logs and dumps show this form.
    case proportional
    /// Only multiline-text views side by side are held apart: with k ≥ 2 of them (a stack view
    /// that arranges a multiline label counts as one), each gets
    /// `width <= canvas.width / k - spacing (k - 1) / k` at 950, the next at
    /// 950 + min(25 / k, 1) and so on in order; a single one gets nothing and keeps its natural
    /// width. Past 25 such views the constraints are required and the stack logs UIKit's
    /// warning.
    case sideBySide
  }
}
