import Foundation
@_spi(StrutInternals) import Strut

/// Makes the controls whose size comes from their content: labels, buttons, text fields, image
/// views, switches, activity indicators and progress views, and the segmented control, fixed
/// text view and compact or inline date picker, whose text Strut does not measure yet.
///
/// Each control that sizes to text gets a ``TextProbe``, which moves its size for the
/// text-dependence measurement of frame comparison. With
/// ``InterfaceBuilderImportOptions/TextSizes-swift.enum/stored``, and for the controls Strut
/// cannot measure, a text control is a ``SizedView`` with the size Xcode stored (an oracle,
/// noted once per file).
enum ControlFactory {
  private static let classNames: [String: String] = [
    "label": "UILabel", "button": "UIButton", "textField": "UITextField",
    "imageView": "UIImageView", "switch": "UISwitch",
    "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
    "segmentedControl": "UISegmentedControl", "textView": "UITextView",
    "datePicker": "UIDatePicker",
  ]

  /// Whether the factory makes views for this element name.
  static func handles(_ name: String) -> Bool {
    classNames[name] != nil
  }

  /// The UIKit class of an element name the factory handles.
  static func className(_ name: String) -> String? {
    classNames[name]
  }

  static func make(_ element: IBElement, frame: CGRect, context: BuildContext) -> ViewFactory.Made {
    let name = element.name
    let className = classNames[name] ?? "UIView"
    let measured = context.options.textSizes == .measured
    switch name {
    case "label" where measured:
      // Only a label without text differs on the canvas (`CanvasLabel`).
      let empty = TextControlReader.text(of: element, context: context).0?.isEmpty ?? true
      let label =
        empty && context.options.semantics == .canvas
        ? CanvasLabel(frame: frame) : UILabel(frame: frame)
      TextControlReader.configure(label, from: element, context: context)
      return text(label, className, probe: .font(of: label))
    case "textField" where measured:
      let field = CanvasTextField(frame: frame)
      field.isFreeWhenEmpty = context.options.semantics == .canvas
      field.usesOlderMetrics = context.header.era < .xcode14
      field.hasHomeIndicator = (context.header.deviceModel?.bottomInset ?? 0) > 0
      if frame.height > 0 { field.baselineMeasuringHeight = frame.height }
      TextControlReader.configure(field, from: element, context: context)
      return text(field, className, probe: .font(of: field))
    case "button":
      let type = TextControlReader.buttonType(element["buttonType"])
      let normal = element.children(named: "state").first { $0["key"] == "normal" }
      let background = normal?["backgroundImage"].flatMap { name in
        context.resources.images[name].map { UIImage(size: $0.size, name: name) }
      }
      let button = UIButton(type: type)
      button.setBackgroundImage(background, for: .normal)
      button.frame = frame
      TextControlReader.configure(button, from: element, context: context)
      let hasTitle = !(button.currentTitle ?? "").isEmpty
      let imageIsSymbol = isSymbolImage(of: element)
      if !hasTitle, button.currentImage != nil || background != nil, !imageIsSymbol {
        return ViewFactory.Made(view: button, className: className)
      }
      guard measured, !imageIsSymbol else { return storedSize(element, frame, context, className) }
      return text(button, className, probe: .font(of: button))
    case "imageView":
      if ImageReference.isSymbol(element) {
        // Strut has no SF Symbol metrics: the stored size stands in for the glyph's.
        let view = UIImageView(image: UIImage(size: frame.size, name: element["image"]))
        view.frame = frame
        return text(view, className, probe: .image(of: view))
      }
      let image = ImageReference(element, context: context).map {
        UIImage(size: $0.size, name: $0.name)
      }
      let view = UIImageView(image: image)
      view.frame = frame
      return ViewFactory.Made(view: view, className: className)
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
      let indicator = UIActivityIndicatorView(style: large ? .large : .medium)
      indicator.frame = frame
      if element.flag("animating") { indicator.startAnimating() }
      return ViewFactory.Made(view: indicator, className: className)
    default:
      if let made = EraMetrics.make(name, frame: frame, header: context.header) { return made }
      if name == "progressView" {
        let progress = UIProgressView(frame: frame)
        if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
        return ViewFactory.Made(view: progress, className: className)
      }
      return storedSize(element, frame, context, className)
    }
  }

  private static func text(_ view: UIView, _ className: String, probe: TextProbe)
    -> ViewFactory.Made
  {
    ViewFactory.Made(view: view, className: className, isTextControl: true, probe: probe)
  }

  /// A control sized to its text whose text Strut does not measure (or the oracle): the stored
  /// size stands in for the measured one.
  private static func storedSize(
    _ element: IBElement, _ frame: CGRect, _ context: BuildContext, _ className: String
  ) -> ViewFactory.Made {
    let reason =
      context.options.textSizes == .stored
      ? "the options ask for stored text sizes"
      : "Strut does not measure \(className)'s content yet"
    context.noteOnce(
      "text-sizes-\(className)",
      "\(className) takes its intrinsic size from its stored frame: \(reason)", at: element)
    // The stored frame includes what lies outside the alignment rectangle; the intrinsic size
    // is the rectangle's.
    let size = AlignmentInsets.insets(element, context.header.era).map {
      AlignmentInsets.inset(frame.size, by: $0)
    }
    let view = SizedView(frame: frame, size: size ?? frame.size)
    return ViewFactory.Made(
      view: view, className: className, isTextControl: true, probe: .adjustment(of: view))
  }

  /// Whether a button's image is an SF Symbol.
  private static func isSymbolImage(of element: IBElement) -> Bool {
    let configuration = element.child("buttonConfiguration", key: "configuration")
    let normal = element.children(named: "state").first { $0["key"] == "normal" }
    return [configuration, normal].contains { holder in
      guard let holder else { return false }
      return holder["catalog"] == "system"
        || holder.child("imageReference", key: "image")?["catalog"] == "system"
    }
  }
}

/// The image an image view shows, looked up in `<resources>`.
struct ImageReference {
  var name: String
  var size: CGSize
  var isSymbol: Bool

  init?(_ element: IBElement, context: BuildContext) {
    var name = element["image"]
    var symbol = element["catalog"] == "system"
    if name == nil, let reference = element.child("imageReference", key: "image") {
      name = reference["image"]
      symbol = reference["catalog"] == "system"
    }
    guard let name else { return nil }
    guard let image = context.resources.images[name] else {
      context.diagnose(
        .note, "image '\(name)' is not listed in <resources>; the view has no image size",
        at: element)
      return nil
    }
    self.name = name
    size = image.size
    isSymbol = symbol || image.isSymbol
  }

  /// Whether an image view shows an SF Symbol (`catalog="system"`), without looking the image
  /// up.
  static func isSymbol(_ element: IBElement) -> Bool {
    element["catalog"] == "system"
      || element.child("imageReference", key: "image")?["catalog"] == "system"
  }
}
