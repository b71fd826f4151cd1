import Foundation
import Testing

@testable import StrutInterfaceBuilder

@Suite struct XMLReadingTests {
  // Issue #8 item 1: positions are the start of the tag (the `<`), not where XMLParser reports
  // the end; columns count characters, across multi-line tags and multi-byte text.
  @Test func positionsAreTagStarts() {
    let text = """
      <?xml version="1.0"?>
      <a x="1">
        <b y="é>ééé"
           z="2"/><c/>
      \t<d>text</d>
      </a>
      """
    let (root, problems) = XMLTreeReader.read(Data(text.utf8))
    #expect(problems.isEmpty)
    let a = root
    #expect(a?.name == "a")
    #expect(a.map { [$0.line, $0.column] } == [2, 1])
    let children = a?.children ?? []
    #expect(children.map(\.name) == ["b", "c", "d"])
    #expect(children.map { [$0.line, $0.column] } == [[3, 3], [4, 13], [5, 2]])
    #expect(children[2].text == "text")
  }

  // Issue #8 item 1: CRLF line ends count as one line, as XML normalises them.
  @Test func crlfLinesCountOnce() {
    let text = "<a>\r\n<b/>\r\n  <c/></a>"
    let (root, _) = XMLTreeReader.read(Data(text.utf8))
    #expect(root?.children.map { [$0.line, $0.column] } == [[2, 1], [3, 3]])
  }

  // Issue #8 items 1 and 5: billion laughs — the DOCTYPE is blanked, no entity is expanded,
  // a warning names it, and the rest of the document is still read.
  @Test func billionLaughsIsNotExpanded() {
    var entities = "<!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      entities +=
        "<!ENTITY lol\(level) \""
        + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE lolz [
      \(entities)]>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects><view id="v1" userLabel="&lol9;"><rect key="frame" x="0" y="0" width="10" height="10"/></view></objects>
      </document>
      """
    let document = InterfaceBuilderDocument(data: Data(text.utf8), path: "Laughs.xib")
    #expect(
      document.diagnostics.contains { $0.message.contains("DOCTYPE") && $0.location.line == 2 })
    #expect(document.view(withID: "v1") != nil)
    #expect(!document.diagnostics.contains { $0.severity == .error })
  }

  // Issue #8 item 1: an external entity is never resolved (no file is read).
  @Test func externalEntityIsNotResolved() {
    let text = """
      <?xml version="1.0"?>
      <!DOCTYPE document [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
      <document><objects><label id="l1" text="&xxe;"><rect key="frame" x="0" y="0" width="1" height="1"/></label></objects></document>
      """
    let (root, problems) = XMLTreeReader.read(Data(text.utf8))
    let label = root?.children.first?.children.first
    #expect(label?["text"]?.contains("root:") == false)
    #expect(problems.contains { !$0.isError && $0.message.contains("DOCTYPE") })
  }

  // Issue #8 item 5: a truncated file is an error at the point of the cut; what came before is
  // still built.
  @Test func truncatedFileKeepsWhatWasRead() {
    let full = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <view contentMode="scaleToFill" id="top-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <subviews>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="ok1-vw-001">
                          <rect key="frame" x="10" y="10" width="50" height="50"/>
                      </view>
                      <view translatesAutoresizingMaskIntoConstraints="NO" id="cut-vw-002">
                          <rect key="frame" x="0" y="0" wid
      """
    let document = InterfaceBuilderDocument(data: Data(full.utf8), path: "Cut.xib")
    let errors = document.diagnostics.filter { $0.severity == .error }
    #expect(errors.contains { $0.message.contains("malformed XML") && $0.location.line == 12 })
    #expect(document.view(withID: "ok1-vw-001")?.frame.width == 50)
  }

  // Issue #8 item 5: garbage, an empty file and a foreign root element are diagnosed, never a
  // crash.
  @Test(arguments: [
    Data([0xFF, 0xFE, 0x00, 0x41, 0x3C]), Data(), Data("<html><body/></html>".utf8),
  ])
  func garbageIsDiagnosed(_ data: Data) {
    let document = InterfaceBuilderDocument(data: data, path: "Garbage.xib")
    #expect(document.roots.isEmpty)
    #expect(document.diagnostics.contains { $0.severity == .error })
    #expect(document.compareFrames().results.isEmpty)
  }

  // Issue #8 item 5: bytes that are not UTF-8 (found by mutating corpus files; XMLParser on
  // Linux traps on them in a name) are a warning at their line and column. In a value the rest
  // of the file is read; in a name the parser reports malformed XML there, and nothing crashes.
  @Test func invalidUTF8IsAWarningAtItsPlace() {
    func document(_ head: String, _ bytes: [UInt8], _ tail: String) -> (
      IBElement?, [XMLTreeReader.Problem]
    ) {
      XMLTreeReader.read(Data(Array(head.utf8) + bytes + Array(tail.utf8)))
    }
    let inValue = document(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>\n  <b text=\"é", [0xDA, 0xC3],
      "x\"/><c/></a>")
    #expect(inValue.1.count == 1)
    #expect(inValue.1.first.map { [$0.line, $0.column] } == [3, 13])
    #expect(inValue.1.first?.isError == false)
    #expect(inValue.1.first?.message.contains("2 bytes that are not UTF-8, the first 0xDA") == true)
    #expect(inValue.0?.children.map(\.name) == ["b", "c"])
    #expect(inValue.0?.children.first?["text"] == "é??x")
    let inName = document("<a>\n<b cust", [0xDA], "m=\"1\"/><c/></a>")
    #expect(inName.1.contains { !$0.isError && $0.line == 2 && $0.column == 8 })
    #expect(inName.1.contains { $0.isError && $0.message.contains("malformed XML") })
    // A damaged declaration that no longer names UTF-8 does not let the bytes through.
    let damaged = document(
      "<?xml version=\"1.0\" encoding=\"UTF-8\u{5}\"?>\n<a><b cu", [0xCD], "st=\"1\"/></a>")
    #expect(damaged.1.contains { !$0.isError && $0.line == 2 && $0.column == 9 })
    // Overlong forms and surrogates are not UTF-8 either; valid four-byte characters are.
    let overlong = document(
      "<a t=\"", [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xF0, 0x9F, 0x98, 0x80], "\"/>")
    #expect(
      overlong.1.first?.message.contains("5 bytes that are not UTF-8, the first 0xC0") == true)
    #expect(overlong.0?["t"] == "?????\u{1F600}")
  }

  // Issue #8 item 5: nesting beyond the reader's bound stops reading with an error instead of
  // recursing without end.
  @Test func deepNestingIsBounded() {
    let depth = XMLTreeReader.maximumDepth + 50
    let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
    let (_, problems) = XMLTreeReader.read(Data(text.utf8))
    #expect(problems.contains { $0.isError })
  }

  // Issue #8 item 5: views nested deeper than the builder's bound are reported and left out,
  // so a hostile file cannot exhaust the stack of the task that reads it.
  @Test func deepViewNestingIsBounded() {
    let depth = ViewBuilder.maximumDepth + 30
    var body = ""
    for level in 0..<depth {
      body +=
        "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"deep-\(level)\">"
        + "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>"
    }
    body += String(repeating: "</subviews></view>", count: depth)
    let document = TestDocuments.xib(body)
    #expect(document.diagnostics.contains { $0.message.contains("nest more than") })
    #expect(document.view(withID: "deep-0") != nil)
    #expect(document.view(withID: "deep-\(depth - 1)") == nil)
    _ = document.compareFrames()
  }

  // Issue #8 item 5: hostile numbers (NaN, infinities, absurd magnitudes, negative sizes) are
  // reported and ignored; layout still runs.
  @Test func hostileNumbersAreIgnored() throws {
    let document = TestDocuments.xib(
      """
      <view contentMode="scaleToFill" id="top-vw-001">
          <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" alpha="nan" id="sub-vw-001">
                  <rect key="frame" x="0" y="0" width="-5" height="1e300"/>
                  <constraints>
                      <constraint firstAttribute="width" constant="1e308" id="c01-aa-001"/>
                      <constraint firstAttribute="height" constant="inf" priority="-3" id="c02-aa-002"/>
                  </constraints>
              </view>
              <view fixedFrame="YES" id="ins-vw-002">
                  <frame key="frameInset" minX="nan" minY="2" width="ten" height="-4"/>
              </view>
          </subviews>
      </view>
      """)
    let warnings = document.diagnostics.filter { $0.severity >= .warning }
    #expect(warnings.count >= 5)
    #expect(document.view(withID: "sub-vw-001")?.constraints.isEmpty == true)
    // Xcode 8.0's frameInset is checked as a rect is, and the error points at its view.
    let inset = try #require(document.view(withID: "ins-vw-002"))
    #expect(inset.frame == .zero)
    #expect(
      document.diagnostics.contains {
        $0.severity == .error && $0.message.contains(#"<frame key="frameInset">"#)
          && $0.location == document.location(of: inset)
      })
    let comparison = document.compareFrames()
    #expect(comparison.results.allSatisfy { $0.solvedFrame.width.isFinite })
  }
}
