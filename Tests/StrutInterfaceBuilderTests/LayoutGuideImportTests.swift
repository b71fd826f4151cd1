import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct LayoutGuideImportTests {
  /// A view controller's legacy top and bottom layout guides.
  private let legacyGuides = """
    <layoutGuides>
        <viewControllerLayoutGuide type="top" id="top-gd-001"/>
        <viewControllerLayoutGuide type="bottom" id="bot-gd-001"/>
    </layoutGuides>
    """
  private let pinnedToSafeArea = """
    <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" id="t01-aa-001"/>
    <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leadingMargin" id="l01-aa-001"/>
    <constraint firstItem="saf-gd-001" firstAttribute="bottom" secondItem="sub-vw-001" secondAttribute="bottom" id="b01-aa-001"/>
    <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
    """

  private func document(
    device: String, size: CGSize, controllerExtra: String = "", otherScenes: String = "",
    toolsVersion: String = "21701"
  ) -> InterfaceBuilderDocument {
    TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: pinnedToSafeArea,
      rootExtra: #"<viewLayoutGuide key="safeArea" id="saf-gd-001"/>"#,
      controllerExtra: controllerExtra, device: device, toolsVersion: toolsVersion,
      rootSize: size, otherScenes: otherScenes)
  }

  /// A storyboard on a 4.7-inch phone whose 100-point view is pinned to the legacy top guide.
  private func pinnedToTopGuide(
    toolsVersion: String, rootSize: CGSize = CGSize(width: 375, height: 667),
    rootAttributes: String = "", controllerExtra: String = "", otherScenes: String = ""
  ) -> InterfaceBuilderDocument {
    TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="height" constant="100" id="h01-aa-001"/>
        """,
      rootAttributes: rootAttributes, controllerExtra: legacyGuides + controllerExtra,
      toolsVersion: toolsVersion, rootSize: rootSize, useSafeAreas: false,
      otherScenes: otherScenes)
  }

  // §11: the child of a container view is drawn as a scene of its own, under the status bar
  // (or the housing) and, when it ends above the home indicator, clear of it: Amity's
  // 818-point channel list, embedded in a 414 x 896 home scene (Xcode 12, iPhone 11), pins its
  // header 8 points below a 44-point top inset and its table to the root's bottom. A child that
  // reaches the indicator keeps its inset.
  @Test(arguments: [(818.0, 774.0), (896.0, 818.0)])
  func containerChildIsClearOfTheHomeIndicatorWhenShort(height: Double, pinned: Double) {
    let parent = """
      <scene sceneID="par-sc-001">
          <objects>
              <viewController id="par-vc-001" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="par-vw-001">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                      <subviews>
                          <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                              <rect key="frame" x="0.0" y="\(896 - height)" width="414" height="\(height)"/>
                              <connections>
                                  <segue destination="vc0-01-abc" kind="embed" id="emb-sg-001"/>
                              </connections>
                          </containerView>
                      </subviews>
                  </view>
              </viewController>
          </objects>
      </scene>
      """
    let document = document(
      device: "retina6_1", size: CGSize(width: 414, height: height), otherScenes: parent,
      toolsVersion: "17701")
    document.layOut()
    #expect(document.frame("sub-vw-001") == CGRect(x: 20, y: 44, width: 100, height: pinned))
  }

  // ib-format.md fact 5 and §11: the safe area is simulated per device: the status bar on
  // older phones, the sensor housing and home indicator on notched ones; root margins are 16
  // on narrow phones and 20 on wide ones.
  @Test func safeAreaAndRootMarginsFollowTheDevice() {
    let old = document(device: "retina4_7", size: CGSize(width: 375, height: 667))
    old.layOut()
    #expect(old.frame("sub-vw-001") == CGRect(x: 16, y: 20, width: 100, height: 647))
    let notched = document(device: "retina5_9", size: CGSize(width: 375, height: 812))
    notched.layOut()
    #expect(notched.frame("sub-vw-001") == CGRect(x: 16, y: 44, width: 100, height: 734))
    let wide = document(device: "retina6_5", size: CGSize(width: 414, height: 896))
    wide.layOut()
    #expect(wide.frame("sub-vw-001")?.minX == 20)
  }

  // §11: the 600 x 600 "any size" canvas of a file that names no device gives a root view
  // 16-point sides in Xcode 6, although it is 600 wide (Cosmos's Xcode 6 slider, pinned to both
  // margins, is stored at x = 14 and 572 wide: 16 less its 2-point alignment inset), and a
  // regular width's 20 from Xcode 7 on (screens of 9059 and 9531 pinned to both margins), where
  // a root simulated on a 375-point phone has 16 (OAStackView's 9531 example).
  @Test(arguments: [
    ("6249", 600.0, 16.0), ("7706", 600.0, 16.0), ("9059", 600.0, 20.0), ("10116", 600.0, 20.0),
    ("9531", 375.0, 16.0),
  ])
  func anySizeCanvasRootMarginsFollowTheEra(toolsVersion: String, width: CGFloat, margin: CGFloat) {
    let anySize = document(
      device: "", size: CGSize(width: width, height: 600), toolsVersion: toolsVersion)
    anySize.layOut()
    #expect(anySize.frame("sub-vw-001")?.minX == margin)
  }

  // E13: margins a root view sets are raised at the sides to the system minimum, unless its
  // controller does not respect it; a xib's top-level view is such a root (OmegaBank's
  // 510-point product view sets 16-point sides and stores its stack 20 points in on an
  // iPhone 11).
  @Test(arguments: [("", 20.0), (#"viewRespectsSystemMinimumLayoutMargins="NO""#, 16.0)])
  func explicitRootMarginsRespectTheSystemMinimum(controllerAttribute: String, left: Double) {
    let margins = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#
    let storyboard = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: pinnedToSafeArea,
      rootExtra: #"<viewLayoutGuide key="safeArea" id="saf-gd-001"/>"# + margins,
      controllerAttributes: controllerAttribute, device: "retina6_1",
      rootSize: CGSize(width: 414, height: 896))
    storyboard.layOut()
    #expect(storyboard.frame("sub-vw-001")?.minX == CGFloat(left))
    let xib = TestDocuments.xib(
      """
      <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="510" height="70"/>
          <subviews>
      \(TestDocuments.view("sub-vw-001", CGRect(x: 20, y: 8, width: 100, height: 54)))
          </subviews>
          \(margins)
          <constraints>
              <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leadingMargin" id="l01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="topMargin" id="t01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="height" constant="54" id="h01-aa-001"/>
          </constraints>
      </view>
      """, device: "retina6_1")
    xib.layOut()
    #expect(xib.frame("sub-vw-001") == CGRect(x: 20, y: 8, width: 100, height: 54))
  }

  // ib-format.md §11: a xib's File's Owner view carries its controller's simulated metrics
  // itself (Nextcloud Talk's status view, Xcode 13 on an iPhone SE, 320 x 568, under a simulated
  // navigation bar: a label 29 points below the safe area is stored at y = 73; that era draws
  // such a phone with no status bar).
  @Test(arguments: [(true, 73.0), (false, 29.0)])
  func ownersViewIsDrawnUnderItsSimulatedNavigationBar(simulatesBar: Bool, y: Double) {
    let xib = TestDocuments.xib(
      """
      <placeholder placeholderIdentifier="IBFilesOwner" id="own-pl-001" userLabel="File's Owner">
          <connections>
              <outlet property="view" destination="root-view" id="own-ot-001"/>
          </connections>
      </placeholder>
      <view contentMode="scaleToFill" id="root-view">
          <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>\(TestDocuments.view("sub-vw-001", CGRect(x: 20, y: 73, width: 34, height: 34)))</subviews>
          <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
          <constraints>
              <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="20" id="l01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" constant="29" id="t01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="width" constant="34" id="w01-aa-001"/>
              <constraint firstItem="sub-vw-001" firstAttribute="height" constant="34" id="h01-aa-001"/>
          </constraints>
          \(simulatesBar ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : "")
      </view>
      """, device: "retina4_0", toolsVersion: "19162")
    xib.layOut()
    #expect(xib.frame("sub-vw-001")?.minY == CGFloat(y))
  }

  /// A freeform top-level view of `height` on an iPhone 11 canvas (Xcode 13), with a 12-point
  /// view pinned to its safe area's bottom and trailing edges and a 20-point one centered on it.
  private func freeformTopLevel(height: CGFloat, width: CGFloat = 40, ownersView: Bool = false)
    -> InterfaceBuilderDocument
  {
    TestDocuments.xib(
      """
      <view contentMode="scaleToFill" id="root-view">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
      \(TestDocuments.view("dot-vw-001", CGRect(x: 28, y: height - 12, width: 12, height: 12)))
      \(TestDocuments.view("mid-vw-001", CGRect(x: 10, y: 0, width: 20, height: 20)))
          </subviews>
          <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
          <constraints>
              <constraint firstItem="saf-gd-001" firstAttribute="bottom" secondItem="dot-vw-001" secondAttribute="bottom" id="b01-aa-001"/>
              <constraint firstItem="saf-gd-001" firstAttribute="trailing" secondItem="dot-vw-001" secondAttribute="trailing" id="t01-aa-001"/>
              <constraint firstItem="dot-vw-001" firstAttribute="width" constant="12" id="w01-aa-001"/>
              <constraint firstItem="dot-vw-001" firstAttribute="height" constant="12" id="h01-aa-001"/>
              <constraint firstItem="mid-vw-001" firstAttribute="centerY" secondItem="saf-gd-001" secondAttribute="centerY" id="c01-aa-001"/>
              <constraint firstItem="mid-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" constant="10" id="l01-aa-001"/>
              <constraint firstItem="mid-vw-001" firstAttribute="width" constant="20" id="w02-aa-001"/>
              <constraint firstItem="mid-vw-001" firstAttribute="height" constant="20" id="h02-aa-001"/>
          </constraints>
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
      </view>
      """, device: "retina6_1", toolsVersion: "20037",
      filesOwnerView: ownersView ? "root-view" : nil)
  }

  // ib-format.md §11, from tinode's AvatarWithOnlineIndicator.xib and SendMessageBar.xib
  // (Xcode 13 and 14, iPhone 11): a freeform top-level view sits at the top of the screen, so
  // the sensor housing insets its safe area (44 points in Xcode 13) and the home indicator only
  // where the view reaches it. A 40-point view keeps the 44-point inset: its safe area is 4
  // points tall upside down, centered 2 points above the view's bottom, as Xcode stored it.
  @Test func freeformTopLevelViewsSitUnderTheSensorHousing() {
    let short = freeformTopLevel(height: 40)
    short.layOut()
    #expect(
      short.roots.first?.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(short.frame("dot-vw-001") == CGRect(x: 28, y: 28, width: 12, height: 12))
    #expect(short.frame("mid-vw-001") == CGRect(x: 10, y: 32, width: 20, height: 20))
    // 880 points reach 18 points into the home indicator's 34 at the bottom of 896.
    let tall = freeformTopLevel(height: 880)
    tall.layOut()
    #expect(
      tall.roots.first?.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 18, right: 0))
    #expect(tall.frame("dot-vw-001")?.maxY == 862)
  }

  // §11: a xib's freeform File's Owner view is drawn as any freeform top-level view
  // (Simplenote's 278-point snackbar, Xcode 12 on an iPhone 11: 44 points of housing above
  // and, short of the home indicator, none below).
  @Test func freeformOwnersViewIsDrawnAsATopLevelView() {
    let document = freeformTopLevel(height: 278, width: 344, ownersView: true)
    document.layOut()
    #expect(document.roots.first?.kind == .viewControllerView)
    #expect(
      document.roots.first?.view.safeAreaInsets
        == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    #expect(document.frame("dot-vw-001")?.maxY == 278)
  }

  // §11: the home indicator is 34 points up to toolsVersion 23504 and 68 from 23727 (Sentry's
  // sample pins a panel 68 points above an iPhone 15's bottom; Xcode 26 files likewise).
  @Test(arguments: [("23504", 34.0), ("23727", 68.0), ("24506", 68.0)])
  func homeIndicatorByEra(toolsVersion: String, bottom: Double) {
    let document = document(
      device: "retina6_12", size: CGSize(width: 393, height: 852), toolsVersion: toolsVersion)
    document.layOut()
    #expect(document.roots.first?.view.safeAreaInsets.bottom == CGFloat(bottom))
  }

  // §11: through Xcode 13 every sensor housing is drawn 44 points tall (Concentration's Xcode
  // 12 scene on an iPhone 12 pins a stack to the safe area at y = 44), from Xcode 14 the
  // device's own (47 on the iPhone 12, 48 on the iPhone 11). The era that doubles the home
  // indicator doubles the housing too: Clima's Xcode 16 scene (23727, iPhone 11) pins a stack
  // at y = 96, GoMap's (23727, iPhone 15) a web view at 118; an Xcode 15 file (23077) still
  // shows 59, Xcode 26 files 96.
  @Test(arguments: [
    ("retina6_0", "17701", 44.0), ("retina6_0", "21225", 47.0), ("retina6_1", "20037", 44.0),
    ("retina6_1", "21701", 48.0), ("retina6_1", "23727", 96.0), ("retina6_1", "24506", 96.0),
    ("retina6_12", "23077", 59.0), ("retina6_12", "23727", 118.0), ("retina4_7", "23727", 20.0),
  ])
  func housingByEra(device: String, toolsVersion: String, top: Double) {
    let sizes = [
      "retina4_7": CGSize(width: 375, height: 667), "retina6_0": CGSize(width: 390, height: 844),
      "retina6_1": CGSize(width: 414, height: 896), "retina6_12": CGSize(width: 393, height: 852),
    ]
    let size = sizes[device] ?? .zero
    let document = document(device: device, size: size, toolsVersion: toolsVersion)
    document.layOut()
    #expect(document.roots.first?.view.safeAreaInsets.top == CGFloat(top))
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: a top-level view on a phone without a sensor housing is inset by the status bar: a
  // freeform one from Xcode 14.1 (nightguard's 80-point panel on an iPhone 8, toolsVersion
  // 24127: 20 points; Threema's, 18122: none), another only when it is as large as the screen,
  // in the eras that draw a status bar (VLC's 375 x 667 playback view, 14460: 20 points;
  // WSDOT's 375 x 84 toll trip view, 14113, SwiftMessages' 600-point dialog and an Xcode 13
  // screen-sized view: none).
  @Test(arguments: [
    ("18122", true, 375.0, 80.0, 0.0), ("24127", true, 375.0, 80.0, 20.0),
    ("14460", false, 375.0, 667.0, 20.0), ("14113", false, 375.0, 84.0, 0.0),
    ("18122", false, 375.0, 667.0, 0.0), ("14113", false, 600.0, 309.0, 0.0),
  ])
  func topLevelViewUnderTheStatusBar(
    toolsVersion: String, isFreeform: Bool, width: Double, height: Double, top: Double
  ) {
    let metrics = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
    let document = TestDocuments.xib(
      """
      <view contentMode="scaleToFill" id="root-view">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
          \(isFreeform ? metrics : "")
      </view>
      """, device: "retina4_7", toolsVersion: toolsVersion)
    document.layOut()
    #expect(document.roots.first?.view.safeAreaInsets.top == CGFloat(top))
  }

  // §11: Xcode 8 stored a root below an opaque navigation bar at y = 64 but as tall as the
  // screen, and laid it out as tall as the screen leaves it (RxSwift's Wikipedia search scene
  // centres a label at 1/1.2 of a 603-point root, and its table between the layout guides is
  // 603 tall). A root that fits the screen is laid out as stored. From Xcode 9 the root under
  // an opaque bar is stored at y = 0 as tall as the screen and drawn below the bar as tall as
  // the screen leaves it (Flash Chat's Xcode 12 welcome scene centres its title 44 points up;
  // Xcode 12 draws a 4.7-inch phone without a status bar, so the bar alone is above the root).
  @Test(arguments: [
    (64.0, 667.0, "11542", 603.0), (64.0, 603.0, "11542", 603.0), (0.0, 667.0, "11542", 667.0),
    (0.0, 667.0, "21701", 603.0), (0.0, 667.0, "17156", 623.0),
  ])
  func rootStoredPastTheScreensBottomIsDrawnOnIt(
    y: Double, height: Double, toolsVersion: String, drawn: Double
  ) {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: height)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="root-view" firstAttribute="bottom" secondItem="sub-vw-001" secondAttribute="bottom" id="b01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        """,
      controllerExtra: legacyGuides
        + #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
      toolsVersion: toolsVersion, rootSize: CGSize(width: 375, height: height),
      rootY: CGFloat(y), useSafeAreas: false)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.height == CGFloat(drawn))
  }

  // §11: a freeform top-level view wider than the screen is a screen of its own, inset at both
  // ends (zotero's 428-point, Stream's 460-point and nRF Toolbox's 591-point views on an
  // iPhone 11 keep 34 points at the bottom, however short).
  @Test func freeformTopLevelViewWiderThanTheScreenIsInsetAtBothEnds() {
    let wide = freeformTopLevel(height: 84, width: 460)
    wide.layOut()
    #expect(
      wide.roots.first?.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(wide.frame("dot-vw-001")?.maxY == 50)
  }

  // §11: a xib's top-level collection view cell is drawn as a freeform top-level view (the
  // first_ios_app_tour cell, Xcode 14.1 on an iPhone 12: 440 points wide, so a screen of its
  // own inset at both ends, its 178-point view centred in the safe area at y = 16.5, stored
  // at 16.67, pixel 50 of the 3× grid); a short one as wide as the screen is inset at the top only.
  @Test(arguments: [(440.0, 198.0, 50.0, 34.0), (390.0, 120.0, 0.0, 0.0)])
  func topLevelCollectionViewCellHasTheDevicesSafeArea(
    width: Double, height: Double, viewYInPixels: Double, bottom: Double
  ) {
    let document = TestDocuments.xib(
      """
      <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="cel-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
          <autoresizingMask key="autoresizingMask"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="\(height - 20)"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="100" id="w01-cc-001"/>
                          <constraint firstAttribute="height" constant="\(height - 20)" id="h01-cc-001"/>
                      </constraints>
                  </view>
              </subviews>
          </view>
          <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
          <constraints>
              <constraint firstItem="box-vw-001" firstAttribute="leading" secondItem="cel-vw-001" secondAttribute="leading" id="c01-cc-001"/>
              <constraint firstItem="box-vw-001" firstAttribute="centerY" secondItem="saf-gd-001" secondAttribute="centerY" id="c02-cc-002"/>
          </constraints>
      </collectionViewCell>
      """, device: "retina6_0", toolsVersion: "21225")
    document.layOut()
    #expect(document.roots.first?.view.safeAreaInsets.top == 47)
    #expect(document.roots.first?.view.safeAreaInsets.bottom == CGFloat(bottom))
    if viewYInPixels > 0 {
      let pixel = document.frame("box-vw-001").map { Double(($0.minY * 3).rounded()) }
      #expect(pixel == viewYInPixels)
    }
  }

  // §11: before iOS 11 a xib's top-level collection view cell keeps UIView's 8-point margins, as
  // table cells do (letgo's Xcode 6.3 category cell, a file with no device: a label pinned to
  // both side margins of the 160-point cell, stored 8 in and 144 wide); from Xcode 9 it has a
  // root's margins (16 on the any-size canvas).
  @Test(arguments: [("7702", 8.0), ("13196", 16.0)])
  func topLevelCollectionViewCellMarginsBeforeAndAfterIOS11(toolsVersion: String, side: Double)
    throws
  {
    let document = TestDocuments.xib(
      """
      <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="cel-mg-001">
          <rect key="frame" x="0.0" y="0.0" width="160" height="150"/>
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
              <rect key="frame" x="0.0" y="0.0" width="160" height="150"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-mg-001">
                      <rect key="frame" x="8" y="111" width="144" height="39"/>
                  </view>
              </subviews>
          </view>
          <constraints>
              <constraint firstItem="box-mg-001" firstAttribute="leading" secondItem="cel-mg-001" secondAttribute="leadingMargin" id="c01-mg-001"/>
              <constraint firstItem="box-mg-001" firstAttribute="trailing" secondItem="cel-mg-001" secondAttribute="trailingMargin" id="c02-mg-001"/>
              <constraint firstAttribute="bottom" secondItem="box-mg-001" secondAttribute="bottom" id="c03-mg-001"/>
              <constraint firstItem="box-mg-001" firstAttribute="top" secondItem="cel-mg-001" secondAttribute="top" constant="111" id="c04-mg-001"/>
          </constraints>
      </collectionViewCell>
      """, device: nil, toolsVersion: toolsVersion)
    document.layOut()
    let box = try #require(document.frame("box-mg-001"))
    #expect(Double(box.minX) == side)
    #expect(Double(box.width) == 160 - 2 * side)
  }

  // §11: Xcode 6 drew a xib's top-level view, File's Owner's view included, as a plain view with
  // UIView's 8 points on every side (DKImagePickerController's 7706 group view: a view pinned to
  // its top and side margins stored at (8, 8), 584 wide in 600); from Xcode 7 it is a root, with
  // no margin at the top (top-level views of later xibs pinned to their top margin: 0).
  @Test(arguments: [(false, "7706", 8.0), (true, "7706", 8.0), (false, "9531", 0.0)])
  func xibTopLevelViewMarginsBeforeAndAfterXcode7(
    ownedByFilesOwner: Bool, toolsVersion: String, top: Double
  ) throws {
    let document = TestDocuments.xib(
      """
      <view contentMode="scaleToFill" id="top-mg-001">
          <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-mg-002">
                  <rect key="frame" x="8" y="8" width="584" height="160"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="160" id="c01-mg-002"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="box-mg-002" firstAttribute="top" secondItem="top-mg-001" secondAttribute="topMargin" id="c02-mg-002"/>
              <constraint firstItem="box-mg-002" firstAttribute="leading" secondItem="top-mg-001" secondAttribute="leadingMargin" id="c03-mg-002"/>
              <constraint firstAttribute="trailingMargin" secondItem="box-mg-002" secondAttribute="trailing" id="c04-mg-002"/>
          </constraints>
      </view>
      """, device: nil, toolsVersion: toolsVersion,
      filesOwnerView: ownedByFilesOwner ? "top-mg-001" : nil, useSafeAreas: false)
    document.layOut()
    let box = try #require(document.frame("box-mg-002"))
    #expect(Double(box.minY) == top)
    if top == 8 { #expect(box.minX == 8 && box.width == 584) }
  }

  // ib-format.md §11: Xcode 11 to 14.0 draw a phone without a sensor housing with no status
  // bar: a view pinned to the safe area or to the top layout guide of a plain scene sits at
  // y = 0 (SkeletonView and IBLinter, Xcode 11; Threema, Xcode 12; SVProgressHUD's demo, an
  // Xcode 11 beta; 19 student copies of one tutorial, 15400 to 21225); Xcode 10 and Xcode 14.2
  // on draw the 20-point status bar (nine copies from 21701 on; Tinode's Xcode 15 scenes).
  @Test(arguments: [
    ("14109", 20.0), ("14868", 0.0), ("16096", 0.0), ("18122", 0.0), ("21225", 0.0),
    ("21701", 20.0),
  ])
  func statusBarOfPhonesWithoutHousingByEra(toolsVersion: String, top: Double) {
    let safeArea = document(
      device: "retina4_7", size: CGSize(width: 375, height: 667), toolsVersion: toolsVersion)
    safeArea.layOut()
    #expect(safeArea.frame("sub-vw-001")?.minY == CGFloat(top))
    let legacy = pinnedToTopGuide(toolsVersion: toolsVersion)
    legacy.layOut()
    #expect(legacy.frame("sub-vw-001")?.minY == CGFloat(top))
    // A notched phone keeps its housing in every era.
    let notched = document(
      device: "retina5_9", size: CGSize(width: 375, height: 812), toolsVersion: toolsVersion)
    notched.layOut()
    #expect(notched.frame("sub-vw-001")?.minY == 44)
  }

  // §11: without a status bar (Xcode 11 to 13, a 4.7-inch phone) a navigation bar at y = 0
  // heads the full-height scene it is in, 44 points (passforios' extension); a 56-point bar
  // heads a page sheet, whose root is 20 points short of the screen (kodecocodes' modal
  // navigation controllers): 56.
  @Test(arguments: [(44.0, 667.0), (56.0, 647.0)])
  func barAtTheTopWithoutStatusBar(barHeight: Double, rootHeight: Double) {
    let document = pinnedToTopGuide(
      toolsVersion: "16096", rootSize: CGSize(width: 375, height: rootHeight),
      otherScenes: navigationScene(barY: 0, height: barHeight))
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(barHeight))
  }

  // §11: a Today widget (`simulatedAppContext="notificationCenter"`) is drawn as Notification
  // Center shows it, with no status bar and no bars whatever its simulated metrics say
  // (OwnTracks' widget pins to a top guide at y = 0 under a simulated navigation bar).
  @Test(arguments: ["", #"simulatedAppContext="notificationCenter""#])
  func todayWidgetHasNoBars(rootAttributes: String) {
    let document = pinnedToTopGuide(
      toolsVersion: "13771", rootSize: CGSize(width: 320, height: 110),
      rootAttributes: rootAttributes,
      controllerExtra: """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        """)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == (rootAttributes.isEmpty ? 64 : 0))
  }

  // §11: a freeform scene has no status bar from Xcode 11, whichever way the file says it is
  // freeform: older files write `freeformSimulatedSizeMetrics`, newer ones only the
  // controller's `freeformSize` (Nextcloud's 300 x 310 accounts scene, Xcode 14.1 on an iPhone
  // 8 Plus: a label 5 points below the top guide is stored at y = 5). Xcode 14.1 draws the
  // status bar on screen-sized scenes of such phones again.
  @Test(arguments: [
    (#"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#, 0.0),
    (#"<size key="freeformSize" width="300" height="310"/>"#, 0.0), ("", 20.0),
  ])
  func freeformScenesHaveNoStatusBar(freeform: String, top: Double) {
    let document = pinnedToTopGuide(
      toolsVersion: "21507", rootSize: CGSize(width: 300, height: 310), controllerExtra: freeform)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: Xcode 10 already drew freeform scenes with no status bar (Kickstarter's Xcode 10.2
  // video scene, 400 x 231 on an iPhone 8: views 12 points below the top guide stored at
  // y = 12); Xcode 9 still drew the 20-point bar over them.
  @Test(arguments: [("14490.70", 0.0), ("14313.18", 0.0), ("14109", 20.0)])
  func freeformScenesFromXcode10HaveNoStatusBar(toolsVersion: String, top: Double) {
    let document = pinnedToTopGuide(
      toolsVersion: toolsVersion, rootSize: CGSize(width: 400, height: 231),
      controllerExtra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: before Xcode 11 a `freeformSize` without `freeformSimulatedSizeMetrics` leaves the
  // scene under its status bar (two Xcode 10 scroll view scenes, 375 x 800 and 375 x 1,000 on
  // an iPhone 8, pin to a safe area 20 points down); from Xcode 11 the size alone is freeform.
  @Test(arguments: [("14490.70", 20.0), ("14460.31", 20.0), ("21507", 0.0)])
  func freeformSizeAloneIsFreeformFromXcode11(toolsVersion: String, top: Double) {
    let document = pinnedToTopGuide(
      toolsVersion: toolsVersion, rootSize: CGSize(width: 375, height: 800),
      controllerExtra: #"<size key="freeformSize" width="375" height="800"/>"#)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: Notification Center's scene keeps a phone's sensor housing, as status bar "None" does
  // (xDrip's Xcode 15 notification scene, freeform on an iPhone 15, pins a label 70 points
  // below a safe area at 59), and still draws no bars.
  @Test func notificationSceneKeepsTheHousing() {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: pinnedToSafeArea,
      rootExtra: #"<viewLayoutGuide key="safeArea" id="saf-gd-001"/>"#,
      rootAttributes: #"simulatedAppContext="notificationCenter""#,
      controllerExtra: """
        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        """,
      device: "retina6_12", toolsVersion: "23077", rootSize: CGSize(width: 393, height: 340))
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == 59)
    #expect(document.frame("sub-vw-001")?.maxY == 340)
  }

  // ib-format.md §11: a simulated navigation bar adds its height to the top inset.
  @Test func simulatedNavigationBar() {
    let document = document(
      device: "retina4_7", size: CGSize(width: 375, height: 667),
      controllerExtra:
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    )
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == 64)
    #expect(document.roots.first?.safeAreaInsets.top == 64)
  }

  // ib-format.md fact 1 (exception) and §6: the legacy top and bottom layout guides sit beside
  // the root view and are constrained from it.
  @Test func legacyLayoutGuides() {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 20, width: 100, height: 647)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" id="t01-aa-001"/>
        <constraint firstItem="bot-gd-001" firstAttribute="top" secondItem="sub-vw-001" secondAttribute="bottom" id="b01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        """,
      controllerExtra: legacyGuides, toolsVersion: "11762", useSafeAreas: false)
    let comparison = document.compareFrames()
    #expect(comparison.agreement.within == 1)
    #expect(document.frame("sub-vw-001") == CGRect(x: 0, y: 20, width: 100, height: 647))
  }

  // E7 rule 1: the legacy guides' own constraints are UIKit's (`_UILayoutSupportConstraint`),
  // so in a conflict with the app's the app's break, though the guide's 20-point height is a
  // size constant that rule 2 would break first among the app's.
  @Test func legacyGuideConstraintsAreUIKits() throws {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 20, width: 100, height: 100)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="30" id="t02-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="height" constant="100" id="h01-aa-001"/>
        """,
      controllerExtra: legacyGuides, toolsVersion: "11762", useSafeAreas: false)
    let messages = StrutLog.messages { document.layOut() }
    let message = try #require(messages.first { $0.contains("Unable to simultaneously") })
    let broken =
      message.components(separatedBy: "\n")
      .drop { !$0.hasPrefix("Will attempt to recover") }.dropFirst().first ?? ""
    // The app's spacing below the guide breaks (E7 rule 5); the guide keeps its 20 points.
    #expect(broken.contains("UIView") && !broken.contains(".height == 20"), "\(broken)")
    #expect(message.contains(".height == 20"))
    #expect(document.frame("sub-vw-001")?.minY == 30)
  }

  // ib-format.md §11: a navigation controller whose stored bar sits at y = 0 on a phone with a
  // status bar shows none (a sheet); a root controller that hides the bar (top bar "None") is on
  // that same screen, so its safe area starts at 0, not below a status bar (OnionBrowser's
  // start-up scene). A bar stored at y = 20 keeps the status bar.
  @Test(arguments: [0, 20])
  func hiddenBarOfAStackWithoutStatusBar(barY: Int) {
    let navigation = navigationScene(barY: barY)
    let document = document(
      device: "retina4_7", size: CGSize(width: 375, height: 667),
      controllerExtra: #"<nil key="simulatedTopBarMetrics"/>"#, otherScenes: navigation)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(barY))
  }

  // ib-format.md §11: in landscape the iPhone 11 (`retina6_1`) has Xcode 13's 44-point housing
  // at each side, as in portrait, and 48 from Xcode 14 (juice-maker's Xcode 13 scene pins a
  // stack 16 points inside its safe area at x = 60). Its percentage multiplier (`50%`) reads
  // as 0.5: the stack is at least half the root's height.
  @Test(arguments: [("18122", 60.0), ("21701", 64.0)])
  func landscapeHousingOfTheIPhone11(toolsVersion: String, x: Double) {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="16" id="l01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="height" relation="greaterThanOrEqual" secondItem="root-view" secondAttribute="height" multiplier="50%" id="h01-aa-001"/>
        """,
      rootExtra: #"<viewLayoutGuide key="safeArea" id="saf-gd-001"/>"#, device: "retina6_1",
      toolsVersion: toolsVersion, rootSize: CGSize(width: 896, height: 414),
      orientation: "landscape")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minX == CGFloat(x))
    #expect(document.frame("sub-vw-001")?.height == 207)
  }

  // ib-format.md §11: a root taller than the screen is drawn as tall a screen, with the home
  // indicator at its bottom (datflix's 1,500-point detail scene on a 393 x 852 phone, Xcode 14:
  // a scroll view pinned to the safe area ends 34 points above the root's bottom).
  @Test func rootTallerThanTheScreenHasTheIndicatorAtItsBottom() {
    let document = document(
      device: "retina6_12", size: CGSize(width: 393, height: 1500), toolsVersion: "21701")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == 59)
    #expect(document.frame("sub-vw-001")?.maxY == 1466)
  }

  // ib-format.md §6: the legacy guides are the root's subviews, pinned to its edges, and a
  // scroll view's edges are its content's to them: a chain from the top guide to the bottom
  // guide of a scroll view root sets the content's height instead of stretching a view
  // (DropDown's Xcode 8 demo: its segmented controls keep their 29 points).
  @Test func legacyGuidesOfAScrollViewRootFollowItsContent() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait"/>
          <scenes>
              <scene sceneID="scn-01-abc">
                  <objects>
                      <viewController id="vc0-01-abc" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="top-gd-001"/>
                              <viewControllerLayoutGuide type="bottom" id="bot-gd-001"/>
                          </layoutGuides>
                          <scrollView key="view" contentMode="scaleToFill" id="root-view">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub-vw-001">
                                      <rect key="frame" x="0.0" y="20" width="100" height="100"/>
                                      <constraints>
                                          <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="100" id="h01-aa-001"/>
                                          <constraint firstAttribute="width" constant="100" id="w01-aa-001"/>
                                      </constraints>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" id="t01-aa-001"/>
                                  <constraint firstItem="bot-gd-001" firstAttribute="top" secondItem="sub-vw-001" secondAttribute="bottom" constant="10" id="b01-aa-001"/>
                                  <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
                              </constraints>
                          </scrollView>
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let document = InterfaceBuilderDocument(data: Data(text.utf8), path: "Scroll.storyboard")
    document.layOut()
    #expect(document.frame("sub-vw-001") == CGRect(x: 0, y: 20, width: 100, height: 100))
  }

  // ib-format.md §11: status bar "None" (`<nil key="simulatedStatusBarMetrics"/>`) leaves a
  // phone without a housing no status bar: Presentr's Xcode 8 scene pins to its top guide at
  // y = 0 (and IBAnimatable's demo, in the corpus).
  @Test(arguments: [(true, 0.0), (false, 20.0)])
  func statusBarNone(hidden: Bool, y: Double) {
    let document = pinnedToTopGuide(
      toolsVersion: "11762",
      controllerExtra: hidden ? #"<nil key="simulatedStatusBarMetrics"/>"# : "")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(y))
  }

  // ib-format.md §11: a page sheet on a notched phone is a card of its own with no status bar
  // and no home indicator (element's Xcode 13 context preview: 842 points tall on an iPhone 11,
  // pinned to its safe area at both ends, stores no inset at either).
  @Test(arguments: ["modalPageSheetSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics"])
  func pageSheetOnANotchedPhoneHasNoInsets(metrics: String) {
    let document = document(
      device: "retina6_1", size: CGSize(width: 414, height: 842),
      controllerExtra: "<\(metrics) key=\"simulatedDestinationMetrics\"/>", toolsVersion: "20037")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == 0)
    #expect(document.frame("sub-vw-001")?.maxY == 842)
  }

  /// A second scene whose controller (`vc0-02-abc`) leads to the main one by a segue with
  /// `segue` attributes.
  private func sourceScene(size: CGSize, segue: String) -> String {
    """
    <scene sceneID="scn-02-abc">
        <objects>
            <viewController id="vc0-02-abc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-view-2">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <connections>
                    <segue destination="vc0-01-abc" \(segue) id="seg-02-abc"/>
                </connections>
            </viewController>
        </objects>
    </scene>
    """
  }

  // §11: inferred metrics follow the segue: a controller presented in a sheet (automatic
  // style) and stored shorter than the screen is drawn as a page sheet (BMI Calculator's
  // result scene, Xcode 13 on an iPhone 11: 842 points, its button on the safe area's bottom
  // at the root's); presented full screen, the root sits below the status bar and reaches 24
  // points into the home indicator, as before.
  @Test(arguments: [("", 0.0, 842.0), (#"modalPresentationStyle="fullScreen""#, 0.0, 818.0)])
  func presentedInASheet(style: String, top: Double, bottom: Double) {
    let presenter = sourceScene(
      size: CGSize(width: 414, height: 896),
      segue: #"kind="presentation" \#(style)"#)
    let document = document(
      device: "retina6_1", size: CGSize(width: 414, height: 842), otherScenes: presenter,
      toolsVersion: "20037")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
    #expect(document.frame("sub-vw-001")?.maxY == CGFloat(bottom))
  }

  // ib-format.md §11: a navigation controller that simulates a tab bar below it is in a tab bar
  // controller of another storyboard: its root's safe area ends 49 points up (Picterest's
  // saved-images stack, Xcode 13: a collection view pinned to the safe area ends 83 points
  // above the bottom of a 414 × 896 screen).
  @Test(arguments: [true, false])
  func navigationControllerSimulatingATabBar(simulatesTabBar: Bool) {
    let navigation = navigationScene(
      barY: 20,
      extra: simulatesTabBar
        ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : "")
    let document = document(
      device: "retina4_7", size: CGSize(width: 375, height: 667), otherScenes: navigation)
    document.layOut()
    // The view runs from below the navigation bar to the safe area's bottom.
    let bottom: CGFloat = simulatesTabBar ? 618 : 667
    #expect(document.frame("sub-vw-001")?.maxY == bottom)
  }

  /// A navigation controller's scene whose root is the test controller, with its bar stored at
  /// `barY`, `height` points tall, `attributes` on the controller, `extra` inside it and
  /// `segues` among its connections; `number` tells its ids from another such scene's.
  private func navigationScene(
    barY: Int, height: Double = 44, width: Double = 375, barAttributes: String = "",
    root: String = "vc0-01-abc", attributes: String = "", extra: String = "",
    segues: String = "", number: Int = 1
  ) -> String {
    """
    <scene sceneID="nav-sc-00\(number)">
        <objects>
            <navigationController \(attributes) id="nav-0\(number)-abc" sceneMemberID="viewController">
                \(extra)
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="bar-0\(number)-abc">
                    <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="seg-0\(number)-abc"/>
                    \(segues)
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
  }

  // §11: a navigation stack stores its bar as its root shows it; a controller pushed with
  // `largeTitleDisplayMode="never"` sits under the standard bar from the same top (Favourite
  // Athlete's editor, Xcode 15 on an iPhone 15: a safe area from 103 under a bar stored 96 tall
  // at y = 59); one that keeps the large title sits under all of it.
  @Test(arguments: [(#"largeTitleDisplayMode="never""#, 103.0), ("", 155.0)])
  func pushedControllerWithoutLargeTitle(mode: String, top: Double) {
    let scenes =
      navigationScene(
        barY: 59, height: 96, width: 393, barAttributes: #"largeTitles="YES""#, root: "vc0-02-abc")
      + sourceScene(size: CGSize(width: 393, height: 852), segue: #"kind="show""#)
    let document = document(
      device: "retina6_12", size: CGSize(width: 393, height: 852),
      controllerExtra: #"<navigationItem key="navigationItem" \#(mode) id="itm-01-abc"/>"#,
      otherScenes: scenes, toolsVersion: "23077")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: a controller a navigation controller shows itself (a `show` segue from the navigation
  // controller, not from a controller in its stack) is pushed onto that stack: CloudMusicPlayer's
  // Xcode 7 playlist scene is stored under the bar (64) and above the toolbar the stack shows
  // (556 of 600). Without the segue the controller is a screen of its own.
  @Test(arguments: [(true, 64.0, 623.0), (false, 20.0, 667.0)])
  func controllerShownByTheNavigationControllerIsInItsStack(
    isShown: Bool, top: Double, bottom: Double
  ) {
    let navigation = navigationScene(
      barY: 20, root: "vc0-02-abc", attributes: #"toolbarHidden="NO""#,
      segues: isShown ? #"<segue destination="vc0-01-abc" kind="show" id="seg-09-abc"/>"# : "")
    let document = document(
      device: "retina4_7", size: CGSize(width: 375, height: 667), otherScenes: navigation)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
    #expect(document.frame("sub-vw-001")?.maxY == CGFloat(bottom))
  }

  // §11: a controller reached by several segues takes its simulated bars from the one the
  // storyboard names in `inferredMetricsTieBreakers` (a journal app's entry editor, Xcode 11.2
  // on an iPhone 11: the root of a standard-bar stack, stored under the large title of the
  // stack that shows it); without a tie-breaker, its own stack's bar.
  @Test(arguments: [(true, 155.0), (false, 103.0)])
  func tieBreakerSegueDecidesTheBars(namesTheShowSegue: Bool, top: Double) {
    let ownStack = navigationScene(barY: 59, width: 393, number: 3)
    let scenes =
      navigationScene(
        barY: 59, height: 96, width: 393, barAttributes: #"largeTitles="YES""#, root: "vc0-02-abc")
      + sourceScene(size: CGSize(width: 393, height: 852), segue: #"kind="show""#) + ownStack
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: 0, width: 100, height: 100)),
      constraints: pinnedToSafeArea,
      rootExtra: #"<viewLayoutGuide key="safeArea" id="saf-gd-001"/>"#, device: "retina6_12",
      toolsVersion: "23077", rootSize: CGSize(width: 393, height: 852), otherScenes: scenes,
      documentExtra: namesTheShowSegue
        ? #"<inferredMetricsTieBreakers><segue reference="seg-02-abc"/></inferredMetricsTieBreakers>"#
        : "")
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: a freeform scene shorter than the screen sits at its top: on a notched phone the
  // housing insets it and the home indicator, which it does not reach, does not (a 400-point
  // COVID-19 app scene keeps a 44-point top inset and none at the bottom). One that reaches
  // the indicator keeps it, and so does one wider than the screen, a screen of its own
  // (blink's 758 x 600 file-provider scene: a button 30 points above a safe area 34 points
  // above the root's bottom).
  @Test(arguments: [(414.0, 400.0, 0.0), (414.0, 880.0, 34.0), (758.0, 600.0, 34.0)])
  func shortFreeformSceneIsClearOfTheHomeIndicator(width: Double, height: Double, bottom: Double) {
    let document = document(
      device: "retina6_5", size: CGSize(width: width, height: height),
      controllerExtra: """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="\(width)" height="\(height)"/>
        """)
    document.layOut()
    #expect(document.roots.first?.view.safeAreaInsets.top == 44)
    #expect(document.roots.first?.view.safeAreaInsets.bottom == CGFloat(bottom))
  }

  // §11: before sheets (iOS 13, Xcode 11) a navigation controller's scene stored its bar at
  // y = 0 with the status bar above it all the same: Firebase's Xcode 7 and 8 storyboards put
  // their content 64 points down. From Xcode 11 such a bar heads a sheet: 44 points.
  @Test(arguments: [("12121", 64.0), ("21701", 44.0)])
  func barStoredAtTheTopBeforeAndAfterSheets(toolsVersion: String, top: Double) {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("sub-vw-001", CGRect(x: 0, y: top, width: 100, height: 100)),
      constraints: """
        <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" id="t01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="width" constant="100" id="w01-aa-001"/>
        <constraint firstItem="sub-vw-001" firstAttribute="height" constant="100" id="h01-aa-001"/>
        """,
      controllerExtra: legacyGuides, toolsVersion: toolsVersion, useSafeAreas: false,
      otherScenes: navigationScene(barY: 0))
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == CGFloat(top))
  }

  // §11: a simulated toolbar is 49 points tall on a phone with a home indicator, as a toolbar
  // view is there (bitwarden's Xcode 15 list scene pins a table 49 points above a sheet's
  // bottom), and 44 on one without.
  @Test(arguments: [("retina4_7", 375.0, 667.0, 44.0), ("retina6_1", 414.0, 896.0, 83.0)])
  func simulatedToolbarHeight(device: String, width: Double, height: Double, bottom: Double) {
    let document = document(
      device: device, size: CGSize(width: width, height: height),
      controllerExtra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    document.layOut()
    #expect(document.view(withID: "root-view")?.safeAreaInsets.bottom == CGFloat(bottom))
  }

  // §11: a sheet headed by its 56-point navigation bar ends above the home indicator from
  // Xcode 13 (bitwarden's Xcode 15 lock scene pins a table to a safe area with no bottom
  // inset) and not before (Eureka's Xcode 11 event form on an iPhone X: 34 points).
  @Test(arguments: [("15505", 34.0), ("22505", 0.0)])
  func sheetUnderItsBarByEra(toolsVersion: String, bottom: Double) {
    let document = document(
      device: "retina6_1", size: CGSize(width: 414, height: 830),
      otherScenes: navigationScene(barY: 0, height: 56, width: 414), toolsVersion: toolsVersion)
    document.layOut()
    let root = document.view(withID: "root-view")
    #expect(root?.safeAreaInsets.top == 56)
    #expect(root?.safeAreaInsets.bottom == CGFloat(bottom))
  }
}
