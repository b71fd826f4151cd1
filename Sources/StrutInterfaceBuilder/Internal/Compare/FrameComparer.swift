import Foundation
import Strut

/// Turns a solved root into per-view results: which views are compared, which are skipped and
/// why, and how far each compared frame is from the stored one.
struct FrameComparer {
  let document: InterfaceBuilderDocument
  let tolerance: CGFloat

  /// The results for every view below `root` that the document read, depth first in subview
  /// order (which is document order).
  func compare(_ root: UIView, _ solution: RootSolver.Solution) -> [FrameComparisonResult] {
    var results: [FrameComparisonResult] = []
    var stack: [(UIView, FrameComparisonResult.Status?)] = [(root, nil)]
    while let (view, inherited) = stack.popLast() {
      let key = ObjectIdentifier(view)
      let record = document.records[key]
      var status = inherited
      if status == nil, let record {
        if record.isMisplaced {
          status = .misplaced
        } else if record.isAmbiguous {
          status = .ambiguous
        } else if record.isHiddenArranged {
          status = .hiddenArranged
        }
      }
      if let record, !record.isRoot, let stored = record.storedFrame {
        results.append(
          FrameComparisonResult(
            id: record.id, elementName: record.elementName, className: record.className,
            location: InterfaceBuilderSourceLocation(
              path: document.path, line: record.line, column: record.column),
            storedFrame: stored,
            solvedFrame: AlignmentInsets.frame(
              around: solution.frames[key] ?? view.frame, insets: record.alignmentInsets),
            isTextDependent: solution.textDependent.contains(key) || record.isGlyphFramed,
            status: status ?? .compared,
            tolerance: tolerance))
      }
      for subview in view.subviews.reversed() { stack.append((subview, status)) }
    }
    return results
  }
}
