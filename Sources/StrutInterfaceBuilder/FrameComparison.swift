import Foundation
import Strut

/// The frames Strut solves for a document's views next to the frames Xcode stored
/// (issue #8, item 3).
///
/// Each root is solved at its stored frame, with the safe area of the file's device, and every
/// view below it is compared in its superview's coordinates, as stored. Views marked
/// `misplaced` or `ambiguous`, and their subtrees, are skipped (their stored frames are not
/// solved frames, ib-format.md fact 3), as are hidden arranged subviews of stack views (fact 7).
/// Roots are not compared: their frames are inputs.
///
/// Each compared view says whether its frame depends on text. The rule: the view's frame
/// moves when the intrinsic sizes of all text controls (labels, buttons with titles, text
/// fields, segmented controls, text views that do not scroll, SF Symbol images) grow, or
/// shrink, by a few points. Text controls pinned on every side therefore count as
/// text-independent, while a view placed below a label counts as text-dependent. SF Symbol
/// image views always count as text-dependent: their frames follow the glyph's alignment
/// insets whatever their constraints say.
///
///     let comparison = document.compareFrames()
///     comparison.agreement.textIndependentShare   // 0.995
///     comparison.worst(5)                          // the largest differences, with their lines
public struct FrameComparison: Sendable {
  /// The path of the compared file.
  public let path: String

  /// How far, in points, a solved frame's origin and size may be from the stored ones to
  /// agree.
  public let tolerance: CGFloat

  /// One result per view below a root, in document order.
  public let results: [FrameComparisonResult]

  /// How many "Unable to simultaneously satisfy constraints" conflicts solving logged.
  public let conflictCount: Int

  /// Creates a comparison from its results.
  ///
  /// - Parameters:
  ///   - path: The path of the compared file.
  ///   - tolerance: The agreement tolerance, in points.
  ///   - results: One result per view, in document order.
  ///   - conflictCount: How many conflicts solving logged.
  public init(
    path: String, tolerance: CGFloat, results: [FrameComparisonResult], conflictCount: Int
  ) {
    self.path = path
    self.tolerance = tolerance
    self.results = results
    self.conflictCount = conflictCount
  }

  /// The counts of compared and agreeing views.
  public var agreement: FrameAgreement {
    FrameAgreement(results)
  }

  /// The compared views that disagree most, largest difference first (ties in document order).
  ///
  /// - Parameter count: How many to return at most.
  /// - Returns: Up to `count` disagreeing results.
  public func worst(_ count: Int) -> [FrameComparisonResult] {
    Array(
      results.enumerated()
        .filter { $0.element.status == .compared && !$0.element.isWithinTolerance }
        .sorted { ($1.element.difference, $0.offset) < ($0.element.difference, $1.offset) }
        .prefix(count).map(\.element))
  }
}

extension InterfaceBuilderDocument {
  /// Solves every root at its stored frame and compares each view's frame with the stored one.
  ///
  /// The comparison always uses Xcode's canvas reading of the file
  /// (``InterfaceBuilderImportOptions/Semantics-swift.enum/canvas``), since that is what the
  /// stored frames show; a document read with runtime semantics is read again for it. As the
  /// canvas does, each view keeps its stored size where its constraints leave the size free
  /// (held at priority 26, just above a stack view's ambiguity suppression, for the
  /// comparison only). The document's own views are laid out as a side effect when it was read
  /// with canvas semantics.
  ///
  /// - Parameter tolerance: How far, in points, a frame may be from the stored one to agree;
  ///   0.5 by default.
  /// - Returns: The per-view results.
  public func compareFrames(tolerance: CGFloat = 0.5) -> FrameComparison {
    var document = self
    if options.semantics != .canvas {
      var canvas = options
      canvas.semantics = .canvas
      document = InterfaceBuilderDocument(
        element: element, path: path, options: canvas, xmlDiagnostics: [])
    }
    var results: [FrameComparisonResult] = []
    var conflicts = 0
    // Read again, once, for the cells that conflict at their stored height
    // (`cellFittedToContent`).
    var fresh: InterfaceBuilderDocument?
    // Xcode stored the frames on the device's pixel grid: lay out at its scale, for this task
    // only, so files of different scales can be compared side by side.
    UIScreen.main.withScale(document.device.scale) {
      for (index, root) in document.roots.enumerated() {
        var (owner, view, solved) = (document, root.view, document.solveHeld(root.view))
        // Only a xib's own cells; a conflict UIKit resolves by breaking a content size (E7
        // rule 0) is drawn at the stored height.
        if root.kind == .tableViewCell, !document.isStoryboard, solved.conflictCount > 0,
          !root.view.unsatisfiableConstraints.contains(where: {
            $0.broken is NSContentSizeLayoutConstraint
          })
        {
          let copy =
            fresh
            ?? InterfaceBuilderDocument(
              element: document.element, path: path, options: document.options, xmlDiagnostics: [])
          fresh = copy
          if let fitted = copy.cellFittedToContent(
            rootAt: index, fewerConflictsThan: solved.conflictCount)
          {
            (owner, view, solved) = fitted
          }
        }
        conflicts += solved.conflictCount
        results += FrameComparer(document: owner, tolerance: tolerance).compare(view, solved)
      }
    }
    return FrameComparison(
      path: path, tolerance: tolerance, results: results, conflictCount: conflicts)
  }

  /// Lays a root out with the canvas's holds on its views' stored sizes.
  private func solveHeld(_ root: UIView) -> RootSolver.Solution {
    let holds = holdStoredSizes(under: root)
    // The holds are the canvas's, for this comparison only: the views are the document's.
    defer { NSLayoutConstraint.deactivate(holds) }
    return RootSolver(root: root, probes: probes).solve()
  }

  /// This document's table cell at `index` with its content laid out as tall as it fits.
  ///
  /// Xcode's canvas draws so a cell whose required constraints cannot hold at its stored
  /// height; nil when the fitting height leaves as many conflicts as the stored one (a
  /// conflict across the cell, which no height resolves, may remain: BOOKWARM's Xcode 14 best-
  /// seller cell, stored 147 tall, draws its 80-point image 10 points from the top and bottom
  /// of 100 points while two images still overlap). The cell and its content view keep their
  /// stored frames, as Xcode keeps them at the row's height.
  ///
  /// The canvas breaks the cell's height before the constraints of its content, unless a
  /// content size is among them, which UIKit breaks first (E7): UpcomingMovies' Xcode 13
  /// review cell keeps its stored 123.5 points with its title label, which hugs at 1000,
  /// stretched 8 points past its text. A storyboard's prototype cell keeps its table's row
  /// height and UIKit's choice (FlashNews' Xcode 11 headline cell, 140 tall, stretches its
  /// 90-point image to 100 between 20-point pins).
  ///
  /// BookPlayer's Xcode 14 book cell is stored 76 tall while its labels' minimum heights need
  /// more: Xcode drew its content 94 tall, every label at its text's height. GameBook's Xcode
  /// 13 note and favourite cells, 116 and 128 tall, centre a 90-point image 16 points from
  /// their top and bottom: Xcode drew both at 122, each image at y = 16, and stored the
  /// content views at 116 and 128. Kickstarter's empty-state cell, whose two image views
  /// conflict at any height, keeps its stored height and Xcode's frames show a constraint
  /// broken there. Called on a document read again, not yet laid out: a broken constraint
  /// stays broken in the engine that broke it.
  private func cellFittedToContent(rootAt index: Int, fewerConflictsThan storedConflicts: Int) -> (
    InterfaceBuilderDocument, UIView, RootSolver.Solution
  )? {
    guard index < roots.count, let cell = roots[index].view as? UITableViewCell else {
      return nil
    }
    let content = cell.contentView
    let stored = (cell: cell.frame, content: content.frame)
    let fitting = StrutLog.capture {
      content.systemLayoutSizeFitting(
        CGSize(width: content.frame.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }.0
    let change = fitting.height - content.frame.height
    guard abs(change) >= 0.5 else { return nil }
    cell.frame.size.height += change
    content.frame.size.height += change
    var solved = solveHeld(cell)
    guard solved.conflictCount < storedConflicts else { return nil }
    solved.frames[ObjectIdentifier(cell)] = stored.cell
    solved.frames[ObjectIdentifier(content)] = stored.content
    return (self, cell, solved)
  }

  /// Holds every constrained view's stored size just above a stack view's ambiguity
  /// suppression (25), as Xcode's canvas keeps a frame its constraints leave free.
  ///
  /// Plain views and an image view without an image in centre- and leading-aligned stacks keep
  /// the widths Xcode stored (ONLYOFFICE's 280- and 50-point views, Mixin's 276-point image
  /// view) where UIKit at run time shrinks them to nothing. Anything at 26 or above decides
  /// first.
  private func holdStoredSizes(under root: UIView) -> [NSLayoutConstraint] {
    var pending = root.subviews
    var holds: [NSLayoutConstraint] = []
    while let view = pending.popLast() {
      pending += view.subviews
      // A glyph-framed image view's stored frame is not the rectangle its constraints place.
      guard !view.translatesAutoresizingMaskIntoConstraints,
        let record = records[ObjectIdentifier(view)], let stored = record.storedFrame,
        record.alignmentInsets == .zero
      else { continue }
      for hold in [
        view.widthAnchor.constraint(equalToConstant: stored.width),
        view.heightAnchor.constraint(equalToConstant: stored.height),
      ] {
        hold.priority = UILayoutPriority(26)
        hold.identifier = "IB-canvas-stored-size"
        holds.append(hold)
      }
    }
    NSLayoutConstraint.activate(holds)
    return holds
  }
}
