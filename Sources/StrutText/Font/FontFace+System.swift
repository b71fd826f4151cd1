extension FontFace {
  /// The system face (San Francisco) at a weight, as Strut models it on Linux.
  ///
  /// Vertical metrics are San Francisco's own (2048 units per em, ascender 1950, descender −494,
  /// no line gap, cap height 1443, x-height 1078), so a 17 pt line is 20.287 pt tall, as
  /// `UIFont.systemFont(ofSize: 17).lineHeight` is on iOS. Advances and kerning are Inter's
  /// (SIL Open Font License), whose widths are close to San Francisco's, widened from medium up
  /// (``widthScale(weightClass:)``). San Francisco's optical size moves from its text design to
  /// its display design between 17 and 28 pt, so Strut blends Inter's text and display designs
  /// over the same sizes: the text design up to 17 pt, the display design from 28 pt. San
  /// Francisco's size-specific tracking is applied on top (see ``TextFont/tracking``).
  /// `Scripts/generate-system-face.sh` regenerates the table.
  ///
  /// - Parameters:
  ///   - weightClass: The OS/2 weight class: 100 ultralight … 400 regular … 900 black.
  ///   - italic: Whether the face slants.
  ///   - pointSize: The size it will be used at, which picks the text or display design.
  /// - Returns: The face.
  public static func system(weightClass: Int, italic: Bool = false, pointSize: Double) -> FontFace {
    let text = SystemFaceTable.face(design: .text, weightClass: weightClass, italic: italic)
    let display = SystemFaceTable.face(design: .display, weightClass: weightClass, italic: italic)
    let blend = min(max((pointSize - 17) / (28 - 17), 0), 1)
    let clamped = min(max(weightClass, 100), 900)
    return FontFace(
      postScriptName: ".SFUI-\(systemWeightName(clamped))\(italic ? "Italic" : "")",
      familyName: ".AppleSystemUIFont", weightClass: clamped, isItalic: italic,
      unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0, capHeight: 1443,
      xHeight: 1078, tracksLikeSystemFont: true,
      advances: .systemTable(
        text: text, display: display, blend: blend,
        scale: 1 + (widthScale(weightClass: clamped) - 1) * (1 - blend),
        figures: min(max((pointSize - 17) / (20 - 17), 0), 1)))
  }

  /// How much wider than Inter's display design San Francisco's display design sets a figure,
  /// from 20 pt up (and in part from 17 pt): the 1, which Inter draws far narrower, by 28%; 2 to
  /// 9 by a twentieth; the 0 not at all; anything else 1.
  ///
  /// Evidence: labels of plain figures at 20 pt and up in the development corpus and the outside
  /// batches were stored wider than Inter sets them, by 4–14% ("180" in 20 pt regular 34.5
  /// wide, Inter's 31.5; "21" in 80 pt black 93, Inter's 81.5), except zeros ("000 000" in 24 pt
  /// semibold 98.5, Inter's 98.1), while labels of letters at those sizes agree (40 labels,
  /// median ratio 1.000) and figures below 17 pt do too. Fitted per class over the twelve such
  /// labels: nine land within half a point (not "21" in 20 pt regular, stored 21 wide and set
  /// 22.5, nor "10" in 36 pt bold, twice, stored 42 and set 41).
  static func displayFigureWidening(of scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case "1": 1.28
    case "2"..."9": 1.05
    default: 1
    }
  }

  /// How much wider than Inter's San Francisco's text design sets at a weight.
  ///
  /// From medium up by a fortieth, lighter weights as Inter. The display design (28 pt and up)
  /// sets as Inter's, and sizes between blend the two, as the advances do.
  ///
  /// Evidence: in the development corpus and an outside batch of 30 files, every single-line
  /// bold or semibold label whose stored width differs from Strut's was wider in Xcode, by
  /// 1.9–3.3% (23 labels, 13–18 pt: "PRESENTATION STYLE" in 13 pt bold is 146.5 wide, Inter's
  /// 143), while regular labels differ either way (43 wider, 30 narrower). Scales from 1.015
  /// to 1.035 all agree better; 1.025 best, medium (14 labels) included. Bold titles of 24 and
  /// 25 pt (blink, Simple Login) are within 0.8% of Inter's display widths, unscaled.
  static func widthScale(weightClass: Int) -> Double {
    weightClass >= 500 ? 1.025 : 1
  }

  /// The weight part of San Francisco's PostScript names (`.SFUI-Semibold`).
  private static func systemWeightName(_ weightClass: Int) -> String {
    switch weightClass {
    case ..<150: "Ultralight"
    case ..<250: "Thin"
    case ..<350: "Light"
    case ..<450: "Regular"
    case ..<550: "Medium"
    case ..<650: "Semibold"
    case ..<750: "Bold"
    case ..<850: "Heavy"
    default: "Black"
    }
  }
}
