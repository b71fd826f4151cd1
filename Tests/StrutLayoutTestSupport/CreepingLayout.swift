import Strut

/// A layout with no fixed point (uikit-semantics.md E13): every solve moves it 10 pt further.
///
/// The root has a 20 pt left safe area; `view`'s right edge sits at x = 50, and `content`, 10 pt
/// past the view's own safe area and 30 pt wide, sets the view's width. The further left the
/// view reaches into the unsafe strip, the larger its left inset and the wider it grows.
public struct CreepingLayout {
  /// The root, 375 × 200 pt.
  public let root: UIView
  /// The view that creeps left.
  public let view: UIView
  /// The view's content, which follows its growing inset.
  public let content: UIView
  /// The constraint that places the view's right edge 50 pt from the root's left edge.
  public let trailing: NSLayoutConstraint

  /// Builds the layout, not yet laid out.
  public init() {
    root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    view = UIView()
    content = UIView()
    for (child, parent) in [(view, root), (content, view)] {
      child.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(child)
    }
    trailing = view.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
    NSLayoutConstraint.activate([
      trailing,
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 40),
      content.leadingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.widthAnchor.constraint(equalToConstant: 30),
      content.topAnchor.constraint(equalTo: view.topAnchor),
      content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}
