import Foundation
import StrutText

/// A font: a face at a point size, with UIKit's metrics (uikit-semantics.md §3).
///
/// The system font is Strut's built-in San Francisco model (``StrutText/FontFace/system(weightClass:italic:pointSize:)``):
/// San Francisco's vertical metrics, so line heights match iOS exactly, and widths within a few
/// percent. ``registerFont(at:)`` makes a real font file available to ``init(name:size:)``.
open class UIFont: NSObject, @unchecked Sendable {
  /// The face and size text is measured with (Strut-only).
  public let textFont: TextFont

  /// Wraps a face at a size (Strut-only).
  ///
  /// - Parameter textFont: The face and size.
  public init(textFont: TextFont) {
    self.textFont = textFont
  }

  /// The font registered under a PostScript or family name, at a size.
  ///
  /// `System`, `.AppleSystemUIFont` and the `.SFUI-*` names give the system font. A name
  /// registered with ``registerFont(at:)`` gives that font. Avenir, Avenir Next and Courier
  /// New, which iOS ships, give a stand-in with their line metrics (see
  /// `FontFace.bundledStandIn(named:pointSize:)`: Avenir's widths are the system font's). Any
  /// other name gives `nil`, as on iOS when a font is missing.
  ///
  /// - Parameters:
  ///   - fontName: The PostScript name (`Inter-Bold`) or family name (`Inter`).
  ///   - requestedSize: The size, in points; 0 gives the default size, 12.
  public convenience init?(name fontName: String, size requestedSize: CGFloat) {
    let fontSize = UIFont.effectiveSize(requestedSize)
    if let weight = UIFont.systemWeight(named: fontName) {
      self.init(
        textFont: TextFont(
          face: .system(weightClass: weight.weightClass, pointSize: Double(fontSize)),
          pointSize: Double(fontSize)))
      return
    }
    guard
      let face = FontRegistry.face(named: fontName)
        ?? FontFace.bundledStandIn(named: fontName, pointSize: Double(fontSize))
    else { return nil }
    self.init(textFont: TextFont(face: face, pointSize: Double(fontSize)))
  }

  /// Registers the faces of a font file (`.ttf`, `.otf`, `.ttc`) for ``init(name:size:)``
  /// (Strut-only; on iOS, `CTFontManagerRegisterFontsForURL`).
  ///
  /// - Parameter url: The font file.
  /// - Returns: The PostScript names registered.
  /// - Throws: `FontFileError` naming the table and byte when the file is malformed.
  @discardableResult
  public static func registerFont(at url: URL) throws -> [String] {
    try FontRegistry.register(contentsOf: url)
  }

  /// The system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight; regular by default.
  /// - Returns: The font.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
    UIFont(systemSize: fontSize, weightClass: weight.weightClass, italic: false)
  }

  /// The bold system font at a size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weightClass: UIFont.Weight.bold.weightClass, italic: false)
  }

  /// The italic system font at a size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weightClass: UIFont.Weight.regular.weightClass, italic: true)
  }

  convenience init(
    systemSize: CGFloat, weightClass: Int, italic: Bool, lineSpacing: CGFloat? = nil
  ) {
    let size = Double(UIFont.effectiveSize(systemSize))
    self.init(
      textFont: TextFont(
        face: .system(weightClass: weightClass, italic: italic, pointSize: size), pointSize: size,
        lineSpacing: lineSpacing.map(Double.init)))
  }

  /// The size a font asked for at `size` gets: Core Text makes a font asked for at 0 points
  /// at its default size, 12 (`CTFontCreateWithName`), and so does Interface Builder (a
  /// button's title font stored at 0 points sets its line 14.33 tall).
  static func effectiveSize(_ size: CGFloat) -> CGFloat {
    size == 0 ? 12 : size
  }

  /// The same face at another size.
  ///
  /// - Parameter fontSize: The new size, in points.
  /// - Returns: The font.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    let face = textFont.face
    if face.tracksLikeSystemFont {
      return UIFont(systemSize: fontSize, weightClass: face.weightClass, italic: face.isItalic)
    }
    return UIFont(textFont: TextFont(face: face, pointSize: Double(UIFont.effectiveSize(fontSize))))
  }

  /// The PostScript name, such as `.SFUI-Regular`.
  open var fontName: String { textFont.face.postScriptName }
  /// The family name, such as `.AppleSystemUIFont`.
  open var familyName: String { textFont.face.familyName }
  /// The size, in points.
  open var pointSize: CGFloat { CGFloat(textFont.pointSize) }
  /// The distance from the baseline to the top of a line.
  open var ascender: CGFloat { CGFloat(textFont.ascender) }
  /// The distance from the baseline to the bottom of a line (negative).
  open var descender: CGFloat { CGFloat(textFont.descender) }
  /// The extra space between lines.
  open var leading: CGFloat { CGFloat(textFont.leading) }
  /// The height of one line: 20.287 for the 17 pt system font, as on iOS.
  open var lineHeight: CGFloat { CGFloat(textFont.lineHeight) }
  /// The height of capital letters.
  open var capHeight: CGFloat { CGFloat(textFont.capHeight) }
  /// The height of lowercase letters without ascenders.
  open var xHeight: CGFloat { CGFloat(textFont.xHeight) }

  /// The size UIKit uses for labels: 17.
  open class var labelFontSize: CGFloat { 17 }
  /// The size UIKit uses for buttons: 18.
  open class var buttonFontSize: CGFloat { 18 }
  /// The standard system font size: 14.
  open class var systemFontSize: CGFloat { 14 }
  /// The small system font size: 12.
  open class var smallSystemFontSize: CGFloat { 12 }

  /// Two fonts are equal when they have the same face name, size and line spacing (a text
  /// style's font differs from the system font of its size, as its descriptor does on iOS).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
      && textFont.lineSpacing == other.textFont.lineSpacing
  }

  /// A hash of the face name and size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(fontName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// UIKit's description: `<UICTFont: 0x…> font-family: ".SFUI-Regular"; … font-size: 17.00pt`.
  open override var description: String {
    let weight = textFont.face.weightClass >= 600 ? "bold" : "normal"
    let style = textFont.face.isItalic ? "italic" : "normal"
    return "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight); "
      + "font-style: \(style); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
  }

  /// The system weight a system font name stands for, or `nil` for other names.
  private static func systemWeight(named name: String) -> UIFont.Weight? {
    if name == "System" || name == ".AppleSystemUIFont" || name == ".SFUI" { return .regular }
    guard
      name.hasPrefix(".SFUI-") || name.hasPrefix(".SFUIText-") || name.hasPrefix(".SFUIDisplay-")
    else { return nil }
    let suffix = name.split(separator: "-").last.map(String.init) ?? ""
    let weights: [(String, UIFont.Weight)] = [
      ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular),
      ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy),
      ("Black", .black),
    ]
    return weights.first { $0.0 == suffix }?.1 ?? .regular
  }
}
