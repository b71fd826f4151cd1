import Foundation

extension UIFont {
  /// A font weight, with UIKit's values (−0.8 ultralight … 0 regular … 0.62 black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight value.
    public var rawValue: CGFloat

    /// A weight from its value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// A weight from its value.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// −0.8.
    public static let ultraLight = Weight(-0.8)
    /// −0.6.
    public static let thin = Weight(-0.6)
    /// −0.4.
    public static let light = Weight(-0.4)
    /// 0.
    public static let regular = Weight(0)
    /// 0.23.
    public static let medium = Weight(0.23)
    /// 0.3.
    public static let semibold = Weight(0.3)
    /// 0.4.
    public static let bold = Weight(0.4)
    /// 0.56.
    public static let heavy = Weight(0.56)
    /// 0.62.
    public static let black = Weight(0.62)

    /// The OS/2 weight class of the nearest named weight: 100 for ultralight … 900 for black.
    var weightClass: Int {
      let named: [(CGFloat, Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
        (0.56, 800), (0.62, 900),
      ]
      return named.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
    }
  }
}
