/// Advance widths of printable ASCII (U+0020 to U+007E) in a font whose characters outside it
/// are not known, in `unitsPerEm` units.
///
/// Arial was drawn to Helvetica's widths, so Adobe's published core-font metrics for Helvetica
/// (the AFM files of the PDF standard fonts, in 1,000 units an em) give Arial's advances to
/// within rounding: `a` is 556 of 1,000 there and 1139 of 2048 in Arial, 0.5562 of an em both.
struct ASCIIWidths: Sendable {
  /// The units of `widths`.
  let unitsPerEm: Int
  /// The advances of U+0020 to U+007E, in order.
  let widths: [UInt16]

  /// The advance of a printable ASCII character, or nil for any other.
  func advance(of scalar: Unicode.Scalar) -> Int? {
    let index = Int(scalar.value) - 0x20
    return widths.indices.contains(index) ? Int(widths[index]) : nil
  }

  /// Helvetica (and Arial) regular and italic.
  static let helvetica = ASCIIWidths(
    unitsPerEm: 1000,
    widths: [
      278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
      1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
      333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
      556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
    ])

  /// Helvetica (and Arial) bold and bold italic.
  static let helveticaBold = ASCIIWidths(
    unitsPerEm: 1000,
    widths: [
      278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
      556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 to ?
      975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ to O
      667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P to _
      333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` to o
      611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,  // p to ~
    ])
}
