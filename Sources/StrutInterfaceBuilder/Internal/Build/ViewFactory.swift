import Foundation
import Strut

/// Makes the view for a view element: the UIKit class the element names (ib-format.md §3), or
/// a registered custom class at run time.
///
/// Controls whose size depends on text or on Strut classes still being written are made by
/// ``ControlFactory``, the one place to change when those classes arrive.
enum ViewFactory {
  /// A view made for an element, with the UIKit class it stands for.
  struct Made {
    var view: UIView
    /// The UIKit (or framework) class the element stands for, such as `UILabel`.
    var className: String
    /// Whether the view's own size comes from text (see ``ViewRecord/isTextControl``).
    var isTextControl = false
    /// Whether the view's frame follows glyph metrics (see ``ViewRecord/isGlyphFramed``).
    var isGlyphFramed = false
    /// How to move the view's text size, for a text control.
    var probe: TextProbe? = nil
  }

  /// The UIKit class of each plain element name, and how to make it.
  private static let classes: [String: (name: String, make: @Sendable (CGRect) -> UIView)] = [
    "view": ("UIView", { UIView(frame: $0) }),
    "containerView": ("UIView", { UIView(frame: $0) }),
    "stackView": ("UIStackView", { UIStackView(frame: $0) }),
    "scrollView": ("UIScrollView", { UIScrollView(frame: $0) }),
    "collectionView": ("UICollectionView", { UICollectionView(frame: $0) }),
    "collectionReusableView": ("UICollectionReusableView", { UICollectionReusableView(frame: $0) }),
    "collectionViewCell": ("UICollectionViewCell", { UICollectionViewCell(frame: $0) }),
    "tableViewHeaderFooterView": (
      "UITableViewHeaderFooterView", { UITableViewHeaderFooterView(frame: $0) }
    ),
    "toolbar": ("UIToolbar", { UIToolbar(frame: $0) }),
    "tabBar": ("UITabBar", { UITabBar(frame: $0) }),
    "searchBar": ("UISearchBar", { UISearchBar(frame: $0) }),
    "visualEffectView": ("UIVisualEffectView", { UIVisualEffectView(frame: $0) }),
    "pickerView": ("UIPickerView", { UIPickerView(frame: $0) }),
    "slider": ("UISlider", { UISlider(frame: $0) }),
    "stepper": ("UIStepper", { UIStepper(frame: $0) }),
    "wkWebView": ("WKWebView", { WKWebView(frame: $0) }),
    "webView": ("UIWebView", { UIWebView(frame: $0) }),
    "mapView": ("MKMapView", { MKMapView(frame: $0) }),
  ]

  /// Views of frameworks Strut does not model, made as plain views: they have no intrinsic
  /// size, so a plain view lays out the same.
  private static let plainFrameworkViews: [String: String] = [
    "glkView": "GLKView", "mtkView": "MTKView", "skView": "SKView", "arskView": "ARSKView",
    "sceneKitView": "SCNView", "arscnView": "ARSCNView",
  ]

  /// Makes the view for `element`, whose stored frame is `frame`.
  static func make(_ element: IBElement, frame: CGRect, context: BuildContext) -> Made {
    var made = makeBase(element, frame: frame, context: context)
    if element.name == "imageView", ImageReference.isSymbol(element) {
      made.isGlyphFramed = true
    }
    // A button takes its background image's alignment insets: a symbol's are glyph metrics
    // (ShoppingApplication's 25-point trash button is stored 25.5 tall, a point higher).
    if element.name == "button",
      element.children(named: "state").contains(where: {
        $0["key"] == "normal" && $0["backgroundImage"] != nil && ImageReference.isSymbol($0)
      })
    {
      made.isGlyphFramed = true
    }
    guard let customClass = element["customClass"] else { return made }
    if context.options.semantics == .runtime,
      let entry = context.options.customClasses.entry(for: customClass)
    {
      let view = entry.make()
      view.frame = frame
      configureText(view, from: element, context: context)
      return Made(
        view: view, className: customClass, isTextControl: made.isTextControl,
        isGlyphFramed: made.isGlyphFramed, probe: made.probe.flatMap { _ in Self.probe(for: view) })
    }
    if let size = context.resources.designables[element["id"] ?? ""] {
      // Xcode rendered the class and recorded its size: use it (ib-format.md §8).
      let view = SizedView(frame: frame, size: size)
      return Made(
        view: view, className: made.className, isTextControl: made.isTextControl,
        isGlyphFramed: made.isGlyphFramed,
        probe: made.isTextControl ? .adjustment(of: view) : nil)
    }
    context.noteCustomClass(customClass, base: made.className, at: element)
    return made
  }

  private static func makeBase(_ element: IBElement, frame: CGRect, context: BuildContext) -> Made {
    let name = element.name
    if let placeholder = placeholderSize(element), context.options.semantics == .canvas {
      // "Intrinsic Size: Placeholder" replaces whatever the class computes (fact 10); a stack
      // view still arranges its views.
      let view =
        name == "stackView"
        ? SizedStackView(frame: frame, size: placeholder)
        : SizedView(frame: frame, size: placeholder)
      return Made(view: view, className: className(name))
    }
    if let made = EraMetrics.make(name, frame: frame, header: context.header) {
      return made
    }
    if let entry = classes[name] {
      return Made(view: entry.make(frame), className: entry.name)
    }
    switch name {
    case "navigationBar":
      let bar = UINavigationBar(frame: frame)
      bar.prefersLargeTitles = element.flag("largeTitles")
      return Made(view: bar, className: "UINavigationBar")
    case "tableView":
      let style: UITableView.Style =
        switch element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
      return Made(view: UITableView(frame: frame, style: style), className: "UITableView")
    case "tableViewCell":
      let cell = UITableViewCell(style: .default, reuseIdentifier: element["reuseIdentifier"])
      cell.frame = frame
      return Made(view: cell, className: "UITableViewCell")
    case "datePicker":
      // Before iOS 14 every picker was wheels; since, a picker without a style is automatic,
      // which shows its date as text (compact or inline): sized to its text.
      let mode = element["datePickerMode"]
      let style: UIDatePicker.Style =
        switch element["style"] {
        case "compact": .compact
        case "inline": .inline
        case "wheels": .wheels
        case "automatic": .automatic
        default: context.header.era >= .xcode12 ? .automatic : .wheels
        }
      guard style == .wheels || mode == "countDownTimer" else {
        return ControlFactory.make(element, frame: frame, context: context)
      }
      let picker = UIDatePicker(frame: frame)
      picker.preferredDatePickerStyle = .wheels
      return Made(view: picker, className: "UIDatePicker")
    case "pageControl":
      let control = EraMetrics.pageControl(frame: frame, header: context.header)
      control.numberOfPages = min(max(Int(element["numberOfPages"] ?? "") ?? 0, 0), 1000)
      return Made(view: control, className: "UIPageControl")
    case "textView":
      let scrolls = element["scrollEnabled"] != "NO"
      guard scrolls else { return ControlFactory.make(element, frame: frame, context: context) }
      return Made(view: UITextView(frame: frame), className: "UITextView")
    default:
      if ControlFactory.handles(name) {
        return ControlFactory.make(element, frame: frame, context: context)
      }
      if let framework = plainFrameworkViews[name] {
        context.noteOnce(
          name, "<\(name)> (\(framework)) is laid out as a plain view: Strut does not model it",
          at: element)
        return Made(view: UIView(frame: frame), className: framework)
      }
      context.diagnose(
        .warning, "unknown view element <\(name)>; laid out as a plain UIView", at: element)
      return Made(view: UIView(frame: frame), className: "UIView")
    }
  }

  /// Reads a registered custom class's text attributes when it is one of Strut's text
  /// controls.
  private static func configureText(_ view: UIView, from element: IBElement, context: BuildContext)
  {
    switch view {
    case let label as UILabel: TextControlReader.configure(label, from: element, context: context)
    case let button as UIButton:
      TextControlReader.configure(button, from: element, context: context)
    case let field as UITextField:
      TextControlReader.configure(field, from: element, context: context)
    default: break
    }
  }

  /// A probe for a registered custom class's view, when it is one of Strut's text controls.
  private static func probe(for view: UIView) -> TextProbe? {
    switch view {
    case let label as UILabel: .font(of: label)
    case let button as UIButton: .font(of: button)
    case let field as UITextField: .font(of: field)
    default: nil
    }
  }

  /// Whether `name` is a view element this factory makes, frame or not: Xcode writes no
  /// `<rect key="frame">` for a view whose frame is zero.
  static func makesView(_ name: String) -> Bool {
    classes[name] != nil || plainFrameworkViews[name] != nil || ControlFactory.handles(name)
      || configuredElements.contains(name)
  }

  /// The elements `makeBase` configures case by case rather than through ``classes``: keep the
  /// two in step, or a zero-sized one of a new kind is dropped from `<subviews>`.
  private static let configuredElements: Set<String> = [
    "tableView", "tableViewCell", "datePicker", "pageControl", "textView",
  ]

  /// The UIKit class name of an element name, for records and messages.
  static func className(_ name: String) -> String {
    if let entry = classes[name] { return entry.name }
    if let framework = plainFrameworkViews[name] { return framework }
    return ControlFactory.className(name) ?? "UI" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// `placeholderIntrinsicWidth`/`Height`: a number, or `infinite` for none on that axis.
  private static func placeholderSize(_ element: IBElement) -> CGSize? {
    let width = element["placeholderIntrinsicWidth"]
    let height = element["placeholderIntrinsicHeight"]
    guard width != nil || height != nil else { return nil }
    func value(_ text: String?) -> CGFloat {
      guard let text, let number = Double(text), number.isFinite else {
        return UIView.noIntrinsicMetric
      }
      return CGFloat(number)
    }
    return CGSize(width: value(width), height: value(height))
  }
}
