import Foundation
import Strut

/// Reads a `<stackView>`'s attributes (ib-format.md §7, fact 7) and arranges its subviews.
enum StackViewReader {
  static func configure(_ stack: UIStackView, from element: IBElement, context: BuildContext) {
    let traits = context.traits
    stack.axis = traits.attribute("axis", of: element) == "vertical" ? .vertical : .horizontal
    switch traits.attribute("distribution", of: element) {
    case nil, "fill": stack.distribution = .fill
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    case let other?:
      context.diagnose(
        .warning, "unknown stack view distribution '\(other)'; using fill", at: element)
    }
    switch traits.attribute("alignment", of: element) {
    case nil, "fill": stack.alignment = .fill
    case "top", "leading": stack.alignment = .leading
    case "bottom", "trailing": stack.alignment = .trailing
    case "center": stack.alignment = .center
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline", "baseline": stack.alignment = .lastBaseline
    case let other?:
      context.diagnose(.warning, "unknown stack view alignment '\(other)'; using fill", at: element)
    }
    if traits.attribute("spacingType", of: element) == "standard" {
      stack.spacing = UIStackView.spacingUseSystem
    } else if let spacing = context.number("spacing", of: element) {
      stack.spacing = CGFloat(spacing)
    }
    stack.isBaselineRelativeArrangement =
      traits.attribute("baselineRelativeArrangement", of: element) == "YES"
    // A margins element is IB's way of saying "layout margins relative arrangement": no
    // separate attribute is ever written (fact 7).
    stack.isLayoutMarginsRelativeArrangement =
      traits.child("directionalEdgeInsets", key: "directionalLayoutMargins", of: element) != nil
      || traits.child("edgeInsets", key: "layoutMargins", of: element) != nil
    // Xcode 14's canvas leaves a lone multiline label at its natural width beside an image
    // (OsmAnd's device header, 21701), which only the side-by-side form of S10 does; no file
    // of an earlier Xcode tells the two forms apart.
    if context.options.semantics == .canvas, context.header.era >= .xcode14 {
      stack.textWidthDisambiguation = .sideBySide
    }
  }

  /// Adds an arranged subview; a hidden one is recorded as such, since its stored frame means
  /// nothing (fact 7), except a hidden activity indicator, which Xcode lays out as visible.
  static func arrange(
    _ view: UIView, element: IBElement, in stack: UIStackView, context: BuildContext
  ) {
    stack.addArrangedSubview(view)
    guard view.isHidden else { return }
    if element.name == "activityIndicatorView", context.options.semantics == .canvas {
      view.isHidden = false
      context.noteOnce(
        "hidden-indicator",
        "a hidden activity indicator in a stack view is laid out as visible, as Xcode's canvas "
          + "does", at: element)
      return
    }
    context.records[ObjectIdentifier(view)]?.isHiddenArranged = true
  }
}
