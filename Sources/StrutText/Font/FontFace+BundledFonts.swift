extension FontFace {
  /// A stand-in for a font that iOS ships (or, as Inter, that apps bundle) and that is not
  /// registered: the family's own line metrics with the closest advances Strut has; nil for
  /// other names.
  ///
  /// - Avenir and Avenir Next (not their condensed cuts): one em above the baseline and 0.366
  ///   below, no line gap, which makes the Avenir Next labels of the IB corpus, 16 to 36 points,
  ///   and its Avenir label exactly as tall as Xcode stored them; the system face's advances at
  ///   the same weight, as Avenir's own are not known here.
  /// - Helvetica: 1577 and 471 units of 2048 above and below and a line gap of 307, lines of
  ///   1.15 em (a 20-point and an 11-point button title of the same Xcode 15 storyboard, 23 and
  ///   12.67 points tall), and its published widths: "Log In" in 20 points is 55.6 wide, as
  ///   Xcode stored it. The bold cuts take the bold widths, every other cut the regular ones.
  /// - Helvetica Neue: 952 and 213 thousandths of an em above and below, 975 and 217 in the
  ///   bold cuts, no line gap (labels of 11, 12, 13 and 17 points stored 13, 14, 15.5 and 20
  ///   tall in files of four apps, a 14-point bold one 17), and Helvetica's published widths,
  ///   which its own are close to: "Owner" in 11 points is 32.5 wide, as Xcode stored it.
  /// - Inter, which apps bundle and whose advances Strut carries for San Francisco's: its own
  ///   line metrics (1984 and 494 units of 2048, no line gap: Inter-SemiBold 16 and
  ///   Inter-Medium 14 labels stored 19.5 and 17 tall) and its text design's advances and
  ///   kerning at the weight, without San Francisco's widening and tracking.
  /// - Courier New: 1705 and 615 units of 2048 above and below (a 17-point label is 19.33
  ///   points tall in the corpus) and every character 1229 units wide, as in any Courier.
  /// - Arial: 1854 and 434 units of 2048 above and below, no line gap (labels of 13, 14, 15 and
  ///   17 points stored 15, 16, 17 and 19 tall), and Helvetica's published widths, which
  ///   Arial's match, for printable ASCII; its kerning is not known, so text with pairs such as
  ///   `11` or `Yo` measures up to a point wider than Xcode draws it.
  ///
  /// - Parameters:
  ///   - name: The PostScript name, such as `AvenirNext-DemiBold` or `CourierNewPSMT`.
  ///   - pointSize: The size it will be used at, which picks the system advances' design.
  /// - Returns: The face, or nil.
  public static func bundledStandIn(named name: String, pointSize: Double) -> FontFace? {
    let parts = name.split(separator: "-", maxSplits: 1)
    let family = parts.first.map(String.init) ?? name
    let style = parts.count > 1 ? String(parts[1]) : "Regular"
    let italic = style.contains("Italic") || style.contains("Oblique")
    switch family {
    case "Avenir", "AvenirNext":
      let system = FontFace.system(
        weightClass: weightClass(of: style), italic: italic, pointSize: pointSize)
      return FontFace(
        postScriptName: name, familyName: family == "Avenir" ? "Avenir" : "Avenir Next",
        weightClass: system.weightClass, isItalic: italic, unitsPerEm: 1000, ascender: 1000,
        descender: -366, lineGap: 0, capHeight: 708, xHeight: 468, tracksLikeSystemFont: false,
        advances: system.advances)
    case "Arial", "ArialMT":
      let bold = style.contains("Bold")
      return FontFace(
        postScriptName: name, familyName: "Arial", weightClass: bold ? 700 : 400,
        isItalic: italic, unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 0,
        capHeight: 1467, xHeight: 1062, tracksLikeSystemFont: false,
        advances: .ascii(bold ? .helveticaBold : .helvetica))
    case "Helvetica":
      let bold = style.contains("Bold")
      return FontFace(
        postScriptName: name, familyName: "Helvetica", weightClass: bold ? 700 : 400,
        isItalic: italic, unitsPerEm: 2048, ascender: 1577, descender: -471, lineGap: 307,
        capHeight: 1470, xHeight: 1071, tracksLikeSystemFont: false,
        advances: .ascii(bold ? .helveticaBold : .helvetica))
    case "HelveticaNeue":
      let bold = style.hasPrefix("Bold") || style.hasPrefix("CondensedBold")
      return FontFace(
        postScriptName: name, familyName: "Helvetica Neue", weightClass: weightClass(of: style),
        isItalic: italic, unitsPerEm: 1000, ascender: bold ? 975 : 952,
        descender: bold ? -217 : -213, lineGap: 0, capHeight: 714, xHeight: 517,
        tracksLikeSystemFont: false, advances: .ascii(bold ? .helveticaBold : .helvetica))
    case "Inter":
      let weight = weightClass(of: style)
      let face = SystemFaceTable.face(design: .text, weightClass: weight, italic: italic)
      return FontFace(
        postScriptName: name, familyName: "Inter", weightClass: weight, isItalic: italic,
        unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0, capHeight: 1490,
        xHeight: 1118, tracksLikeSystemFont: false,
        advances: .systemTable(text: face, display: face, blend: 0, scale: 1, figures: 0))
    case "CourierNewPSMT", "CourierNewPS":
      return FontFace(
        postScriptName: name, familyName: "Courier New",
        weightClass: style.contains("Bold") ? 700 : 400, isItalic: italic, unitsPerEm: 2048,
        ascender: 1705, descender: -615, lineGap: 0, capHeight: 1170, xHeight: 866,
        tracksLikeSystemFont: false, advances: .uniform(1229))
    default:
      return nil
    }
  }

  /// The weight class a PostScript style name stands for (`DemiBold` and `SemiBold` are 600).
  private static func weightClass(of style: String) -> Int {
    let weights: [(String, Int)] = [
      ("Thin", 100), ("UltraLight", 200), ("ExtraLight", 200), ("Light", 300), ("Medium", 500),
      ("DemiBold", 600), ("SemiBold", 600), ("Heavy", 800), ("ExtraBold", 800), ("Black", 900),
      ("Bold", 700),
    ]
    return weights.first { style.hasPrefix($0.0) }?.1 ?? 400
  }
}
