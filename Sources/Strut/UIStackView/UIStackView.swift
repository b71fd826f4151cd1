import Foundation

/// A view that lays out a row or a column of views with Auto Layout: UIKit's `UIStackView`.
///
/// The stack view owns the constraints that place its ``arrangedSubviews``: it makes them with
/// UIKit's identifiers (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, …),
/// relations and priorities (uikit-semantics.md §5) and installs them on itself, so they appear
/// in ``UIView/constraints`` and in conflict logs as on iOS. Changing any property, the
/// arranged subviews or an arranged subview's `isHidden` makes them again in the next layout
/// pass (or when ``UIView/constraints`` is read); constraints whose form did not change keep
/// their identity.
///
///     let row = UIStackView(arrangedSubviews: [icon, title, badge])
///     row.axis = .horizontal
///     row.alignment = .center
///     row.spacing = 8
///
/// The stack view has no intrinsic content size; unconstrained, its size comes from its
/// arranged views (S13). Its layout margins default to zero, as UIKit's `initWithFrame:` sets
/// them (S12; iOS 10's dumps show a stack view with 8, the default of any other view).
open class UIStackView: UIView {
  // MARK: - Storage

  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// The arranged subviews, in arrangement order.
  @exclusivity(unchecked) var storedArrangedSubviews: [UIView] = []
  /// Custom spacings by arranged subview, set by ``setCustomSpacing(_:after:)``.
  @exclusivity(unchecked) var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Whether the arrangement constraints must be made again before they are next used.
  @exclusivity(unchecked) var needsArrangementUpdate = false
  /// Whether that includes the aligned arrangement even if its reference view stays the same:
  /// false when only arranged views' `isHidden` changed.
  @exclusivity(unchecked) var needsAlignedArrangementUpdate = false
  /// The arrangement constraints the stack view installed on itself, in the sections and order
  /// made, each with the reuse key of the recipe it was made or kept for: along the axis, then
  /// across it.
  @exclusivity(unchecked) var orderedConstraints: [[StackConstraintReconciler.Made]] = []
  @exclusivity(unchecked) var alignedConstraints: [[StackConstraintReconciler.Made]] = []
  /// Whether an arrangement constraint changed (its constant or priority) or was deactivated
  /// since the arrangement was last made: until then, each is as its entry in
  /// ``orderedConstraints`` or ``alignedConstraints`` says, and the next update need not read it.
  @exclusivity(unchecked) var isArrangementEdited = false
  /// The arranged views' `isHidden`, and UIKit's standard spacing (it follows the screen
  /// scale), as the arrangement was last made from them.
  @exclusivity(unchecked) var arrangedHiddenFlags: [Bool] = []
  @exclusivity(unchecked) var arrangedSystemSpacing: CGFloat = 0
  /// The one arranged view whose `isHidden` is all that changed since the arrangement was last
  /// made, if that is so (see ``updateArrangement(around:)``).
  @exclusivity(unchecked) var onlyHiddenChange: UIView?
  /// Whether an update may remake only the neighbourhood of a view that hid or showed; tests
  /// turn it off to compare with the whole update.
  @exclusivity(unchecked) var allowsLocalHiddenUpdates = true
  /// How many updates remade only a hidden view's neighbourhood, for the tests.
  @exclusivity(unchecked) var localHiddenUpdateCount = 0
  /// The view the aligned constraints were made to align the others to.
  @exclusivity(unchecked) var alignedReference: ObjectIdentifier?
  /// The layout guides the arrangement uses, kept across updates so they keep their identity.
  @exclusivity(unchecked) var arrangementGuides = StackArrangementGuides()

  // MARK: - Creating stack views

  /// Creates a stack view that arranges the given views, in order.
  ///
  /// Each view becomes a subview and an arranged subview, and stops translating its
  /// autoresizing mask into constraints.
  ///
  /// - Parameter views: The views to arrange.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    storedLayoutMargins = .absolute(.zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates an empty horizontal stack view with the given frame.
  ///
  /// - Parameter frame: The stack view's frame, in its superview's coordinates.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    storedLayoutMargins = .absolute(.zero)
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Arranged subviews

  /// The views the stack view arranges, in arrangement order.
  ///
  /// It is a subset of ``UIView/subviews`` whose order may differ from theirs: subview order
  /// is drawing order, this order is layout order.
  open var arrangedSubviews: [UIView] { storedArrangedSubviews }

  /// Adds a view to the end of the arranged subviews.
  ///
  /// The view becomes a subview if it is not one already (at the front), and its
  /// `translatesAutoresizingMaskIntoConstraints` becomes `false`. A view that is already
  /// arranged moves to the end.
  ///
  /// - Parameter view: The view to arrange.
  open func addArrangedSubview(_ view: UIView) {
    let count = storedArrangedSubviews.count
    arrange(view, at: isArranged(view) ? count - 1 : count)
  }

  /// Inserts a view into the arranged subviews at an index.
  ///
  /// The view becomes a subview if it is not one already (at the front), and its
  /// `translatesAutoresizingMaskIntoConstraints` becomes `false`. A view that is already
  /// arranged moves to the index. An index outside `0...arrangedSubviews.count` logs UIKit's
  /// exception and changes nothing.
  ///
  /// - Parameters:
  ///   - view: The view to arrange.
  ///   - stackIndex: Its index in ``arrangedSubviews``.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrange(view, at: stackIndex)
  }

  /// Removes a view from the arranged subviews; it stays a subview.
  ///
  /// The stack view stops managing it: its arrangement constraints go away, so it usually needs
  /// other constraints or `removeFromSuperview()`. Removing a view that is not arranged does
  /// nothing.
  ///
  /// - Parameter view: The view to stop arranging.
  open func removeArrangedSubview(_ view: UIView) {
    unarrange(view)
  }

  /// Called before a subview leaves; an arranged subview also leaves ``arrangedSubviews``.
  ///
  /// Subclasses that override it must call `super`.
  ///
  /// - Parameter subview: The view that is about to leave.
  open override func willRemoveSubview(_ subview: UIView) {
    unarrange(subview)
    super.willRemoveSubview(subview)
  }

  // MARK: - Configuring the layout

  /// The axis the arranged subviews are laid out along.
  ///
  /// Defaults to `.horizontal`.
  @exclusivity(unchecked) open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangementUpdate() } }
  }

  /// How the arranged subviews share the stack view's length along its axis.
  ///
  /// Defaults to `.fill`.
  @exclusivity(unchecked) open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangementUpdate() } }
  }

  /// How the arranged subviews are placed across the stack view's axis.
  ///
  /// Defaults to `.fill`.
  @exclusivity(unchecked) open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangementUpdate() } }
  }

  /// The space between adjacent arranged subviews, in points.
  ///
  /// Defaults to 0. With `.equalSpacing` and `.equalCentering` it is a minimum. Set it to
  /// ``spacingUseSystem`` for UIKit's standard spacing. Values are rounded to the pixel grid of
  /// ``UIScreen/scale`` when the constraints are made.
  @exclusivity(unchecked) open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangementUpdate() } }
  }

  /// Sets the space after one arranged subview, replacing ``spacing`` there.
  ///
  /// ``spacingUseDefault`` removes the custom value; ``spacingUseSystem`` asks for UIKit's
  /// standard spacing. A view that is not arranged is ignored, with a Strut warning. A custom
  /// spacing after a hidden view has no effect: the gap is taken after the previous visible
  /// view (S2).
  ///
  /// - Parameters:
  ///   - spacing: The space after `arrangedSubview`, in points.
  ///   - arrangedSubview: An arranged subview.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    storeCustomSpacing(spacing, after: arrangedSubview)
  }

  /// Returns the custom space after an arranged subview, or ``spacingUseDefault`` if none was
  /// set.
  ///
  /// - Parameter arrangedSubview: An arranged subview.
  /// - Returns: The custom spacing, ``spacingUseSystem``, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Whether the arranged subviews are laid out inside the layout margins rather than the
  /// bounds.
  ///
  /// Defaults to `false`. When `true`, every canvas constraint goes to ``UIView/layoutMarginsGuide``.
  @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement: Bool = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangementUpdate() }
    }
  }

  /// Whether the spacing of a vertical stack is measured between baselines.
  ///
  /// Defaults to `false`. When `true` on a vertical stack, each gap runs from the previous
  /// view's last baseline to the next view's first baseline; horizontal stacks ignore it.
  @exclusivity(unchecked) open var isBaselineRelativeArrangement: Bool = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
  }

  /// Which UIKit behaviour the stack view reproduces where iOS versions differ (Strut-only).
  ///
  /// Defaults to ``Compatibility-swift.enum/modern``; see ``Compatibility-swift.enum`` for what
  /// changes.
  @exclusivity(unchecked) public var compatibility: Compatibility = .modern {
    didSet { if compatibility != oldValue { setNeedsArrangementUpdate() } }
  }

  /// How the stack settles the width of multiline labels in a row (Strut-only).
  ///
  /// Defaults to ``TextWidthDisambiguation-swift.enum/proportional``, the form UIKit's logs
  /// show; see ``TextWidthDisambiguation-swift.enum``.
  @exclusivity(unchecked) public var textWidthDisambiguation: TextWidthDisambiguation =
    .proportional
  {
    didSet { if textWidthDisambiguation != oldValue { setNeedsArrangementUpdate() } }
  }

  // MARK: - Constraints

  /// The constraints the stack view owns, including its arrangement constraints, made first if
  /// a change is pending.
  open override var constraints: [NSLayoutConstraint] {
    updateArrangementIfNeeded()
    return super.constraints
  }

  /// Makes the arrangement constraints again if a change is pending, then calls `super`.
  ///
  /// Subclasses that override it must call `super`, as on iOS.
  open override func updateConstraints() {
    updateArrangementIfNeeded()
    super.updateConstraints()
  }
}
