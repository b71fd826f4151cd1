import Testing

@testable import StrutText

/// The built-in system face (issue #5 §3): San Francisco's vertical metrics, Inter's widths and
/// San Francisco's tracking.
@Suite struct SystemFaceTests {
  // iOS: UIFont.systemFont(ofSize: 17).lineHeight is 20.287109375 (ascender 1950, descender
  // −494 at 2048 units per em).
  @Test func seventeenPointLineHeightIsSanFrancisco() {
    let font = TextFont(face: .system(weightClass: 400, pointSize: 17), pointSize: 17)
    #expect(abs(font.lineHeight - 20.287109375) < 1e-9)
    #expect(abs(font.ascender - 16.1865234375) < 1e-9)
    #expect(abs(font.descender + 4.1005859375) < 1e-9)
  }

  // HIG tracking: 0 at 12 pt, −26/1000 em at 17 pt, +14/1000 em at 28 pt; none for other faces.
  @Test func trackingFollowsThePointSize() {
    func tracking(_ size: Double) -> Double {
      TextFont(face: .system(weightClass: 400, pointSize: size), pointSize: size).tracking
    }
    #expect(tracking(12) == 0)
    #expect(abs(tracking(17) - (-0.026 * 17)) < 1e-9)
    #expect(abs(tracking(28) - 0.014 * 28) < 1e-9)
    #expect(TextFont(face: .monospaced(advance: 500), pointSize: 17).tracking == 0)
  }

  // Heavier weights are wider; the display design (20 pt and up) is tighter than the text one.
  @Test func weightsAndDesignsDiffer() {
    let regular = FontFace.system(weightClass: 400, pointSize: 17)
    let bold = FontFace.system(weightClass: 700, pointSize: 17)
    #expect(bold.advance(of: "a") > regular.advance(of: "a"))
    let display = FontFace.system(weightClass: 400, pointSize: 20)
    let text = FontFace.system(weightClass: 400, pointSize: 19)
    #expect(display.advance(of: "e") < text.advance(of: "e"))
    #expect(regular.postScriptName == ".SFUI-Regular" && bold.postScriptName == ".SFUI-Bold")
  }

  // Kerning pulls "AV" together.
  @Test func kerningTightensPairs() {
    let font = TextFont(face: .system(weightClass: 400, pointSize: 17), pointSize: 17)
    #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V"))
  }

  // From medium up San Francisco's text design sets wider than Inter: Xcode stores a 13 pt
  // bold "PRESENTATION STYLE" label 146.5 wide (Inter's bold gave 143); regular text, and the
  // display design from 28 pt, keep Inter's widths.
  @Test func heavierWeightsSetWiderThanInter() {
    let bold = TextFont(face: .system(weightClass: 700, pointSize: 13), pointSize: 13)
    #expect(abs(bold.width(of: "PRESENTATION STYLE") - 146.5) < 0.5)
    #expect(FontFace.widthScale(weightClass: 400) == 1)
    #expect(FontFace.widthScale(weightClass: 500) == FontFace.widthScale(weightClass: 900))
    let regular = FontFace.system(weightClass: 400, pointSize: 17)
    let table = SystemFaceTable.face(design: .text, weightClass: 400, italic: false)
    #expect(
      regular.advance(of: "a") == Double(table.advance(of: "a")!) * 2048 / Double(table.unitsPerEm))
    let title = FontFace.system(weightClass: 700, pointSize: 28)
    let display = SystemFaceTable.face(design: .display, weightClass: 700, italic: false)
    #expect(
      title.advance(of: "a")
        == Double(display.advance(of: "a")!) * 2048 / Double(display.unitsPerEm))
  }

  // From 20 pt up San Francisco's figures set wider than Inter's display design: Xcode stores
  // "265" in 50 pt regular 89 wide (Inter's 84.4), "9" in 70 pt light 41.5 (Inter's 38.9, the
  // label rounded up to the pixel); a 28 pt letter keeps Inter's display width, and 14 pt
  // figures keep the text design's.
  @Test func displayFiguresSetWiderThanInter() {
    func width(_ text: String, _ size: Double, _ weight: Int = 400) -> Double {
      TextFont(face: .system(weightClass: weight, pointSize: size), pointSize: size).width(of: text)
    }
    #expect(abs(width("265", 50) - 89) < 0.75)
    #expect(abs(width("9", 70, 300) - 41.5) < 1)
    let display = SystemFaceTable.face(design: .display, weightClass: 400, italic: false)
    func inter(_ scalar: Unicode.Scalar) -> Double {
      Double(display.advance(of: scalar)!) * 2048 / Double(display.unitsPerEm)
    }
    let face = FontFace.system(weightClass: 400, pointSize: 28)
    #expect(abs(face.advance(of: "5") - inter("5") * 1.05) < 1e-9)
    #expect(abs(face.advance(of: "1") - inter("1") * 1.28) < 1e-9)
    #expect(face.advance(of: "0") == inter("0"))
    #expect(face.advance(of: "a") == inter("a"))
    // Zeros keep Inter's width: Raivo's "000 000" in 24 pt semibold is stored 98.5 wide.
    #expect((97.5...98.5).contains(width("000 000", 24, 600)))
    let text = SystemFaceTable.face(design: .text, weightClass: 400, italic: false)
    #expect(
      FontFace.system(weightClass: 400, pointSize: 14).advance(of: "5")
        == Double(text.advance(of: "5")!) * 2048 / Double(text.unitsPerEm))
  }
}
