import Foundation
import Testing

@testable import Strut

/// UIFont's metrics and Dynamic Type (issue #5 "Fonts", items 2–3).
@Suite("UIFont")
struct UIFontTests {
  // The 17 pt system font has San Francisco's metrics.
  @Test func systemFontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.lineHeight == 20.287109375)
    #expect(font.pointSize == 17)
    #expect(font.fontName == ".SFUI-Regular")
    #expect(font.familyName == ".AppleSystemUIFont")
    #expect(abs(font.capHeight - 11.978) < 0.001)
    #expect(font.withSize(20).pointSize == 20)
  }

  // A font asked for at 0 points gets Core Text's default size, 12 (CTFontCreateWithName): an
  // Interface Builder button title font stored at pointSize 0 sets a 14.33-point line.
  @Test func zeroPointsIsTheDefaultSize() {
    #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
    #expect(UIFont.systemFont(ofSize: 0).lineHeight == UIFont.systemFont(ofSize: 12).lineHeight)
    #expect(UIFont(name: "System", size: 0)?.pointSize == 12)
    #expect(UIFont.systemFont(ofSize: 17).withSize(0).pointSize == 12)
  }

  // Dynamic Type: body is 17 pt at the default category and 23 at xxxL; headline is semibold;
  // an accessibility category grows further.
  @Test func preferredFontsFollowTheContentSizeCategory() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 23)
    let accessibility = UITraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: accessibility).pointSize == 53)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
  }

  // ib-format.md (corpus): wrapped lines of a text style are its leading apart, so a label of
  // two Body lines is 20.29 + 22 tall (42.5 at 2x in Xcode's files) and one of three Caption 1
  // lines 14.32 + 2 × 16 (46.5); a single line stays one line height; a system font of the same
  // size spaces its lines by its line height.
  @Test func textStyleLinesAreTheirLeadingApart() {
    func height(_ font: UIFont, _ text: String, width: CGFloat) -> CGFloat {
      let label = UILabel()
      label.font = font
      label.numberOfLines = 0
      label.text = text
      label.preferredMaxLayoutWidth = width
      return UIScreen.main.withScale(2) { label.intrinsicContentSize.height }
    }
    let body = UIFont.preferredFont(forTextStyle: .body)
    let text = "Your iCloud account syncs your feeds across your Mac and iOS devices"
    #expect(height(body, text, width: 373) == 42.5)
    #expect(height(body, "One line", width: 373) == 20.5)
    #expect(height(.systemFont(ofSize: 17), text, width: 373) == 41)
    let caption = UIFont.preferredFont(forTextStyle: .caption1)
    #expect(abs(caption.textFont.lineSpacing - 16) < 1e-9)
    let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).textFont.lineSpacing == 29)
  }

  // An unknown font name gives nil, as on iOS; system names give the system font.
  @Test func namedFonts() {
    #expect(UIFont(name: "NoSuchFont-Regular", size: 12) == nil)
    #expect(UIFont(name: ".SFUI-Bold", size: 12)?.fontName == ".SFUI-Bold")
  }

  // Fonts iOS ships give a stand-in with their family's line height, as the IB corpus stores
  // their labels: Avenir Next 1.366 em (a 17-point line is 23.22 tall), Courier New 2320/2048
  // em and 0.6 em a character; Avenir's condensed cuts and unknown families stay nil.
  @Test func bundledFontsHaveTheirLineMetrics() throws {
    let avenir = try #require(UIFont(name: "AvenirNext-DemiBold", size: 17))
    #expect(abs(avenir.lineHeight - 17 * 1.366) < 1e-9)
    #expect(avenir.fontName == "AvenirNext-DemiBold")
    let system = UIFont.systemFont(ofSize: 17, weight: .semibold)
    #expect(avenir.textFont.width(of: "Statistics") > 0)
    #expect(abs(avenir.ascender - 17) < 1e-9 && system.ascender < 17)
    let courier = try #require(UIFont(name: "CourierNewPSMT", size: 17))
    #expect(abs(courier.lineHeight - 17 * 2320 / 2048) < 1e-9)
    #expect(abs(courier.textFont.width(of: "timestamp") - 9 * 17 * 1229 / 2048) < 1e-9)
    #expect(UIFont(name: "AvenirNextCondensed-Bold", size: 17) == nil)
    #expect(UIFont(name: "Futura-Medium", size: 17) == nil)
  }

  // Helvetica Neue, iOS 7's system font: lines of its ascender and descender without a line
  // gap, 1.165 em (1.192 in the bold cuts), as IB stores 11- to 17-point labels (a 12-point
  // label 14 tall on a 2x phone, a 14-point bold one 17), and Helvetica's widths.
  @Test func helveticaNeueHasItsLineHeightAndHelveticasWidths() throws {
    let regular = try #require(UIFont(name: "HelveticaNeue", size: 12))
    #expect(abs(regular.lineHeight - 12 * 1.165) < 1e-9)
    #expect(abs(regular.textFont.width(of: "Owner") - 12 * 2.945) < 1e-9)
    let light = try #require(UIFont(name: "HelveticaNeue-Light", size: 12))
    #expect(light.lineHeight == regular.lineHeight)
    let bold = try #require(UIFont(name: "HelveticaNeue-Bold", size: 14))
    #expect(abs(bold.lineHeight - 14 * 1.192) < 1e-9)
  }

  // Inter, which apps bundle, is the face whose advances Strut carries: its own lines of
  // 2478/2048 em (IB stores 16-point SemiBold and 14-point Medium labels 19.5 and 17 tall) and,
  // at 12 points, where San Francisco has no tracking, the regular system font's widths.
  @Test func interHasItsOwnLineHeightAndTheSystemTablesWidths() throws {
    let regular = try #require(UIFont(name: "Inter-Regular", size: 12))
    #expect(abs(regular.lineHeight - 12 * 2478 / 2048) < 1e-9)
    let system = UIFont.systemFont(ofSize: 12)
    #expect(regular.textFont.width(of: "Statistics") == system.textFont.width(of: "Statistics"))
    let semibold = try #require(UIFont(name: "Inter-SemiBold", size: 12))
    #expect(semibold.textFont.width(of: "Statistics") > regular.textFont.width(of: "Statistics"))
  }

  // Helvetica is iOS's too: lines of 2355/2048 em (an Xcode 15 storyboard's 20- and 11-point
  // button titles are 23 and 12.67 tall) and its published widths: "Log In" is 556 + 556 + 556
  // + 278 + 278 + 556 of 1,000 (55.6 points at 20, as Xcode stored the button), the bold cut
  // 611 + 611 + 611 + 278 + 278 + 611.
  @Test func helveticaHasItsLineHeightAndWidths() throws {
    let regular = try #require(UIFont(name: "Helvetica", size: 20))
    #expect(abs(regular.lineHeight - 20 * 2355 / 2048) < 1e-9)
    #expect(abs(regular.textFont.width(of: "Log In") - 20 * 2.78) < 1e-9)
    let bold = try #require(UIFont(name: "Helvetica-Bold", size: 20))
    #expect(abs(bold.textFont.width(of: "Log In") - 20 * 3.0) < 1e-9)
  }

  // Arial is iOS's, so a name gives a font: 2288/2048 em a line without Arial's line gap (IB
  // stores 13-, 14-, 15- and 17-point Arial labels 15, 16, 17 and 19 tall) and Helvetica's
  // published widths, which Arial was drawn to: "Hello" is 722 + 556 + 222 + 222 + 556 of
  // 1,000 in the regular, 722 + 556 + 278 + 278 + 611 in the bold.
  @Test func arialHasItsLineHeightAndHelveticasWidths() throws {
    let regular = try #require(UIFont(name: "ArialMT", size: 13))
    #expect(abs(regular.lineHeight - 13 * 2288 / 2048) < 1e-9)
    #expect(abs(regular.textFont.width(of: "Hello") - 13 * 2.278) < 1e-9)
    let bold = try #require(UIFont(name: "Arial-BoldMT", size: 20))
    #expect(abs(bold.textFont.width(of: "Hello") - 20 * 2.445) < 1e-9)
    #expect(
      UIFont(name: "Arial-ItalicMT", size: 13)?.textFont.width(of: "Hello")
        == regular.textFont.width(of: "Hello"))
  }

  // Heavier system weights measure wider.
  @Test func weightsMeasureDifferently() {
    let regular = UIFont.systemFont(ofSize: 17).textFont.width(of: "Statistics")
    let bold = UIFont.systemFont(ofSize: 17, weight: .bold).textFont.width(of: "Statistics")
    #expect(bold > regular)
  }

  // A real font file can be registered and measured with (skipped where DejaVu is absent).
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
  )
  func registeredFontMeasures() throws {
    let names = try UIFont.registerFont(
      at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    #expect(names.contains("DejaVuSans"))
    let font = try #require(UIFont(name: "DejaVuSans", size: 20))
    #expect(font.familyName == "DejaVu Sans")
    #expect(font.textFont.width(of: "W") > 0)
    #expect(UIFont(name: "DejaVu Sans", size: 20)?.fontName == "DejaVuSans")
  }

  // A malformed font file is an error that names the problem, and registers nothing.
  @Test func malformedFontFileIsAnError() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strut-broken-\(getpid()).ttf")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data([0, 1, 0, 0, 0, 9]).write(to: url)
    #expect(throws: (any Error).self) { try UIFont.registerFont(at: url) }
  }
}

/// UITraitCollection.performAsCurrent scopes the traits to the task (UIKit's API).
@Suite("UITraitCollection")
struct UITraitCollectionTests {
  // Inside performAsCurrent, preferred fonts use that category; outside, the default.
  @Test func performAsCurrentScopesTheCategory() {
    var inside: CGFloat = 0
    UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
      inside = UIFont.preferredFont(forTextStyle: .body).pointSize
    }
    #expect(inside == 14)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
  }
}
