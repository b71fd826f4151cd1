import Foundation
import Strut

/// Keeps views that no constraint mentions where Xcode stored them.
///
/// A view written with `translatesAutoresizingMaskIntoConstraints="NO"` that is neither an
/// arranged subview nor the item of any constraint has nothing to place it. Xcode's canvas
/// leaves such a view at its stored frame, and the build adds "prototyping" constraints that
/// pin it there (ib-format.md fact 6); the importer lets it translate its stored frame and
/// autoresizing mask instead, which holds the frame the same way.
enum PrototypingConstraints {
  static func apply(below root: UIView, context: BuildContext) {
    var views: [UIView] = []
    var referenced: Set<ObjectIdentifier> = []
    var stack = [root]
    while let view = stack.popLast() {
      views.append(view)
      stack.append(contentsOf: view.subviews)
      for constraint in view.constraints {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
          if let view = item as? UIView { referenced.insert(ObjectIdentifier(view)) }
        }
      }
    }
    for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
      let key = ObjectIdentifier(view)
      guard !referenced.contains(key), !(view.superview is UIStackView),
        context.records[key] != nil
      else { continue }
      view.translatesAutoresizingMaskIntoConstraints = true
    }
  }
}
