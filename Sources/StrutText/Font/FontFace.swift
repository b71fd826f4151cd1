import Foundation

/// One typeface at no particular size: its vertical metrics and the advance of every character.
///
/// A face is either Strut's built-in system face (San Francisco's vertical metrics with the
/// advances of Inter, see ``FontFace/system(weightClass:italic:pointSize:)``) or a real font file
/// read by ``OpenTypeFont`` and registered with ``FontRegistry``. Sizes are in font units; a
/// ``TextFont`` scales them to points.
public struct FontFace: Sendable {
  /// The PostScript name, such as `.SFUI-Regular` or `Inter-Bold`.
  public let postScriptName: String
  /// The family name, such as `.AppleSystemUIFont` or `Inter`.
  public let familyName: String
  /// The OS/2 weight class, 100 (thin) to 900 (black).
  public let weightClass: Int
  /// Whether the face slants.
  public let isItalic: Bool
  /// The font units per em.
  public let unitsPerEm: Int
  /// The distance from the baseline to the top of the line, in font units (positive).
  public let ascender: Int
  /// The distance from the baseline to the bottom of the line, in font units (negative).
  public let descender: Int
  /// The extra space between lines, in font units.
  public let lineGap: Int
  /// The height of capital letters, in font units.
  public let capHeight: Int
  /// The height of lowercase letters without ascenders, in font units.
  public let xHeight: Int
  /// Whether San Francisco's size-specific tracking applies (the system face only).
  public let tracksLikeSystemFont: Bool

  let advances: Advances

  /// Where the face's advances come from.
  enum Advances: Sendable {
    /// The built-in table: Inter's text and display designs, blended by `display` (0 is the
    /// text design, 1 the display design), as San Francisco's optical size moves with the size,
    /// and widened by `scale` where San Francisco's weight sets wider than Inter's, and its
    /// figures by `figures` of `FontFace.displayFigureWidening(of:)`.
    case systemTable(
      text: SystemFaceTable.Face, display: SystemFaceTable.Face, blend: Double, scale: Double,
      figures: Double)
    case openType(OpenTypeFont)
    case uniform(Int)
    /// Printable ASCII only, from published metrics (a font iOS ships and Strut does not carry).
    case ascii(ASCIIWidths)
  }

  /// A face whose every character advances by the same amount (for tests and placeholders).
  ///
  /// - Parameters:
  ///   - advance: The advance of every character that is not a combining mark, in font units.
  ///   - unitsPerEm: The font units per em.
  ///   - ascender: The ascender, in font units.
  ///   - descender: The descender, in font units (negative).
  /// - Returns: The face.
  public static func monospaced(
    advance: Int, unitsPerEm: Int = 1000, ascender: Int = 800, descender: Int = -200
  ) -> FontFace {
    FontFace(
      postScriptName: "StrutMono", familyName: "StrutMono", weightClass: 400, isItalic: false,
      unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: 0,
      capHeight: ascender * 7 / 10, xHeight: ascender / 2, tracksLikeSystemFont: false,
      advances: .uniform(advance))
  }

  /// A face read from a font file.
  ///
  /// - Parameter font: The parsed font.
  public init(_ font: OpenTypeFont) {
    let metrics = font.verticalMetrics
    self.init(
      postScriptName: font.postScriptName ?? font.familyName ?? "Untitled",
      familyName: font.familyName ?? font.postScriptName ?? "Untitled",
      weightClass: font.weightClass, isItalic: font.isItalic, unitsPerEm: font.unitsPerEm,
      ascender: metrics.ascender, descender: metrics.descender, lineGap: metrics.lineGap,
      capHeight: metrics.capHeight ?? metrics.ascender * 7 / 10,
      xHeight: metrics.xHeight ?? metrics.ascender / 2, tracksLikeSystemFont: false,
      advances: .openType(font))
  }

  init(
    postScriptName: String, familyName: String, weightClass: Int, isItalic: Bool,
    unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
    tracksLikeSystemFont: Bool, advances: Advances
  ) {
    self.postScriptName = postScriptName
    self.familyName = familyName
    self.weightClass = weightClass
    self.isItalic = isItalic
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.xHeight = xHeight
    self.tracksLikeSystemFont = tracksLikeSystemFont
    self.advances = advances
  }

  /// The advance of one character, in font units, with the fallback figures for characters the
  /// face lacks (see ``FallbackAdvance``).
  ///
  /// - Parameter scalar: The character.
  /// - Returns: The advance, in font units.
  public func advance(of scalar: Unicode.Scalar) -> Double {
    if let fallback = FallbackAdvance.fixed(for: scalar) { return fallback * Double(unitsPerEm) }
    switch advances {
    case .systemTable(let text, let display, let blend, let scale, let figures):
      if let narrow = text.advance(of: scalar) {
        let textAdvance = Double(narrow) * Double(unitsPerEm) / Double(text.unitsPerEm)
        guard blend > 0, let wide = display.advance(of: scalar) else { return textAdvance * scale }
        let displayAdvance = Double(wide) * Double(unitsPerEm) / Double(display.unitsPerEm)
        let widening = 1 + (Self.displayFigureWidening(of: scalar) - 1) * figures
        return (textAdvance + (displayAdvance - textAdvance) * blend) * scale * widening
      }
    case .openType(let font):
      if let glyph = font.glyph(for: scalar) { return Double(font.advance(ofGlyph: glyph)) }
    case .uniform(let advance):
      return Double(advance)
    case .ascii(let table):
      if let width = table.advance(of: scalar) {
        return Double(width) * Double(unitsPerEm) / Double(table.unitsPerEm)
      }
    }
    return FallbackAdvance.missing * Double(unitsPerEm)
  }

  /// The kerning between two adjacent characters, in font units (usually negative or zero).
  ///
  /// - Parameters:
  ///   - left: The first character.
  ///   - right: The character after it.
  /// - Returns: The adjustment to the first character's advance.
  public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
    switch advances {
    case .systemTable(let text, let display, let blend, let scale, _):
      let textKerning =
        Double(text.kerning(left, right)) * Double(unitsPerEm) / Double(text.unitsPerEm)
      guard blend > 0 else { return textKerning * scale }
      let displayKerning =
        Double(display.kerning(left, right)) * Double(unitsPerEm) / Double(display.unitsPerEm)
      return (textKerning + (displayKerning - textKerning) * blend) * scale
    case .openType(let font):
      guard let first = font.glyph(for: left), let second = font.glyph(for: right) else {
        return 0
      }
      return Double(font.kerning(between: first, and: second))
    case .uniform, .ascii:
      return 0
    }
  }
}
