import Strut

/// Infers the view tree a log's constraints imply, since the log prints no hierarchy.
///
/// Three clues, strongest first; the first parent found for an item is kept, and a parent that
/// would close a cycle is refused:
/// 1. a visual-format pin names its superview: `H:|-(8)-[v]   (names: '|':UIView:0x…)` puts `v`
///    (a view, or a guide that view owns) inside that superview;
/// 2. a margin relates a view to its superview: `label.top == contentView.topMargin` puts the
///    label inside the content view (margins are only meaningful from inside);
/// 3. a visual-format spacing joins siblings: `V:[a]-(8)-[b]` gives `b` the parent of `a`, and
///    the other way round.
///
/// Views with no clue sit side by side under the rebuilt root. The tree only decides how frames
/// are reported (each in its superview) and which view owns each guide: the engine solves every
/// constraint in the root's coordinates, so a wrong guess moves no frame relative to the others.
struct HierarchyInference {
  /// The parent of each item, by item key: a view's superview or a guide's owning view.
  private(set) var parents: [String: String] = [:]

  init(constraints: [ConsoleLogConstraint]) {
    for constraint in constraints {
      if let superview = constraint.superview {
        let child = constraint.first.key == superview.key ? constraint.second : constraint.first
        if let child { assign(child.key, to: superview.key) }
      }
    }
    for constraint in constraints {
      guard let second = constraint.second, constraint.multiplier == 1 else { continue }
      let firstIsMargin = Self.isMargin(constraint.firstAttribute)
      let secondIsMargin = Self.isMargin(constraint.secondAttribute)
      if secondIsMargin && !firstIsMargin {
        assign(constraint.first.key, to: second.key)
      } else if firstIsMargin && !secondIsMargin {
        assign(second.key, to: constraint.first.key)
      }
    }
    // Siblings share what their partners learn; a few rounds reach every chain in a log.
    for _ in 0..<4 {
      for constraint in constraints where constraint.notation == .visualFormat {
        guard let second = constraint.second, constraint.superview == nil else { continue }
        let (a, b) = (constraint.first.key, second.key)
        if let parent = parents[a], parents[b] == nil { assign(b, to: parent) }
        if let parent = parents[b], parents[a] == nil { assign(a, to: parent) }
      }
    }
  }

  /// The chain of parents above an item, nearest first.
  func ancestors(of key: String) -> [String] {
    var chain: [String] = []
    var current = key
    while let parent = parents[current], !chain.contains(parent), parent != key {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  private mutating func assign(_ child: String, to parent: String) {
    guard child != parent, parents[child] == nil, !ancestors(of: parent).contains(child) else {
      return
    }
    parents[child] = parent
  }

  private static func isMargin(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    [
      .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins,
    ].contains(attribute)
  }
}
