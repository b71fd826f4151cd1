import Foundation
@_spi(StrutInternals) import Strut
import StrutText

/// Reads `<fontDescription>` and attributed-string `<font>` elements into `UIFont`s
/// (ib-format.md §7, label).
///
/// `type="system|boldSystem|italicSystem"` with `pointSize` and `weight`; `style` for Dynamic
/// Type text styles at the default size category; `name` for a named font, which must have been
/// registered with `UIFont.registerFont(at:)`: a missing one falls back to the system font at
/// the same size, with a note, as its metrics are unknown.
enum FontReader {
  private static let weights: [String: UIFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// The font of a `<fontDescription>`, or `nil` when there is none.
  static func font(_ element: IBElement?, context: BuildContext) -> UIFont? {
    guard let element else { return nil }
    if let style = element["style"] {
      return UIFont.preferredFont(
        forTextStyle: UIFont.TextStyle(rawValue: style),
        compatibleWith: textStyleTraits(context))
    }
    let size = CGFloat(context.number("pointSize", of: element) ?? UIFont.labelFontSize)
    if let name = element["name"] {
      return named(name, size: size, at: element, context: context)
    }
    switch element["type"] {
    case "boldSystem": return UIFont.boldSystemFont(ofSize: size)
    case "italicSystem": return UIFont.italicSystemFont(ofSize: size)
    default:
      let weight = element["weight"].flatMap { weights[$0] } ?? .regular
      return UIFont.systemFont(ofSize: size, weight: weight)
    }
  }

  /// A button configuration's default title font as Xcode's canvas draws it, where that is not
  /// the configuration's own: Xcode 13's extra-small Body (YPImagePicker's plain configuration
  /// button, Xcode 13: 31 points tall, a 14-point line and 7 above and below); nil otherwise.
  static func configurationTitleFont(
    _ configuration: UIButton.Configuration, context: BuildContext
  ) -> UIFont? {
    guard let traits = textStyleTraits(context) else { return nil }
    return UIFont.preferredFont(
      forTextStyle: configuration.defaultTitleTextStyle, compatibleWith: traits)
  }

  /// The traits text styles are sized for: on Xcode's canvas, its own; at run time, the app's.
  ///
  /// Xcode 13 drew text styles at the extra-small size where every other Xcode draws the
  /// default (large): in four files from four apps saved by Xcode 13.0 to 13.2 (builds 18121 to
  /// 19162) Body and Headline labels stand 17 points tall (14-point fonts), Subhead 14.5,
  /// Caption 1 13.5, Callout 16, a Title 1 button 42 (25 points and its insets); Xcode 12
  /// (17156, 17506) and Xcode 14 (21507) files keep Body at 20.5. The app on a device gets the
  /// reader's size, large by default.
  private static func textStyleTraits(_ context: BuildContext) -> UITraitCollection? {
    let era = context.header.era
    guard context.options.semantics == .canvas, era >= .xcode13, era < .xcode14 else {
      return nil
    }
    return UITraitCollection(preferredContentSizeCategory: .extraSmall)
  }

  /// The font of an attributed string's `<font key="NSFont">`: `metaFont="system"`,
  /// `"systemBold"` (DuckDuckGo's "Edit" button) or a name.
  static func attributedFont(_ element: IBElement, context: BuildContext) -> UIFont {
    let size = CGFloat(context.number("size", of: element) ?? UIFont.labelFontSize)
    if let name = element["name"] { return named(name, size: size, at: element, context: context) }
    return ["systemBold", "boldSystem"].contains(element["metaFont"])
      ? UIFont.boldSystemFont(ofSize: size) : UIFont.systemFont(ofSize: size)
  }

  private static func named(
    _ name: String, size: CGFloat, at element: IBElement, context: BuildContext
  ) -> UIFont {
    if let font = UIFont(name: name, size: size) {
      if FontRegistry.face(named: name) == nil,
        FontFace.bundledStandIn(named: name, pointSize: Double(size)) != nil
      {
        context.noteOnce(
          "font-\(name)",
          "font '\(name)' is not registered with Strut; it is measured with a stand-in that "
            + "has its family's line metrics", at: element)
      }
      return font
    }
    context.noteOnce(
      "font-\(name)",
      "font '\(name)' is not registered with Strut; text in it is measured with the system "
        + "font", at: element)
    return UIFont.systemFont(ofSize: size)
  }
}
