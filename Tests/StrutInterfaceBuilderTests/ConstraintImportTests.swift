import Foundation
import Strut
import Testing

@testable import StrutInterfaceBuilder

@Suite struct ConstraintImportTests {
  // ib-format.md fact 2: multipliers come as decimals, ratios and fractions, all meaning a÷b,
  // and as percentages (juice-maker's `multiplier="50%"`, Xcode 13); anything else is not a
  // number.
  @Test func multiplierForms() {
    #expect(NumberParsing.multiplier("50%") == 0.5)
    #expect(NumberParsing.multiplier("12.5%") == 0.125)
    #expect(NumberParsing.multiplier("%") == nil)
    #expect(NumberParsing.multiplier("50%%") == nil)
    #expect(NumberParsing.multiplier("0.5") == 0.5)
    #expect(NumberParsing.multiplier("16:9") == 16.0 / 9.0)
    #expect(NumberParsing.multiplier("1/3") == 1.0 / 3.0)
    #expect(NumberParsing.multiplier("141:83") == 141.0 / 83.0)
    #expect(NumberParsing.multiplier("1:0") == nil)
    #expect(NumberParsing.multiplier("abc") == nil)
    #expect(NumberParsing.multiplier("1:2:3") == nil)
  }

  /// A 200×100 view `sub` inside the root, pinned by `constraints` written on the root.
  private func document(_ constraints: String, subAttributes: String = "")
    -> InterfaceBuilderDocument
  {
    TestDocuments.storyboard(
      subviews: TestDocuments.view(
        "sub-vw-001", CGRect(x: 0, y: 0, width: 200, height: 100), attributes: subAttributes),
      constraints: constraints)
  }

  // ib-format.md fact 1: a constraint without firstItem is the owner's; a ratio multiplier
  // and fractional, negative constants are read exactly.
  @Test func implicitFirstItemIsTheOwner() {
    let document = document(
      """
      <constraint firstItem="sub-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" constant="10.5" id="c01-aa-001"/>
      <constraint firstAttribute="trailing" secondItem="sub-vw-001" secondAttribute="trailing" constant="-0.5" id="c02-aa-002"/>
      <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="40" id="c03-aa-003"/>
      <constraint firstItem="sub-vw-001" firstAttribute="height" secondItem="sub-vw-001" secondAttribute="width" multiplier="1:2" id="c04-aa-004"/>
      """)
    document.layOut()
    let frame = document.frame("sub-vw-001")
    // Frames are rounded to the 3× pixel grid; the constants themselves are kept exactly.
    #expect(abs((frame?.minX ?? 0) - 10.5) < 0.34)
    #expect(abs((frame?.maxX ?? 0) - 375.5) < 0.34)
    #expect(abs((frame?.height ?? 0) - (375 - 10) / 2) < 0.34)
    let trailing = document.view(withID: "root-view")?.constraints.first {
      document.id(of: $0) == "c02-aa-002"
    }
    #expect(trailing?.firstItem === document.view(withID: "root-view"))
    #expect(trailing?.constant == -0.5)
  }

  // ib-format.md §5: relation, priority, identifier and the constraint's position are kept;
  // missing attributes default to equal, 1, 0 and 1000.
  @Test func attributesAndPositions() throws {
    let document = document(
      """
      <constraint firstItem="sub-vw-001" firstAttribute="width" relation="greaterThanOrEqual" secondItem="root-view" secondAttribute="width" multiplier="0.5" constant="4" priority="750" identifier="half" id="c05-aa-005"/>
      <constraint firstItem="sub-vw-001" firstAttribute="left" secondItem="root-view" secondAttribute="left" id="c06-aa-006"/>
      """)
    let constraints = try #require(document.view(withID: "root-view")?.constraints)
    let half = try #require(constraints.first { document.id(of: $0) == "c05-aa-005" })
    #expect(half.relation == .greaterThanOrEqual)
    #expect(half.multiplier == 0.5)
    #expect(half.constant == 4)
    #expect(half.priority.rawValue == 750)
    #expect(half.identifier == "half")
    let location = try #require(document.location(of: half))
    #expect(location.path == "Test.storyboard")
    #expect(location.column == 1)
    let plain = try #require(constraints.first { document.id(of: $0) == "c06-aa-006" })
    #expect(plain.relation == .equal)
    #expect(plain.multiplier == 1)
    #expect(plain.constant == 0)
    #expect(plain.priority == .required)
    #expect(document.location(of: plain)?.line == location.line + 1)
  }

  // Issue #8 item 5: a constraint to a missing item, an unknown attribute and a bad multiplier
  // are each reported at their line and skipped; the others still apply.
  @Test func badConstraintsAreReported() {
    let document = document(
      """
      <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="bad-aa-001"/>
      <constraint firstItem="sub-vw-001" firstAttribute="diagonal" secondItem="root-view" secondAttribute="top" id="bad-aa-002"/>
      <constraint firstItem="sub-vw-001" firstAttribute="width" secondItem="root-view" secondAttribute="width" multiplier="x:y" id="bad-aa-003"/>
      <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="leading" id="bad-aa-004"/>
      <constraint firstItem="sub-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" constant="30" id="good-a-005"/>
      """)
    let warnings = document.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.contains { $0.message.contains("missing item 'nowhere'") })
    #expect(warnings.contains { $0.message.contains("unknown firstAttribute 'diagonal'") })
    #expect(warnings.contains { $0.message.contains("unreadable multiplier") })
    #expect(warnings.contains { $0.message.contains("UIKit refuses") })
    let lines = Set(warnings.map(\.location.line))
    #expect(lines.count == 4)
    document.layOut()
    #expect(document.frame("sub-vw-001")?.minY == 30)
  }

  // ib-format.md fact 10: placeholder constraints hold on Xcode's canvas and are dropped at run
  // time.
  @Test func placeholderConstraints() {
    let xml = """
      <view contentMode="scaleToFill" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="sub-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="80" placeholder="YES" id="ph1-aa-001"/>
                  </constraints>
              </view>
          </subviews>
      </view>
      """
    let canvas = TestDocuments.xib(xml)
    #expect(canvas.view(withID: "sub-vw-001")?.constraints.count == 1)
    let runtime = TestDocuments.xib(
      xml, options: InterfaceBuilderImportOptions(semantics: .runtime))
    #expect(runtime.view(withID: "sub-vw-001")?.constraints.isEmpty == true)
  }

  /// A storyboard whose root is filled by a scroll view (`scr-vw-001`) holding `content` (the
  /// view `cnt-vw-001`) with `pins` between the two.
  private func scrollDocument(content: String, pins: String) -> InterfaceBuilderDocument {
    TestDocuments.storyboard(
      subviews: """
        <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
        \(content)
            </subviews>
            <constraints>
        \(pins)
            </constraints>
        </scrollView>
        """,
      constraints: """
        <constraint firstItem="scr-vw-001" firstAttribute="top" secondItem="root-view" secondAttribute="top" id="r01-aa-001"/>
        <constraint firstItem="scr-vw-001" firstAttribute="bottom" secondItem="root-view" secondAttribute="bottom" id="r02-aa-002"/>
        <constraint firstItem="scr-vw-001" firstAttribute="leading" secondItem="root-view" secondAttribute="leading" id="r03-aa-003"/>
        <constraint firstItem="scr-vw-001" firstAttribute="trailing" secondItem="root-view" secondAttribute="trailing" id="r04-aa-004"/>
        """)
  }

  // UIKit's scroll view semantics: edges between a scroll view and its content attach to the
  // content area, so content taller than the scroll view does not conflict with it.
  @Test func scrollViewEdgesAttachToContent() {
    let document = scrollDocument(
      content: TestDocuments.view(
        "cnt-vw-001", CGRect(x: 0, y: 0, width: 375, height: 1000),
        children: """
          <constraints>
              <constraint firstAttribute="height" constant="1000" id="h01-aa-001"/>
          </constraints>
          """),
      pins: """
        <constraint firstItem="cnt-vw-001" firstAttribute="top" secondItem="scr-vw-001" secondAttribute="top" id="s01-aa-001"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="bottom" secondItem="scr-vw-001" secondAttribute="bottom" id="s02-aa-002"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="leading" secondItem="scr-vw-001" secondAttribute="leading" id="s03-aa-003"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="trailing" secondItem="scr-vw-001" secondAttribute="trailing" id="s04-aa-004"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="width" secondItem="scr-vw-001" secondAttribute="width" id="s05-aa-005"/>
        """)
    let comparison = document.compareFrames()
    #expect(comparison.conflictCount == 0)
    #expect(document.frame("cnt-vw-001") == CGRect(x: 0, y: 0, width: 375, height: 1000))
  }

  // The same for margins ("constraints between the edges or margins of the scroll view and its
  // content attach to the scroll view's content area"): content pinned to a scroll view's
  // margins sizes the content area, inset by the margins, instead of stretching to the frame
  // (KeePassium's tip box: a stack pinned to `bottomMargin` took the whole screen).
  @Test func scrollViewMarginsAttachToContent() {
    let document = scrollDocument(
      content: TestDocuments.view(
        "cnt-vw-001", CGRect(x: 16, y: 16, width: 343, height: 100),
        children: """
          <constraints>
              <constraint firstAttribute="height" constant="100" id="h01-aa-001"/>
          </constraints>
          """),
      pins: """
        <constraint firstItem="cnt-vw-001" firstAttribute="top" secondItem="scr-vw-001" secondAttribute="topMargin" constant="8" id="s01-aa-001"/>
        <constraint firstAttribute="bottomMargin" secondItem="cnt-vw-001" secondAttribute="bottom" constant="32" id="s02-aa-002"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="leading" secondItem="scr-vw-001" secondAttribute="leadingMargin" constant="8" id="s03-aa-003"/>
        <constraint firstAttribute="trailingMargin" secondItem="cnt-vw-001" secondAttribute="trailing" constant="8" id="s04-aa-004"/>
        <constraint firstItem="cnt-vw-001" firstAttribute="width" secondItem="scr-vw-001" secondAttribute="width" constant="-32" id="s05-aa-005"/>
        """)
    let comparison = document.compareFrames()
    #expect(comparison.conflictCount == 0)
    // The default margins are 8: top 8 + 8, leading 8 + 8; the content keeps its 100 points.
    #expect(document.frame("cnt-vw-001") == CGRect(x: 16, y: 16, width: 343, height: 100))
  }
}
