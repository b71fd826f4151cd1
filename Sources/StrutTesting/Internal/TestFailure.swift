#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an assertion was called, as both test frameworks want it.
///
/// Swift Testing points at a `#fileID`, `#filePath`, line and column; XCTest at a `#filePath`
/// and line. Every public assertion takes all four as defaulted parameters and passes them on
/// here, so a failure shows on the line that called the assertion.
struct CallSite {
  /// `#fileID` of the caller: `Module/File.swift`.
  let fileID: StaticString
  /// `#filePath` of the caller; snapshots are stored next to this file.
  let filePath: StaticString
  /// `#line` of the caller.
  let line: UInt
  /// `#column` of the caller.
  let column: UInt
}

/// Reports an assertion's failure to whichever test framework is running the test.
///
/// This is the seam every assertion of the module fails through, `assertNoWobble` included:
/// build the message, then call ``record(_:at:)``.
enum TestFailure {
  /// Records a failure with a message at the caller's line.
  ///
  /// Inside a Swift Testing test (`Test.current` is set) it records an issue; otherwise it
  /// calls `XCTFail`, which fails the running XCTest test case. Only one of the two is used,
  /// so a failure is never counted twice where the frameworks forward to each other.
  static func record(_ message: String, at site: CallSite) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: String(describing: site.fileID), filePath: String(describing: site.filePath),
            line: Int(site.line), column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      // Neither framework can be imported: there is no test to fail, so say it where a person
      // running the code will see it.
      print("\(site.filePath):\(site.line): error: \(message)")
    #endif
  }
}
