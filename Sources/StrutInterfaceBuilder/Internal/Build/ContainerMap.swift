import Foundation

/// Which view controllers sit in a navigation or tab bar controller, read from the storyboard's
/// segues, so that their simulated bars can be inferred as Xcode infers them (ib-format.md §11).
struct ContainerMap {
  /// A navigation controller's settings that change the height of its bars.
  struct Navigation {
    /// The navigation controller's id.
    var id: String
    var prefersLargeTitles: Bool
    var isBarHidden: Bool
    var isBarOpaque = false
    var showsToolbar: Bool
    /// The navigation bar's stored frame in the navigation controller's scene, which shows
    /// where Xcode put it: below the status bar, or at the top of a sheet.
    var barFrame: CGRect? = nil
  }

  /// The stack of the `navigationController` element `controller`.
  private static func navigation(of controller: IBElement) -> Navigation {
    let bar = controller.child("navigationBar", key: "navigationBar")
    return Navigation(
      id: controller["id"] ?? "",
      prefersLargeTitles: bar?.flag("largeTitles") ?? false,
      isBarHidden: controller.flag("navigationBarHidden"),
      isBarOpaque: bar?["translucent"] == "NO",
      showsToolbar: controller["toolbarHidden"] == "NO",
      barFrame: bar.flatMap(ViewAttributes.frame))
  }

  /// The navigation controller each controller is shown in, by controller id.
  private(set) var navigation: [String: Navigation] = [:]
  /// Controllers shown in a tab bar controller, directly or through a navigation controller.
  private(set) var inTabBar: Set<String> = []
  /// Controllers embedded in a container view (an `embed` segue): Xcode sizes their root to
  /// the container and lays it out as a screen of its own.
  private(set) var embedded: Set<String> = []
  /// Controllers presented modally in a sheet (a `presentation` segue whose style is
  /// automatic, a page sheet or a form sheet): from Xcode 11 a phone draws them as a card.
  private(set) var presentedInSheet: Set<String> = []

  private struct Segue {
    var id: String?
    var source: IBElement
    var destination: String
    var kind: String
    var relationship: String?
    var presentationStyle: String?
  }

  init(_ document: IBElement) {
    var controllers: [String: IBElement] = [:]
    var segues: [Segue] = []
    Self.walk(document, controllers: &controllers, segues: &segues)
    for segue in segues where segue.kind == "embed" {
      embedded.insert(segue.destination)
    }
    // A controller reached by several segues takes its simulated metrics from the one Xcode
    // lists as the tie-breaker, when there is one.
    let tieBreakers = Set(
      document.child("inferredMetricsTieBreakers")?.children.compactMap { $0["reference"] } ?? [])
    let decided = Set(
      segues.filter { $0.id.map(tieBreakers.contains) ?? false }.map(\.destination))
    func counts(_ segue: Segue) -> Bool {
      !decided.contains(segue.destination) || (segue.id.map(tieBreakers.contains) ?? false)
    }
    for segue in segues where segue.kind == "presentation" && counts(segue) {
      if [nil, "automatic", "pageSheet", "formSheet"].contains(segue.presentationStyle) {
        presentedInSheet.insert(segue.destination)
      }
    }
    for segue in segues where segue.kind == "relationship" && counts(segue) {
      if segue.source.name == "navigationController", segue.relationship == "rootViewController" {
        navigation[segue.destination] = Self.navigation(of: segue.source)
      } else if segue.source.name == "tabBarController" {
        inTabBar.insert(segue.destination)
      }
    }
    // A controller whose top bar is simulated as a navigation bar is taken to be in a stack
    // whose controller is elsewhere (another storyboard).
    for (id, controller) in controllers where navigation[id] == nil {
      guard let metrics = controller.child(key: "simulatedTopBarMetrics"),
        metrics.name == "simulatedNavigationBarMetrics"
      else { continue }
      navigation[id] = Navigation(
        id: "", prefersLargeTitles: false, isBarHidden: false,
        isBarOpaque: metrics["translucent"] == "NO", showsToolbar: false)
    }
    // Controllers pushed from one in a navigation stack are in the same stack, and so are
    // those a navigation controller shows itself (CloudMusicPlayer's Xcode 7 playlist scene,
    // shown from its stack's controller: stored under the bar and above the toolbar).
    for _ in 0..<64 {
      var changed = false
      for segue in segues where ["show", "push"].contains(segue.kind) && counts(segue) {
        guard let source = segue.source["id"],
          let stack = navigation[source]
            ?? (segue.source.name == "navigationController"
              ? Self.navigation(of: segue.source) : nil),
          navigation[segue.destination] == nil,
          controllers[segue.destination]?.name != "navigationController"
        else { continue }
        navigation[segue.destination] = stack
        changed = true
      }
      if !changed { break }
    }
    // A navigation controller that simulates a tab bar below it is taken to be in a tab bar
    // controller elsewhere (Picterest's saved-images stack: its root's content ends 49 points
    // above the home indicator).
    for (id, controller) in controllers where controller.name == "navigationController" {
      if controller.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics" {
        inTabBar.insert(id)
      }
    }
    for (controller, stack) in navigation where inTabBar.contains(stack.id) {
      inTabBar.insert(controller)
    }
  }

  /// Records every controller and every segue, each segue with the controller that holds it
  /// (a segue may sit on a button or a cell deep inside the controller's view).
  private static func walk(
    _ root: IBElement, controllers: inout [String: IBElement], segues: inout [Segue]
  ) {
    var stack: [(element: IBElement, controller: IBElement?)] = [(root, nil)]
    while let (element, controller) = stack.popLast() {
      var current = controller
      if element.name.hasSuffix("Controller") || element.name == "viewController",
        let id = element["id"]
      {
        controllers[id] = element
        current = element
      }
      if element.name == "segue", let source = current, let destination = element["destination"] {
        segues.append(
          Segue(
            id: element["id"], source: source, destination: destination,
            kind: element["kind"] ?? "",
            relationship: element["relationship"],
            presentationStyle: element["modalPresentationStyle"]))
      }
      stack.append(contentsOf: element.children.reversed().map { ($0, current) })
    }
  }
}
