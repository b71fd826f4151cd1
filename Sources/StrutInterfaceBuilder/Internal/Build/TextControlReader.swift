import Foundation
import Strut

/// Reads the text attributes of labels, buttons and text fields (ib-format.md §7) into Strut's
/// controls: text and attributed text, fonts (with their size-class variations), lines, line
/// breaks, alignment, insets and button configurations.
enum TextControlReader {
  // MARK: Labels

  static func configure(_ label: UILabel, from element: IBElement, context: BuildContext) {
    let traits = context.traits
    let (text, attributedFont) = self.text(of: element, context: context)
    label.text = text
    label.font =
      FontReader.font(
        traits.child("fontDescription", key: "fontDescription", of: element), context: context)
      ?? attributedFont ?? label.font
    let lines = Int(traits.attribute("numberOfLines", of: element) ?? "") ?? 1
    label.numberOfLines = min(max(lines, 0), 10_000)
    label.lineBreakMode = lineBreakMode(element["lineBreakMode"]) ?? .byTruncatingTail
    label.textAlignment = textAlignment(element["textAlignment"]) ?? .natural
    if let width = context.number("preferredMaxLayoutWidth", of: element) {
      label.preferredMaxLayoutWidth = CGFloat(width)
    }
    label.adjustsFontSizeToFitWidth = element.flag("adjustsFontSizeToFit")
    if let scale = context.number("minimumScaleFactor", of: element) {
      label.minimumScaleFactor = CGFloat(scale)
    }
    if element["enabled"] == "NO" { label.isEnabled = false }
  }

  /// The text of a label or text field: `text`, `<string key="text">`, or the fragments of an
  /// `<attributedString key="attributedText">` (with the first fragment's font).
  static func text(of element: IBElement, context: BuildContext) -> (String?, UIFont?) {
    if let attributed = element.child("attributedString", key: "attributedText") {
      return attributedText(attributed, context: context)
    }
    if let text = element["text"] { return (text, nil) }
    if let string = element.child("string", key: "text") { return (string.text, nil) }
    return (nil, nil)
  }

  private static func attributedText(_ element: IBElement, context: BuildContext)
    -> (String?, UIFont?)
  {
    var text = ""
    var font: UIFont?
    for fragment in element.children(named: "fragment") {
      text += fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
      if font == nil,
        let described = fragment.child("attributes")?.child("font", key: "NSFont")
      {
        font = FontReader.attributedFont(described, context: context)
      }
    }
    return (text, font)
  }

  static func lineBreakMode(_ name: String?) -> NSLineBreakMode? {
    switch name {
    case "wordWrap": .byWordWrapping
    case "characterWrap": .byCharWrapping
    case "clip": .byClipping
    case "headTruncation": .byTruncatingHead
    case "tailTruncation": .byTruncatingTail
    case "middleTruncation": .byTruncatingMiddle
    default: nil
    }
  }

  static func textAlignment(_ name: String?) -> NSTextAlignment? {
    switch name {
    case "left": .left
    case "center": .center
    case "right": .right
    case "justified": .justified
    case "natural": .natural
    default: nil
    }
  }

  // MARK: Buttons

  static func buttonType(_ name: String?) -> UIButton.ButtonType {
    switch name {
    case "system", "roundedRect": .system
    case "detailDisclosure": .detailDisclosure
    case "infoLight": .infoLight
    case "infoDark": .infoDark
    case "contactAdd": .contactAdd
    case "close": .close
    default: .custom
    }
  }

  static func configure(_ button: UIButton, from element: IBElement, context: BuildContext) {
    let traits = context.traits
    if let configuration = element.child("buttonConfiguration", key: "configuration") {
      button.configuration = self.configuration(configuration, context: context)
      return
    }
    var attributedFont: UIFont?
    for state in element.children(named: "state") {
      let controlState: UIControl.State
      switch state["key"] {
      case "normal": controlState = .normal
      case "highlighted": controlState = .highlighted
      case "selected": controlState = .selected
      case "disabled": controlState = .disabled
      default: continue
      }
      if let attributed = state.child("attributedString") {
        let (title, font) = attributedText(attributed, context: context)
        button.setTitle(title, for: controlState)
        if controlState == .normal { attributedFont = font }
      } else if let title = state["title"] {
        button.setTitle(title, for: controlState)
      }
      if let name = state["image"] ?? state.child("imageReference", key: "image")?["image"],
        let image = image(named: name, context: context)
      {
        button.setImage(image, for: controlState)
      }
    }
    // An attributed title is drawn, and so measured, in its own font.
    if let font = attributedFont
      ?? FontReader.font(
        traits.child("fontDescription", key: "fontDescription", of: element), context: context)
    {
      button.titleLabel?.font = font
    }
    if let mode = lineBreakMode(element["lineBreakMode"]) {
      button.titleLabel?.lineBreakMode = mode
    }
    for inset in element.children(named: "inset") {
      let insets = UIEdgeInsets(
        top: CGFloat(context.number("minY", of: inset) ?? 0),
        left: CGFloat(context.number("minX", of: inset) ?? 0),
        bottom: CGFloat(context.number("maxY", of: inset) ?? 0),
        right: CGFloat(context.number("maxX", of: inset) ?? 0))
      switch inset["key"] {
      case "contentEdgeInsets": button.contentEdgeInsets = insets
      case "titleEdgeInsets": button.titleEdgeInsets = insets
      case "imageEdgeInsets": button.imageEdgeInsets = insets
      default: break
      }
    }
  }

  /// A `<buttonConfiguration>`: style, title, image, title font, content insets, padding.
  private static func configuration(_ element: IBElement, context: BuildContext)
    -> UIButton.Configuration
  {
    var configuration: UIButton.Configuration =
      switch element["style"] {
      case "filled": .filled()
      case "tinted": .tinted()
      case "gray": .gray()
      case "borderless": .borderless()
      case "bordered": .bordered()
      case "borderedTinted": .borderedTinted()
      case "borderedProminent": .borderedProminent()
      default: .plain()
      }
    configuration.title = element["title"]
    if let attributed = element.child("attributedString") {
      configuration.title = attributedText(attributed, context: context).0
    }
    if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] {
      configuration.image = image(named: name, context: context)
    }
    configuration.titleFont = FontReader.font(
      element.child("fontDescription", key: "titleFontDescription"), context: context)
    if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
      configuration.contentInsets = NSDirectionalEdgeInsets(
        top: CGFloat(context.number("top", of: insets) ?? 0),
        leading: CGFloat(context.number("leading", of: insets) ?? 0),
        bottom: CGFloat(context.number("bottom", of: insets) ?? 0),
        trailing: CGFloat(context.number("trailing", of: insets) ?? 0))
    }
    if let padding = context.number("imagePadding", of: element) {
      configuration.imagePadding = CGFloat(padding)
    }
    switch element["buttonSize"] {
    case "mini": configuration.buttonSize = .mini
    case "small": configuration.buttonSize = .small
    case "large": configuration.buttonSize = .large
    default: break
    }
    if configuration.titleFont == nil {
      configuration.titleFont = FontReader.configurationTitleFont(configuration, context: context)
    }
    return configuration
  }

  /// An image from `<resources>`, at its listed size; `nil` when it is not listed.
  static func image(named name: String, context: BuildContext) -> UIImage? {
    guard let image = context.resources.images[name] else { return nil }
    return UIImage(size: image.size, name: name)
  }

  // MARK: Text fields

  static func configure(_ field: UITextField, from element: IBElement, context: BuildContext) {
    field.text = text(of: element, context: context).0
    field.placeholder = element["placeholder"]
    if let font = FontReader.font(
      context.traits.child("fontDescription", key: "fontDescription", of: element),
      context: context)
    {
      field.font = font
    }
    field.borderStyle =
      switch element["borderStyle"] {
      case "roundedRect": .roundedRect
      case "line": .line
      case "bezel": .bezel
      default: .none
      }
    field.textAlignment = textAlignment(element["textAlignment"]) ?? .natural
    field.isSecureTextEntry =
      element.children(named: "textInputTraits").first?["secureTextEntry"] == "YES"
  }
}
