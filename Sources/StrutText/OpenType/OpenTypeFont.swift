import Foundation

/// A face read from an OpenType or TrueType file: its names, metrics, character map, advance
/// widths and kerning.
///
/// Everything a measurement needs is parsed and indexed once, in `init`, so the lookups never
/// fail and cost a few binary searches. Glyph outlines (TrueType or CFF) are not read.
///
///     let font = try OpenTypeFont(data: Data(contentsOf: url))
///     let a = font.glyph(for: "A")           // Optional(36)
///     font.advance(ofGlyph: a ?? 0)          // 1401
///
/// - Complexity: `init` is O(*n*) in the size of the tables it reads.
public struct OpenTypeFont: Sendable {
  /// The PostScript name (name id 6), or `nil` when the font has none.
  public let postScriptName: String?

  /// The typographic family name (name id 16), else the family name (name id 1).
  public let familyName: String?

  /// The typographic subfamily name (name id 17), else the subfamily name (name id 2).
  public let styleName: String?

  /// The number of font units in one em; every other metric is in these units.
  public let unitsPerEm: Int

  /// The OS/2 weight class (100 thin to 900 black); 400 when the font has no OS/2 table.
  public let weightClass: Int

  /// Whether the face is italic: OS/2 `fsSelection` bit 0, or `head` `macStyle` bit 1.
  public let isItalic: Bool

  /// The `hhea` ascender, descender and line gap, which Apple's text stack uses by default.
  public let hheaMetrics: FontVerticalMetrics

  /// The OS/2 typographic ascender, descender and line gap, or `nil` without an OS/2 table.
  public let typoMetrics: FontVerticalMetrics?

  /// The metrics line layout should use.
  ///
  /// These are `typoMetrics` when the font sets OS/2 `fsSelection` bit 7 (`USE_TYPO_METRICS`),
  /// otherwise `hheaMetrics`. Both carry the OS/2 cap height and x-height when present.
  public let verticalMetrics: FontVerticalMetrics

  private let glyphCount: Int
  private let characterMap: CharacterMap
  private let horizontalMetrics: HorizontalMetrics
  private let pairKerning: PairKerning

  /// Reads one face of a font file.
  ///
  /// - Parameters:
  ///   - data: The contents of a .ttf, .otf or .ttc file.
  ///   - faceIndex: Which face of a .ttc collection to read; must be 0 for other files.
  /// - Throws: `FontFileError` naming the table and byte offset of the first problem: a missing
  ///   required table (`head`, `hhea`, `hmtx`, `maxp`, `cmap`), or data that is truncated or
  ///   inconsistent.
  public init(data: Data, faceIndex: Int = 0) throws(FontFileError) {
    let directory = try FontDirectory(file: FontReader(bytes: [UInt8](data)), faceIndex: faceIndex)
    let header = try FontHeader(
      head: try directory.requiredTable("head"), maxp: try directory.requiredTable("maxp"))
    let horizontal = try HorizontalMetrics(
      hhea: try directory.requiredTable("hhea"), hmtx: try directory.requiredTable("hmtx"),
      glyphCount: header.glyphCount)
    let os2 = try directory.table("OS/2").map { table throws(FontFileError) in try OS2Table(table) }
    let names = try directory.table("name").map { table throws(FontFileError) in
      try NameTable(table)
    }

    postScriptName = names?.postScriptName
    familyName = names?.typographicFamilyName ?? names?.familyName
    styleName = names?.typographicSubfamilyName ?? names?.subfamilyName
    unitsPerEm = header.unitsPerEm
    weightClass = os2?.weightClass ?? 400
    isItalic = (os2?.isItalic ?? false) || header.macStyle & 0x0002 != 0
    hheaMetrics = FontVerticalMetrics(
      ascender: horizontal.ascender, descender: horizontal.descender,
      lineGap: horizontal.lineGap, capHeight: os2?.capHeight, xHeight: os2?.xHeight)
    typoMetrics = os2.flatMap { os2 in
      guard let ascender = os2.typoAscender, let descender = os2.typoDescender,
        let lineGap = os2.typoLineGap
      else { return nil }
      return FontVerticalMetrics(
        ascender: ascender, descender: descender, lineGap: lineGap, capHeight: os2.capHeight,
        xHeight: os2.xHeight)
    }
    if os2?.usesTypoMetrics == true, let typoMetrics {
      verticalMetrics = typoMetrics
    } else {
      verticalMetrics = hheaMetrics
    }

    glyphCount = header.glyphCount
    characterMap = try CharacterMap(try directory.requiredTable("cmap"))
    horizontalMetrics = horizontal
    pairKerning = try PairKerning(
      gpos: try directory.table("GPOS"), kern: try directory.table("kern"))
  }

  /// The number of faces in a font file: the count of a .ttc collection, 1 for other files.
  ///
  /// - Throws: `FontFileError` when the data is not a font file or its collection header is
  ///   truncated.
  public static func faceCount(in data: Data) throws(FontFileError) -> Int {
    try FontDirectory.faceCount(in: FontReader(bytes: [UInt8](data)))
  }

  /// The glyph the font's character map gives `scalar`, or `nil` when it maps to none.
  ///
  /// Glyph 0, the "missing glyph" box, counts as unmapped, as do ids past the font's glyph
  /// count.
  ///
  /// - Complexity: O(log *n*) in the number of mapping segments.
  public func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    let glyph = characterMap.glyph(for: scalar)
    return glyph == 0 || Int(glyph) >= glyphCount ? nil : glyph
  }

  /// The advance width of `glyph` in font units; 0 for a glyph the font does not have.
  ///
  /// Glyphs past the last long horizontal metric share its advance, as `hmtx` specifies.
  public func advance(ofGlyph glyph: UInt16) -> Int {
    horizontalMetrics.advance(of: glyph)
  }

  /// The kerning between two glyphs in font units: negative brings them closer.
  ///
  /// The value is the first glyph's x-advance adjustment from the GPOS `kern` feature (pair
  /// adjustment lookups, including those behind extension lookups); a font whose GPOS has no
  /// `kern` feature uses its legacy `kern` table instead. Without either the answer is 0.
  ///
  /// - Complexity: O(log *n*) per pair subtable.
  public func kerning(between left: UInt16, and right: UInt16) -> Int {
    pairKerning.kerning(left, right)
  }
}
