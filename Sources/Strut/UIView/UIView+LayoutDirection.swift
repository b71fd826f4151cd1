extension UIView {
  /// Returns the layout direction a semantic content attribute implies in a left-to-right app.
  ///
  /// UIKit resolves `.unspecified` against the app's direction; Strut has no app, so this is
  /// ``userInterfaceLayoutDirection(for:relativeTo:)`` relative to `.leftToRight`. Views use
  /// ``effectiveUserInterfaceLayoutDirection``, which honours
  /// ``simulatedUserInterfaceLayoutDirection``.
  ///
  /// - Parameter attribute: The semantic content attribute.
  /// - Returns: The layout direction.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
  }

  /// Returns the layout direction a semantic content attribute implies within a given
  /// direction.
  ///
  /// `.unspecified` keeps `layoutDirection`; `.playback`, `.spatial` and `.forceLeftToRight`
  /// give left-to-right; `.forceRightToLeft` gives right-to-left.
  ///
  /// - Parameters:
  ///   - semanticContentAttribute: The semantic content attribute.
  ///   - layoutDirection: The direction the content sits in.
  /// - Returns: The layout direction.
  public class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// The direction a view with `.unspecified` content follows: the nearest simulated direction
  /// among the view and its ancestors, else left-to-right.
  var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
    var current: UIView? = self
    while let view = current {
      if let direction = view.simulatedUserInterfaceLayoutDirection { return direction }
      current = view.storedSuperview
    }
    return .leftToRight
  }
}
