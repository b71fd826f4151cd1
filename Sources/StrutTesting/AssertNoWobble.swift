import Strut
import StrutDoctor

/// Checks that hiding or showing a stack view's arranged views moves nothing else.
///
/// Each arranged view with content along the stack's axis (or each view in `views`) is hidden
/// or shown in turn, plainly and inside `UIView.animate`, and every other view is compared, frame
/// and drawn text; the views that absorb the difference may change size. The failure lists each
/// wobble with the frames before and after:
///
///     1 view wobbles:
///       When todayButton hides, categoryButton wobbles: its drawn text moves.
///         text (98.67, 13.05, 92.54, 17.9) → (113.67, 13.05, 92.54, 17.9)
///
/// The tree is left as it was.
///
/// - Parameters:
///   - stack: The stack view, in a tree laid out at the size to check.
///   - views: The arranged views to toggle; by default all but spacers.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func assertNoWobble(
  _ stack: UIStackView, toggling views: [UIView]? = nil,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let findings = LayoutDoctor().wobble(in: stack, toggling: views)
  guard !findings.isEmpty else { return }
  let lines = findings.flatMap { finding in
    ["  " + finding.message] + finding.details.prefix(1).map { "    " + $0 }
  }
  let count = findings.count == 1 ? "1 view wobbles" : "\(findings.count) views wobble"
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  TestFailure.record(([count + ":"] + lines).joined(separator: "\n"), at: site)
}
