import Foundation

extension UIStackView {
  /// The value of ``customSpacing(after:)`` when no custom spacing is set; passing it to
  /// ``setCustomSpacing(_:after:)`` removes the custom spacing: `Float.greatestFiniteMagnitude`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// A spacing that asks for UIKit's standard spacing between the views:
  /// `Float.leastNonzeroMagnitude`.
  ///
  /// Strut's standard spacing is 8 points; the constraint prints as `-(NSSpace(8))-` in a
  /// horizontal stack and as a `_UISystemBaselineConstraint`,
  /// `-(NSLayoutAnchorConstraintSpace(8))-`, in a vertical one, as iOS 13 printed it.
  public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

  /// `setCustomSpacing(_:after:)`.
  func storeCustomSpacing(_ spacing: CGFloat, after view: UIView) {
    guard isArranged(view) else {
      StrutLog.strutWarning(
        "setCustomSpacing(_:after:): \(view.strutName) is not an arranged subview of "
          + "\(strutName); the spacing is ignored.")
      return
    }
    let key = ObjectIdentifier(view)
    let old = customSpacings[key]
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    if customSpacings[key] != old { setNeedsArrangementUpdate() }
  }

  /// The gap after an arranged subview: its custom spacing if set, else ``spacing``; UIKit's
  /// standard spacing for ``spacingUseSystem``; otherwise rounded to the pixel grid (S2).
  func resolvedSpacing(after view: UIView) -> StackSpacing {
    StackSpacing(customSpacings[ObjectIdentifier(view)] ?? spacing)
  }
}

/// One gap of a stack view, resolved: a number of points, or UIKit's standard spacing.
struct StackSpacing {
  /// The gap in points.
  let points: CGFloat
  /// Whether the gap is UIKit's standard spacing (``UIStackView/spacingUseSystem``).
  let isSystem: Bool

  init(_ value: CGFloat) {
    if value == UIStackView.spacingUseSystem {
      points = NSLayoutConstraint.systemSpacing
      isSystem = true
    } else if !value.isFinite || value == UIStackView.spacingUseDefault {
      // `spacingUseDefault` is not a spacing; UIKit does not say what it means for `spacing`.
      points = 0
      isSystem = false
    } else {
      let scale = UIScreen.main.scale
      points = (value * scale).rounded() / scale
      isSystem = false
    }
  }
}
