/// The vertical metrics a font asks text layout to use, in font units.
///
/// `OpenTypeFont.verticalMetrics` picks between the OS/2 typographic values and the `hhea` values
/// the way Apple's and Microsoft's text stacks do; the raw sets are also available on the font.
public struct FontVerticalMetrics: Sendable, Equatable {
  /// The distance from the baseline to the top of the line box; positive.
  public var ascender: Int

  /// The distance from the baseline to the bottom of the line box; negative below the baseline.
  public var descender: Int

  /// The extra space the font asks for between lines.
  public var lineGap: Int

  /// The height of flat capital letters, from OS/2 version 2 or later; `nil` when absent.
  public var capHeight: Int?

  /// The height of flat lowercase letters, from OS/2 version 2 or later; `nil` when absent.
  public var xHeight: Int?

  /// Creates a set of vertical metrics.
  ///
  /// - Parameters:
  ///   - ascender: The distance above the baseline, positive.
  ///   - descender: The distance below the baseline, negative.
  ///   - lineGap: The extra space between lines.
  ///   - capHeight: The capital height, if known.
  ///   - xHeight: The x-height, if known.
  public init(
    ascender: Int, descender: Int, lineGap: Int, capHeight: Int? = nil, xHeight: Int? = nil
  ) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.xHeight = xHeight
  }
}
