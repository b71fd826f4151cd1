import Foundation

/// A button: a title and an image laid out inside content insets (uikit-semantics.md B1–B3).
///
/// Without a ``configuration`` the legacy rules apply: the intrinsic size is the image and title
/// side by side plus ``contentEdgeInsets``; while those are all zero, UIKit adds 6 points above
/// and below a title (ib-format.md's stored frames: a 15 pt title makes a 30 pt button), and an
/// empty button is 30 wide and as tall as a title would make it (30 × 30 in the system button's
/// 15-point font). A background image replaces that padding: the button is as large
/// as its content or its background image, whichever is larger on each axis.
/// ``titleEdgeInsets`` and ``imageEdgeInsets`` only move (and can clip) the title and image.
/// With a configuration, its ``Configuration/contentInsets`` and paddings apply and the legacy
/// insets are ignored (B2). Either way the content sits in the frame by
/// ``UIControl/contentHorizontalAlignment``, centred by default: a button wider than its title
/// shows the title in its middle.
///
/// The title label and image view are not subviews in Strut: the button places them itself,
/// so they add nothing to the layout engine.
open class UIButton: UIControl {
  /// The kinds of button UIKit makes.
  public enum ButtonType: Int, Sendable {
    /// No system styling.
    case custom = 0
    /// The system style (the default for `init(type:)` callers in UIKit templates).
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An info button.
    case infoLight = 3
    /// An info button.
    case infoDark = 4
    /// A plus button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The kind of button.
  public let buttonType: ButtonType

  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The configuration; when set, it decides the content and its insets (B2).
  @exclusivity(unchecked) open var configuration: Configuration? {
    didSet { contentDidChange() }
  }

  /// Space around the content, part of the intrinsic size (B1).
  ///
  /// Ignored with a configuration.
  @exclusivity(unchecked) open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { contentDidChange() }
  }
  /// Moves and clips the title; not part of the intrinsic size (B1).
  @exclusivity(unchecked) open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Moves and clips the image; not part of the intrinsic size (B1).
  @exclusivity(unchecked) open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  @exclusivity(unchecked) private var titles: [UInt: String] = [:]
  @exclusivity(unchecked) private var images: [UInt: UIImage] = [:]
  @exclusivity(unchecked) private var backgroundImages: [UInt: UIImage] = [:]
  @exclusivity(unchecked) private var titleColors: [UInt: UIColor] = [:]
  /// The title label once made: the label refers back to the button, which clears that
  /// reference as it deinitializes.
  @exclusivity(unchecked) private var madeTitleLabel: UILabel?

  /// The title label, made on first use.
  private var storedTitleLabel: UILabel {
    if let label = madeTitleLabel { return label }
    let label = makeTitleLabel()
    madeTitleLabel = label
    return label
  }

  private lazy var storedImageView = UIImageView(image: nil)

  deinit {
    madeTitleLabel?.hostControl = nil
  }

  /// A button of a type.
  ///
  /// - Parameter buttonType: The type.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    if let glyph = Self.glyph(of: buttonType) { images[UIControl.State.normal.rawValue] = glyph }
  }

  /// The glyph UIKit gives its detail disclosure, info and add buttons as their image, 22
  /// points square: their whole content, so such a button is 22 × 22 (home-assistant's switch
  /// cell, Xcode 7, stores its info button 22 tall with a width constraint only).
  private static func glyph(of type: ButtonType) -> UIImage? {
    let size = CGSize(width: 22, height: 22)
    switch type {
    case .detailDisclosure, .infoLight, .infoDark: return UIImage(size: size, name: "info.circle")
    case .contactAdd: return UIImage(size: size, name: "plus.circle")
    case .custom, .system, .close: return nil
    }
  }

  /// A button with a configuration.
  ///
  /// - Parameters:
  ///   - configuration: The configuration.
  ///   - primaryAction: The action to run when tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    self.primaryAction = primaryAction
  }

  /// A custom button with a frame.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// Makes a button from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// The action run when the button is tapped.
  @exclusivity(unchecked) open var primaryAction: UIAction?

  // MARK: - Title and image

  /// Sets the title for a state.
  ///
  /// - Parameters:
  ///   - title: The title, or `nil` to fall back to the normal state's.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    contentDidChange()
  }

  /// The title for a state, falling back to the normal state's.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the image for a state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image for a state, falling back to the normal state's.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// Sets the background image for a state.
  ///
  /// The button is at least as large as the current state's background image, and a title
  /// beside one gets none of the 6 points UIKit otherwise adds above and below it.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
    contentDidChange()
  }

  /// The background image for a state, falling back to the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// The background image shown now.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  /// Sets the title color for a state.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title color for a state.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// The title shown now: the configuration's, or the current state's.
  open var currentTitle: String? { configuration?.title ?? title(for: state) }

  /// The image shown now: the configuration's, or the current state's.
  open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

  /// The label that shows the title.
  ///
  /// Its font is 15 pt system and it truncates in the middle, as UIKit's does. Changing its
  /// font or line-break mode resizes the button.
  open var titleLabel: UILabel? { storedTitleLabel }

  /// The view that shows the image.
  open var imageView: UIImageView? { storedImageView }

  /// The title label, in UIKit's default title font: 18 points for a custom button, 15 for
  /// the others (XLPagerTabStrip's and nextcloud's custom buttons without a font are 34 points
  /// tall in the frames Xcode stored: an 18-point line and 6 above and below).
  private func makeTitleLabel() -> UILabel {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: buttonType == .custom ? 18 : 15)
    label.lineBreakMode = .byTruncatingMiddle
    label.hostControl = self
    return label
  }

  // MARK: - Size and layout

  /// The content's size plus its insets (B1, B2).
  open override var intrinsicContentSize: CGSize {
    if let configuration {
      let content = contentSize(fitting: .greatestFiniteMagnitude)
      let insets = configuration.resolvedContentInsets
      return CGSize(
        width: UILabel.ceilToPixels(content.width + insets.leading + insets.trailing),
        height: UILabel.ceilToPixels(content.height + insets.top + insets.bottom))
    }
    let hasTitle = currentTitle.map { !$0.isEmpty } ?? false
    let content = legacyContentSize(hasTitle: hasTitle)
    if let background = currentBackgroundImage?.size {
      return CGSize(
        width: max(background.width, content.width), height: max(background.height, content.height))
    }
    // The 6 points above and below go to a title, or to the line a button without one keeps
    // (an empty system button in a bold 16-point font is 32 tall in Xcode's frames, a 15-point
    // one 30); beside an image the button is as tall as the taller of the two (firebase's
    // 24-point star with a title: 24 in Xcode's frames).
    let isPadded = currentImage == nil && contentEdgeInsets == .zero
    let hasMinimumWidth = (hasTitle || currentImage == nil) && contentEdgeInsets == .zero
    return CGSize(
      width: hasMinimumWidth ? max(30, content.width) : content.width,
      height: UILabel.ceilToPixels(content.height + (isPadded ? 12 : 0)))
  }

  /// The image and title side by side inside ``contentEdgeInsets``, with no gap between them
  /// and none of the implicit padding.
  ///
  /// The title's line counts in whole points (Body: 21 and 33 in all, not 32.5; 18 points: 22
  /// and 34), as Xcode stored SVProgressHUD's and XLPagerTabStrip's buttons. Without a title
  /// a button still measures one line of its font, as UIKit's `_likelyToHaveTitle` does, unless
  /// it is a custom button with a background image.
  private func legacyContentSize(hasTitle: Bool) -> CGSize {
    let image = currentImage?.size ?? .zero
    var title = titleSize(fitting: .greatestFiniteMagnitude)
    if !hasTitle {
      let isLikelyToHaveTitle = buttonType != .custom || currentBackgroundImage == nil
      title = CGSize(width: 0, height: isLikelyToHaveTitle ? storedTitleLabel.font.lineHeight : 0)
    }
    let width = image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right
    let height =
      max(image.height, title.height.rounded(.up)) + contentEdgeInsets.top
      + contentEdgeInsets.bottom
    return CGSize(width: UILabel.ceilToPixels(width), height: UILabel.ceilToPixels(height))
  }

  /// The intrinsic size, whatever the size offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the title and image in the frame by the content alignments.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutContent()
  }

  /// The area the content is placed in: the bounds inside the content insets.
  open func contentRect(forBounds bounds: CGRect) -> CGRect {
    if let configuration {
      let insets = configuration.resolvedContentInsets
      return bounds.inset(
        by: UIEdgeInsets(
          top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }
    return bounds.inset(by: contentEdgeInsets)
  }

  /// Title, image and the content block, aligned in the content rect; the title is narrowed
  /// to the room left, where its label truncates it.
  func layoutContent() {
    let content = contentRect(forBounds: bounds)
    let imageSize = currentImage?.size ?? .zero
    let gap = currentImage != nil && hasTitle ? (configuration?.imagePadding ?? 0) : 0
    let titleRoom = max(0, content.width - imageSize.width - gap)
    let title = titleSize(fitting: titleRoom)
    let block = CGSize(
      width: imageSize.width + gap + title.width, height: max(imageSize.height, title.height))
    let placed = align(block, in: content)
    var imageFrame = CGRect(
      x: placed.minX, y: placed.midY - imageSize.height / 2, width: imageSize.width,
      height: imageSize.height)
    var titleFrame = CGRect(
      x: placed.minX + imageSize.width + gap, y: placed.midY - title.height / 2,
      width: placed.width - imageSize.width - gap, height: title.height)
    if configuration == nil {
      imageFrame = imageFrame.inset(by: imageEdgeInsets)
      titleFrame = titleFrame.inset(by: titleEdgeInsets)
    }
    storedImageView.image = currentImage
    storedTitleLabel.text = currentTitle
    // Never animated: the label and image view are not in the view tree, so they are their own
    // roots, and an animation recorded on them would wait on a clock nobody advances, holding
    // back the completion of the block that resized the button.
    UIView.performWithoutAnimation {
      storedImageView.frame = imageFrame
      storedTitleLabel.frame = titleFrame
    }
  }

  /// What the title label shows at the button's current size (Strut-only): the title after
  /// placing it, truncated if the button is too narrow.
  public var visibleTitle: VisibleText {
    layoutContent()
    return storedTitleLabel.visibleText
  }

  private var hasTitle: Bool { currentTitle.map { !$0.isEmpty } ?? false }

  /// The title's size when it may take at most `width`.
  private func titleSize(fitting width: CGFloat) -> CGSize {
    guard let title = currentTitle, !title.isEmpty else { return .zero }
    let label = storedTitleLabel
    label.text = title
    if let configuration {
      label.font = configuration.resolvedTitleFont
      label.lineBreakMode = configuration.titleLineBreakMode
      let subtitle = configuration.subtitle.map { text -> CGSize in
        let font = configuration.resolvedSubtitleFont
        return CGSize(
          width: UILabel.ceilToPixels(CGFloat(font.textFont.width(of: text))),
          height: UILabel.ceilToPixels(font.lineHeight))
      }
      let main = label.sizeThatFits(CGSize(width: 0, height: 0))
      let combined = CGSize(
        width: max(main.width, subtitle?.width ?? 0),
        height: main.height + (subtitle.map { $0.height + configuration.titlePadding } ?? 0))
      return CGSize(width: min(width, combined.width), height: combined.height)
    }
    let size = label.sizeThatFits(CGSize(width: 0, height: 0))
    return CGSize(width: min(width, size.width), height: size.height)
  }

  private func contentSize(fitting width: CGFloat) -> CGSize {
    let image = currentImage?.size ?? .zero
    let title = titleSize(fitting: width)
    let gap = currentImage != nil && hasTitle ? (configuration?.imagePadding ?? 0) : 0
    if let configuration,
      configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    {
      return CGSize(
        width: max(image.width, title.width),
        height: image.height + (currentImage != nil && hasTitle ? configuration.imagePadding : 0)
          + title.height)
    }
    return CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
  }

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The title label's font or text changed: the button's size follows.
  func titleLabelDidChange() {
    contentDidChange()
  }

  override var textForDescription: String { Self.quotedForDescription(currentTitle) }

  /// A button's baselines are its title's (UIKit lays baselines out on the title label, its
  /// `viewForFirstBaselineLayout`), measured where the title sits at the intrinsic size:
  /// Simplenote's snackbar aligns a Callout button's first baseline with a Body label's, the
  /// button 11 points above the label's top in the frames Xcode stored.
  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    guard hasTitle else { return nil }
    let size = intrinsicContentSize
    let content = contentRect(forBounds: CGRect(origin: .zero, size: size))
    let imageHeight = currentImage?.size.height ?? 0
    let title = titleSize(fitting: content.width)
    let block = align(CGSize(width: 0, height: max(imageHeight, title.height)), in: content)
    var titleTop = block.midY - title.height / 2
    if configuration == nil { titleTop += titleEdgeInsets.top }
    guard let label = storedTitleLabel.baselineOffsets else { return nil }
    return (
      fromTop: titleTop + label.fromTop,
      fromBottom: size.height - (titleTop + title.height) + label.fromBottom
    )
  }
}
