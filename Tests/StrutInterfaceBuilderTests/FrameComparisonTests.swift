import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct FrameComparisonTests {
  private let layout = """
    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-vw-001">
        <rect key="frame" x="16" y="40" width="40" height="20.5"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
    </label>
    <view translatesAutoresizingMaskIntoConstraints="NO" id="blw-vw-001">
        <rect key="frame" x="16" y="68.5" width="100" height="10"/>
        <constraints>
            <constraint firstAttribute="width" constant="100" id="w01-aa-001"/>
            <constraint firstAttribute="height" constant="10" id="h01-aa-001"/>
        </constraints>
    </view>
    <view translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="mis-vw-001">
        <rect key="frame" x="999" y="0" width="10" height="10"/>
        <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="chd-vw-001">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
        </subviews>
    </view>
    <view translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="amb-vw-001">
        <rect key="frame" x="0" y="0" width="10" height="10"/>
    </view>
    <switch opaque="NO" horizontalHuggingPriority="750" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="swi-vw-001">
        <rect key="frame" x="310" y="100" width="51" height="31"/>
    </switch>
    """

  private let constraints = """
    <constraint firstItem="lab-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="40" id="c01-aa-001"/>
    <constraint firstItem="lab-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leadingMargin" id="c02-aa-002"/>
    <constraint firstItem="blw-vw-001" firstAttribute="top" secondItem="lab-vw-001" secondAttribute="bottom" constant="8" id="c03-aa-003"/>
    <constraint firstItem="blw-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leadingMargin" id="c04-aa-004"/>
    <constraint firstItem="mis-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="c05-aa-005"/>
    <constraint firstItem="mis-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="c06-aa-006"/>
    <constraint firstItem="amb-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="c07-aa-007"/>
    <constraint firstAttribute="trailingMargin" secondItem="swi-vw-001" secondAttribute="trailing" id="c08-aa-008"/>
    <constraint firstItem="swi-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="100" id="c09-aa-009"/>
    """

  private func comparison() -> FrameComparison {
    TestDocuments.storyboard(subviews: layout, constraints: constraints).compareFrames()
  }

  /// Constraints that pin a view's top and leading edges to the root view's at `x` and `y`,
  /// and its width when given.
  private func pinned(_ id: String, x: Double, y: Double, width: Double? = nil) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="\(y)" id="t-\(id)"/>
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" constant="\(x)" id="l-\(id)"/>
    """
      + (width.map {
        #"<constraint firstItem="\#(id)" firstAttribute="width" constant="\#($0)" id="w-\#(id)"/>"#
      } ?? "")
  }

  private func find(_ id: String, in comparison: FrameComparison) -> FrameComparisonResult? {
    comparison.results.first { $0.id == id }
  }

  // Issue #8 item 3 and ib-format.md fact 3: misplaced and ambiguous views, and the subtrees
  // under them, are skipped; roots are inputs and not compared.
  @Test func skippedViews() {
    let comparison = comparison()
    #expect(find("mis-vw-001", in: comparison)?.status == .misplaced)
    #expect(find("chd-vw-001", in: comparison)?.status == .misplaced)
    #expect(find("amb-vw-001", in: comparison)?.status == .ambiguous)
    #expect(find("root-view", in: comparison) == nil)
    #expect(comparison.agreement.skipped == 3)
  }

  // Issue #8 item 3: a view placed below a label depends on text; the label itself, sized by
  // its text, does too; a switch pinned to the margins does not.
  @Test func textDependence() {
    let comparison = comparison()
    #expect(find("lab-vw-001", in: comparison)?.isTextDependent == true)
    #expect(find("blw-vw-001", in: comparison)?.isTextDependent == true)
    #expect(find("swi-vw-001", in: comparison)?.isTextDependent == false)
  }

  // Issue #8 item 3: a button takes its background image's alignment insets, and a symbol's
  // are glyph metrics Strut does not have, so its frame counts as text-dependent; a symbol
  // shown as the button's image leaves the frame to the constraints (Tinode's buttons agree).
  @Test func symbolBackgroundButtonsAreGlyphFramed() {
    func button(_ id: String, _ state: String) -> String {
      """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
          <rect key="frame" x="16" y="9" width="25" height="25.5"/>
          <constraints>
              <constraint firstAttribute="width" constant="25" id="w-\(id)"/>
              <constraint firstAttribute="height" constant="25" id="h-\(id)"/>
          </constraints>
          <state key="normal" \(state) catalog="system"/>
      </button>
      """
    }
    let document = TestDocuments.storyboard(
      subviews: button("bgb-vw-001", #"backgroundImage="trash""#)
        + button("img-vw-001", #"image="trash""#),
      constraints: pinned("bgb-vw-001", x: 16, y: 10) + pinned("img-vw-001", x: 16, y: 10))
    let comparison = document.compareFrames()
    #expect(find("bgb-vw-001", in: comparison)?.isTextDependent == true)
    #expect(find("img-vw-001", in: comparison)?.isTextDependent == false)
  }

  // AlignmentInsets: a switch's frame extends 2 points right of its alignment rectangle, so a
  // switch pinned to the trailing margin is stored 2 points past it, and agrees.
  @Test func switchAlignmentRectangle() throws {
    let result = try #require(find("swi-vw-001", in: comparison()))
    #expect(result.solvedFrame == CGRect(x: 310, y: 100, width: 51, height: 31))
    #expect(result.isWithinTolerance)
  }

  // AlignmentInsets: a segmented control's frame extends 1 point below its alignment
  // rectangle (every segmented control in a vertical stack in the corpus, Xcode 11 to 15): in
  // a stack the next view starts 1 point above the control's stored bottom, and both agree.
  @Test func segmentedControlAlignmentRectangle() throws {
    let document = TestDocuments.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
            <rect key="frame" x="16" y="20" width="200" height="61"/>
            <subviews>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="blk-vw-001">
                    <rect key="frame" x="0.0" y="31" width="200" height="30"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="s01-aa-001"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: pinned("stk-vw-001", x: 16, y: 20, width: 200), toolsVersion: "18122")
    let comparison = document.compareFrames()
    let control = try #require(find("seg-vw-001", in: comparison))
    #expect(control.solvedFrame == CGRect(x: 0, y: 0, width: 200, height: 32))
    let below = try #require(find("blk-vw-001", in: comparison))
    #expect(below.solvedFrame == CGRect(x: 0, y: 31, width: 200, height: 30))
    #expect(find("stk-vw-001", in: comparison)?.solvedFrame.height == 61)
  }

  // AlignmentInsets: a bar-style progress view's frame extends 1 point below its alignment
  // rectangle (Quiz apps of Xcode 13 and 14: held 10 tall, stored 11; unheld, last in a vertical
  // stack, 2.5 tall and a point past the stack's end); the default style's does not.
  @Test(arguments: [(#"progressViewStyle="bar""#, 10.0, 11.0), ("", 10.0, 10.0)])
  func barProgressViewAlignmentRectangle(style: String, held: Double, stored: Double) throws {
    let document = TestDocuments.storyboard(
      subviews: """
        <progressView opaque="NO" contentMode="scaleToFill" \(style) translatesAutoresizingMaskIntoConstraints="NO" id="prg-vw-001">
            <rect key="frame" x="20" y="100" width="200" height="\(stored)"/>
            <constraints>
                <constraint firstAttribute="height" constant="\(held)" id="h01-pp-001"/>
            </constraints>
        </progressView>
        """,
      constraints: pinned("prg-vw-001", x: 20, y: 100, width: 200), toolsVersion: "21507")
    let result = try #require(find("prg-vw-001", in: document.compareFrames()))
    #expect(result.solvedFrame == CGRect(x: 20, y: 100, width: 200, height: stored))
    #expect(result.isWithinTolerance)
  }

  // ib-format.md "Other controls" (CanvasTextField): a 14 pt rounded-rect field is 30 tall in an
  // Xcode 11 file on an iPhone 8 and 34 on an iPhone 11 (a journal app's Xcode 11.2 entry
  // editor) and in an Xcode 14 one; a borderless field is one line of its font up to 18122
  // (Strongbox's 14 pt one is 17) and a point more from Xcode 14; a borderless secure field of
  // 17 pt is 21, 1 point shorter than a plain one.
  @Test(arguments: [
    ("16097", "retina4_7", #"borderStyle="roundedRect""#, "14", "", 30.0),
    ("15505", "retina6_1", #"borderStyle="roundedRect""#, "14", "", 34),
    ("18122", "retina4_7", "", "14", "", 17),
    ("21701", "retina4_7", #"borderStyle="roundedRect""#, "14", "", 34),
    ("21701", "retina4_7", "", "17", "", 22),
    (
      "21701", "retina4_7", "", "17",
      #"<textInputTraits key="textInputTraits" secureTextEntry="YES"/>"#, 21
    ),
  ])
  func textFieldHeightByEra(
    toolsVersion: String, device: String, border: String, pointSize: String, traits: String,
    height: Double
  ) throws {
    let document = TestDocuments.storyboard(
      subviews: """
        <textField opaque="NO" contentMode="scaleToFill" \(border) placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="fld-vw-001">
            <rect key="frame" x="16" y="20" width="200" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
            \(traits)
        </textField>
        """,
      constraints: pinned("fld-vw-001", x: 16, y: 20, width: 200), device: device,
      toolsVersion: toolsVersion,
      rootSize: device == "retina6_1"
        ? CGSize(width: 414, height: 896) : CGSize(width: 375, height: 667))
    let result = try #require(find("fld-vw-001", in: document.compareFrames()))
    #expect(abs(Double(result.solvedFrame.height) - height) < 0.01)
  }

  // Issue #8 item 3: the worst mismatches come first, with their XML positions; the report
  // prints a row per file, a total and those mismatches.
  @Test func worstAndReport() throws {
    let document = TestDocuments.storyboard(
      subviews: TestDocuments.view("off-vw-001", CGRect(x: 0, y: 0, width: 50, height: 50)),
      constraints: """
        <constraint firstItem="off-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="30" id="o01-aa-001"/>
        <constraint firstItem="off-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="o02-aa-002"/>
        <constraint firstItem="off-vw-001" firstAttribute="width" constant="50" id="o03-aa-003"/>
        <constraint firstItem="off-vw-001" firstAttribute="height" constant="50" id="o04-aa-004"/>
        """)
    let comparison = document.compareFrames()
    let worst = try #require(comparison.worst(5).first)
    #expect(worst.id == "off-vw-001")
    #expect(worst.difference == 30)
    #expect(worst.location.line > 1)
    let text = FrameAgreementReport(comparisons: [comparison]).text(worst: 3)
    #expect(text.contains("Test.storyboard"))
    #expect(text.contains("0/1 0.0%"))
    #expect(text.contains("off-vw-001' stored (0, 0, 50, 50) solved (0, 30, 50, 50) Δ 30"))
  }

  // ib-format.md §3: Xcode's canvas keeps a size the constraints leave free, where UIKit at run
  // time lets a stack view's ambiguity suppression (25) shrink it: a plain view in a
  // centre-aligned stack keeps the 280 points Xcode stored (ONLYOFFICE's profile scene).
  @Test func canvasKeepsASizeTheConstraintsLeaveFree() throws {
    let document = TestDocuments.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="82"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fre-vw-001">
                    <rect key="frame" x="47.5" y="0.0" width="280" height="82"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="82" id="h01-aa-001"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="s01-aa-001"/>
        <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="s02-aa-001"/>
        <constraint firstItem="stk-vw-001" firstAttribute="trailing" secondItem="root-view" secondAttribute="trailing" id="s03-aa-001"/>
        """)
    let comparison = document.compareFrames()
    let free = try #require(comparison.results.first { $0.id == "fre-vw-001" })
    #expect(free.solvedFrame.width == 280 && free.isWithinTolerance)
    document.layOut()
    #expect(document.frame("fre-vw-001")?.width == 0)
  }

  // E7 rule 0 on the canvas: when the conflict at a cell's stored height is resolved by
  // breaking a content size, the cell is drawn at its stored height (UpcomingMovies' review
  // cell keeps 123.5 points, its title label, which hugs at 1000, stretched past its text).
  @Test func cellWhoseConflictBreaksAContentSizeKeepsItsHeight() throws {
    let comparison = xibCell(
      height: 80,
      subviews: """
        <label opaque="NO" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ce-001">
            <rect key="frame" x="16" y="16" width="288" height="48"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """,
      constraints: """
        <constraint firstItem="lbl-ce-001" firstAttribute="top" secondItem="cnt-ce-001" secondAttribute="top" constant="16" id="c01-ce-001"/>
        <constraint firstItem="lbl-ce-001" firstAttribute="leading" secondItem="cnt-ce-001" secondAttribute="leading" constant="16" id="c02-ce-001"/>
        <constraint firstAttribute="trailing" secondItem="lbl-ce-001" secondAttribute="trailing" constant="16" id="c03-ce-001"/>
        <constraint firstAttribute="bottom" secondItem="lbl-ce-001" secondAttribute="bottom" constant="16" id="c04-ce-001"/>
        """
    ).compareFrames()
    let label = try #require(comparison.results.first { $0.id == "lbl-ce-001" })
    #expect(label.solvedFrame == CGRect(x: 16, y: 16, width: 288, height: 48))
  }

  // A storyboard's prototype cell keeps its table's row height, and UIKit's choice of what to
  // break (E7: the app's size constant): FlashNews' Xcode 11 headline cell, 140 tall, stores
  // its 90-point image 100 tall between 20-point pins.
  @Test func prototypeCellKeepsItsRowHeight() throws {
    let cell = cellElement(
      width: 375, height: 140, y: 28,
      subviews: TestDocuments.view("img-vw-001", CGRect(x: 20, y: 20, width: 140, height: 100)),
      constraints: """
        <constraint firstItem="img-vw-001" firstAttribute="top" secondItem="cnt-ce-001" secondAttribute="top" constant="20" id="c01-ce-001"/>
        <constraint firstItem="img-vw-001" firstAttribute="leading" secondItem="cnt-ce-001" secondAttribute="leading" constant="20" id="c02-ce-001"/>
        <constraint firstAttribute="bottom" secondItem="img-vw-001" secondAttribute="bottom" constant="20" id="c03-ce-001"/>
        <constraint firstItem="img-vw-001" firstAttribute="width" constant="140" id="c04-ce-001"/>
        <constraint firstItem="img-vw-001" firstAttribute="height" constant="90" id="c05-ce-001"/>
        """)
    let table = """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <prototypes>
      \(cell)
          </prototypes>
      </tableView>
      """
    let comparison = TestDocuments.storyboard(subviews: table).compareFrames()
    let image = try #require(comparison.results.first { $0.id == "img-vw-001" })
    #expect(image.solvedFrame == CGRect(x: 20, y: 20, width: 140, height: 100))
  }

  /// A xib's table cell, stored `storedHeight` tall, whose view's height must be 60 (at least
  /// 60 when the cell is shorter), and a second view whose widths conflict at any height when
  /// `widthsConflict`.
  private func cell(storedHeight: Double, widthsConflict: Bool) -> InterfaceBuilderDocument {
    let relation = storedHeight < 60 ? #"relation="greaterThanOrEqual""# : ""
    let conflicting = """
      <constraint firstItem="wid-vw-001" firstAttribute="width" constant="100" id="w01-ce-001"/>
      <constraint firstItem="wid-vw-001" firstAttribute="width" constant="200" id="w02-ce-001"/>
      """
    return xibCell(
      height: storedHeight,
      subviews: """
        \(TestDocuments.view("tal-vw-001", CGRect(x: 0, y: 0, width: 320, height: 60)))
        \(TestDocuments.view("wid-vw-001", CGRect(x: 0, y: 0, width: 100, height: 10)))
        """,
      constraints: """
        <constraint firstItem="tal-vw-001" firstAttribute="top" secondItem="cnt-ce-001" secondAttribute="top" id="c01-ce-001"/>
        <constraint firstItem="tal-vw-001" firstAttribute="leading" secondItem="cnt-ce-001" secondAttribute="leading" id="c02-ce-001"/>
        <constraint firstItem="tal-vw-001" firstAttribute="trailing" secondItem="cnt-ce-001" secondAttribute="trailing" id="c03-ce-001"/>
        <constraint firstItem="tal-vw-001" firstAttribute="bottom" secondItem="cnt-ce-001" secondAttribute="bottom" id="c04-ce-001"/>
        <constraint firstItem="tal-vw-001" firstAttribute="height" \(relation) constant="60" id="c05-ce-001"/>
        <constraint firstItem="wid-vw-001" firstAttribute="top" secondItem="cnt-ce-001" secondAttribute="top" id="c06-ce-001"/>
        <constraint firstItem="wid-vw-001" firstAttribute="leading" secondItem="cnt-ce-001" secondAttribute="leading" id="c07-ce-001"/>
        <constraint firstItem="wid-vw-001" firstAttribute="height" constant="10" id="c08-ce-001"/>
        \(widthsConflict ? conflicting : "")
        """)
  }

  /// A xib whose only object is a 320-point table cell `height` tall (see `cellElement`).
  private func xibCell(height: Double, subviews: String, constraints: String)
    -> InterfaceBuilderDocument
  {
    TestDocuments.xib(
      cellElement(width: 320, height: height, subviews: subviews, constraints: constraints))
  }

  /// A table cell (`cel-ce-001`, its content view `cnt-ce-001`) at `y`, holding `subviews`
  /// and `constraints`.
  private func cellElement(
    width: Double, height: Double, y: Double = 0, subviews: String, constraints: String
  ) -> String {
    """
    <tableViewCell contentMode="scaleToFill" id="cel-ce-001">
        <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" tableViewCell="cel-ce-001" id="cnt-ce-001">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
    \(subviews)
            </subviews>
            <constraints>
    \(constraints)
            </constraints>
        </tableViewCellContentView>
    </tableViewCell>
    """
  }

  // Xcode's canvas draws the content of a table cell whose required constraints cannot hold
  // at its stored height as tall as it fits, and keeps the cell's and content view's stored
  // frames (BookPlayer's Xcode 14 book cell, stored 76 tall, has its content drawn 94 tall;
  // GameBook's 116- and 128-point cells, whose content fits 122, store their content views at
  // 116 and 128 and their images where 122 puts them), also when a conflict across the cell,
  // which no height resolves, remains (BOOKWARM's 147-point cell drawn at 100 with two images
  // still overlapping).
  @Test(arguments: [(false, 44.0), (true, 44.0), (false, 80.0)])
  func cellStoredAtAHeightItsContentCannotHave(widthsConflict: Bool, storedHeight: Double) throws {
    let comparison = cell(storedHeight: storedHeight, widthsConflict: widthsConflict)
      .compareFrames()
    let tall = try #require(comparison.results.first { $0.id == "tal-vw-001" })
    #expect(tall.solvedFrame.height == 60)
    #expect(tall.isWithinTolerance)
    let content = try #require(comparison.results.first { $0.id == "cnt-ce-001" })
    #expect(content.solvedFrame.height == CGFloat(storedHeight))
  }

  // Xcode's canvas gives a label without text no intrinsic size: its stored frame holds where
  // its constraints leave it free (Mixin's empty Body label, first in a vertical stack in a
  // 50-point row, stored 46 tall; Open Food Facts' empty serving-size label, 28 tall). At run
  // time UIKit sizes it to nothing.
  @Test func labelWithoutTextKeepsItsStoredSizeOnTheCanvas() throws {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
          <subviews>
              <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-vw-001">
                  <rect key="frame" x="20" y="20" width="80" height="28"/>
                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
          </subviews>
          <constraints>
              <constraint firstItem="lbl-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="20" id="lb1-aa-001"/>
              <constraint firstItem="lbl-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="20" id="lb2-aa-002"/>
          </constraints>
      </view>
      """
    let canvas = TestDocuments.xib(xml).compareFrames()
    let label = try #require(canvas.results.first { $0.id == "lbl-vw-001" })
    #expect(label.solvedFrame == CGRect(x: 20, y: 20, width: 80, height: 28))
    let runtime = TestDocuments.xib(
      xml, options: InterfaceBuilderImportOptions(semantics: .runtime))
    runtime.layOut()
    #expect(runtime.frame("lbl-vw-001")?.size == .zero)
  }

  // On the canvas a text field with neither text nor placeholder has no intrinsic width, so
  // an empty label beside it keeps its stored zero width (Wikipedia's find-and-replace bar);
  // its height stays one line of its font.
  @Test func emptyTextFieldBesideAnEmptyLabelKeepsItsStoredWidth() throws {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
          <subviews>
              <textField opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld-vw-001">
                  <rect key="frame" x="0.0" y="11" width="223" height="18"/>
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
              </textField>
              <label opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-vw-001">
                  <rect key="frame" x="228" y="20" width="0.0" height="0.0"/>
                  <fontDescription key="fontDescription" type="system" pointSize="14"/>
              </label>
          </subviews>
          <constraints>
              <constraint firstItem="fld-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" id="tf1-aa-001"/>
              <constraint firstItem="lbl-vw-001" firstAttribute="leading" secondItem="fld-vw-001" secondAttribute="trailing" constant="5" id="tf2-aa-002"/>
              <constraint firstAttribute="trailing" secondItem="lbl-vw-001" secondAttribute="trailing" constant="72" id="tf3-aa-003"/>
              <constraint firstItem="fld-vw-001" firstAttribute="centerY" secondItem="top-vw-001" secondAttribute="centerY" id="tf4-aa-004"/>
              <constraint firstItem="lbl-vw-001" firstAttribute="centerY" secondItem="top-vw-001" secondAttribute="centerY" id="tf5-aa-005"/>
          </constraints>
      </view>
      """
    let results = TestDocuments.xib(xml).compareFrames().results
    let field = try #require(results.first { $0.id == "fld-vw-001" })
    let label = try #require(results.first { $0.id == "lbl-vw-001" })
    #expect(field.solvedFrame == CGRect(x: 0, y: 11, width: 223, height: 18))
    #expect(label.solvedFrame.width == 0)
  }

  // S6 on the canvas: an empty field's share of a `.fillProportionally` row is the width UIKit
  // gives it, not zero, so the row's own `field.width == 0.8 × row.width` holds and the label
  // takes the rest (tasty-code's contact form, Xcode 14; a share of zero pinned the field to no
  // width and broke the row's container instead).
  @Test func emptyFieldInAProportionalRowKeepsItsMultipliedWidth() throws {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-002">
          <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
          <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row-sv-002">
                  <rect key="frame" x="16" y="10" width="378" height="34"/>
                  <subviews>
                      <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-vw-002">
                          <rect key="frame" x="0.0" y="0.0" width="65.5" height="34"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
                      <textField opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="248" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-vw-002">
                          <rect key="frame" x="75.5" y="0.0" width="302.5" height="34"/>
                          <fontDescription key="fontDescription" type="system" pointSize="14"/>
                      </textField>
                  </subviews>
                  <constraints>
                      <constraint firstAttribute="height" constant="34" id="pr1-aa-001"/>
                      <constraint firstItem="fld-vw-002" firstAttribute="width" secondItem="row-sv-002" secondAttribute="width" multiplier="0.8" id="pr2-aa-002"/>
                  </constraints>
              </stackView>
          </subviews>
          <constraints>
              <constraint firstItem="row-sv-002" firstAttribute="leading" secondItem="top-vw-002" secondAttribute="leading" constant="16" id="pr3-aa-003"/>
              <constraint firstAttribute="trailing" secondItem="row-sv-002" secondAttribute="trailing" constant="20" id="pr4-aa-004"/>
              <constraint firstItem="row-sv-002" firstAttribute="top" secondItem="top-vw-002" secondAttribute="top" constant="10" id="pr5-aa-005"/>
          </constraints>
      </view>
      """
    let results = TestDocuments.xib(xml, device: "retina6_1").compareFrames().results
    for id in ["row-sv-002", "lbl-vw-002", "fld-vw-002"] {
      let result = try #require(results.first { $0.id == id })
      #expect(result.isWithinTolerance, "\(id): solved \(result.solvedFrame)")
    }
  }

  // ib-format.md fact 3 and Xcode 8.0's format (its build 11201; Xcode 8.1 wrote rects again):
  // a view its constraints place has no stored frame, so there is nothing to compare, and a
  // view placed by its frame has a `frameInset`, offsets from its superview's near or far
  // edges (IWTapGesture's demo). A frameless view of any other Xcode has a zero frame.
  @Test(arguments: [("11201", false), ("11542", true)])
  func xcode8FramesAreInsetsOrMissing(toolsVersion: String, comparesFramelessView: Bool) throws {
    let subviews = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cns-vw-001">
          <constraints>
              <constraint firstAttribute="width" constant="100" id="w-cns"/>
              <constraint firstAttribute="height" constant="50" id="h-cns"/>
          </constraints>
      </view>
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="far-vw-001">
          <frame key="frameInset" minY="30" maxX="25" width="100" height="40"/>
          <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
      </view>
      <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="wid-vw-001">
          <frame key="frameInset" minX="10" minY="80" maxX="10" height="20"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
      </view>
      """
    let document = TestDocuments.storyboard(
      subviews: subviews, constraints: pinned("cns-vw-001", x: 16, y: 120),
      toolsVersion: toolsVersion, useSafeAreas: false)
    let comparison = document.compareFrames()
    #expect(document.frame("cns-vw-001") == CGRect(x: 16, y: 120, width: 100, height: 50))
    #expect((find("cns-vw-001", in: comparison) != nil) == comparesFramelessView)
    let farSide = try #require(find("far-vw-001", in: comparison))
    #expect(farSide.storedFrame == CGRect(x: 250, y: 30, width: 100, height: 40))
    #expect(farSide.isWithinTolerance)
    let bothSides = try #require(find("wid-vw-001", in: comparison))
    #expect(bothSides.storedFrame == CGRect(x: 10, y: 80, width: 355, height: 20))
    #expect(bothSides.isWithinTolerance)
    #expect(document.diagnostics.isEmpty)
  }

  // Style: deterministic output — the same file read twice gives the same results and
  // diagnostics, in the same order.
  @Test func deterministic() {
    let first = comparison()
    let second = comparison()
    #expect(first.results == second.results)
    let a = TestDocuments.storyboard(subviews: layout, constraints: constraints).diagnostics
    let b = TestDocuments.storyboard(subviews: layout, constraints: constraints).diagnostics
    #expect(a == b)
  }

  // ib-format.md §3: canvas semantics are used for the comparison even when the document was
  // read with runtime semantics.
  @Test func comparisonUsesCanvasSemantics() {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="sub-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="80" placeholder="YES" id="ph1-aa-001"/>
                      <constraint firstAttribute="height" constant="80" id="ph2-aa-002"/>
                  </constraints>
              </view>
          </subviews>
          <constraints>
              <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" id="ph3-aa-003"/>
              <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" id="ph4-aa-004"/>
          </constraints>
      </view>
      """
    let runtime = TestDocuments.xib(
      xml, options: InterfaceBuilderImportOptions(semantics: .runtime))
    #expect(runtime.compareFrames().agreement.within == 1)
  }
}
