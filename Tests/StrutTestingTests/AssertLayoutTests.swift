import Foundation
import Strut
import Testing

@testable import StrutTesting

/// `assertLayout(_:matches:)` end to end (issue #7, For tests: "`assertLayout(view, matches:
/// snapshot)`").
@Suite struct AssertLayoutTests {
  /// The checked-in reference of the header.
  static let reference = TextSnapshot(named: "header", testFile: #filePath)

  // The header matches its checked-in reference, through the public assertion.
  @Test func headerMatchesItsReference() {
    assertLayout(FrameTreeTests.header(), matches: "header")
  }

  // A changed layout fails in Swift Testing, at the caller's line, with the diff of the lines.
  @Test func changedLayoutFailsWithADiffAtTheCallersLine() {
    let header = FrameTreeTests.header()
    header.subviews[0].frame.size.width = 98
    let line: UInt = #line
    withKnownIssue {
      verifyLayout(
        header, named: "header", against: Self.reference, mode: .never,
        at: CallSite(fileID: #fileID, filePath: #filePath, line: line, column: 5))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == Int(line) && issue.sourceLocation?.column == 5
        && message.hasPrefix("Layout snapshot \"header\": Snapshot does not match the reference")
        && message.contains(
          """
           <UIView#header; frame = (0 0; 375 44)>
          -   | <UILabel#title; frame = (16 12; 120 20.67); text = 'It\\'s\\nStats'>
          +   | <UILabel#title; frame = (16 12; 98 20.67); text = 'It\\'s\\nStats'>
          """)
    }
  }
}
