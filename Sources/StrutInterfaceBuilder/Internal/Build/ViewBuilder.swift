import Foundation
import Strut

/// Builds the view tree of one view element: the view, its attributes, its subviews, the
/// content views of cells and effect views, table headers and footers, its layout guides and
/// its constraints (read later, once every view exists).
///
/// Cells and reusable views found inside a table or collection view are layout islands: the
/// table places them, so each becomes a root of its own (ib-format.md gotcha 13) and is handed
/// back in ``islands``.
struct ViewBuilder {
  let context: BuildContext
  /// Nested roots found while building, to be built on their own.
  private(set) var islands: [Island] = []
  /// How deep the view being built is; real files nest views about 30 deep.
  private var depth = 0
  /// The size of the view whose subviews and content views are being built: a `frameInset` may
  /// measure from its far edges.
  private var enclosingSize = CGSize.zero
  /// The deepest view nesting built: deeper subviews are reported and left out, so that a
  /// hostile file cannot exhaust the stack of the thread that reads it.
  static let maximumDepth = 120

  /// A view element that must be laid out as a root of its own.
  struct Island {
    var element: IBElement
    var kind: InterfaceBuilderRoot.Kind
    /// The table or collection view that would place it, if any.
    var container: UIView?
  }

  init(context: BuildContext) {
    self.context = context
  }

  /// Builds `element` and its subtree and returns the view, or `nil` for an element with no
  /// usable frame.
  mutating func build(_ element: IBElement) -> UIView? {
    let made = ViewFactory.make(element, frame: frame(of: element).initial, context: context)
    configure(made.view, from: element, className: made.className, text: made.isTextControl)
    if made.isGlyphFramed { context.records[ObjectIdentifier(made.view)]?.isGlyphFramed = true }
    if let probe = made.probe { context.probes[ObjectIdentifier(made.view)] = probe }
    return made.view
  }

  /// Reads `element` into an existing view (a cell's content view) or a newly made one.
  private mutating func configure(
    _ view: UIView, from element: IBElement, className: String, text: Bool
  ) {
    let (frame, storedFrame) = frame(of: element)
    let insets = AlignmentInsets.insets(element, context.header.era)
    view.frame = insets.map { frame.inset(by: $0) } ?? frame
    ViewAttributes.apply(element, to: view, context: context)
    if context.options.semantics == .canvas, let label = view as? UILabel {
      widenToItsStoredLines(label)
    }
    register(view, element, className: className, storedFrame: storedFrame, text: text)
    if let insets { context.records[ObjectIdentifier(view)]?.alignmentInsets = insets }
    if let stack = view as? UIStackView {
      StackViewReader.configure(stack, from: element, context: context)
    }
    LayoutGuideReader.readGuides(of: element, view: view, context: context)
    RuntimeAttributeReader.apply(element, to: view, context: context)
    let outerSize = enclosingSize
    enclosingSize = view.bounds.size
    defer { enclosingSize = outerSize }
    for child in element.children {
      switch child.name {
      case "subviews":
        buildSubviews(of: child, into: view)
      case "constraints":
        for constraint in child.children(named: "constraint") {
          context.pendingConstraints.append((constraint, view))
        }
      case "rect", "autoresizingMask", "variation", "viewLayoutGuide", "keyboardLayoutGuide",
        "userDefinedRuntimeAttributes", "connections", "edgeInsets", "directionalEdgeInsets":
        continue
      default:
        handleChild(child, of: view)
      }
    }
  }

  /// The frame a view starts from, and the frame Xcode stored, if it stored one; with an error
  /// when the stored frame is not valid: the view is then placed at zero.
  private func frame(of element: IBElement) -> (initial: CGRect, stored: CGRect?) {
    if let frame = ViewAttributes.frame(element)
      ?? ViewAttributes.frameInset(element, in: enclosingSize)
    {
      return (frame, frame)
    }
    if !isViewElement(element) {
      // Xcode leaves a zero frame out, as it leaves out every default value; Xcode 8.0 left
      // out the frame of every view its constraints place, which leaves nothing to compare.
      let era = context.header.era
      return (.zero, era >= .xcode8 && era < .xcode8_1 ? nil : .zero)
    }
    let stored =
      element.child("rect", key: "frame") != nil
      ? "<rect key=\"frame\">" : "<frame key=\"frameInset\">"
    context.diagnose(
      .error, "<\(element.name)> has no valid \(stored); placed at (0, 0, 0, 0)", at: element)
    return (.zero, .zero)
  }

  private func register(
    _ view: UIView, _ element: IBElement, className: String, storedFrame: CGRect?, text: Bool
  ) {
    let id = element["id"]
    if let id {
      if context.views[id] != nil || context.guides[id] != nil {
        context.diagnose(.warning, "duplicate id '\(id)'; the first element keeps it", at: element)
      } else {
        context.views[id] = view
      }
    }
    view.sourceLocation = SourceLocation(
      fileID: context.path, line: element.line, column: element.column)
    context.records[ObjectIdentifier(view)] = ViewRecord(
      id: id, elementName: element.name, className: className,
      customClass: element["customClass"], line: element.line, column: element.column,
      storedFrame: storedFrame, isMisplaced: element.flag("misplaced"),
      isAmbiguous: element.flag("ambiguous"), isTextControl: text)
  }

  /// `<subviews>`: each installed view element becomes a subview, in order; a stack view's
  /// become its arranged subviews (fact 7).
  private mutating func buildSubviews(of subviews: IBElement, into view: UIView) {
    guard depth < Self.maximumDepth else {
      context.diagnose(
        .error, "views nest more than \(Self.maximumDepth) deep; the subviews here are left out",
        at: subviews)
      return
    }
    depth += 1
    defer { depth -= 1 }
    for child in subviews.children {
      guard isViewElement(child) || ViewFactory.makesView(child.name) else {
        context.diagnose(
          .warning, "<\(child.name)> inside <subviews> is not a view; ignored", at: child)
        continue
      }
      guard context.traits.isInstalled(child["id"]) else { continue }
      guard let subview = build(child) else { continue }
      if let stack = view as? UIStackView {
        StackViewReader.arrange(subview, element: child, in: stack, context: context)
      } else {
        view.addSubview(subview)
      }
    }
  }

  /// A keyed child: a content view, a table header or footer, cells (islands), or something
  /// that holds views deeper down.
  private mutating func handleChild(_ child: IBElement, of view: UIView) {
    guard isViewElement(child) else {
      findIslands(in: child, container: view)
      return
    }
    switch (child["key"], view) {
    case ("contentView", let cell as UITableViewCell):
      configure(cell.contentView, from: child, className: "UITableViewCellContentView", text: false)
    case ("contentView", let cell as UICollectionViewCell):
      configure(cell.contentView, from: child, className: "UIView", text: false)
    case ("contentView", let effect as UIVisualEffectView):
      configure(effect.contentView, from: child, className: "UIView", text: false)
    case ("contentView", let header as UITableViewHeaderFooterView):
      configure(header.contentView, from: child, className: "UIView", text: false)
    case ("tableHeaderView", let table as UITableView):
      if let header = build(child) { table.tableHeaderView = header }
    case ("tableFooterView", let table as UITableView):
      if let footer = build(child) { table.tableFooterView = footer }
    default:
      islands.append(Island(element: child, kind: islandKind(child), container: view))
    }
  }

  /// Walks a non-view child (`prototypes`, `sections`, `cells`, …) for view elements; each is
  /// an island.
  private mutating func findIslands(in element: IBElement, container: UIView) {
    for child in element.children {
      if isViewElement(child) {
        islands.append(Island(element: child, kind: islandKind(child), container: container))
      } else {
        findIslands(in: child, container: container)
      }
    }
  }

  private func islandKind(_ element: IBElement) -> InterfaceBuilderRoot.Kind {
    switch element.name {
    case "tableViewCell": .tableViewCell
    case "collectionViewCell": .collectionViewCell
    case "collectionReusableView", "tableViewHeaderFooterView": .reusableView
    default: .other
    }
  }

  /// Whether an element is a view: it has a frame (ib-format.md §3), or Xcode 8.0's
  /// `frameInset`.
  ///
  /// Inside `<subviews>`, where every element is a view, one whose frame is zero has none (see
  /// ``ViewFactory/makesView(_:)``).
  func isViewElement(_ element: IBElement) -> Bool {
    element.child("rect", key: "frame") != nil || element.child("frame", key: "frameInset") != nil
  }

  /// Lets a multi-line label start a little wider when Strut's measure of its text, wrapped at
  /// the stored width, breaks it into more lines than Xcode stored or into lines further from
  /// the stored width than a wrap no more than its error wider does.
  ///
  /// A multi-line label wraps its intrinsic size at its frame's width until a layout pass
  /// gives it one (L2), and the canvas starts from Xcode's frame, sized to San Francisco's
  /// advances. Strut's stand-in for them measures up to 3% wider: without this, a one-line
  /// caption whose width nothing constrains broke into two lines at the stored width and kept
  /// them, and a paragraph whose longest line Xcode had just fitted (Threema's licence screen,
  /// in Helvetica Neue) lost a word to the next line and a line of height.
  private func widenToItsStoredLines(_ label: UILabel) {
    guard !label.translatesAutoresizingMaskIntoConstraints, label.numberOfLines != 1,
      label.preferredMaxLayoutWidth == 0
    else { return }
    let stored = label.bounds.size
    let lineHeight = label.font.lineHeight
    guard stored.width > 0, lineHeight > 0 else { return }
    func lines(_ size: CGSize) -> Int { Int((size.height / lineHeight).rounded()) }
    func wrapped(at width: CGFloat) -> CGSize {
      label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
    }
    // The stored line count, whatever the pixel rounding of the stored height.
    let storedLines = max(1, Int((stored.height / lineHeight).rounded()))
    let atStored = wrapped(at: stored.width)
    let widened = wrapped(at: stored.width * 1.03 + 1)
    guard lines(widened) <= storedLines, widened.width > stored.width,
      lines(atStored) > storedLines
        || abs(widened.width - stored.width) < abs(atStored.width - stored.width)
    else { return }
    // A point to spare: the lines were measured before the document's scale applies, and the
    // layout's pixel rounding must not wrap them again.
    label.frame.size.width = widened.width.rounded(.up) + 1
  }
}
