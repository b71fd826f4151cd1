import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct StackViewImportTests {
  private func stack(_ attributes: String, children: String, extra: String = "") -> String {
    """
    <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
        <subviews>\(children)</subviews>
        \(extra)
    </stackView>
    """
  }

  private func box(_ id: String, _ width: CGFloat, hidden: Bool = false) -> String {
    TestDocuments.view(
      id, CGRect(x: 0, y: 0, width: width, height: 40),
      attributes: hidden ? "hidden=\"YES\"" : "",
      children: """
        <constraints>
            <constraint firstAttribute="width" constant="\(width)" id="w-\(id)"/>
            <constraint firstAttribute="height" constant="40" id="h-\(id)"/>
        </constraints>
        """)
  }

  // S10: Xcode 14's canvas settles multiline labels in a row with the side-by-side form (a
  // lone multiline label keeps its natural width, OsmAnd's device header); files of earlier
  // Xcodes, and the app at run time, keep the proportional form.
  @Test(arguments: [
    ("20037", InterfaceBuilderImportOptions.Semantics.canvas, false),
    ("21701", .canvas, true), ("21701", .runtime, false),
  ])
  func textWidthDisambiguationByEra(
    toolsVersion: String, semantics: InterfaceBuilderImportOptions.Semantics, sideBySide: Bool
  ) throws {
    var options = InterfaceBuilderImportOptions()
    options.semantics = semantics
    let document = TestDocuments.xib(
      stack("", children: box("box-vw-001", 50)), toolsVersion: toolsVersion, options: options)
    let view = try #require(document.view(withID: "stk-vw-001") as? UIStackView)
    #expect((view.textWidthDisambiguation == .sideBySide) == sideBySide)
  }

  // ib-format.md fact 10 on a stack view: a placeholder intrinsic size gives the stack its size
  // and it still arranges its views (Primer's 414 x 1200 stack in a scroll view, Xcode 13: its
  // 200-point view at the top, its label stretched over the 992 points left).
  @Test func placeholderSizedStackStillArranges() throws {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-003">
          <rect key="frame" x="0.0" y="0.0" width="414" height="1300"/>
          <subviews>
              <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="414" placeholderIntrinsicHeight="1200" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="phs-sv-003">
                  <rect key="frame" x="10" y="0.0" width="394" height="1200"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-vw-003">
                          <rect key="frame" x="0.0" y="0.0" width="394" height="200"/>
                          <constraints>
                              <constraint firstAttribute="height" constant="200" id="ph1-aa-001"/>
                          </constraints>
                      </view>
                      <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-vw-003">
                          <rect key="frame" x="0.0" y="208" width="394" height="992"/>
                          <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="32"/>
                      </label>
                  </subviews>
              </stackView>
          </subviews>
          <constraints>
              <constraint firstItem="phs-sv-003" firstAttribute="leading" secondItem="top-vw-003" secondAttribute="leading" constant="10" id="ph2-aa-002"/>
              <constraint firstAttribute="trailing" secondItem="phs-sv-003" secondAttribute="trailing" constant="10" id="ph3-aa-003"/>
              <constraint firstItem="phs-sv-003" firstAttribute="top" secondItem="top-vw-003" secondAttribute="top" id="ph4-aa-004"/>
          </constraints>
      </view>
      """
    let document = TestDocuments.xib(xml, device: "retina6_1", toolsVersion: "19529")
    #expect(document.view(withID: "phs-sv-003") is UIStackView)
    let results = document.compareFrames().results
    for id in ["phs-sv-003", "red-vw-003", "lbl-vw-003"] {
      let result = try #require(results.first { $0.id == id })
      #expect(result.isWithinTolerance, "\(id): solved \(result.solvedFrame)")
    }
  }

  // ib-format.md §7 (stackView): missing attributes mean horizontal, fill, fill, spacing 0;
  // the subviews are the arranged subviews, in order.
  @Test func defaults() throws {
    let document = TestDocuments.storyboard(
      subviews: stack("", children: box("box-vw-001", 50) + box("box-vw-002", 60)))
    let view = try #require(document.view(withID: "stk-vw-001") as? UIStackView)
    #expect(view.axis == .horizontal)
    #expect(view.distribution == .fill)
    #expect(view.alignment == .fill)
    #expect(view.spacing == 0)
    #expect(view.arrangedSubviews.map { document.id(of: $0) } == ["box-vw-001", "box-vw-002"])
    #expect(!view.isLayoutMarginsRelativeArrangement)
  }

  // ib-format.md §7 and fact 7: every attribute is read; `spacingType="standard"` is system
  // spacing; a margins element means margin-relative arrangement; `top` is `leading`.
  @Test func attributes() throws {
    let document = TestDocuments.storyboard(
      subviews: stack(
        #"axis="vertical" distribution="equalSpacing" alignment="top" spacingType="standard" baselineRelativeArrangement="YES""#,
        children: box("box-vw-001", 50),
        extra:
          #"<directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="2" bottom="3" trailing="4"/>"#
      ))
    let view = try #require(document.view(withID: "stk-vw-001") as? UIStackView)
    #expect(view.axis == .vertical)
    #expect(view.distribution == .equalSpacing)
    #expect(view.alignment == .leading)
    #expect(view.spacing == UIStackView.spacingUseSystem)
    #expect(view.isBaselineRelativeArrangement)
    #expect(view.isLayoutMarginsRelativeArrangement)
    #expect(view.directionalLayoutMargins.trailing == 4)
  }

  // ib-format.md fact 7: a hidden arranged subview takes no space and its neighbours close up;
  // its own stored frame means nothing, so it is not compared.
  @Test func hiddenArrangedSubviews() throws {
    let document = TestDocuments.storyboard(
      subviews: stack(
        #"spacing="10""#,
        children: box("box-vw-001", 50) + box("box-vw-002", 60, hidden: true)
          + box("box-vw-003", 70)),
      constraints: """
        <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="l01-aa-001"/>
        <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="t01-aa-001"/>
        """)
    let results = document.compareFrames().results
    document.layOut()
    #expect(document.frame("box-vw-003")?.minX == 60)
    let hidden = try #require(results.first { $0.id == "box-vw-002" })
    #expect(hidden.status == .hiddenArranged)
  }

  // ib-format.md fact 7 (quirk): Xcode lays a hidden activity indicator in a stack out as
  // visible.
  @Test func hiddenActivityIndicatorIsLaidOut() {
    let indicator = """
      <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="ind-vw-001">
          <rect key="frame" x="50" y="0.0" width="20" height="20"/>
      </activityIndicatorView>
      """
    let document = TestDocuments.storyboard(
      subviews: stack("", children: box("box-vw-001", 50) + indicator + box("box-vw-003", 70)))
    #expect(document.view(withID: "ind-vw-001")?.isHidden == false)
    #expect(document.messages.contains { $0.contains("activity indicator") })
  }
  // E8 and S6: a `.fillProportionally` stack measures its arranged views by laying them out
  // while the file is read; a conflict in that measurement is the layout's, logged when the
  // root is laid out, and opening the file prints nothing (chaipay's product cell printed
  // UIKit's message in the middle of `strut check --frames`).
  @Test func measuringProportionalViewsWhileReadingLogsNothing() {
    let inner = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-002">
          <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
          <subviews>\(box("box-vw-001", 50))\(box("box-vw-002", 60))</subviews>
      </stackView>
      """
    var document: InterfaceBuilderDocument?
    let reading = StrutLog.messages {
      document = TestDocuments.storyboard(
        subviews: stack(#"axis="vertical" distribution="fillProportionally""#, children: inner))
    }
    #expect(reading.isEmpty)
    let layout = StrutLog.messages { document?.layOut() }
    #expect(layout.contains { $0.contains("Unable to simultaneously satisfy constraints") })
  }
}
