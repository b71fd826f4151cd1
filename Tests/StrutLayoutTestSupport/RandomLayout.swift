import Strut
import StrutTestSupport

/// A seeded random layout (issue #3): a tree of views, labels, buttons and stack views, most of
/// them placed in their superview, with random constraints, priorities and hidden views.
///
/// The random-layout tests lay these out, edit them and check UIKit's rules on them; the
/// console-log tests read back the conflicts their layouts log. The same seed builds the same
/// layout on every run and machine.
public struct RandomLayout {
  /// The root, at the top of the tree.
  public var root: UIView
  /// Every other view, in creation order (views added by later edits go at the end).
  public var views: [UIView]
  /// The constraints the layout activated, to change later.
  public var constraints: [NSLayoutConstraint]

  /// A layout of these parts.
  public init(root: UIView, views: [UIView], constraints: [NSLayoutConstraint]) {
    (self.root, self.views, self.constraints) = (root, views, constraints)
  }

  /// The texts labels and buttons are given.
  public static let texts = [
    "", "Today", "All categories", "A rather long title that truncates", "Ok",
  ]
  /// The priorities constraints are drawn from, required most often.
  public static let priorities: [UILayoutPriority] = [
    .required, .required, .required, UILayoutPriority(999), .defaultHigh, UILayoutPriority(500),
    .defaultLow, UILayoutPriority(250), .fittingSizeLevel,
  ]
  /// The horizontal position attributes.
  public static let xAttributes: [NSLayoutConstraint.Attribute] = [
    .leading, .trailing, .left, .right, .centerX,
  ]
  /// The vertical position attributes.
  public static let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]

  /// The layout of one seed; the same seed always builds the same layout.
  ///
  /// A `mirrorable` layout places every view with constraints and writes every horizontal
  /// position with leading and trailing at multiplier 1, so that laid out right to left it is
  /// the left-to-right layout mirrored.
  public static func make(seed: UInt64, mirrorable: Bool = false) -> RandomLayout {
    var random = SplitMix64(seed: seed)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    var views: [UIView] = []
    var containers = [root]
    for _ in 0..<(2 + random.below(7)) {
      let view: UIView
      switch random.below(4) {
      case 0:
        view = UIView()
      case 1:
        let label = UILabel()
        label.text = random.pick(texts)
        label.numberOfLines = random.pick([0, 1, 2])
        view = label
      case 2:
        let button = UIButton(type: .system)
        button.setTitle(random.pick(texts), for: .normal)
        view = button
      default:
        let stack = UIStackView()
        stack.axis = random.chance(0.5) ? .horizontal : .vertical
        stack.distribution = random.pick([
          .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
        ])
        stack.alignment = random.pick([.fill, .leading, .center, .trailing, .firstBaseline])
        stack.spacing = CGFloat(random.below(4) * 8)
        for _ in 0..<(1 + random.below(4)) {
          let label = UILabel()
          label.text = random.pick(texts)
          label.isHidden = random.chance(0.15)
          stack.addArrangedSubview(label)
          views.append(label)
        }
        view = stack
      }
      view.translatesAutoresizingMaskIntoConstraints = !random.chance(0.85) && !mirrorable
      if view.translatesAutoresizingMaskIntoConstraints {
        view.frame = CGRect(
          x: random.below(200), y: random.below(400), width: random.below(150),
          height: random.below(80))
      }
      if random.chance(0.3) {
        view.setContentHuggingPriority(random.pick(priorities), for: .horizontal)
        view.setContentCompressionResistancePriority(random.pick(priorities), for: .horizontal)
      }
      random.pick(containers).addSubview(view)
      views.append(view)
      if !(view is UIStackView) && random.chance(0.25) { containers.append(view) }
    }
    var constraints: [NSLayoutConstraint] = []
    // Most views are placed (leading and top in their superview) and plain ones sized, so that
    // many layouts are unambiguous; the random constraints below then compete with these.
    for view in views
    where !view.translatesAutoresizingMaskIntoConstraints && !(view.superview is UIStackView)
      && random.chance(0.8)
    {
      guard let superview = view.superview else { continue }
      var placing = [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 8),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: 8),
      ]
      if type(of: view) == UIView.self {
        placing += [
          view.widthAnchor.constraint(equalToConstant: CGFloat(20 + random.below(100))),
          view.heightAnchor.constraint(equalToConstant: CGFloat(20 + random.below(60))),
        ]
      }
      NSLayoutConstraint.activate(placing)
      constraints += placing
    }
    let items = [root] + views
    for _ in 0..<random.below(10) {
      constraints.append(
        randomConstraint(from: views, to: items, &random, mirrorable: mirrorable))
    }
    return RandomLayout(root: root, views: views, constraints: constraints)
  }

  /// An active constraint between two of the views (or one view and a constant), on a
  /// random axis, relation, constant and priority; `mirrorable` writes a horizontal position
  /// with leading or trailing at multiplier 1.
  public static func randomConstraint(
    from views: [UIView], to items: [UIView], _ random: inout SplitMix64,
    mirrorable: Bool = false
  ) -> NSLayoutConstraint {
    let first = random.pick(views)
    let second = random.pick(items)
    let relation = random.pick([
      NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual,
    ])
    let constraint: NSLayoutConstraint
    switch random.below(3) {
    case 0, 1:
      let isHorizontal = random.chance(0.5)
      let attributes = isHorizontal ? xAttributes : yAttributes
      let (firstAttribute, secondAttribute) = (random.pick(attributes), random.pick(attributes))
      let multiplier: CGFloat = random.pick([1, 1, 1, 0.5])
      let isMirrored = mirrorable && isHorizontal
      constraint = NSLayoutConstraint(
        item: first, attribute: isMirrored ? directional(firstAttribute) : firstAttribute,
        relatedBy: relation, toItem: second,
        attribute: isMirrored ? directional(secondAttribute) : secondAttribute,
        multiplier: isMirrored ? 1 : multiplier, constant: CGFloat(random.below(60)) - 20)
    default:
      let attribute: NSLayoutConstraint.Attribute = random.chance(0.5) ? .width : .height
      let relative = random.chance(0.4)
      constraint = NSLayoutConstraint(
        item: first, attribute: attribute, relatedBy: relation,
        toItem: relative ? second : nil, attribute: relative ? attribute : .notAnAttribute,
        multiplier: relative ? random.pick([0.5, 1, 2]) : 1,
        constant: CGFloat(random.below(200)) - (relative ? 50 : 0))
    }
    constraint.priority = random.pick(priorities)
    constraint.isActive = true
    return constraint
  }

  /// The attribute that follows the layout direction for a horizontal one: trailing for right,
  /// leading for left and center.
  static func directional(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute
  {
    attribute == .right || attribute == .trailing ? .trailing : .leading
  }
}
