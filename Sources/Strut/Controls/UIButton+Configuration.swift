import Foundation

extension UIButton {
  /// How a button looks and where its content sits (iOS 15+; uikit-semantics.md B2).
  ///
  /// ``contentInsets`` always apply and the legacy edge insets are ignored. The default insets
  /// are (7, 12, 7, 12) at the medium size, as Apple documents (A-FRM); the other sizes' insets
  /// and fonts are Strut's estimate and say so.
  public struct Configuration: Sendable {
    /// The button's size class.
    public enum Size: Sendable {
      /// Mini: insets (3, 8, 3, 8) and footnote text (estimate).
      case mini
      /// Small: insets (5, 10, 5, 10) and subheadline text (estimate).
      case small
      /// Medium (the default): insets (7, 12, 7, 12) and body text.
      case medium
      /// Large: insets (14, 20, 14, 20) and body text (estimate).
      case large
    }

    /// Where the image sits relative to the title.
    public enum ImagePlacement: Sendable {
      /// Before the title (the default).
      case leading
      /// After the title.
      case trailing
      /// Above the title.
      case top
      /// Below the title.
      case bottom
    }

    /// The title.
    public var title: String?
    /// A second line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Where the image sits.
    public var imagePlacement: ImagePlacement = .leading
    /// The space between image and title.
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle.
    public var titlePadding: CGFloat = 0
    /// The size class, which sets the default insets and font.
    public var buttonSize: Size = .medium
    /// Insets from the bounds to the content; `nil` until set, meaning the size's default.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { storedContentInsets ?? defaultContentInsets }
      set { storedContentInsets = newValue }
    }
    private var storedContentInsets: NSDirectionalEdgeInsets?
    /// The title's font; `nil` for the size's default.
    public var titleFont: UIFont?
    /// How the title truncates; the tail by default.
    public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The style's name (`plain`, `filled`, …), for pictures and reports.
    public let style: String

    init(style: String) {
      self.style = style
    }

    /// No background.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A filled background in the tint color.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A gray background.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// No border.
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    /// A bordered background.
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A bordered, tinted background.
    public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
    /// A prominent bordered background.
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }

    /// Restores the size's default content insets.
    public mutating func setDefaultContentInsets() {
      storedContentInsets = nil
    }

    private var defaultContentInsets: NSDirectionalEdgeInsets {
      switch buttonSize {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    var resolvedContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var resolvedTitleFont: UIFont {
      titleFont ?? .preferredFont(forTextStyle: defaultTitleTextStyle)
    }

    /// The text style of the title when no ``titleFont`` is set, by ``buttonSize``: for tools
    /// that size it for other traits (Xcode 13's canvas drew text styles extra-small).
    @_spi(StrutInternals)
    public var defaultTitleTextStyle: UIFont.TextStyle {
      switch buttonSize {
      case .mini: .footnote
      case .small: .subheadline
      case .medium, .large: .body
      }
    }

    var resolvedSubtitleFont: UIFont { .preferredFont(forTextStyle: .subheadline) }
  }
}
