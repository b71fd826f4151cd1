import XCTest

@testable import StrutTesting

/// Failures reach XCTest when the assertion runs in an XCTest test (issue #7, For tests:
/// "Assertions a user calls from XCTest or Swift Testing").
final class XCTestFailureRoutingTests: XCTestCase {
  private var isCapturing = false
  private var captured: [(description: String, file: String, line: Int)] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard isCapturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    captured.append((description, filePath, lineNumber))
  }

  // Under XCTest a failure is an XCTFail at the caller's file and line, recorded once.
  func testFailureUnderXCTestIsAnXCTFailAtTheCallersLine() {
    isCapturing = true
    TestFailure.record(
      "the layout moved", at: CallSite(fileID: #fileID, filePath: #filePath, line: 42, column: 7))
    isCapturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, 42)
    XCTAssertEqual(captured.first?.file, "\(#filePath)")
    XCTAssertTrue(captured.first?.description.contains("the layout moved") == true)
  }

  // The public assertion fails through the same route: an ambiguous tree is one failure.
  func testAssertNoAmbiguityFailsUnderXCTest() {
    isCapturing = true
    assertNoAmbiguity(AssertNoAmbiguityTests.tree(sliding: true))
    isCapturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.description.contains("UIView#root › UIView#slider") == true)
  }
}
