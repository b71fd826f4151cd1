import Foundation
import Strut

/// Maps the layout guides Interface Builder names by id onto Strut's guides (ib-format.md §6).
///
/// `safeArea` is the view's ``UIView/safeAreaLayoutGuide``; a scroll view's `contentLayoutGuide`
/// and `frameLayoutGuide` are its own; the keyboard guide, with no keyboard up, spans the view
/// from its safe area's bottom to its own bottom. The pre-iOS 11 top and bottom layout guides of
/// a view controller are made by ``makeLegacyGuides(of:root:lengths:context:)``.
enum LayoutGuideReader {
  static func readGuides(of element: IBElement, view: UIView, context: BuildContext) {
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("viewLayoutGuide", "safeArea"):
        register(view.safeAreaLayoutGuide, child, context)
      case ("viewLayoutGuide", "contentLayoutGuide"):
        guard let scroll = view as? UIScrollView else {
          context.diagnose(
            .warning, "a content layout guide on a view that does not scroll", at: child)
          continue
        }
        register(scroll.contentLayoutGuide, child, context)
      case ("viewLayoutGuide", "frameLayoutGuide"):
        guard let scroll = view as? UIScrollView else {
          context.diagnose(
            .warning, "a frame layout guide on a view that does not scroll", at: child)
          continue
        }
        register(scroll.frameLayoutGuide, child, context)
      case ("keyboardLayoutGuide", _):
        register(keyboardGuide(of: view), child, context)
      case ("viewLayoutGuide", let key):
        context.diagnose(
          .warning, "unknown layout guide '\(key ?? "")'; constraints to it are skipped", at: child)
      default:
        continue
      }
    }
  }

  /// The keyboard guide with no keyboard shown: from the safe area's bottom to the view's
  /// bottom, across the view's width.
  private static func keyboardGuide(of view: UIView) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIKeyboardLayoutGuide"
    view.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: view.leftAnchor),
      guide.rightAnchor.constraint(equalTo: view.rightAnchor),
      guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    return guide
  }

  private static func register(
    _ guide: UILayoutGuide, _ element: IBElement, _ context: BuildContext
  ) {
    guard let id = element["id"] else { return }
    if context.views[id] != nil || context.guides[id] != nil {
      context.diagnose(.warning, "duplicate id '\(id)'; the first element keeps it", at: element)
      return
    }
    context.guides[id] = guide
  }

  /// The lengths of the legacy top and bottom layout guides: the bars above and below the
  /// view controller's content.
  struct LegacyLengths {
    var top: CGFloat
    var bottom: CGFloat
  }

  /// Makes a view controller's `<viewControllerLayoutGuide type="top|bottom">` guides on its
  /// root view: the top guide spans from the root's top down by the top bars' length, the
  /// bottom guide from the root's bottom up by the bottom bars' length (fact 1's exception).
  static func makeLegacyGuides(
    of controller: IBElement, root: UIView, lengths: LegacyLengths, context: BuildContext
  ) {
    guard let list = controller.child("layoutGuides") else { return }
    for element in list.children(named: "viewControllerLayoutGuide") {
      let isTop = element["type"] == "top"
      guard isTop || element["type"] == "bottom" else {
        context.diagnose(
          .warning, "unknown view controller layout guide type '\(element["type"] ?? "")'",
          at: element)
        continue
      }
      let guide = UILayoutGuide()
      guide.identifier = isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom"
      root.addLayoutGuide(guide)
      let length = isTop ? lengths.top : lengths.bottom
      // The guides are the root's subviews in UIKit, pinned to its edges: a scroll view's edges
      // are its content's to them (DropDown's Xcode 8 scroll view root: its content ends 10
      // points below its last view, not 10 above the screen's bottom).
      let (left, top, bottom): (NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutYAxisAnchor) =
        if let content = (root as? UIScrollView)?.contentLayoutGuide {
          (content.leftAnchor, content.topAnchor, content.bottomAnchor)
        } else {
          (root.leftAnchor, root.topAnchor, root.bottomAnchor)
        }
      // UIKit's `_UILayoutSupportConstraint`s: the app's constraints break before them.
      let placement = [
        guide.leftAnchor.constraint(equalTo: left),
        guide.widthAnchor.constraint(equalToConstant: 0),
        guide.heightAnchor.constraint(equalToConstant: length),
        isTop
          ? guide.topAnchor.constraint(equalTo: top)
          : guide.bottomAnchor.constraint(equalTo: bottom),
      ]
      for constraint in placement { constraint.isMadeByUIKit = true }
      NSLayoutConstraint.activate(placement)
      register(guide, element, context)
    }
  }
}
