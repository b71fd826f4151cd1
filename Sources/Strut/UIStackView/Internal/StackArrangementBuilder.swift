import Foundation

/// Turns a stack view's configuration into the constraints UIKit makes for it
/// (uikit-semantics.md §5), as recipes in a deterministic order, in two sections: the ordered
/// arrangement (along the axis: canvas connections, spacing, hiding, distribution, text width),
/// then the aligned arrangement (across it).
///
/// The sections are kept apart because hiding a view changes the ordered one and, unless the
/// view the others align to changes, leaves the aligned one as it was: a stack of 1,000 views
/// then makes and matches 1,000 recipes instead of 3,000 or more.
struct StackArrangementBuilder {
  let stack: UIStackView
  /// The arranged subviews.
  let items: [UIView]
  /// What the arrangement pins to: the stack view, or its margins guide (S12).
  let canvas: AnyObject
  /// Attributes along the axis.
  let along: StackAxisAttributes
  /// Attributes across the axis.
  let across: StackAxisAttributes
  let compatibility: UIStackView.Compatibility
  /// Whether each arranged subview is hidden, read once: every part of the arrangement asks,
  /// and each asking called the overridable getter of every view again.
  let isHiddenItem: [Bool]
  /// The indices of the arranged subviews that are not hidden.
  let visibleIndices: [Int]
  /// The spacing after views without a custom one, resolved once: resolving reads the screen
  /// scale, a task-local value, and a stack of 1,000 views asked 1,000 times per update.
  let defaultSpacing: StackSpacing
  /// Whether any arranged view has a custom spacing after it.
  let hasCustomSpacings: Bool
  /// The recipes of the arrangement being built, in sections (see ``closeSection()``).
  private(set) var sections: [[StackConstraintRecipe]] = []
  /// The recipes of the section being built.
  var recipes: [StackConstraintRecipe] = []

  /// A builder for the stack as it is now.
  ///
  /// - Parameters:
  ///   - stack: The stack view.
  ///   - known: Whether each arranged view is hidden, when the caller knows: otherwise each
  ///     view is asked.
  init(stack: UIStackView, isHiddenItem known: [Bool]? = nil) {
    self.stack = stack
    let items = stack.storedArrangedSubviews
    self.items = items
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    along = StackAxisAttributes(stack.axis)
    across = StackAxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    compatibility = stack.compatibility
    let isHiddenItem = known ?? items.map(\.isHidden)
    self.isHiddenItem = isHiddenItem
    visibleIndices = isHiddenItem.indices.filter { !isHiddenItem[$0] }
    defaultSpacing = StackSpacing(stack.spacing)
    hasCustomSpacings = !stack.customSpacings.isEmpty
  }

  /// The spacing after an arranged view: its custom spacing, or the stack's.
  func spacing(after view: UIView) -> StackSpacing {
    hasCustomSpacings ? stack.resolvedSpacing(after: view) : defaultSpacing
  }

  /// Whether a view takes part in the arrangement's extent: a hidden one does not in the
  /// modern behaviour (UIKit's `_itemWantsLayoutAsIfVisible:`), and does in the legacy one.
  func isLaidOutAsVisible(_ view: UIView) -> Bool {
    compatibility == .legacy || !view.isHidden
  }

  /// The view the others align to across the axis, nil when there are no arranged views.
  ///
  /// The first visible one (S9, [I]); in the legacy behaviour the first one, hidden or not,
  /// as the iOS 10 dump with a hidden first view shows.
  var alignmentReference: UIView? {
    guard !items.isEmpty else { return nil }
    return items[compatibility == .legacy ? 0 : (visibleIndices.first ?? 0)]
  }

  /// The recipes of the ordered arrangement, in ``orderedSectionCount`` sections.
  mutating func orderedRecipes() -> [[StackConstraintRecipe]] {
    stack.arrangementGuides.beginOrderedUpdate()
    return arrangement(sectionCount: Self.orderedSectionCount) { $0.buildOrderedArrangement() }
  }

  /// The recipes of the aligned arrangement, in one section.
  mutating func alignedRecipes() -> [[StackConstraintRecipe]] {
    stack.arrangementGuides.beginAlignedUpdate()
    return arrangement(sectionCount: 1) { $0.buildAlignedArrangement() }
  }

  /// The sections of the ordered arrangement: the canvas connections and spacing, the hidden
  /// views' spacing, the hiding, the distribution and the text widths.
  static let orderedSectionCount = 5

  private mutating func arrangement(
    sectionCount: Int, _ build: (inout Self) -> Void
  ) -> [[StackConstraintRecipe]] {
    sections = []
    recipes = []
    // About one recipe a view in the first section either way: a spacing along the axis, an
    // alignment constraint across it.
    recipes.reserveCapacity(items.count + 8)
    if !items.isEmpty { build(&self) }
    while sections.count < sectionCount { closeSection() }
    return sections
  }

  /// Ends the section being built and starts the next.
  ///
  /// Sections keep recipes of different kinds apart, so that the reconciler meets a change of
  /// one kind (a hidden view's spacing) between long runs of unchanged recipes of each kind,
  /// instead of shifting the whole list after it. Every build of an arrangement closes the
  /// same number of sections.
  mutating func closeSection() {
    sections.append(recipes)
    recipes = []
  }

  /// Adds `first.firstAttribute (relation) multiplier × second.secondAttribute + constant`.
  mutating func add(
    _ identifier: StackConstraintIdentifier, _ first: AnyObject,
    _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, isSystemSpacing: Bool = false
  ) {
    recipes.append(
      StackConstraintRecipe(
        identifier: identifier, firstItem: first, firstAttribute: firstAttribute,
        relation: relation, secondItem: second,
        secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
        multiplier: multiplier, constant: constant, priority: priority,
        isSystemSpacing: isSystemSpacing))
  }
}

/// The attributes of one axis: its edges, center and dimension.
struct StackAxisAttributes {
  let min: NSLayoutConstraint.Attribute
  let max: NSLayoutConstraint.Attribute
  let center: NSLayoutConstraint.Attribute
  let dimension: NSLayoutConstraint.Attribute

  init(_ axis: NSLayoutConstraint.Axis) {
    switch axis {
    case .horizontal:
      (min, max, center, dimension) = (.leading, .trailing, .centerX, .width)
    case .vertical:
      (min, max, center, dimension) = (.top, .bottom, .centerY, .height)
    }
  }
}

/// UIKit's stack-view priorities (uikit-semantics.md §5 table).
enum StackPriority {
  /// `UISV-hiding` in the modern behaviour: 999.999, exactly `1000 - 1/1024`.
  static let modernHiding = UILayoutPriority(Float(1000) - Float(1) / 1024)
  /// `UISV-spanning-boundary` equalities: 999.5.
  static let spanningBoundary = UILayoutPriority(999.5)
  /// `UISV-spacing-hidden`: 50.
  static let spacingHidden = UILayoutPriority(50)
  /// `UISV-spanning-fit`: 51.
  static let spanningFit = UILayoutPriority(51)
  /// `UISV-spanning-fit` while every arranged view is hidden (modern): 0.001.
  static let allHiddenSpanningFit = UILayoutPriority(0.001)
  /// `UISV-canvas-fit`: 49.
  static let canvasFit = UILayoutPriority(49)
  /// `UISV-ambiguity-suppression`: 25.
  static let ambiguitySuppression = UILayoutPriority(25)
}
