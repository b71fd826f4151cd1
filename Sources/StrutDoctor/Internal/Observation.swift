import Strut

/// A finding seen at one width, before the same finding at other widths is merged into it.
struct Observation {
  let rule: Rule
  let severity: Severity
  /// The view's path of names.
  let subject: String
  /// What makes two observations at different widths the same finding.
  let key: String
  let message: String
  var location: FindingLocation? = nil
  var related: [Finding.RelatedLocation] = []
  var details: [String] = []
  var fixIts: [FixIt] = []
  /// What a fix would change, when the analysis knows.
  var fixHint: FixHint? = nil
}

/// The structure behind a finding that a fix can change, by the views' paths of names.
enum FixHint: Hashable {
  /// A content view that stretches over a stack's free space (or wins a hugging tie).
  case stretchedContent(stack: String, view: String, index: Int, axis: NSLayoutConstraint.Axis)
  /// A view that shrinks first only because of its order, and the view it tied with.
  case compressionTie(giver: String, other: String, axis: NSLayoutConstraint.Axis)
}

/// The analyses' shared view of one laid-out tree.
struct Examination {
  let root: UIView
  let names: ViewNames
  let geometry: TreeGeometry

  init(root: UIView) {
    self.root = root
    names = ViewNames(root: root)
    geometry = TreeGeometry(root: root)
  }

  /// Every view of the tree that shows, depth first.
  var visibleViews: [UIView] { geometry.order }

  /// The stack views that show, depth first.
  var stackViews: [UIStackView] { visibleViews.compactMap { $0 as? UIStackView } }

  func subject(_ view: UIView) -> String { names.path(of: view) }
  func name(_ view: UIView) -> String { names.name(of: view) }
}

extension NSLayoutConstraint.Axis {
  /// `width` or `height`.
  var dimensionName: String { self == .horizontal ? "width" : "height" }
  /// `.horizontal` or `.vertical`, as Swift code spells it.
  var swiftName: String { self == .horizontal ? ".horizontal" : ".vertical" }
}

extension CGRect {
  /// The length along an axis.
  func length(along axis: NSLayoutConstraint.Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }
}

extension CGSize {
  /// The length along an axis.
  func length(along axis: NSLayoutConstraint.Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }
}
