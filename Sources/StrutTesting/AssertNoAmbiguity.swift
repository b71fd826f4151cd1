import Strut

/// Checks that no view in a tree has an ambiguous layout.
///
/// Every view from `view` down is asked `hasAmbiguousLayout`, which lays the tree out first if
/// it needs to. The failure lists each ambiguous view by its path from `view`, with each
/// undetermined part of its frame and the range the constraints allow, from the solver's
/// optimality information:
///
///     2 views have an ambiguous layout:
///       UIView#header › UILabel#subtitle: minY from 0 to 24 (laid out at 0)
///       UIView#header › UILabel#subtitle › UIView: minY from 0 to 24 (laid out at 0)
///
/// Positions are in the root's coordinates, so a view pinned inside an ambiguous view is listed
/// too: it moves with it. Failures go to Swift Testing when called from a Swift Testing test,
/// and to XCTest otherwise.
///
/// - Parameters:
///   - view: The top of the tree to check.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func assertNoAmbiguity(
  _ view: UIView,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let failure = AmbiguityDescription.failure(for: view) {
    TestFailure.record(failure, at: site)
  }
}
