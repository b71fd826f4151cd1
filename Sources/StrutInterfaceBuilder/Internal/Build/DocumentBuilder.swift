import Foundation
import Strut

/// Finds the roots of a document (ib-format.md §2) and builds each one: storyboard scenes'
/// controllers and views, xib top-level objects, and the cells inside tables and collections.
struct DocumentBuilder {
  let context: BuildContext
  private let containers: ContainerMap
  /// Ids of xib top-level views that are the File's Owner's `view`: a controller's root.
  private let ownerViews: Set<String>

  init(context: BuildContext, document: IBElement) {
    self.context = context
    containers = ContainerMap(document)
    var owned: Set<String> = []
    for objects in document.children(named: "objects") {
      for placeholder in objects.children(named: "placeholder")
      where placeholder["placeholderIdentifier"] == "IBFilesOwner" {
        for outlet in placeholder.child("connections")?.children(named: "outlet") ?? []
        where outlet["property"] == "view" {
          if let destination = outlet["destination"] { owned.insert(destination) }
        }
      }
    }
    ownerViews = owned
  }

  /// Builds every scene (or xib object) and reads the constraints once all views exist.
  func build(_ document: IBElement) -> [InterfaceBuilderScene] {
    var scenes: [InterfaceBuilderScene] = []
    if context.header.isStoryboard {
      for scene in document.child("scenes")?.children(named: "scene") ?? [] {
        let roots = buildRoots(in: scene.child("objects"), sceneID: scene["sceneID"])
        scenes.append(
          InterfaceBuilderScene(
            id: scene["sceneID"], name: name(of: scene), location: context.location(of: scene),
            roots: roots))
      }
    } else {
      for object in document.child("objects")?.children ?? [] {
        let roots = buildRoots(in: object, sceneID: nil, includeSelf: true)
        guard !roots.isEmpty else { continue }
        scenes.append(
          InterfaceBuilderScene(
            id: nil, name: name(of: object), location: context.location(of: object), roots: roots))
      }
    }
    ConstraintReader(context: context).readAll()
    // Reading a stack view's constraints arranges it, and `.fillProportionally` measures its
    // views by laying them out: a conflict there is the layout's, reported when a root is laid
    // out, not console output of opening the file.
    _ = StrutLog.messages {
      for scene in scenes {
        for root in scene.roots { PrototypingConstraints.apply(below: root.view, context: context) }
      }
    }
    return scenes
  }

  /// The roots found in `element` (or in `element` itself, for a xib top-level object).
  private func buildRoots(in element: IBElement?, sceneID: String?, includeSelf: Bool = false)
    -> [InterfaceBuilderRoot]
  {
    guard let element else { return [] }
    var found: [(IBElement, InterfaceBuilderRoot.Kind, IBElement?)] = []
    if includeSelf, element.child("rect", key: "frame") != nil {
      found.append((element, topLevelKind(element), nil))
    } else {
      collect(
        in: element, controller: includeSelf && isController(element) ? element : nil, into: &found)
    }
    var roots: [InterfaceBuilderRoot] = []
    var queue = found.map { (element: $0.0, kind: $0.1, controller: $0.2) }
    var index = 0
    while index < queue.count {
      let (rootElement, kind, controller) = queue[index]
      index += 1
      guard context.traits.isInstalled(rootElement["id"]) else { continue }
      var builder = ViewBuilder(context: context)
      guard let view = builder.build(rootElement) else { continue }
      let environment = prepare(view, rootElement, kind: kind, controller: controller)
      context.records[ObjectIdentifier(view)]?.isRoot = true
      roots.append(
        InterfaceBuilderRoot(
          view: view, kind: kind, id: rootElement["id"], elementName: rootElement.name,
          location: context.location(of: rootElement), storedFrame: view.frame, sceneID: sceneID,
          safeAreaInsets: environment.safeArea))
      queue.append(contentsOf: builder.islands.map { ($0.element, $0.kind, nil) })
    }
    return roots
  }

  /// Walks the children of a scene's objects or of a controller for view elements.
  private func collect(
    in element: IBElement, controller: IBElement?,
    into found: inout [(IBElement, InterfaceBuilderRoot.Kind, IBElement?)]
  ) {
    for child in element.children {
      if child.child("rect", key: "frame") != nil {
        let kind: InterfaceBuilderRoot.Kind
        switch (child["key"], controller) {
        case ("view", _?): kind = .viewControllerView
        case ("navigationBar", _?), ("toolbar", _?), ("tabBar", _?): kind = .bar
        case (nil, nil): kind = topLevelKind(child)
        default: kind = .other
        }
        found.append((child, kind, kind == .viewControllerView ? controller : nil))
      } else if ["connections", "segue", "layoutGuides"].contains(child.name) {
        continue
      } else {
        collect(in: child, controller: isController(child) ? child : controller, into: &found)
      }
    }
  }

  private func isController(_ element: IBElement) -> Bool {
    element.name.hasSuffix("Controller") || element.name == "viewController"
  }

  private func topLevelKind(_ element: IBElement) -> InterfaceBuilderRoot.Kind {
    switch element.name {
    case "tableViewCell": .tableViewCell
    case "collectionViewCell": .collectionViewCell
    case "collectionReusableView", "tableViewHeaderFooterView": .reusableView
    default: ownerViews.contains(element["id"] ?? "") ? .viewControllerView : .topLevelView
    }
  }

  /// Gives a root of the canvas the system's minimum margins, or raises the sides of margins
  /// the file sets to that minimum, as a view controller's root view does unless its controller
  /// opts out (E13: `viewRespectsSystemMinimumLayoutMargins`).
  ///
  /// Xcode's canvas draws a xib's top-level views as such roots: OmegaBank's 510-point product
  /// view sets 16-point sides and stores its stack 20 points in on an iPhone 11. At run time
  /// such a view (`isControllerRoot` false), loaded from its nib, keeps the margins it sets.
  private func giveRootMargins(
    _ view: UIView, _ minimum: UIEdgeInsets, explicit: Bool, controller: IBElement?,
    isControllerRoot: Bool
  ) {
    guard explicit else {
      view.layoutMargins = minimum
      return
    }
    guard isControllerRoot || context.options.semantics == .canvas,
      controller?["viewRespectsSystemMinimumLayoutMargins"] != "NO"
    else { return }
    var margins = view.layoutMargins
    margins.left = max(margins.left, minimum.left)
    margins.right = max(margins.right, minimum.right)
    if margins != view.layoutMargins { view.layoutMargins = margins }
  }

  /// Gives a root the environment Xcode simulates for it.
  private func prepare(
    _ view: UIView, _ element: IBElement, kind: InterfaceBuilderRoot.Kind, controller: IBElement?
  ) -> RootEnvironment {
    let explicitMargins = ViewAttributes.layoutMargins(element, context: context) != nil
    // A xib's freeform File's Owner view is drawn as any freeform top-level view (Simplenote's
    // 278-point snackbar on an iPhone 11: 44 points of housing above, no home indicator).
    let drawnAsTopLevel =
      kind == .viewControllerView && !context.header.isStoryboard
      && element.child("freeformSimulatedSizeMetrics") != nil
    switch drawnAsTopLevel ? .topLevelView : kind {
    case .viewControllerView:
      view.frame = RootEnvironment.drawnFrame(of: view.frame, controller: controller, context)
      // A xib's File's Owner view carries its controller's simulated metrics itself (Nextcloud
      // Talk's status view, Xcode 13 on an iPhone SE under a simulated navigation bar: its
      // safe area starts 44 points down, where the device draws no status bar).
      let simulated = controller ?? (context.header.isStoryboard ? nil : element)
      let environment = RootEnvironment(
        controller: simulated, frame: view.frame, context: context, containers: containers)
      if let height = environment.drawnHeight { view.frame.size.height = height }
      giveRootMargins(
        view, RootEnvironment.rootMargins(context, width: view.frame.width),
        explicit: explicitMargins, controller: controller, isControllerRoot: true)
      view.simulatedSafeAreaInsets = environment.safeArea
      if let controller {
        LayoutGuideReader.makeLegacyGuides(
          of: controller, root: view,
          lengths: .init(top: environment.legacyTop, bottom: environment.legacyBottom),
          context: context)
      }
      return environment
    case .tableViewCell:
      let content = element.child(key: "contentView")
      let preservesTableMargins =
        context.header.isStoryboard && element.flag("preservesSuperviewLayoutMargins")
        && content?.flag("preservesSuperviewLayoutMargins") == true
      // A prototype cell is as wide as its table is on the canvas, a xib's cell as its frame.
      let table = element.parent?.parent
      let canvasWidth =
        context.header.isStoryboard
        ? table.flatMap { $0.name == "tableView" ? ViewAttributes.frame($0)?.width : nil }
        : view.frame.width
      view.simulatedSafeAreaInsets = .zero
      view.layoutMargins = RootEnvironment.cellMargins(
        context, width: canvasWidth, preservesTableMargins: preservesTableMargins)
      // A cell fills its height with its content view, less the separator, whatever the file
      // stored for it: Xcode 6 could leave a content view at an old height (MIT Mobile's header
      // cell: 43 in a 75-point cell, its labels stored as laid out in the 75).
      if let cell = view as? UITableViewCell,
        abs(cell.contentView.frame.height - cell.bounds.height) > 1
      {
        cell.contentView.frame.size.height = cell.bounds.height - 0.5
      }
      if let cell = view as? UITableViewCell, let content,
        ViewAttributes.layoutMargins(content, context: context) == nil
      {
        let accessory = (element["accessoryType"] ?? "none") != "none"
        cell.contentView.layoutMargins = RootEnvironment.cellMargins(
          context, width: canvasWidth, besideAccessory: accessory,
          preservesTableMargins: preservesTableMargins)
      }
      return RootEnvironment()
    case .topLevelView:
      let environment = RootEnvironment.topLevel(element, size: view.frame.size, context: context)
      let freeform = element.child("freeformSimulatedSizeMetrics") != nil
      giveRootMargins(
        view, RootEnvironment.rootMargins(context, width: freeform ? view.frame.width : nil),
        explicit: explicitMargins, controller: controller, isControllerRoot: false)
      view.simulatedSafeAreaInsets = environment.safeArea
      return environment
    case .collectionViewCell, .reusableView:
      // A xib's top-level cell is a root of Xcode's canvas: it gets the margins of a root view
      // as wide as itself (a 375-point header on a 414-point phone: 16), and the device's safe
      // area as a freeform top-level view does (app_tour's 440-point cell, wider than its
      // iPhone 12 and so inset at both ends, centres a view in its safe area 6.5 points below
      // its own centre: 47 points of housing, 34 of home indicator).
      guard !context.header.isStoryboard else {
        view.simulatedSafeAreaInsets = .zero
        return RootEnvironment()
      }
      // Before iOS 11 such a cell kept UIView's 8 points on every side, as table cells did
      // (letgo's Xcode 6.3 category cell: a label pinned to both side margins, stored 8 in).
      let margins =
        context.header.era < .xcode9
        ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        : RootEnvironment.rootMargins(context, width: view.frame.width)
      giveRootMargins(
        view, margins, explicit: explicitMargins, controller: nil, isControllerRoot: false)
      let environment = RootEnvironment.topLevel(
        element, size: view.frame.size, context: context, isFreeform: true)
      view.simulatedSafeAreaInsets = environment.safeArea
      return environment
    default:
      view.simulatedSafeAreaInsets = .zero
      return RootEnvironment()
    }
  }

  /// A name for a scene or object: its controller's custom class, storyboard identifier or
  /// user label, or its element name.
  private func name(of element: IBElement) -> String {
    let subject =
      element.name == "scene"
      ? element.child("objects")?.children.first { isController($0) || $0["sceneMemberID"] != nil }
      : element
    guard let subject else { return element.name }
    return subject["customClass"] ?? subject["storyboardIdentifier"] ?? subject["userLabel"]
      ?? subject.name
  }
}
