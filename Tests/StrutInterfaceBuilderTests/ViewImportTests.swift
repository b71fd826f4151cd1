import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct ViewImportTests {
  private func top(_ subviews: String, extra: String = "") -> String {
    """
    <view contentMode="scaleToFill" id="top-vw-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <subviews>\(subviews)</subviews>
        \(extra)
    </view>
    """
  }

  // ib-format.md §3: each element is its UIKit class; a cell's content view is the cell's own;
  // an unknown element is a plain view with a warning at its line.
  @Test func elementsBecomeTheirClasses() throws {
    let document = TestDocuments.xib(
      top(
        """
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></scrollView>
        <slider translatesAutoresizingMaskIntoConstraints="NO" id="sld-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></slider>
        <mapView translatesAutoresizingMaskIntoConstraints="NO" id="map-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></mapView>
        <hologramView translatesAutoresizingMaskIntoConstraints="NO" id="hol-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></hologramView>
        """)
          + """
          <tableViewCell contentMode="scaleToFill" id="cel-vw-001">
              <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
              <tableViewCellContentView key="contentView" tableViewCell="cel-vw-001" id="cnt-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
              </tableViewCellContentView>
          </tableViewCell>
          """)
    #expect(document.view(withID: "scr-vw-001") is UIScrollView)
    #expect(document.view(withID: "sld-vw-001") is UISlider)
    #expect(document.view(withID: "map-vw-001") is MKMapView)
    let cell = try #require(document.view(withID: "cel-vw-001") as? UITableViewCell)
    #expect(document.view(withID: "cnt-vw-001") === cell.contentView)
    #expect(cell.contentView.frame.height == 43.5)
    #expect(document.roots.map(\.kind) == [.topLevelView, .tableViewCell])
    let unknown = try #require(document.view(withID: "hol-vw-001"))
    #expect(type(of: unknown) == UIView.self)
    #expect(
      document.diagnostics.contains {
        $0.message.contains("<hologramView>") && $0.severity == .warning
      })
  }

  // ib-format.md §3-4: Xcode writes no <rect key="frame"> for a view whose frame is zero (as
  // it leaves out every default); inside <subviews> such an element is still a view, at
  // (0, 0, 0, 0) and without a diagnostic, while an element that is no view stays ignored.
  @Test func aSubviewWithoutAFrameIsAZeroSizedView() throws {
    let document = TestDocuments.xib(
      top(
        """
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="zer-vw-001">
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </view>
        <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="zer-tb-001">
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </tableView>
        <hologram id="hol-xx-001"/>
        """))
    let plain = try #require(document.view(withID: "zer-vw-001"))
    #expect(type(of: plain) == UIView.self)
    #expect(plain.frame == .zero)
    let table = try #require(document.view(withID: "zer-tb-001") as? UITableView)
    #expect(table.frame == .zero)
    #expect(plain.superview === table.superview && plain.superview != nil)
    #expect(document.view(withID: "hol-xx-001") == nil)
    #expect(
      document.diagnostics.map(\.message) == ["<hologram> inside <subviews> is not a view; ignored"]
    )
  }

  // ib-format.md §11, table cells: a cell's content view has the cells' side margin (16 on a
  // 375-point phone, 20 from the 390-point ones, where a root view's is still 16) on its leading
  // side, and beside an accessory 8 on its trailing side (every such pin in the corpus);
  // without an accessory, the side margin on both. A xib's cell narrower than the screen is
  // as wide as its own frame on Xcode's canvas: pocket-casts' 320-point cell on a 414-point
  // phone stores 16, but checkout's 363-point cell on the same phone (Xcode 13.1) stores 20,
  // so a narrow cell keeps the screen's 20 down to somewhere between the two (340 taken); a
  // wider one keeps the screen's: amperfy's 406-point cell on a 375-point phone stores 16 too. An iPad's cells have 16 however wide (CrewBid's 1,376-point cells on
  // a 13-inch iPad Pro, Xcode 16: a stack pinned to the content view's margins at x = 16).
  // Xcode 11, up to 11.5, drew cells on the 375-point phones with 15-point sides (on an iPhone
  // 8: Kickstarter's 375-point cell, 15702, Monal's 320-point one, 14810, WooCommerce's
  // 320-point one, 16096, and edX's 375-point one, 16097) and wide ones on the larger phones
  // with 20 (nRF Toolbox's 438-point cell on an iPhone 11, 14868); Xcode 9 16 on an iPhone 8
  // (Rocket.Chat's notification settings, 14113), and Xcode 11.4 16 on a 414-point phone (Dash
  // Wallet's 320-point contact cell, 16096).
  @Test(arguments: [
    ("disclosureIndicator", "retina4_7", 375, 16.0, 8.0), ("none", "retina4_7", 375, 16.0, 16.0),
    ("none", "retina6_0", 390, 20.0, 20.0), ("none", "retina6_12", 393, 20.0, 20.0),
    ("none", "retina6_1", 320, 16.0, 16.0), ("none", "retina6_1@19455", 363, 20.0, 20.0),
    ("none", "retina4_7", 406, 16.0, 16.0),
    ("none", "iPad13_0rounded", 1032, 16.0, 16.0), ("none", "ipad10_9rounded", 820, 16.0, 16.0),
    ("none", "retina4_7@15702", 375, 15.0, 15.0),
    ("detailButton", "retina4_7@14810", 320, 15.0, 8.0),
    ("none", "retina4_7@14113", 375, 16.0, 16.0), ("none", "retina6_1@14868", 438, 20.0, 20.0),
    ("none", "retina6_1@16096", 320, 16.0, 16.0), ("none", "retina4_7@16096", 320, 15.0, 15.0),
    ("none", "retina4_7@16097", 375, 15.0, 15.0),
  ])
  func cellContentViewMarginBesideAnAccessory(
    accessory: String, deviceAndTools: String, width: Int, leading: Double, trailing: Double
  ) throws {
    // "device@toolsVersion", the default toolsVersion when there is no "@".
    let parts = deviceAndTools.split(separator: "@").map(String.init)
    let document = TestDocuments.xib(
      """
      <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" id="cel-ac-001">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" tableViewCell="cel-ac-001" id="cnt-ac-001">
              <rect key="frame" x="0.0" y="0.0" width="\(Double(width) - (accessory == "none" ? 0 : 26.5))" height="44"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-ac-001">
                      <rect key="frame" x="16" y="11" width="316.5" height="22"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="pin-ac-001" firstAttribute="leading" secondItem="cnt-ac-001" secondAttribute="leadingMargin" id="c01-ac-001"/>
                  <constraint firstAttribute="trailingMargin" secondItem="pin-ac-001" secondAttribute="trailing" id="c02-ac-001"/>
                  <constraint firstItem="pin-ac-001" firstAttribute="top" secondItem="cnt-ac-001" secondAttribute="topMargin" id="c03-ac-001"/>
                  <constraint firstAttribute="bottomMargin" secondItem="pin-ac-001" secondAttribute="bottom" id="c04-ac-001"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """, device: parts[0], toolsVersion: parts.count > 1 ? parts[1] : "21701")
    let root = try #require(document.roots.first)
    root.view.layoutIfNeeded()
    let pinned = try #require(document.view(withID: "pin-ac-001"))
    #expect(Double(pinned.frame.minX) == leading)
    let content = try #require(document.view(withID: "cnt-ac-001"))
    #expect(Double(content.bounds.width - pinned.frame.maxX) == trailing)
    #expect(pinned.frame.minY == 11 && pinned.frame.height == 22)
  }

  // A cell fills its height with its content view, less the separator, whatever height the file
  // stored for the content view: MIT Mobile's Xcode 6 header cell is 75 tall, its content view
  // stored 43 tall, and its labels stored as laid out in the full 75 (4 + 25 + 3 + 17 + 5 + 17 +
  // 4). A content view stored a point or less off (43.5 in a 44-point cell) keeps its frame.
  @Test(arguments: [(75.0, 43.0, 74.5), (44.0, 43.5, 43.5), (44.0, 44.0, 44.0)])
  func cellContentViewFillsTheCellsHeight(cell: Double, stored: Double, expected: Double) throws {
    let document = TestDocuments.xib(
      """
      <tableViewCell contentMode="scaleToFill" id="cel-ht-001">
          <rect key="frame" x="0.0" y="0.0" width="320" height="\(cell)"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" tableViewCell="cel-ht-001" id="cnt-ht-001">
              <rect key="frame" x="0.0" y="0.0" width="320" height="\(stored)"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin-ht-001">
                      <rect key="frame" x="0" y="4" width="320" height="\(cell - 8)"/>
                  </view>
              </subviews>
              <constraints>
                  <constraint firstItem="pin-ht-001" firstAttribute="top" secondItem="cnt-ht-001" secondAttribute="top" constant="4" id="c01-ht-001"/>
                  <constraint firstAttribute="bottom" secondItem="pin-ht-001" secondAttribute="bottom" constant="4" id="c02-ht-001"/>
                  <constraint firstItem="pin-ht-001" firstAttribute="leading" secondItem="cnt-ht-001" secondAttribute="leading" id="c03-ht-001"/>
                  <constraint firstAttribute="trailing" secondItem="pin-ht-001" secondAttribute="trailing" id="c04-ht-001"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """)
    let root = try #require(document.roots.first)
    root.view.layoutIfNeeded()
    // Frames are on the pixel grid of the screen (3x): within a third of a point.
    let content = try #require(document.view(withID: "cnt-ht-001"))
    #expect(abs(Double(content.frame.height) - expected) < 0.34)
    let pinned = try #require(document.view(withID: "pin-ht-001"))
    #expect(abs(Double(pinned.frame.height) - (expected - 8)) < 0.34)
  }

  // ib-format.md §11, table cells before iOS 11: a content view's margins are 8 on every side,
  // but a prototype cell that preserves its table's margins, content view included, takes the
  // table's 15-point sides (SwipeCellKit's Xcode 8 mail cell: 15 and 15 on a 414-point table).
  @Test(arguments: [(true, 15.0), (false, 8.0)])
  func prototypeCellPreservingTheTablesMarginsBeforeIOS11(preserves: Bool, side: Double) {
    let flag = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
    let document = TestDocuments.storyboard(
      subviews: prototypeTable(width: 414, height: 736, cellAttributes: flag),
      device: "retina5_5", toolsVersion: "11762", rootSize: CGSize(width: 414, height: 736),
      useSafeAreas: false)
    document.layOut()
    #expect(document.frame("pin-pr-001")?.minX == CGFloat(side))
    #expect(document.frame("pin-pr-001")?.width == CGFloat(414 - 2 * side))
  }

  // ib-format.md §11, table cells: Xcode 9.0 (13196) still drew a cell's content view with
  // UIView's 8 points on every side; Xcode 9.1 (13529) with iOS 11's 11 at the top and the
  // 375-point phone's 16 at the sides (mage-ios's and urbanairship's cells).
  @Test(arguments: [("13196", 8.0, 8.0), ("13529", 16.0, 11.0)])
  func xibCellMarginsFromXcode9Point1(toolsVersion: String, side: Double, top: Double) {
    let document = TestDocuments.xib(
      """
      <tableViewCell contentMode="scaleToFill" id="cel-x9-001">
          <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" tableViewCell="cel-x9-001" id="cnt-x9-001">
              <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>\(TestDocuments.view("pin-x9-001", CGRect(x: 0, y: 0, width: 10, height: 10)))</subviews>
              <constraints>
                  <constraint firstItem="pin-x9-001" firstAttribute="leading" secondItem="cnt-x9-001" secondAttribute="leadingMargin" id="c01-x9-001"/>
                  <constraint firstAttribute="trailingMargin" secondItem="pin-x9-001" secondAttribute="trailing" id="c02-x9-001"/>
                  <constraint firstItem="pin-x9-001" firstAttribute="top" secondItem="cnt-x9-001" secondAttribute="topMargin" id="c03-x9-001"/>
                  <constraint firstItem="pin-x9-001" firstAttribute="height" constant="10" id="c04-x9-001"/>
              </constraints>
          </tableViewCellContentView>
      </tableViewCell>
      """, toolsVersion: toolsVersion)
    document.layOut()
    #expect(document.frame("pin-x9-001")?.minX == CGFloat(side))
    #expect(document.frame("pin-x9-001")?.width == CGFloat(320 - 2 * side))
    #expect(document.frame("pin-x9-001")?.minY == CGFloat(top))
  }

  // ib-format.md §11, table cells: a storyboard's prototype cell has the side margins of a
  // cell as wide as its table on the canvas (KeePassium's 300-point alert table on an iPhone 11,
  // Xcode 12: 16 points, where a table across the 414-point phone gives 20).
  @Test(arguments: [(300.0, 16.0), (414.0, 20.0)])
  func prototypeCellMarginsFollowItsTablesWidth(tableWidth: Double, side: Double) {
    let document = TestDocuments.storyboard(
      subviews: prototypeTable(width: tableWidth, height: 300),
      device: "retina6_1", toolsVersion: "19162", rootSize: CGSize(width: 414, height: 896))
    document.layOut()
    #expect(document.frame("pin-pr-001")?.minX == CGFloat(side))
    #expect(document.frame("pin-pr-001")?.width == CGFloat(tableWidth - 2 * side))
  }

  /// A table of `width` with one prototype cell, `cellAttributes` on the cell and its content
  /// view, whose 10-point view is pinned to the content view's side margins.
  private func prototypeTable(width: Double, height: Double, cellAttributes: String = "")
    -> String
  {
    """
    <tableView contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-vw-001">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        <prototypes>
            <tableViewCell contentMode="scaleToFill" \(cellAttributes) reuseIdentifier="Cell" id="cel-pr-001">
                <rect key="frame" x="0.0" y="28" width="\(width)" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" \(cellAttributes) tableViewCell="cel-pr-001" id="cnt-pr-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>\(TestDocuments.view("pin-pr-001", CGRect(x: 0, y: 0, width: 10, height: 10)))</subviews>
                    <constraints>\(pinnedBetweenMargins("pin-pr-001", of: "cnt-pr-001", ids: "pr"))</constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </prototypes>
    </tableView>
    """
  }

  /// Constraints pinning the 10-point-tall `view` to the top of `container` and between its
  /// side margins, with ids made from `ids`.
  private func pinnedBetweenMargins(_ view: String, of container: String, ids: String) -> String {
    """
    <constraint firstItem="\(view)" firstAttribute="leading" secondItem="\(container)" secondAttribute="leadingMargin" id="c01-\(ids)-001"/>
    <constraint firstAttribute="trailingMargin" secondItem="\(view)" secondAttribute="trailing" id="c02-\(ids)-001"/>
    <constraint firstItem="\(view)" firstAttribute="top" secondItem="\(container)" secondAttribute="top" id="c03-\(ids)-001"/>
    <constraint firstItem="\(view)" firstAttribute="height" constant="10" id="c04-\(ids)-001"/>
    """
  }

  // ib-format.md §11: a xib's top-level collection view cell or reusable view is a root of
  // Xcode's canvas with the margins of a root view as wide as itself, not as the device: a
  // 375-point header of an iPhone XR xib is pinned 16 points in (Delta's about header).
  @Test(arguments: [(375.0, 16.0), (414.0, 20.0)])
  func topLevelReusableViewMarginsFollowItsWidth(width: Double, margin: Double) {
    let document = TestDocuments.xib(
      """
      <collectionReusableView contentMode="center" reuseIdentifier="Header" id="hdr-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
          <autoresizingMask key="autoresizingMask"/>
          <subviews>\(TestDocuments.view("pin-vw-001", CGRect(x: 0, y: 0, width: 10, height: 10)))</subviews>
          <constraints>\(pinnedBetweenMargins("pin-vw-001", of: "hdr-vw-001", ids: "hd"))</constraints>
      </collectionReusableView>
      """, device: "retina6_1")
    document.layOut()
    #expect(document.frame("pin-vw-001")?.minX == CGFloat(margin))
    #expect(document.frame("pin-vw-001")?.width == CGFloat(width - 2 * margin))
  }

  /// A top-level view of a xib holding `control` pinned to its top, leading and trailing edges
  /// (`fill`: the bottom too), with nothing else to size it.
  private func pinnedControl(
    _ control: String, device: String, toolsVersion: String, bottom: Bool = false
  ) -> InterfaceBuilderDocument {
    TestDocuments.xib(
      top(
        control,
        extra: """
          <constraints>
              <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" id="c01-ct-001"/>
              <constraint firstItem="ctl-vw-001" firstAttribute="\(bottom ? "trailing" : "top")" secondItem="top-vw-001" secondAttribute="\(bottom ? "trailing" : "top")" id="c02-ct-001"/>
              \(bottom ? #"<constraint firstItem="ctl-vw-001" firstAttribute="bottom" secondItem="top-vw-001" secondAttribute="bottom" id="c03-ct-001"/>"# : "")
          </constraints>
          """), device: device, toolsVersion: toolsVersion)
  }

  // ib-format.md §7: a stepper is 94 × 29 before Xcode 11 and 94 × 32 from Xcode 11 (iOS 13's
  // stepper; SkeletonView's Xcode 11 demo stores 32 for one sized by its content).
  @Test(arguments: [("14109", 29.0), ("15702", 32.0)])
  func stepperHeightByEra(toolsVersion: String, height: Double) {
    let document = pinnedControl(
      #"<stepper contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001"><rect key="frame" x="0" y="0" width="94" height="29"/></stepper>"#,
      device: "retina4_7", toolsVersion: toolsVersion)
    document.layOut()
    #expect(document.frame("ctl-vw-001")?.size == CGSize(width: 94, height: height))
  }

  // EraMetrics: a page control is drawn with the SDK of the Xcode that saved the file. iOS 13's
  // dots (3 pages 39 × 37) until Xcode 12, then iOS 14's capsule, resized by each SDK (page
  // controls sized by IB in 35 public files: 123 × 28, 121.5 × 26, 116 × 26, 74 × 26; a 5-page
  // one of Xcode 15 150.67 wide on an iPhone 14 Pro).
  @Test(arguments: [
    ("16097.2", 3, CGSize(width: 39, height: 37)), ("17701", 3, CGSize(width: 123, height: 28)),
    ("17156", 2, CGSize(width: 103.5, height: 28)), ("18122", 3, CGSize(width: 121.5, height: 26)),
    ("21507", 3, CGSize(width: 116, height: 26)), ("21507", 5, CGSize(width: 150.67, height: 26)),
    ("23504", 3, CGSize(width: 74, height: 26)),
  ])
  func pageControlSizeByEra(toolsVersion: String, pages: Int, size: CGSize) {
    let document = pinnedControl(
      #"<pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="\#(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001"><rect key="frame" x="0" y="0" width="39" height="37"/></pageControl>"#,
      device: "retina4_7", toolsVersion: toolsVersion)
    let intrinsic = document.view(withID: "ctl-vw-001")?.intrinsicContentSize ?? .zero
    // Within the 1/3 point Xcode rounds to on a 3x device.
    #expect(abs(intrinsic.width - size.width) < 0.01 && intrinsic.height == size.height)
  }

  // A text field's baseline is measured at the height Xcode stored (its height when loaded from
  // the nib), its line centered: Twilio's Xcode 15 room form aligns a borderless field, held
  // 30 tall, with a 17-point label by baseline and stores the field 5 points above the label.
  @Test func textFieldBaselineIsMeasuredAtItsStoredHeight() throws {
    let document = TestDocuments.xib(
      top(
        """
        <label opaque="NO" text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-001">
            <rect key="frame" x="16" y="100" width="49" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld-vw-001">
            <rect key="frame" x="86" y="95" width="200" height="30"/>
            <constraints>
                <constraint firstAttribute="height" constant="30" id="h01-ct-001"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </textField>
        """,
        extra: """
          <constraints>
              <constraint firstItem="lab-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="100" id="c01-ct-001"/>
              <constraint firstItem="lab-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="16" id="c02-ct-001"/>
              <constraint firstItem="fld-vw-001" firstAttribute="leading" secondItem="lab-vw-001" secondAttribute="trailing" constant="21" id="c03-ct-001"/>
              <constraint firstItem="fld-vw-001" firstAttribute="baseline" secondItem="lab-vw-001" secondAttribute="baseline" id="c04-ct-001"/>
          </constraints>
          """), toolsVersion: "22505")
    document.layOut()
    let label = try #require(document.frame("lab-vw-001"))
    let field = try #require(document.frame("fld-vw-001"))
    #expect(field.height == 30)
    #expect(abs(label.minY - field.minY - 5) < 0.34)
  }

  // ib-format.md §7: a toolbar is 44 points tall, 49 on a phone with a home indicator held in
  // portrait (DifferenceKit's Xcode 10 example on an iPhone XR: 49).
  @Test(arguments: [("retina4_7", 44.0), ("retina6_1", 49.0)])
  func toolbarHeightByDevice(device: String, height: Double) {
    let document = pinnedControl(
      #"<toolbar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001"><rect key="frame" x="0" y="256" width="375" height="44"/></toolbar>"#,
      device: device, toolsVersion: "14490.70", bottom: true)
    document.layOut()
    #expect(document.frame("ctl-vw-001")?.height == CGFloat(height))
  }

  // ib-format.md fact 8: hugging and compression resistance are attributes; missing means 250
  // and 750 whatever the class, and IB's 251 for labels is read as written.
  @Test func priorities() throws {
    let document = TestDocuments.xib(
      top(
        """
        <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="1000" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-001">
            <rect key="frame" x="0" y="0" width="20" height="20"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="pln-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """))
    let label = try #require(document.view(withID: "lab-vw-001"))
    #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 1000)
    #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
    let plain = try #require(document.view(withID: "pln-vw-001"))
    #expect(plain.contentHuggingPriority(for: .vertical).rawValue == 250)
  }

  // A scroll view's contentInsetAdjustmentBehavior is read; missing means .automatic.
  @Test func contentInsetAdjustment() throws {
    let document = TestDocuments.xib(
      top(
        """
        <scrollView contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></scrollView>
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-002"><rect key="frame" x="0" y="0" width="10" height="10"/></scrollView>
        <tableView contentInsetAdjustmentBehavior="always" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></tableView>
        """))
    let never = try #require(document.view(withID: "scr-vw-001") as? UIScrollView)
    #expect(never.contentInsetAdjustmentBehavior == .never)
    let automatic = try #require(document.view(withID: "scr-vw-002") as? UIScrollView)
    #expect(automatic.contentInsetAdjustmentBehavior == .automatic)
    let table = try #require(document.view(withID: "tbl-vw-001") as? UIScrollView)
    #expect(table.contentInsetAdjustmentBehavior == .always)
  }

  // ib-format.md §4 and fact 6: fixedFrame views translate their autoresizing mask despite
  // tAMIC=NO; a missing tAMIC means YES; the mask's attributes are read.
  @Test func autoresizing() throws {
    let document = TestDocuments.xib(
      top(
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" fixedFrame="YES" id="fix-vw-001">
            <rect key="frame" x="10" y="10" width="50" height="50"/>
            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" heightSizable="YES"/>
        </view>
        <view id="arm-vw-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
        """))
    let fixed = try #require(document.view(withID: "fix-vw-001"))
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    #expect(fixed.autoresizingMask == [.flexibleLeftMargin, .flexibleHeight])
    #expect(document.view(withID: "arm-vw-001")?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(document.compareFrames().agreement.within == 2)
  }

  // ib-format.md §7: Xcode 13's canvas drew text styles at the extra-small size (Body 14 points:
  // labels 17 tall in four public files saved by Xcode 13.0 to 13.2); Xcode 12 and 14 at the
  // default (Body 17); the app at run time gets the default whatever Xcode saved the file.
  @Test(arguments: [("17506", 17.0, 17.0), ("19150", 14.0, 17.0), ("21507", 17.0, 17.0)])
  func textStyleSizeFollowsTheCanvasOfItsXcode(
    toolsVersion: String, canvas: Double, runtime: Double
  ) throws {
    let label = top(
      """
      <label opaque="NO" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-001">
          <rect key="frame" x="0" y="0" width="40" height="20"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      """)
    for (semantics, size) in [
      (InterfaceBuilderImportOptions.Semantics.canvas, canvas), (.runtime, runtime),
    ] {
      let document = TestDocuments.xib(
        label, toolsVersion: toolsVersion,
        options: InterfaceBuilderImportOptions(semantics: semantics))
      let font = try #require((document.view(withID: "lab-vw-001") as? UILabel)?.font)
      #expect(font.pointSize == CGFloat(size), "\(semantics)")
    }
  }

  // ib-format.md §7: label text, font (system, weight, text style, named), lines, line break
  // and alignment; button titles, insets and images from <resources>.
  @Test func textAttributes() throws {
    let document = TestDocuments.xib(
      top(
        """
        <label opaque="NO" text="Title" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-001">
            <rect key="frame" x="0" y="0" width="40" height="20"/>
            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="20"/>
        </label>
        <label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-002">
            <rect key="frame" x="0" y="0" width="40" height="20"/>
            <string key="text">Two
        lines</string>
            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        </label>
        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-vw-001">
            <rect key="frame" x="0" y="0" width="40" height="20"/>
            <inset key="contentEdgeInsets" minX="4" minY="2" maxX="6" maxY="8"/>
            <state key="normal" title="Go" image="arrow"/>
        </button>
        <imageView translatesAutoresizingMaskIntoConstraints="NO" image="arrow" id="img-vw-001">
            <rect key="frame" x="0" y="0" width="24" height="12"/>
        </imageView>
        """),
      extra: #"<resources><image name="arrow" width="24" height="12"/></resources>"#)
    let label = try #require(document.view(withID: "lab-vw-001") as? UILabel)
    #expect(label.text == "Title")
    #expect(label.font.pointSize == 20)
    #expect(label.numberOfLines == 0)
    #expect(label.lineBreakMode == .byWordWrapping)
    #expect(label.textAlignment == .center)
    let second = try #require(document.view(withID: "lab-vw-002") as? UILabel)
    #expect(second.text == "Two\nlines")
    #expect(second.font == UIFont.preferredFont(forTextStyle: .headline))
    let button = try #require(document.view(withID: "btn-vw-001") as? UIButton)
    #expect(button.buttonType == .system)
    #expect(button.title(for: .normal) == "Go")
    #expect(button.contentEdgeInsets == UIEdgeInsets(top: 2, left: 4, bottom: 8, right: 6))
    #expect(button.image(for: .normal)?.size == CGSize(width: 24, height: 12))
    #expect(
      document.view(withID: "img-vw-001")?.intrinsicContentSize == CGSize(width: 24, height: 12))
  }

  // ib-format.md §7: Xcode 13 drew a configuration's default title, Body, at the extra-small
  // size, as its other text styles (YPImagePicker's plain configuration button: 31 tall, a
  // 14-point line and 7 above and below); Xcode 14 at the default size (20.29 and 14).
  @Test(arguments: [("20037", 31.0), ("21701", 34.29)])
  func configurationTitleInXcode13sTextStyleSize(toolsVersion: String, height: Double) throws {
    let document = TestDocuments.xib(
      top(
        """
        <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-vw-003">
            <rect key="frame" x="0" y="0" width="60" height="31"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" title="Button"/>
        </button>
        """), device: "retina6_1", toolsVersion: toolsVersion)
    let button = try #require(document.view(withID: "btn-vw-003") as? UIButton)
    // Rounded to the pixels of the screen the test runs at.
    #expect(abs(Double(button.intrinsicContentSize.height) - height) < 0.34)
  }

  // ib-format.md §7: a free-standing navigation bar with large titles is 96 tall.
  @Test func largeTitleNavigationBar() throws {
    let document = TestDocuments.xib(
      top(
        """
        <navigationBar contentMode="scaleToFill" largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nav-br-001">
            <rect key="frame" x="0.0" y="44" width="414" height="96"/>
        </navigationBar>
        """))
    let bar = try #require(document.view(withID: "nav-br-001") as? UINavigationBar)
    #expect(bar.prefersLargeTitles && bar.intrinsicContentSize.height == 96)
  }

  // ib-format.md §7: a button's attributed title is measured in its own font (DuckDuckGo's
  // custom "Edit" button, 15-point bold, not the custom button's default 18 points).
  @Test func attributedButtonTitleKeepsItsFont() throws {
    let document = TestDocuments.xib(
      top(
        """
        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="btn-vw-002">
            <rect key="frame" x="0" y="0" width="30" height="27"/>
            <state key="normal">
                <attributedString key="attributedTitle">
                    <fragment content="Edit">
                        <attributes>
                            <font key="NSFont" size="15" metaFont="systemBold"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </state>
        </button>
        """))
    let button = try #require(document.view(withID: "btn-vw-002") as? UIButton)
    #expect(button.buttonType == .custom)
    #expect(button.title(for: .normal) == "Edit")
    #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 15))
  }

  // ib-format.md fact 9 and §8: on the canvas a custom class is its base class (noted once),
  // with the size Xcode's IBDesignable agent recorded; at run time a registered class is made
  // and its runtime attributes applied.
  @Test func customClasses() throws {
    let label = """
      <label opaque="NO" text="Padded" translatesAutoresizingMaskIntoConstraints="NO" id="pad-vw-001" customClass="PaddableLabel" customModule="App">
          <rect key="frame" x="0" y="0" width="60" height="20"/>
          <userDefinedRuntimeAttributes>
              <userDefinedRuntimeAttribute type="number" keyPath="left"><real key="value" value="8"/></userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="number" keyPath="top"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
              <userDefinedRuntimeAttribute type="color" keyPath="tint"><color key="value" white="1" alpha="1" colorSpace="custom"/></userDefinedRuntimeAttribute>
          </userDefinedRuntimeAttributes>
      </label>
      <view translatesAutoresizingMaskIntoConstraints="NO" id="dsg-vw-001" customClass="Badge">
          <rect key="frame" x="0" y="0" width="30" height="30"/>
      </view>
      """
    let designables = """
      <designables><designable name="dsg-vw-001"><size key="intrinsicContentSize" width="33" height="21"/></designable></designables>
      """
    let canvas = TestDocuments.xib(top(label), extra: designables)
    let base = try #require(canvas.view(withID: "pad-vw-001"))
    #expect(type(of: base) == UILabel.self)
    #expect(canvas.messages.filter { $0.contains("'PaddableLabel'") }.count == 1)
    #expect(
      canvas.view(withID: "dsg-vw-001")?.intrinsicContentSize == CGSize(width: 33, height: 21))
    let runtime = TestDocuments.xib(
      top(label), extra: designables,
      options: InterfaceBuilderImportOptions(semantics: .runtime))
    let padded = try #require(runtime.view(withID: "pad-vw-001") as? PaddableLabel)
    #expect(padded.padding == UIEdgeInsets(top: 3, left: 8, bottom: 0, right: 0))
    #expect(padded.text == "Padded")
    #expect(runtime.messages.contains { $0.contains("'tint'") })
  }

  /// A 10-point system multi-line label, to measure text as the imported label measures it.
  private func multiLineProbe() -> UILabel {
    let probe = UILabel()
    probe.font = .systemFont(ofSize: 10)
    probe.numberOfLines = 0
    return probe
  }

  /// A laid-out document holding one 10-point multi-line label, `free-lb-001`, stored at
  /// `width` × `height` with only its leading and top edges pinned.
  private func freeMultiLineLabel(text: String, width: CGFloat, height: CGFloat)
    -> InterfaceBuilderDocument
  {
    let document = TestDocuments.xib(
      top(
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="free-lb-001">
            <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="10"/>
        </label>
        """,
        extra: """
          <constraints>
              <constraint firstItem="free-lb-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" id="fre-aa-001"/>
              <constraint firstItem="free-lb-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" id="fre-aa-002"/>
          </constraints>
          """), device: "retina5_5")
    document.layOut()
    return document
  }

  // ib-format.md fact 5 and UIKit's L2: the canvas starts from Xcode's frames, and a
  // multi-line label whose width nothing constrains wraps at its frame's width. Xcode sized
  // that frame to San Francisco's advances; where Strut's measure of a line Xcode stored whole
  // overflows it by less than the stand-in's error (3%), the line stays whole. Further over,
  // the stored width is a real wrapping width and the text wraps.
  @Test(arguments: [(0.99, 1), (0.9, 2)])
  func multiLineLabelKeepsTheLineXcodeStored(storedShare: Double, lines: Int) throws {
    let text = "Set keyboard toolbar tintColor"
    let probe = multiLineProbe()
    probe.text = text
    let line = probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    let stored = (line.width * storedShare * 3).rounded(.down) / 3
    let document = freeMultiLineLabel(text: text, width: stored, height: line.height)
    let frame = try #require(document.frame("free-lb-001"))
    #expect(
      frame.height
        == (lines == 1 ? line.height : probe.sizeThatFits(CGSize(width: stored, height: 0)).height))
    #expect(lines == 1 ? frame.width == line.width : frame.width < stored)
  }

  // The same rule for a label Xcode stored on two lines: where Strut's measure of the first
  // line overflows the stored width by less than the stand-in's error, wrapping at the stored
  // width would move its last word down (two lines still, but a narrower label); the label
  // keeps Xcode's lines instead (Threema's licence screen, Helvetica Neue).
  @Test func multiLineLabelKeepsTheLinesXcodeStored() throws {
    let (first, second) = ("one two three four five six", "seven eight")
    let probe = multiLineProbe()
    probe.text = first
    let line = probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    let stored = (line.width * 0.99 * 3).rounded(.down) / 3
    probe.text = "\(first) \(second)"
    let twoLines = probe.sizeThatFits(CGSize(width: line.width, height: 0))
    // Wrapped at the stored width, "six" goes down and the lines stay two.
    let moved = probe.sizeThatFits(CGSize(width: stored, height: 0))
    try #require(moved.height == twoLines.height && moved.width < stored - 5)
    let document = freeMultiLineLabel(
      text: "\(first) \(second)", width: stored, height: twoLines.height)
    let frame = try #require(document.frame("free-lb-001"))
    #expect(frame.width == line.width)
    #expect(frame.height == twoLines.height)
  }

  // ib-format.md fact 10: "Intrinsic Size: Placeholder" gives the view that size on the canvas;
  // `infinite` means none on that axis.
  @Test func placeholderIntrinsicSize() {
    let document = TestDocuments.xib(
      top(
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" id="plc-vw-001">
            <rect key="frame" x="0" y="0" width="120" height="10"/>
        </view>
        """))
    let size = document.view(withID: "plc-vw-001")?.intrinsicContentSize
    #expect(size == CGSize(width: 120, height: UIView.noIntrinsicMetric))
  }

  // ib-format.md §2: ids are unique; a duplicate keeps the first and is reported.
  @Test func duplicateIDs() {
    let document = TestDocuments.xib(
      top(
        """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="dup-vw-001"><rect key="frame" x="1" y="0" width="10" height="10"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="dup-vw-001"><rect key="frame" x="2" y="0" width="10" height="10"/></view>
        """))
    #expect(document.view(withID: "dup-vw-001")?.frame.minX == 1)
    #expect(document.messages.contains { $0.contains("duplicate id 'dup-vw-001'") })
  }
}
