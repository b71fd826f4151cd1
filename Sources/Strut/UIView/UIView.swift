import Foundation

/// A rectangular area in a view hierarchy: UIKit's `UIView`, for layout, without drawing.
///
/// Strut's `UIView` keeps UIKit's names, defaults and overridable members, so layout code
/// written for iOS compiles against `import Strut` and subclasses override what they override on
/// iOS. Views are not `@MainActor` and not `Sendable`: a view tree belongs to one task at a time,
/// so many trees can be checked in parallel.
///
/// Where UIKit would raise an `NSException` (adding a view to itself, a `NaN` frame), Strut logs
/// UIKit's reason through ``StrutLog`` and leaves the state unchanged.
///
///     let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
///     let title = UIView()
///     card.addSubview(title)
///     title.superview === card   // true
///
/// Every overridable member is declared in this class body, because Swift cannot override a
/// member declared in an extension without the Objective-C runtime. The logic behind each
/// concern lives in the `UIView+…` files beside this one.
open class UIView: NSObject {
  // MARK: - Storage
  //
  // Stored properties here and in the view model's other classes (constraints, guides, the
  // engine, stack views and controls) are `@exclusivity(unchecked)`: a view tree belongs to one
  // task at a time and no code holds an access to one of them open across a call that could
  // reach it again, so the runtime's check on every access never fired, and it cost 5% of a
  // first layout (47,000 checks for a 1,000-view stack). An overlapping access would now go
  // unreported rather than trap.

  /// The frame's origin in the superview's coordinates; the frame is stored, the center derived.
  @exclusivity(unchecked) var storedFrameOrigin: CGPoint
  /// The bounds: origin in the view's own coordinates, size shared with the frame.
  @exclusivity(unchecked) var storedBounds: CGRect
  /// The superview; the superview owns its subviews, so this reference is weak in effect.
  ///
  /// Not `weak`: that would give every view with subviews a side table, and every retain of it
  /// the slow path (see ``ItemReference``). The superview clears it when it deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
  /// Whether the view is one of its superview's arranged subviews (the superview is then a
  /// `UIStackView`), so membership is a flag, not a search of the arrangement.
  @exclusivity(unchecked) var isArrangedInSuperview = false
  /// The subviews, back to front.
  @exclusivity(unchecked) var storedSubviews: [UIView] = []
  /// The layout margins, as last set: absolute or directional (see `UIView+Margins.swift`).
  @exclusivity(unchecked) var storedLayoutMargins = LayoutMarginsStorage.absolute(
    UIView.defaultLayoutMargins)
  /// Content hugging per axis (uikit-semantics.md C3: 250 for a view made in code).
  @exclusivity(unchecked) var horizontalContentHugging = UILayoutPriority.defaultLow
  /// Vertical content hugging.
  @exclusivity(unchecked) var verticalContentHugging = UILayoutPriority.defaultLow
  /// Compression resistance per axis (C3: 750 for every UIKit view).
  @exclusivity(unchecked) var horizontalCompressionResistance = UILayoutPriority.defaultHigh
  /// Vertical compression resistance.
  @exclusivity(unchecked) var verticalCompressionResistance = UILayoutPriority.defaultHigh
  /// The content priorities set through the setters, even to their default values, so the
  /// doctor can tell a deliberate priority from a default one.
  @exclusivity(unchecked) var explicitContentPriorities: Set<ContentPrioritySetting> = []
  /// Set by `setNeedsLayout()`, size changes and hierarchy changes; cleared by the layout pass.
  @exclusivity(unchecked) var needsLayout = true
  /// Set by `invalidateIntrinsicContentSize()` and by changed hugging or compression-resistance
  /// priorities: the engine must rebuild this view's content-size constraints (C1, C4).
  @exclusivity(unchecked) var needsContentSizeConstraintsUpdate = false
  /// The view's variables in its root's layout engine.
  let layoutItem = LayoutItemStorage()
  /// The constraints this view owns (UIKit's `constraints`): activation installs a constraint
  /// on the nearest common ancestor of its items.
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  /// The layout guides the view owns, in the order they were added.
  @exclusivity(unchecked) var storedLayoutGuides: [UILayoutGuide] = []
  /// The layout engine, on a root view (one engine per root, as in UIKit).
  @exclusivity(unchecked) var engine: LayoutEngine?
  /// The view's running animations and, on a root view, its animation clock; made on first use.
  @exclusivity(unchecked) var animationStorage: ViewAnimationStorage?

  // MARK: - Creating views

  deinit {
    // The references that stand in for `weak` ones (see `ItemReference`) must not outlive the
    // view they point at.
    layoutItem.itemDidDeinitialize()
    if needsUpdateConstraints { ConstraintUpdateRequests.note(false) }
    for subview in storedSubviews { subview.storedSuperview = nil }
    for constraint in installedConstraints { constraint.installedOn = nil }
    for guide in storedLayoutGuides { guide.owningView = nil }
  }

  /// Creates a view with the given frame, in its superview's coordinates.
  ///
  /// A frame containing `NaN` is replaced by `.zero` and UIKit's `CALayer` message is logged.
  /// The initial frame is not animated, even inside an animation block.
  ///
  /// - Parameter frame: The view's frame.
  public init(frame: CGRect) {
    storedFrameOrigin = .zero
    storedBounds = .zero
    super.init()
    layoutItem.item = self
    storeFrame(frame)
  }

  /// Creates a view with a zero frame, as `UIView()` does on iOS.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Always returns `nil`: Strut has no archives to decode.
  ///
  /// Subclasses must still provide it, as on iOS. The Interface Builder importer does not
  /// unarchive views; it builds them directly with `init(frame:)` and sets their properties.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinates.
  ///
  /// Setting it sets `bounds.size` and `center`, and keeps `bounds.origin`, as UIKit does.
  open var frame: CGRect {
    get { CGRect(origin: storedFrameOrigin, size: storedBounds.size) }
    set { setFrame(newValue) }
  }

  /// The view's rectangle in its own coordinates.
  ///
  /// Changing the size keeps `center` fixed, so the frame grows or shrinks around it; changing
  /// the origin moves the content, not the view.
  open var bounds: CGRect {
    get { storedBounds }
    set { setBounds(newValue) }
  }

  /// The center of the frame, in the superview's coordinates; setting it moves the frame.
  open var center: CGPoint {
    get { centerOfFrame }
    set { setCenter(newValue) }
  }

  // MARK: - The view hierarchy

  /// The view that contains this one, or `nil` for a root view.
  open var superview: UIView? { storedSuperview }

  /// The view's subviews, back to front.
  open var subviews: [UIView] { storedSubviews }

  /// Adds a view at the front of this view's subviews.
  ///
  /// A view that has another superview is removed from it first. A view that is already a
  /// subview moves to the front. Adding the view itself, or one of its ancestors, is refused:
  /// see ``StrutLog``.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    attachSubview(view) { remaining in remaining.count }
  }

  /// Inserts a view at an index of this view's subviews.
  ///
  /// Indices outside `0...subviews.count` are clamped to that range.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its index among the subviews, 0 being the back.
  open func insertSubview(_ view: UIView, at index: Int) {
    attachSubview(view) { remaining in min(max(index, 0), remaining.count) }
  }

  /// Inserts a view just above another subview.
  ///
  /// If `siblingSubview` is not a subview of this view, `view` is added at the front and a
  /// Strut warning is logged.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview that ends up just below `view`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(view, nextTo: siblingSubview, above: true)
  }

  /// Inserts a view just below another subview.
  ///
  /// If `siblingSubview` is not a subview of this view, `view` is added at the front and a
  /// Strut warning is logged.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview that ends up just above `view`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, nextTo: siblingSubview, above: false)
  }

  /// Removes the view from its superview; does nothing for a root view.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  /// Moves a subview to the front; does nothing if `view` is not a subview of this view.
  ///
  /// - Parameter view: The subview to move.
  open func bringSubviewToFront(_ view: UIView) {
    reorderSubview(view, toFront: true)
  }

  /// Moves a subview to the back; does nothing if `view` is not a subview of this view.
  ///
  /// - Parameter view: The subview to move.
  open func sendSubviewToBack(_ view: UIView) {
    reorderSubview(view, toFront: false)
  }

  /// Swaps the subviews at two indices.
  ///
  /// An index out of range logs UIKit's `NSRangeException` reason and changes nothing.
  ///
  /// - Parameters:
  ///   - index1: The index of the first subview.
  ///   - index2: The index of the second subview.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    swapSubviews(index1, index2)
  }

  /// Whether this view is `view` or one of its descendants.
  ///
  /// - Parameter view: The possible ancestor.
  /// - Returns: `true` if `view` is this view or one of its ancestors.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Returns this view or the first descendant with the given tag.
  ///
  /// The search is depth-first in subview order, starting with this view.
  ///
  /// - Parameter tag: The tag to look for.
  /// - Returns: The matching view, or `nil`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    firstView(withTag: tag)
  }

  /// Called after a subview is added; the default does nothing.
  ///
  /// Strut sends the hierarchy callbacks in this order: for an insertion,
  /// `view.willMove(toSuperview:)`, the old superview's `willRemoveSubview(_:)` (if it had one),
  /// the change, `view.didMoveToSuperview()`, then `didAddSubview(_:)`; for a removal,
  /// `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, the change, `didMoveToSuperview()`.
  /// Reordering an existing subview sends none.
  ///
  /// - Parameter subview: The view that was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed or moved to another superview; the default does
  /// nothing.
  ///
  /// - Parameter subview: The view that is about to leave.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the view's superview changes; the default does nothing.
  ///
  /// - Parameter newSuperview: The new superview, or `nil` when the view is being removed.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view's superview changed; the default does nothing.
  open func didMoveToSuperview() {}

  // MARK: - Identity and appearance

  /// An integer that identifies the view, for ``viewWithTag(_:)``.
  ///
  /// Defaults to 0.
  @exclusivity(unchecked) open var tag: Int = 0

  /// A string that identifies the view in tests and in Strut's messages.
  @exclusivity(unchecked) open var accessibilityIdentifier: String?

  /// Where the view was declared, when an importer knows it: an Interface Builder element's
  /// line and column (Strut-only).
  @exclusivity(unchecked) public var sourceLocation: SourceLocation?

  /// Whether the view is hidden.
  ///
  /// Defaults to `false`. A stack view observes it on its arranged subviews (S3).
  @exclusivity(unchecked) open var isHidden: Bool = false {
    didSet { (storedSuperview as? UIStackView)?.arrangedSubviewHiddenDidChange(self, oldValue) }
  }

  /// The view's opacity, from 0 to 1.
  ///
  /// Defaults to 1. Inside an animation block the change is recorded, as a frame change is.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { AnimationContext.current?.recordAlphaChange(of: self, from: oldValue) }
  }

  /// The view's background color; `nil` (transparent) by default.
  @exclusivity(unchecked) open var backgroundColor: UIColor?

  /// Whether subviews are clipped to the view's bounds.
  ///
  /// Defaults to `false`.
  @exclusivity(unchecked) open var clipsToBounds: Bool = false

  // MARK: - Autoresizing

  /// Whether the engine turns the view's frame and autoresizing mask into constraints.
  ///
  /// Defaults to `true` for views made in code (uikit-semantics.md E10).
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true {
    didSet { markLayoutDirty() }
  }

  /// Which of the view's margins and sizes follow its superview's size.
  ///
  /// Defaults to `[]`.
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
    didSet { markLayoutDirty() }
  }

  // MARK: - Layout direction

  /// How the view's content relates to the layout direction.
  ///
  /// The direction it gives decides leading and trailing in the constraints this view holds
  /// (those between its subviews, or between it and them), not in those that place the view
  /// itself: a button forced right-to-left keeps its place and draws its image after its
  /// title; a stack view forced right-to-left arranges its views from the right.
  ///
  /// Defaults to `.unspecified`.
  @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute =
    .unspecified
  {
    didSet { markLayoutDirty() }
  }

  /// The layout direction for arranging the view's own content.
  ///
  /// `.forceRightToLeft` gives right-to-left; `.forceLeftToRight`, `.playback` and `.spatial`
  /// give left-to-right; `.unspecified` follows the inherited direction: the nearest
  /// ``simulatedUserInterfaceLayoutDirection`` among the view and its ancestors, else
  /// left-to-right. A superview's `semanticContentAttribute` does not propagate, as in UIKit.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The layout direction of the environment, standing in for the app's language (Strut-only).
  ///
  /// UIKit takes the inherited direction from the app and the trait collection; Strut has
  /// neither, so set this on a root view to simulate a right-to-left device. Descendants inherit
  /// it. `nil` (the default) inherits from the superview, and a root view with `nil` is
  /// left-to-right.
  @exclusivity(unchecked) public var simulatedUserInterfaceLayoutDirection:
    UIUserInterfaceLayoutDirection?
  {
    didSet { markLayoutDirty() }
  }

  // MARK: - Margins and safe area

  /// The default space between the view's edges and its content: 8 points on every side.
  ///
  /// Margins are stored as last set, through this property or through
  /// ``directionalLayoutMargins``, and read through the current layout direction (E13). Reading
  /// returns the value set; safe-area and superview-preserving adjustments are applied by the
  /// layout engine, not here.
  open var layoutMargins: UIEdgeInsets {
    get { resolvedLayoutMargins }
    set { storeLayoutMargins(.absolute(newValue)) }
  }

  /// The layout margins with leading and trailing edges, kept in sync with ``layoutMargins``
  /// through ``effectiveUserInterfaceLayoutDirection``: leading is left in a left-to-right
  /// layout and right in a right-to-left one.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { resolvedDirectionalLayoutMargins }
    set { storeLayoutMargins(.directional(newValue)) }
  }

  /// Whether the view's margins also respect its superview's margins where they overlap.
  ///
  /// Defaults to `false`. The layout engine applies the cascade (E13): an edge that lies inside
  /// the superview's margin keeps at least the part of that margin it overlaps, measured from
  /// the frames of the pass.
  @exclusivity(unchecked) open var preservesSuperviewLayoutMargins: Bool = false {
    didSet { markLayoutDirty() }
  }

  /// Whether the view's margins are kept inside its safe area.
  ///
  /// Defaults to `true`. The layout engine applies it.
  @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea: Bool = true {
    didSet { markLayoutDirty() }
  }

  /// Called when the view's layout margins change; the default does nothing.
  open func layoutMarginsDidChange() {}

  /// The insets that keep content clear of the device's bars and rounded corners.
  ///
  /// A view with ``simulatedSafeAreaInsets`` returns that value. Any other view returns the part
  /// of its frame that its superview's safe-area insets cover, each inset clamped between 0 and
  /// the view's size, and a root view returns `.zero`. UIKit updates this during layout; Strut
  /// computes it on reading, from the current frames.
  open var safeAreaInsets: UIEdgeInsets {
    computedSafeAreaInsets
  }

  /// Safe-area insets that replace the computed ones, to simulate a device (Strut-only).
  ///
  /// UIKit's `safeAreaInsets` is read-only and comes from the window and screen, which Strut does
  /// not have. Set this on a root view, for example `UIEdgeInsets(top: 59, left: 0, bottom: 34,
  /// right: 0)` for an iPhone 15 in portrait, and descendants derive theirs from it. `nil` (the
  /// default) computes the insets as ``safeAreaInsets`` describes.
  @exclusivity(unchecked) public var simulatedSafeAreaInsets: UIEdgeInsets? {
    didSet { markLayoutDirty() }
  }

  // MARK: - Hooks for views with text

  /// The text UIKit prints after the address in constraint descriptions: UILabel and UIButton
  /// print theirs, quoted and cut to 25 characters (E9); other views nothing.
  var textForDescription: String { "" }

  /// A text as descriptions quote it: in single quotes, cut to 25 characters and "..." (E9).
  static func quotedForDescription(_ text: String?) -> String {
    guard let text else { return "" }
    return "'\(text.count > 25 ? String(text.prefix(25)) + "..." : text)'"
  }

  /// Where the first and last baselines sit: the first this far below the top, the last this
  /// far above the bottom; `nil` for a view without text, whose baselines are its bottom.
  var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

  // MARK: - Content size and priorities

  /// The value of an intrinsic-size dimension that the view does not have: -1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Whether the view may wrap its text over several lines, as a label whose `numberOfLines`
  /// is not 1 does: a horizontal stack view gives each such arranged view a
  /// `UISV-text-width-disambiguation` constraint (S10).
  ///
  /// Internal, overridden by `UILabel` only: app views cannot answer UIKit's private check.
  /// A property rather than a protocol, because a stack view asks every arranged view at
  /// every update, and a cast to a protocol goes through the runtime's conformance cache.
  var isMultilineTextCandidate: Bool { false }

  /// The size the view's content needs, or ``noIntrinsicMetric`` on axes without one.
  ///
  /// A plain view has none on either axis (uikit-semantics.md C4). Subclasses override this and
  /// call ``invalidateIntrinsicContentSize()`` when it changes; the engine turns each axis that
  /// has a value into a content-size constraint (C1) using the priorities below.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The intrinsic size a `.fillProportionally` stack view shares its length by (S6): the
  /// ``intrinsicContentSize``, unless a tool draws the view at a size of its own that UIKit's
  /// runtime would not report (the Interface Builder importer's empty text fields).
  @_spi(StrutInternals)
  open var proportionalFillSize: CGSize { intrinsicContentSize }

  /// Tells the engine that ``intrinsicContentSize`` changed, so the next layout re-reads it
  /// (C4).
  open func invalidateIntrinsicContentSize() {
    needsContentSizeConstraintsUpdate = true
    markLayoutDirty()
    // `.fillProportionally` sizes arranged views by their intrinsic lengths (S6).
    if let stack = storedSuperview as? UIStackView, stack.distribution == .fillProportionally {
      stack.setNeedsArrangementUpdate()
    }
  }

  /// Returns how strongly the view resists growing beyond its intrinsic size on an axis.
  ///
  /// Defaults to 250 on both axes for a view made in code (uikit-semantics.md C3).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The content-hugging priority.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? horizontalContentHugging : verticalContentHugging
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
  ///
  /// - Parameters:
  ///   - priority: The content-hugging priority.
  ///   - axis: The axis.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    explicitContentPriorities.insert(ContentPrioritySetting(kind: .hugging, axis: axis))
    guard contentHuggingPriority(for: axis) != priority else { return }
    switch axis {
    case .horizontal: horizontalContentHugging = priority
    case .vertical: verticalContentHugging = priority
    }
    needsContentSizeConstraintsUpdate = true
    markLayoutDirty()
  }

  /// Returns how strongly the view resists shrinking below its intrinsic size on an axis.
  ///
  /// Defaults to 750 on both axes (uikit-semantics.md C3).
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The compression-resistance priority.
  open func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    axis == .horizontal ? horizontalCompressionResistance : verticalCompressionResistance
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
  ///
  /// - Parameters:
  ///   - priority: The compression-resistance priority.
  ///   - axis: The axis.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    explicitContentPriorities.insert(
      ContentPrioritySetting(kind: .compressionResistance, axis: axis))
    guard contentCompressionResistancePriority(for: axis) != priority else { return }
    switch axis {
    case .horizontal: horizontalCompressionResistance = priority
    case .vertical: verticalCompressionResistance = priority
    }
    needsContentSizeConstraintsUpdate = true
    markLayoutDirty()
  }

  // MARK: - Laying out

  /// Marks the view as needing layout; the layout pass runs later, not here.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the subviews.
  ///
  /// The layout pass has already applied the frames the engine solved before it calls this;
  /// subclasses override it to place subviews by hand, calling `super.layoutSubviews()` first.
  open func layoutSubviews() {}

  /// Runs the layout pass now if anything asked for one: updates constraints, solves the
  /// root's engine (incrementally, from the last solution) and applies frames, rounded to the
  /// pixel grid of ``UIScreen/scale``.
  ///
  /// Strut runs the pass on the view's root, as one engine serves the whole tree.
  open func layoutIfNeeded() {
    LayoutPass(root: rootView).run()
  }

  /// Whether ``updateConstraints()`` runs in the next pass.
  @exclusivity(unchecked) public internal(set) var needsUpdateConstraints = false {
    didSet {
      if needsUpdateConstraints != oldValue {
        ConstraintUpdateRequests.note(needsUpdateConstraints)
        if needsUpdateConstraints { noteConstraintUpdateInSubtree() }
      }
    }
  }

  /// Whether this view or one below it may wait for ``updateConstraints()``.
  ///
  /// The pass walks only such subtrees. The mark may stay after the request is gone (the view
  /// moved away, or ran `updateConstraintsIfNeeded()`), which costs the next pass one walk; it
  /// is never clear while a request below waits. Without it, hiding one view in a 1,000-view
  /// stack walked every view for the stack's one request.
  @exclusivity(unchecked) var constraintUpdateInSubtree = false

  /// Sets ``constraintUpdateInSubtree`` on this view and its ancestors, up to the first that has
  /// it already.
  func noteConstraintUpdateInSubtree() {
    var view: UIView? = self
    while let current = view, !current.constraintUpdateInSubtree {
      current.constraintUpdateInSubtree = true
      view = current.storedSuperview
    }
  }

  /// Asks for ``updateConstraints()`` in the next layout pass.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
    rootView.engine?.needsConstraintsUpdate = true
  }

  /// Runs ``updateConstraints()`` now if it was asked for.
  open func updateConstraintsIfNeeded() {
    guard needsUpdateConstraints else { return }
    needsUpdateConstraints = false
    updateConstraints()
  }

  /// Updates the view's constraints; subclasses override it and call `super` last.
  open func updateConstraints() {}

  /// The constraints this view owns: those activated with it as the items' nearest common
  /// ancestor, or added with ``addConstraint(_:)``.
  open var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Installs a constraint on this view (the pre-iOS 8 API; prefer `isActive`).
  ///
  /// - Parameter constraint: A constraint whose items are this view or its descendants.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.isActive else { return }
    guard constraint.itemViews.allSatisfy({ $0.isDescendant(of: self) }) else {
      StrutLog.log(
        "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added "
          + "to a view, the constraint's items must be descendants of that view (or the view "
          + "itself).")
      return
    }
    install(unchecked: constraint)
  }

  /// Installs a constraint whose items are known to be this view or in its subtree, without
  /// walking the hierarchy to check: a stack view's own arrangement, 6,000 constraints for
  /// 1,000 arranged views, each checked twice up the superview chain before.
  func install(unchecked constraint: NSLayoutConstraint) {
    // Room for a few from the first: a view that owns constraints mostly owns several (a
    // cell's pins to its subviews), and growing one at a time allocated three arrays for five.
    if installedConstraints.capacity == 0 { installedConstraints.reserveCapacity(4) }
    installedConstraints.append(constraint)
    constraint.installedOn = self
    constraint.markEngineDirty()
  }

  /// Installs several constraints on this view.
  ///
  /// - Parameter constraints: The constraints.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint this view owns.
  ///
  /// - Parameter constraint: The constraint.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.uninstall()
  }

  /// Removes several constraints this view owns.
  ///
  /// - Parameter constraints: The constraints.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Returns the size that best fits the given size; a plain view returns its current size.
  ///
  /// - Parameter size: The size the view should fit in.
  /// - Returns: The view's preferred size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's origin.
  open func sizeToFit() {
    let fitting = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitting)
  }
}
