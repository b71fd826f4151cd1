/// A face at a point size: what text is measured with.
///
/// All values are in points. `Strut`'s `UIFont` wraps one.
public struct TextFont: Sendable {
  /// The face.
  public let face: FontFace
  /// The size, in points.
  public let pointSize: Double
  /// The distance between the baselines of wrapped lines when it is not ``lineHeight``: a
  /// Dynamic Type text style's leading (17 pt Body: 22).
  private let styleLineSpacing: Double?

  /// A face at a size.
  ///
  /// - Parameters:
  ///   - face: The face.
  ///   - pointSize: The size, in points.
  ///   - lineSpacing: The distance between the baselines of wrapped lines, for a Dynamic Type
  ///     text style; `nil` for ``lineHeight``.
  public init(face: FontFace, pointSize: Double, lineSpacing: Double? = nil) {
    self.face = face
    self.pointSize = pointSize
    styleLineSpacing = lineSpacing
  }

  private var scale: Double { pointSize / Double(face.unitsPerEm) }

  /// The distance from the baseline to the top of a line (positive).
  public var ascender: Double { Double(face.ascender) * scale }
  /// The distance from the baseline to the bottom of a line (negative).
  public var descender: Double { Double(face.descender) * scale }
  /// The extra space between lines.
  public var leading: Double { Double(face.lineGap) * scale }
  /// The height of one line: ascender − descender + leading, as `UIFont.lineHeight`.
  public var lineHeight: Double { ascender - descender + leading }
  /// The distance from one line's baseline to the next in wrapped text: the text style's
  /// leading for a Dynamic Type font, ``lineHeight`` otherwise.
  public var lineSpacing: Double { styleLineSpacing ?? lineHeight }
  /// The height of capital letters.
  public var capHeight: Double { Double(face.capHeight) * scale }
  /// The height of lowercase letters without ascenders.
  public var xHeight: Double { Double(face.xHeight) * scale }

  /// The extra advance after every character: San Francisco's size-specific tracking for the
  /// system face, zero for others.
  public var tracking: Double {
    face.tracksLikeSystemFont ? SystemTracking.ems(atPointSize: pointSize) * pointSize : 0
  }

  /// The width of a run of text on one line: advances, kerning and tracking.
  ///
  /// - Parameter text: The text, without line breaks.
  /// - Returns: The width, in points.
  public func width<S: StringProtocol>(of text: S) -> Double {
    let measured = MeasuredText(text, font: self)
    return measured.width(0, measured.count)
  }

}
