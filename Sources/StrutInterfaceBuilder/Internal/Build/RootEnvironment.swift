import Foundation
import Strut

/// The parts of a root's environment Xcode simulates but does not store: the safe area, the
/// lengths of the legacy top and bottom layout guides, and the system layout margins of view
/// controller roots and cell content views (ib-format.md fact 5, §11).
struct RootEnvironment {
  var safeArea = UIEdgeInsets.zero
  var legacyTop: CGFloat = 0
  var legacyBottom: CGFloat = 0
  /// The height Xcode draws the root at when it differs from the stored one: a screen-tall
  /// root under an opaque top bar ends at the screen's bottom.
  var drawnHeight: CGFloat?

  /// The environment of a view controller's root view with the stored frame `frame`.
  ///
  /// The insets are the status bar (or sensor housing) and the bars above the content (written
  /// simulated metrics, else the navigation or tab bar controller showing it, whose stored bar
  /// frame wins), and the home indicator and the bars below it. Then the root is placed on the
  /// screen: below opaque bars when it is shorter than the screen; as a screen of its own when
  /// it is freeform, embedded in a container view, a page sheet, or not as wide as the screen.
  /// Each rule comes from stored frames in the corpus; the comments say which.
  init(controller: IBElement?, frame: CGRect, context: BuildContext, containers: ContainerMap) {
    // A Today widget's or notification's scene is drawn as Notification Center shows it: no
    // status bar and no bars, whatever metrics the controller carries (OwnTracks' widget pins
    // to a top guide at y = 0 under a simulated navigation bar), but a phone's sensor housing
    // stays (xDrip's Xcode 15 notification scene on an iPhone 15 pins to a safe area at 59).
    let isNotificationCenter =
      controller?.child(key: "view")?["simulatedAppContext"] == "notificationCenter"
    let header = context.header
    let device = header.device
    let model = header.deviceModel
    if isNotificationCenter, device.idiom != .phone || device.isLandscape { return }
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var left: CGFloat = 0
    var right: CGFloat = 0
    switch device.idiom {
    case .phone:
      if device.isLandscape {
        let side = Self.landscapeSide(model, device, header.era)
        (left, right, bottom) = (side, side, model?.landscapeBottomInset ?? 0)
      } else {
        top = Self.statusBar(model, device, header.era)
        bottom = Self.homeIndicator(model, device, header.era)
        // Status bar "None" (`<nil key="simulatedStatusBarMetrics"/>`) hides the bar but not a
        // sensor housing (Presentr's Xcode 8 split scene pins to a top guide at y = 0).
        if controller?.child(key: "simulatedStatusBarMetrics")?.name == "nil"
          || isNotificationCenter,
          (model?.bottomInset ?? 0) == 0
        {
          top = 0
        }
      }
    case .pad:
      top = model?.topInset ?? 20
      bottom = model?.bottomInset ?? 0
    case .tv:
      (top, left, bottom, right) = (60, 80, 60, 80)
    case .unspecified:
      top = 20
    }
    let isFreeform = Self.isFreeform(controller, header.era)
    if isFreeform, device.idiom == .phone || device.idiom == .pad, (model?.bottomInset ?? 0) == 0,
      header.era >= .xcode10
    {
      // Since Xcode 10 a freeform canvas simulates no status bar (Kickstarter's Xcode 10.2
      // video scene, 400 x 231 on an iPhone 8, pins its views 12 points below a top guide at
      // y = 0; from Xcode 11 a 2000-point scene pins to its 44-point navigation bar); Xcode 9
      // still did (freeform scenes with 20-point top guides). A notched screen keeps its
      // housing.
      top = 0
    }
    let bars =
      isNotificationCenter
      ? (top: 0, bottom: 0, isTopOpaque: false)
      : Self.bars(controller, context: context, containers: containers)
    top += bars.top
    bottom += bars.bottom
    // A navigation controller's stored bar says where the bar is: its bottom is the top of the
    // content, and from Xcode 11 a bar at y = 0 on a phone with a status bar heads a sheet
    // (iOS 13 page sheets: 56-point bars, no status bar, the sheet a screen of its own).
    // Before sheets the scene stored its bar at y = 0 with the status bar above it all the same
    // (Firebase's Xcode 7 and 8 storyboards: 64-point top guides under bars stored at 0).
    var isSheet = false
    let destination = controller?.child(key: "simulatedDestinationMetrics")?.name
    let screen = device.screenSize
    let isScreenWide = abs(frame.width - screen.width) < 0.5
    // Inferred metrics follow the segue: a controller presented in a sheet and stored shorter
    // than the screen is drawn as one (BMI Calculator's result scene, Xcode 13 on an iPhone
    // 11: 842 points, its button on the safe area's bottom at the root's).
    let isPresentedInSheet =
      destination == nil && containers.presentedInSheet.contains(controller?["id"] ?? "")
      && isScreenWide && frame.height < screen.height
    if destination == "modalPageSheetSimulatedSizeMetrics"
      || destination == "modalFormSheetSimulatedSizeMetrics" || isPresentedInSheet,
      device.idiom == .phone, header.era >= .xcode11
    {
      // A page sheet on a phone is a card of its own, under no status bar and, from Xcode 13,
      // clear of the home indicator: element's Xcode 13 context preview, 842 points tall on an
      // iPhone 11, pins to a safe area with no inset at either end.
      isSheet = true
      top = bars.top
      if header.era >= .xcode13 { bottom = bars.bottom }
    }
    let stack = containers.navigation[controller?["id"] ?? ""]
    let barAtTopMeansSheet = header.era >= .xcode11 && device.idiom == .phone
    if let stack, !stack.isBarHidden, let bar = stack.barFrame, bars.top > 0 {
      let headsSheet =
        bar.minY == 0 && (top - bars.top > 0 || bar.height > 44) && barAtTopMeansSheet
      // From Xcode 13 the card ends above the home indicator (bitwarden's Xcode 15 lock scene,
      // in a sheet under a 56-point bar, pins a table to a safe area with no bottom inset);
      // Xcode 11 still inset it (Eureka's event form on an iPhone X: 34 points).
      if headsSheet && !isSheet && header.era >= .xcode13 { bottom = bars.bottom }
      isSheet = isSheet || headsSheet
      if bar.minY > 0 || header.era >= .xcode11 {
        top = bar.maxY
        // The stack stores the bar as its root shows it: a controller pushed with
        // `largeTitleDisplayMode="never"` has the standard bar below the same top (Favourite
        // Athlete's editor, Xcode 15 on an iPhone 15: a label 25 points below a safe area at 103,
        // under a bar stored 96 tall from y = 59).
        if stack.prefersLargeTitles, !Self.showsLargeTitle(controller, in: stack),
          bar.height >= bars.top + Self.largeTitle
        {
          top -= Self.largeTitle
        }
      }
    } else if let bar = stack?.barFrame, bar.minY == 0, top > 0, barAtTopMeansSheet {
      // A controller that hides the bar of such a stack is on the same status-bar-less screen
      // (OnionBrowser's start-up scene, pinned to a safe area that starts at y = 0).
      isSheet = true
      top = 0
    }
    // Where the root sits on the screen. A root stored below the bars (y > 0) starts there. A
    // root as wide as the screen but shorter sits between opaque bars: when its missing height
    // is the bottom bars' it starts at the top, otherwise below as much of the top bars as the
    // missing height covers. Any other root (freeform, a form sheet, the child of a container
    // view) is a screen of its own.
    let missing = screen.height - frame.height
    let isEmbedded = containers.embedded.contains(controller?["id"] ?? "")
    let rootY: CGFloat
    if frame.minY > 0 {
      rootY = frame.minY
    } else if isScreenWide, missing > 0, !isEmbedded, !isFreeform, !isSheet {
      rootY = abs(missing - bars.bottom) < 0.5 ? 0 : min(missing, top)
    } else if bars.isTopOpaque, !isEmbedded {
      // An opaque top bar: the root starts below it. From Xcode 9, which stores such a root at
      // y = 0 and as tall as the screen, it is drawn as tall as the screen leaves it, as UIKit
      // sizes a view that does not extend under opaque bars (Flash Chat's Xcode 12 welcome
      // scene, root of a stack with an opaque bar on an iPhone 11: a title centred on the root
      // at y = 404, 88 points above the screen's centre, and a button on the safe area's bottom
      // 34 above the root's); Xcode 8 stored it below the bar instead (see `drawnFrame`).
      rootY = top
      if isScreenWide, missing == 0, !isFreeform, !isSheet,
        header.usesSafeAreas || header.era >= .xcode9
      {
        drawnHeight = screen.height - top
      }
    } else {
      rootY = 0
    }
    // A root taller than the screen is drawn as tall a screen, its home indicator at its
    // bottom (datflix's 1,500-point detail scene on a 393 x 852 phone: a scroll view pinned to
    // the safe area ends 34 points above the root's bottom).
    let isOwnScreen = !isScreenWide || isEmbedded || isFreeform || isSheet || missing < 0
    let height = drawnHeight ?? frame.height
    var screenHeight = isOwnScreen ? rootY + height : screen.height
    if isFreeform || isEmbedded, device.idiom == .phone, !device.isLandscape,
      rootY + height <= screen.height - bottom, frame.width <= screen.width + 0.5
    {
      // A short freeform scene sits at the top of a notched phone's screen, clear of the home
      // indicator, as a xib's freeform views do (a 400-point COVID-19 app scene on an iPhone 11
      // keeps its 44-point top inset and no bottom one), and so does the child of a container
      // view (Amity's 818-point channel list, Xcode 12 on an iPhone 11: its header 8 points
      // below a 44-point top inset, its table down to the root's bottom). A wider one is a
      // screen of its own, inset at both ends, as such a xib view is (blink's 758 x 600
      // file-provider scene on an iPhone X: a button 30 points above a safe area 34 points
      // above the root's bottom).
      screenHeight = screen.height
    }
    let below = screenHeight - (rootY + height)
    legacyTop = max(top - rootY, 0)
    legacyBottom = max(bottom - below, 0)
    // Xcode 9 and later lay every file out with iOS 11's safe area, guides or not.
    guard header.usesSafeAreas || header.era >= .xcode9 else { return }
    safeArea = UIEdgeInsets(top: legacyTop, left: left, bottom: legacyBottom, right: right)
  }

  init() {}

  /// Whether a controller's scene is sized freely (simulated size "Freeform"): older files say
  /// so with `freeformSimulatedSizeMetrics`, newer ones (Xcode 14.1's, 15's) only write the
  /// controller's `freeformSize`.
  ///
  /// Before Xcode 11 a `freeformSize` alone does not make the scene freeform: Xcode 10 wrote
  /// both for one that is (Kickstarter's 400 x 231 video scene, no status bar), and drew the
  /// status bar over a scene with the size alone (two screen-wide scroll view scenes, 800 and
  /// 1,000 points tall on an iPhone 8, pinned to a safe area 20 points down).
  private static func isFreeform(_ controller: IBElement?, _ era: ToolsEra) -> Bool {
    controller?.child(key: "simulatedDestinationMetrics")?.name == "freeformSimulatedSizeMetrics"
      || (controller?.child("size", key: "freeformSize") != nil && era >= .xcode11)
  }

  /// The frame Xcode lays a view controller's root out in, from the frame it stored.
  ///
  /// A root stored below the bars but as tall as the screen reaches past the screen's bottom:
  /// Xcode 8 stored such roots (a 667-point root at y = 64 under an opaque navigation bar) and
  /// laid them out as tall as the screen leaves them (RxSwift's Wikipedia search scene centres
  /// a label at 1/1.2 of a 603-point root; its table, pinned to both layout guides, is 603
  /// tall). Any other frame is drawn as stored.
  static func drawnFrame(of frame: CGRect, controller: IBElement?, _ context: BuildContext)
    -> CGRect
  {
    let screen = context.header.device.screenSize
    guard frame.minY > 0, abs(frame.width - screen.width) < 0.5,
      frame.maxY > screen.height + 0.5, frame.minY < screen.height,
      !isFreeform(controller, context.header.era)
    else { return frame }
    return CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: screen.height - frame.minY)
  }

  /// The environment of a top-level view of a xib (or of a storyboard scene's dock) that is
  /// not a view controller's, `size` points large: Xcode simulates no status bar or bars for
  /// it, but a notched device's sensor housing and home indicator still inset its safe area.
  ///
  /// A freeform view in a file that uses safe-area guides, no wider than the screen, sits at
  /// the top of a portrait phone's screen: the housing insets its top and the home indicator
  /// only the part of it that reaches the indicator (on an iPhone 11, tinode's 40-point avatar
  /// keeps Xcode 13's 44-point top inset and no bottom one, and its 245-point message bar
  /// centers on a safe area Xcode 14's 48 points below its top; 414-point bars of Simplenote
  /// and WordPress have no bottom inset). A wider one is a screen of its own, inset at both
  /// ends (zotero's 428-point, Stream's 460-point and nRF Toolbox's 591-point views on an
  /// iPhone 11 keep 34 points at the bottom). A phone without a housing insets a freeform view
  /// no wider than its screen by its status bar from Xcode 14.1 (nightguard's 80-point panel,
  /// Xcode 26 on an iPhone 8: 20 points; Threema's, Xcode 13: none), and a view of other
  /// simulated size only when it is as large as the screen, in the eras that draw a status bar
  /// (VLC's 375 x 667 playback view, Xcode 10: 20 points; WSDOT's 375 x 84 toll trip view,
  /// Xcode 9, and SwiftMessages' 600-point dialog: none). Other devices and orientations leave
  /// freeform views uninset, for want of stored frames that say otherwise. A xib's top-level
  /// collection view cell is sized freely too (`isFreeform`).
  static func topLevel(
    _ element: IBElement, size: CGSize, context: BuildContext, isFreeform: Bool = false
  ) -> RootEnvironment {
    var environment = RootEnvironment()
    let freeform = isFreeform || element.child("freeformSimulatedSizeMetrics") != nil
    let header = context.header
    guard let model = header.deviceModel else { return environment }
    let height = size.height
    // Phones without a housing have a status bar again from Xcode 14.1 (see `statusBar`).
    let hasTopInset = model.bottomInset > 0 || header.era >= .xcode14_1
    if freeform && header.usesSafeAreas
      && (model.idiom != .phone || size.width <= model.portrait.width || header.device.isLandscape)
    {
      guard model.idiom == .phone, hasTopInset, !header.device.isLandscape else {
        return environment
      }
      let top = statusBar(model, header.device, header.era)
      let bottom = homeIndicator(model, header.device, header.era)
      environment.safeArea = UIEdgeInsets(
        top: top, left: 0, bottom: max(0, height - (model.portrait.height - bottom)), right: 0)
      return environment
    }
    switch model.idiom {
    case .phone where model.bottomInset > 0:
      if header.device.isLandscape {
        let side = landscapeSide(model, header.device, header.era)
        environment.safeArea = UIEdgeInsets(
          top: 0, left: side, bottom: model.landscapeBottomInset, right: side)
      } else {
        let top = statusBar(model, header.device, header.era)
        let bottom = homeIndicator(model, header.device, header.era)
        environment.safeArea = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
      }
    case .phone
    where !header.device.isLandscape && abs(size.width - model.portrait.width) < 0.5
      && abs(size.height - model.portrait.height) < 0.5:
      // A view as large as the screen is drawn under its status bar.
      let top = statusBar(model, header.device, header.era)
      environment.safeArea = UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    case .pad where model.bottomInset > 0:
      environment.safeArea = UIEdgeInsets(top: 0, left: 0, bottom: model.bottomInset, right: 0)
    case .tv:
      environment.safeArea = UIEdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
    default:
      break
    }
    return environment
  }

  /// The first era whose canvas doubles the home indicator (between 23504 and 23727).
  private static let doubledHomeIndicator = ToolsEra(build: 23_600)

  /// The home indicator in portrait: 34 on phones without a home button, 68 from toolsVersion
  /// 23727 (safe-area pins: 34 in files up to 23504, 68 in Sentry's 23727 sample, whose
  /// switches are still Xcode 16's, and in Xcode 26 files on `retina6_1` and `retina6_3`).
  static func homeIndicator(
    _ model: DeviceModel?, _ device: InterfaceBuilderDevice, _ era: ToolsEra
  ) -> CGFloat {
    guard let model, model.bottomInset > 0 else { return 0 }
    if device.idiom == .phone, era >= doubledHomeIndicator { return 68 }
    return model.bottomInset
  }

  /// The sensor housing at each side in landscape: `retina6_1` (iPhone XR/11) had 44 through
  /// Xcode 13, as in portrait (juice-maker's Xcode 13 landscape scene pins 16 points inside a
  /// safe area starting at 44), and 48 later.
  static func landscapeSide(
    _ model: DeviceModel?, _ device: InterfaceBuilderDevice, _ era: ToolsEra
  ) -> CGFloat {
    guard let model else { return 0 }
    if device.id == "retina6_1", era < .xcode14 { return 44 }
    return model.landscapeSideInset
  }

  /// The status bar, or the sensor housing, in portrait.
  ///
  /// Xcode 11 to 14.0 drew phones without a housing with no status bar: views pinned to the
  /// safe area or the top layout guide of plain scenes sit at y = 0 in files of four apps and
  /// 19 student copies of one tutorial from those versions (toolsVersion 14868 to 21225), 20
  /// points down before Xcode 11 and from Xcode 14.2 (21701 on: nine files, and Tinode).
  /// Through Xcode 13 every housing was drawn 44 points tall, whatever the device's own (files
  /// from Xcode 12 and 13 on `retina6_1` show 44, and Concentration's Xcode 12 scene on an
  /// iPhone 12, `retina6_0`, too); from Xcode 14 each device has its own (48 on the iPhone 11,
  /// as on iOS 16; 47 on the iPhone 12: app_tour's Xcode 14.1 cell). From the era
  /// that doubles the home indicator, the canvas doubles the housing too: 96 on `retina6_1`
  /// (Clima's Xcode 16 scene, toolsVersion 23727, pins a stack to the safe area at y = 96;
  /// Xcode 26 files place the navigation bar there) and 118 on `retina6_12` (GoMap's 23727
  /// web view), where an Xcode 15 file (23077) still shows 59.
  static func statusBar(
    _ model: DeviceModel?, _ device: InterfaceBuilderDevice, _ era: ToolsEra
  ) -> CGFloat {
    guard let model else { return 20 }
    if model.bottomInset == 0, era >= .xcode11, era < .xcode14_1 { return 0 }
    let housing = model.bottomInset > 0 && era < .xcode14 ? 44 : model.topInset
    let doubles = model.bottomInset > 0 && device.idiom == .phone && era >= doubledHomeIndicator
    return doubles ? 2 * housing : housing
  }

  /// The heights of the simulated bars above and below a controller's content: written
  /// simulated metrics first, else inferred from the navigation or tab bar controller that
  /// shows it.
  private static func bars(
    _ controller: IBElement?, context: BuildContext, containers: ContainerMap
  ) -> (top: CGFloat, bottom: CGFloat, isTopOpaque: Bool) {
    guard let controller else { return (0, 0, false) }
    let navigationBar: CGFloat = context.header.era >= .xcode26 ? 54 : 44
    var top: CGFloat = 0
    var bottom: CGFloat = 0
    var isTopOpaque = false
    let id = controller["id"] ?? ""
    let stack = containers.navigation[id]
    if let metrics = controller.child(key: "simulatedTopBarMetrics") {
      if metrics.name == "simulatedNavigationBarMetrics" {
        top = navigationBar + (metrics.flag("prompted") ? 30 : 0)
        isTopOpaque = metrics["translucent"] == "NO"
      }
    } else if let stack, !stack.isBarHidden {
      isTopOpaque = stack.isBarOpaque
      top = showsLargeTitle(controller, in: stack) ? navigationBar + largeTitle : navigationBar
    }
    // A toolbar is 49 points tall on a phone with a home indicator, as a toolbar view is
    // (`EraMetrics`; bitwarden's Xcode 15 list scene, in a sheet over a simulated toolbar,
    // pins a table 49 points above the root's bottom).
    let toolbar: CGFloat = context.header.isPortraitPhoneWithHomeIndicator ? 49 : 44
    if let metrics = controller.child(key: "simulatedBottomBarMetrics") {
      switch metrics.name {
      case "simulatedTabBarMetrics": bottom = 49
      case "simulatedToolbarMetrics": bottom = toolbar
      default: break
      }
    } else if containers.inTabBar.contains(id) {
      bottom = 49
    } else if stack?.showsToolbar == true {
      bottom = toolbar
    }
    return (top, bottom, isTopOpaque)
  }

  /// How much taller a navigation bar with a large title is.
  private static let largeTitle: CGFloat = 52

  /// Whether a controller in a navigation stack shows its title large: the stack prefers large
  /// titles and the controller's navigation item does not say never.
  private static func showsLargeTitle(_ controller: IBElement?, in stack: ContainerMap.Navigation)
    -> Bool
  {
    stack.prefersLargeTitles
      && controller?.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
        != "never"
  }

  /// The layout margins of a view controller's root view.
  ///
  /// The system minimum at the sides (16 or 20 points, see ``systemSideMargin(_:)``), none at
  /// the top and bottom (which are measured from the safe area). A freeform view is its own
  /// screen: its `width` decides. So it does on the canvas of a file with no device from
  /// Xcode 7 on: 20 on the 600-point "any size" canvas, a regular width's (two 9531 screens
  /// and wj2061's 9059 margins demo, pinned to both margins: 20 and 20), 16 on a simulated
  /// 4.7-inch phone (OAStackView's 9531 example). Before Xcode 7 every root view had 16, as
  /// before iOS 9 (Cosmos's Xcode 6 slider on the 600-point canvas, pinned to both margins,
  /// stored 14 points in; ScottLogic's 6245 margins demo, 16).
  ///
  /// Xcode 6 drew a xib's top-level views, File's Owner's view included, as plain views, with
  /// UIView's 8 points on every side (DKImagePickerController's 7706 group view, pinned to the
  /// top and both side margins: 8, 8 and 8), as it did the xib's cells.
  static func rootMargins(_ context: BuildContext, width: CGFloat? = nil) -> UIEdgeInsets {
    if !context.header.isStoryboard && context.header.era < .xcode7 {
      return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    let isAnySize = context.header.device.idiom == .unspecified
    let side =
      isAnySize && context.header.era < .xcode7
      ? 16 : width.map(systemSideMargin) ?? sideMargin(context)
    return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The layout margins of a table view cell and its content view: 8 on every side before
  /// iOS 11; then 11 at the top and bottom and the cells' side margin; 15 at the top and bottom
  /// in Xcode 26 (pins in two files).
  ///
  /// Xcode 9.0 still drew cells with 8 on every side: mage-ios's delete cell and
  /// APIWithCoreData's cell (13196), pinned to their top, bottom and side margins, sit 8 points
  /// in, where urbanairship's Xcode 9.1 message cell (13529) is pinned 11 below its top margin.
  ///
  /// A cell's side margin is 20 from the 390-point phones up, where a root view's is still 16
  /// (stored frames of cells pinned to their margins: 20 on every 390- and 393-point phone
  /// measured, in plain and inset-grouped tables; 16 at 375; root views 16 at 393).
  ///
  /// Beside an accessory the content view's right margin is 8, UIView's default: the content
  /// view ends where the accessory begins, inside the cell's margin, so none of that margin is
  /// left to it (every pin to the trailing margin of a cell with a disclosure indicator in the
  /// corpus, 10 in two files of different eras, sits 8 points in).
  ///
  /// Before iOS 11 a prototype cell that preserves its table's margins, content view included,
  /// takes the table's 15-point sides (SwipeCellKit's Xcode 8 mail cell, pinned to both side
  /// margins of a 414-point table: 15 and 15).
  ///
  /// A xib's top-level cell is a root of Xcode's canvas, as wide as its own frame: on a phone of
  /// 390 points or more, a cell narrower than 340 has 16 (pocket-casts' 320-point cell on a
  /// 414-point phone), a wider one the screen's 20 (checkout's 363-point cell on the same phone,
  /// Xcode 13.1; the bound lies somewhere between the two); a storyboard's prototype cell is as
  /// wide as its table (KeePassium's 300-point alert table on a 414-point phone: 16).
  ///
  /// Xcode 11 drew cells on the 375-point phones with 15-point sides: Kickstarter's 375-point
  /// and Monal's 320-point cells on an iPhone 8 (toolsVersion 15702 and 14810), WooCommerce's
  /// 320-point and edX's 375-point ones (Xcode 11.4 and 11.5, 16096 and 16097) pin to margins
  /// 15 points in, where an Xcode 9 Rocket.Chat cell's on the same phone are 16 points in, and
  /// so are an Xcode 11.4 Dash Wallet 320-point cell's on a 414-point phone (16096); wide cells
  /// on the larger phones have 20 (nRF Toolbox's 438-point cell on an iPhone 11, 14868).
  static func cellMargins(
    _ context: BuildContext, width: CGFloat? = nil, besideAccessory: Bool = false,
    preservesTableMargins: Bool = false
  ) -> UIEdgeInsets {
    let era = context.header.era
    guard era >= .xcode9_1 else {
      let side: CGFloat = preservesTableMargins ? 15 : 8
      return UIEdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }
    let standard = sideMargin(context, cell: true, width: width)
    let side = era >= .xcode11 && era < .xcode12 && isNarrowPhone(context) ? 15 : standard
    let vertical: CGFloat = era >= .xcode26 ? 15 : 11
    return UIEdgeInsets(
      top: vertical, left: side, bottom: vertical, right: besideAccessory ? 8 : side)
  }

  /// Whether the file's device is a phone narrower than 390 points in portrait (the 320- and
  /// 375-point phones).
  private static func isNarrowPhone(_ context: BuildContext) -> Bool {
    let device = context.header.device
    let portraitWidth = min(device.screenSize.width, device.screenSize.height)
    return device.idiom == .phone && portraitWidth < 390
  }

  /// UIKit's minimum side margin for a root view of a width: 16 points up to 393 (iPhone 6
  /// to 15), 20 from 400 (a 400-point presented scene and the 414-point phones show 20).
  private static func systemSideMargin(_ width: CGFloat) -> CGFloat {
    width >= 400 ? 20 : 16
  }

  private static func sideMargin(
    _ context: BuildContext, cell: Bool = false, width canvasWidth: CGFloat? = nil
  ) -> CGFloat {
    let device = context.header.device
    switch device.idiom {
    case .phone:
      let screenWidth = device.isLandscape ? device.screenSize.height : device.screenSize.width
      guard cell else { return systemSideMargin(canvasWidth ?? screenWidth) }
      // A cell wider than the screen keeps the screen's margins (amperfy's 406-point cell on a
      // 375-point phone stores 16), and so does a narrower one down to 340 points (checkout's
      // 363-point cell on a 414-point phone: 20; pocket-casts' 320-point one: 16).
      return screenWidth >= 390 && (canvasWidth ?? screenWidth) >= 340 ? 20 : 16
    // An iPad's root views have 20, its cells 16 however wide (CrewBid's 1,376-point prototype
    // cells on a 13-inch iPad Pro, Xcode 16).
    case .pad: return cell ? 16 : 20
    case .tv: return 20
    case .unspecified: return 16
    }
  }
}
