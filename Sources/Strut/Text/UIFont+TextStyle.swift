import Foundation

extension UIFont {
  /// A Dynamic Type text style, with UIKit's raw values (`UICTFontTextStyleBody`).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name as UIKit spells it; Interface Builder files use it too.
    public var rawValue: String

    /// A style from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// 34 pt at the default size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The point size and the leading (baseline to baseline in wrapped text) at xS, S, M, L
    /// (the default), xL, xxL, xxxL, then the five accessibility sizes: the iOS Dynamic Type
    /// table of Apple's Human Interface Guidelines.
    ///
    /// Interface Builder's canvas lays out at L: two wrapped lines of Body are 42.5 tall at 2×
    /// (20.29 + 22), three of Caption 1 46.5 (14.32 + 2 × 16), as the development corpus stores
    /// them.
    var metrics: (sizes: [CGFloat], leadings: [CGFloat])? {
      switch self {
      case .largeTitle:
        (
          [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
          [38, 39, 40, 41, 43, 46, 48, 52, 57, 62, 67, 72]
        )
      case .title1:
        (
          [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
          [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 64, 70]
        )
      case .title2:
        (
          [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
          [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 60, 66]
        )
      case .title3:
        (
          [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
          [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        )
      case .headline, .body:
        (
          [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
          [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        )
      case .callout:
        (
          [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
          [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        )
      case .subheadline:
        (
          [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
          [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        )
      case .footnote:
        (
          [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
          [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        )
      case .caption1:
        (
          [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
          [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        )
      case .caption2:
        (
          [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
          [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 49]
        )
      default: nil
      }
    }
  }

  /// The system font for a text style at the current content size category
  /// (``UITraitCollection/current``) or the given traits' one.
  ///
  /// Headline is semibold; every other style is regular. An unknown style gives body. Wrapped
  /// lines are spaced by the style's leading (``StrutText/TextFont/lineSpacing``), not by the
  /// line height: Body's lines are 22 points apart, its single line 20.29 tall.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - traitCollection: Traits whose content size category to use; the current one if `nil`.
  /// - Returns: The font.
  public class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil
  ) -> UIFont {
    let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
    let (sizes, leadings) = style.metrics ?? TextStyle.body.metrics ?? ([17], [22])
    let index = min(max(category.index, 0), sizes.count - 1)
    let weight = style == .headline ? UIFont.Weight.semibold : .regular
    return UIFont(
      systemSize: sizes[index], weightClass: weight.weightClass, italic: false,
      lineSpacing: leadings[index])
  }
}
