import Foundation
import Strut

/// The attributes every view element may carry (ib-format.md §3, §4, fact 8): hidden, alpha,
/// tag, autoresizing, margins, hugging and compression resistance, layout direction.
enum ViewAttributes {
  /// The stored `<rect key="frame">`, or `nil` when it is missing or not numeric.
  static func frame(_ element: IBElement) -> CGRect? {
    guard let rect = element.child("rect", key: "frame"),
      let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
      let width = rect["width"].flatMap(Double.init),
      let height = rect["height"].flatMap(Double.init)
    else { return nil }
    return validFrame(x, y, width, height)
  }

  /// The frame an Xcode 8.0 `<frame key="frameInset">` gives, or `nil` when there is none or
  /// it is not numeric.
  ///
  /// Xcode 8.0 wrote it instead of a rect for a view placed by its frame (8.1 went back to
  /// rects): each axis gives two of an offset from the superview's near edge (`minX`), one from
  /// its far edge (`maxX`) and a length; a missing offset is zero unless the other two fix it.
  static func frameInset(_ element: IBElement, in enclosing: CGSize) -> CGRect? {
    guard let inset = element.child("frame", key: "frameInset"),
      let (x, width) = span(inset, "minX", "maxX", "width", Double(enclosing.width)),
      let (y, height) = span(inset, "minY", "maxY", "height", Double(enclosing.height))
    else { return nil }
    return validFrame(x, y, width, height)
  }

  /// One axis of a `frameInset`: its origin and length within `extent`.
  private static func span(
    _ inset: IBElement, _ near: String, _ far: String, _ length: String, _ extent: Double
  ) -> (Double, Double)? {
    var numbers: [Double?] = []
    for key in [near, far, length] {
      guard let text = inset[key] else {
        numbers.append(nil)
        continue
      }
      guard let number = Double(text) else { return nil }
      numbers.append(number)
    }
    switch (numbers[0], numbers[1], numbers[2]) {
    case (nil, let far?, let size?): return (extent - far - size, size)
    case (let near, _, let size?): return (near ?? 0, size)
    case (let near, let far, nil): return (near ?? 0, extent - (near ?? 0) - (far ?? 0))
    }
  }

  /// A frame from stored numbers, or `nil` unless each is finite and in range and the size is
  /// not negative.
  private static func validFrame(_ x: Double, _ y: Double, _ width: Double, _ height: Double)
    -> CGRect?
  {
    guard
      [x, y, width, height].allSatisfy({
        $0.isFinite && abs($0) <= BuildContext.maximumMagnitude
      }),
      width >= 0, height >= 0
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Applies the common attributes to a view made for `element`.
  static func apply(_ element: IBElement, to view: UIView, context: BuildContext) {
    let traits = context.traits
    // fixedFrame views keep their frame through their autoresizing mask, whatever tAMIC says
    // (fact 6); tAMIC is YES unless written NO.
    let translates =
      element.flag("fixedFrame")
      || traits.attribute("translatesAutoresizingMaskIntoConstraints", of: element) != "NO"
    view.translatesAutoresizingMaskIntoConstraints = translates
    view.autoresizingMask = autoresizingMask(element)
    view.isHidden = traits.attribute("hidden", of: element) == "YES"
    if let alpha = context.number("alpha", of: element) { view.alpha = CGFloat(alpha) }
    if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
    if element["clipsSubviews"] == "YES" { view.clipsToBounds = true }
    if let identifier = element.child("accessibility", key: "accessibilityConfiguration")?[
      "identifier"]
    {
      view.accessibilityIdentifier = identifier
    }
    switch element["semanticContentAttribute"] {
    case "forceRightToLeft": view.semanticContentAttribute = .forceRightToLeft
    case "forceLeftToRight": view.semanticContentAttribute = .forceLeftToRight
    case "playback": view.semanticContentAttribute = .playback
    case "spatial": view.semanticContentAttribute = .spatial
    default: break
    }
    if let preserves = element.optionalFlag("preservesSuperviewLayoutMargins") {
      view.preservesSuperviewLayoutMargins = preserves
    }
    if let insets = element.optionalFlag("insetsLayoutMarginsFromSafeArea") {
      view.insetsLayoutMarginsFromSafeArea = insets
    }
    if let scrollView = view as? UIScrollView {
      switch element["contentInsetAdjustmentBehavior"] {
      case "never": scrollView.contentInsetAdjustmentBehavior = .never
      case "always": scrollView.contentInsetAdjustmentBehavior = .always
      case "scrollableAxes": scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
      default: break
      }
    }
    if let margins = layoutMargins(element, context: context) {
      switch margins {
      case .absolute(let insets): view.layoutMargins = insets
      case .directional(let insets): view.directionalLayoutMargins = insets
      }
    }
    applyPriorities(element, to: view, context: context)
  }

  /// Hugging and compression resistance, as IB writes them: integers, missing meaning 250 and
  /// 750 whatever the class (fact 8; IB writes class defaults such as 251 explicitly).
  static func applyPriorities(_ element: IBElement, to view: UIView, context: BuildContext) {
    let entries: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true),
      ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (attribute, axis, hugging) in entries {
      let written = context.number(attribute, of: element)
      let value = UILayoutPriority(Float(written ?? (hugging ? 250 : 750)))
      guard value.rawValue > 0, value.rawValue <= 1000 else {
        context.diagnose(
          .warning, "\(attribute)=\"\(written ?? 0)\" is outside 1…1000; ignored", at: element)
        continue
      }
      if hugging {
        view.setContentHuggingPriority(value, for: axis)
      } else {
        view.setContentCompressionResistancePriority(value, for: axis)
      }
    }
  }

  /// `<autoresizingMask>`: each attribute is YES when present; absent or empty means none.
  static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
    guard let mask = element.child("autoresizingMask", key: "autoresizingMask") else { return [] }
    var result: UIView.AutoresizingMask = []
    let bits: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (attribute, bit) in bits where mask.flag(attribute) { result.insert(bit) }
    return result
  }

  /// Margins written on the element: `<edgeInsets key="layoutMargins">` or
  /// `<directionalEdgeInsets key="directionalLayoutMargins">`.
  enum Margins {
    case absolute(UIEdgeInsets)
    case directional(NSDirectionalEdgeInsets)
  }

  static func layoutMargins(_ element: IBElement, context: BuildContext) -> Margins? {
    func value(_ insets: IBElement, _ name: String) -> CGFloat {
      CGFloat(context.number(name, of: insets) ?? 0)
    }
    if let insets = context.traits.child(
      "directionalEdgeInsets", key: "directionalLayoutMargins", of: element)
    {
      return .directional(
        NSDirectionalEdgeInsets(
          top: value(insets, "top"), leading: value(insets, "leading"),
          bottom: value(insets, "bottom"), trailing: value(insets, "trailing")))
    }
    if let insets = context.traits.child("edgeInsets", key: "layoutMargins", of: element) {
      return .absolute(
        UIEdgeInsets(
          top: value(insets, "top"), left: value(insets, "left"),
          bottom: value(insets, "bottom"), right: value(insets, "right")))
    }
    return nil
  }
}
