import Foundation
import Testing

@testable import Strut

/// Every distribution × alignment × axis with three fixed-size views, checked against the
/// invariants UIKit guarantees rather than against exact dumps (those are in
/// StackViewDumpTests), each test naming its S-rules.
@Suite("UIStackView distribution × alignment matrix")
struct StackViewMatrixTests {
  static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  /// The six distinct alignments (`.top` is `.leading` and `.bottom` is `.trailing`).
  static let alignments: [UIStackView.Alignment] = [
    .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
  ]
  static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

  /// The views' intrinsic lengths along the axis and across it.
  static let alongLengths: [CGFloat] = [40, 60, 80]
  static let acrossLengths: [CGFloat] = [20, 30, 40]
  /// The stack view's size: 320 along the axis, 100 across.
  static let stackLength: CGFloat = 320
  static let stackBreadth: CGFloat = 100
  static let spacing: CGFloat = 10
  static let margin: CGFloat = 8

  /// An interval along one axis.
  struct Span {
    let min: CGFloat
    let max: CGFloat
    var length: CGFloat { max - min }
    var mid: CGFloat { (min + max) / 2 }
  }

  /// One stack view of the matrix, laid out.
  struct Case: CustomStringConvertible {
    let distribution: UIStackView.Distribution
    let alignment: UIStackView.Alignment
    let axis: NSLayoutConstraint.Axis
    let hiddenIndex: Int?
    let marginsRelative: Bool
    let views: [UIView]
    let harness: StackHarness

    init(
      _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment,
      _ axis: NSLayoutConstraint.Axis, hiddenIndex: Int? = nil, marginsRelative: Bool = false
    ) {
      (self.distribution, self.alignment, self.axis) = (distribution, alignment, axis)
      (self.hiddenIndex, self.marginsRelative) = (hiddenIndex, marginsRelative)
      let horizontal = axis == .horizontal
      views = zip(StackViewMatrixTests.alongLengths, StackViewMatrixTests.acrossLengths).map {
        horizontal ? StackContentView($0, $1) : StackContentView($1, $0)
      }
      let (length, breadth) = (StackViewMatrixTests.stackLength, StackViewMatrixTests.stackBreadth)
      harness = StackHarness(
        views, width: horizontal ? length : breadth, height: horizontal ? breadth : length)
      let stack = harness.stack
      stack.axis = axis
      stack.distribution = distribution
      stack.alignment = alignment
      stack.spacing = StackViewMatrixTests.spacing
      if marginsRelative {
        let margin = StackViewMatrixTests.margin
        stack.layoutMargins = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
        stack.isLayoutMarginsRelativeArrangement = true
      }
      if let hiddenIndex { views[hiddenIndex].isHidden = true }
      harness.root.layoutIfNeeded()
    }

    var description: String {
      "\(distribution) \(alignment) \(axis == .horizontal ? "H" : "V")"
        + (hiddenIndex.map { " hidden \($0)" } ?? "") + (marginsRelative ? " margins" : "")
    }

    func along(_ rect: CGRect) -> Span {
      axis == .horizontal
        ? Span(min: rect.minX, max: rect.maxX) : Span(min: rect.minY, max: rect.maxY)
    }

    func across(_ rect: CGRect) -> Span {
      axis == .horizontal
        ? Span(min: rect.minY, max: rect.maxY) : Span(min: rect.minX, max: rect.maxX)
    }

    /// The canvas (S12): the stack view's bounds, or its margins when margin-relative.
    var canvas: CGRect {
      let bounds = harness.stack.bounds
      let inset = marginsRelative ? StackViewMatrixTests.margin : 0
      return bounds.insetBy(dx: inset, dy: inset)
    }

    var visibleIndices: [Int] { views.indices.filter { $0 != hiddenIndex } }
  }

  /// One pixel of ``UIScreen/scale``: frames are rounded to the pixel grid, so a length
  /// that is not a whole number of pixels (S6's 40/130·320) is off by up to one pixel.
  static let pixel = 1 / UIScreen.main.scale

  static func expectNear(
    _ actual: CGFloat, _ expected: CGFloat, _ what: String, tolerance: CGFloat = 0.01,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      abs(actual - expected) <= tolerance, "\(what): \(actual), expected \(expected)",
      sourceLocation: sourceLocation)
  }

  /// The invariants of S1, S2 and S4–S9 for the visible views of a case.
  static func checkInvariants(_ test: Case) {
    let visible = test.visibleIndices
    let frames = visible.map { test.views[$0].frame }
    let along = frames.map(test.along)
    let across = frames.map(test.across)
    let canvasAlong = test.along(test.canvas)
    let canvasAcross = test.across(test.canvas)
    let intrinsicAlong = visible.map { alongLengths[$0] }
    let intrinsicAcross = visible.map { acrossLengths[$0] }
    let name = "\(test)"

    // S1: the first visible view starts and the last one ends at the canvas edges.
    expectNear(along.first!.min, canvasAlong.min, "\(name): first view's start (S1)")
    expectNear(along.last!.max, canvasAlong.max, "\(name): last view's end (S1)")
    // S2: each view starts `spacing` after the previous one ends (`>=` for equal*).
    let isEqualDistribution = [.equalSpacing, .equalCentering].contains(test.distribution)
    for (previous, next) in zip(along, along.dropFirst()) {
      if isEqualDistribution {
        #expect(next.min >= previous.max + spacing - 0.01, "\(name): gap (S2)")
      } else {
        expectNear(next.min, previous.max + spacing, "\(name): gap (S2)")
      }
    }

    let room = canvasAlong.length - spacing * CGFloat(visible.count - 1)
    switch test.distribution {
    case .fill:
      // S4, E5 tie rule: every view hugs at 250, so the first visible one takes the slack.
      for index in 1..<visible.count {
        expectNear(along[index].length, intrinsicAlong[index], "\(name): length (S4)")
      }
      expectNear(
        along[0].length, room - intrinsicAlong.dropFirst().reduce(0, +),
        "\(name): first view's length (S4)")
    case .fillEqually:
      // S5: every visible view has the first visible view's length.
      for span in along {
        expectNear(span.length, room / CGFloat(visible.count), "\(name): length (S5)")
      }
    case .fillProportionally:
      // S6: length = len_i / D · canvas, D = Σ len + spacing·(n − 1); the last view absorbs
      // the spacing error (rdar 34595752).
      let total = intrinsicAlong.reduce(0, +) + spacing * CGFloat(visible.count - 1)
      for index in 0..<(visible.count - 1) {
        expectNear(
          along[index].length, intrinsicAlong[index] / total * canvasAlong.length,
          "\(name): length (S6)", tolerance: pixel)
      }
    case .equalSpacing:
      // S7: the views keep their lengths and the gaps are equal.
      for index in along.indices {
        expectNear(along[index].length, intrinsicAlong[index], "\(name): length (S7)")
      }
      let gaps = zip(along, along.dropFirst()).map { $1.min - $0.max }
      for gap in gaps { expectNear(gap, gaps[0], "\(name): equal gaps (S7)") }
    case .equalCentering:
      // S8: the views keep their lengths; there is room, so the centres are equally spaced.
      for index in along.indices {
        expectNear(along[index].length, intrinsicAlong[index], "\(name): length (S8)")
      }
      let distances = zip(along, along.dropFirst()).map { $1.mid - $0.mid }
      for distance in distances {
        expectNear(distance, distances[0], "\(name): equal centre distances (S8)")
      }
    @unknown default:
      Issue.record("unknown distribution")
    }

    // S9: across the axis.
    for (index, span) in across.enumerated() {
      let what = "\(name): view \(visible[index]) across (S9)"
      switch test.alignment {
      case .fill:
        expectNear(span.min, canvasAcross.min, what)
        expectNear(span.max, canvasAcross.max, what)
      case .leading:
        expectNear(span.min, canvasAcross.min, what)
        expectNear(span.length, intrinsicAcross[index], what)
      case .trailing:
        expectNear(span.max, canvasAcross.max, what)
        expectNear(span.length, intrinsicAcross[index], what)
      case .center:
        expectNear(span.mid, canvasAcross.mid, what)
        expectNear(span.length, intrinsicAcross[index], what)
      case .firstBaseline, .lastBaseline:
        // A view without text has its baselines at its bottom edge, so a horizontal stack
        // aligns the bottoms; a vertical stack aligns nothing (S9), and the views only stay
        // inside the spanner, which is pinned to the canvas.
        expectNear(span.length, intrinsicAcross[index], what)
        #expect(span.min >= canvasAcross.min - 0.01, "\(what): inside")
        #expect(span.max <= canvasAcross.max + 0.01, "\(what): inside")
        if test.axis == .horizontal {
          expectNear(span.max, across[0].max, "\(what): baseline")
        }
      @unknown default:
        Issue.record("unknown alignment")
      }
    }
  }

  /// S1, S2, S4–S9: three visible views, horizontal and vertical.
  @Test(arguments: distributions, alignments)
  func invariantsHold(
    distribution: UIStackView.Distribution, alignment: UIStackView.Alignment
  ) {
    for axis in Self.axes {
      Self.checkInvariants(Case(distribution, alignment, axis))
    }
  }

  /// S3 (modern): the hidden middle view takes 0 along the axis (`UISV-hiding` @999.999 beats
  /// its compression resistance of 750) and its neighbours close up with the full spacing,
  /// as if it were not arranged.
  @Test(arguments: distributions, alignments)
  func invariantsHoldWithTheMiddleViewHidden(
    distribution: UIStackView.Distribution, alignment: UIStackView.Alignment
  ) {
    for axis in Self.axes {
      let test = Case(distribution, alignment, axis, hiddenIndex: 1)
      Self.checkInvariants(test)
      Self.expectNear(test.along(test.views[1].frame).length, 0, "\(test): hidden length (S3)")
      if ![.equalSpacing, .equalCentering].contains(distribution) {
        let (first, last) = (test.along(test.views[0].frame), test.along(test.views[2].frame))
        Self.expectNear(last.min - first.max, Self.spacing, "\(test): closed-up gap (S3)")
      }
    }
  }

  /// S12: with `isLayoutMarginsRelativeArrangement` and margins of 8, the canvas is the
  /// margins guide: every invariant holds inside it, and no view crosses it.
  @Test(arguments: distributions, alignments)
  func invariantsHoldInsideTheMargins(
    distribution: UIStackView.Distribution, alignment: UIStackView.Alignment
  ) {
    for axis in Self.axes {
      let test = Case(distribution, alignment, axis, marginsRelative: true)
      Self.checkInvariants(test)
      for view in test.views {
        #expect(
          test.canvas.insetBy(dx: -0.01, dy: -0.01).contains(view.frame),
          "\(test): \(view.frame) inside the margins (S12)")
      }
    }
  }

  /// S13 and S9 nested: an unconstrained vertical `.center` stack inside a horizontal
  /// `.equalSpacing`/`.center` stack sizes itself from its views (70 wide, the widest; 44
  /// tall, 10 + 4 + 30), and the outer stack treats it as one 70×44 item: gaps of
  /// (300 − 40 − 70 − 60) / 2 = 65, everything centred on y = 50.
  @Test func verticalStackInsideAHorizontalStack() {
    let top = StackContentView(50, 10)
    let bottom = StackContentView(70, 30)
    let column = UIStackView(arrangedSubviews: [top, bottom])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 4
    let leading = StackContentView(40, 20)
    let trailing = StackContentView(60, 20)
    let harness = StackHarness([leading, column, trailing], width: 300, height: 100)
    harness.stack.distribution = .equalSpacing
    harness.stack.alignment = .center
    harness.root.layoutIfNeeded()
    #expect(leading.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(column.frame == CGRect(x: 105, y: 28, width: 70, height: 44))
    #expect(trailing.frame == CGRect(x: 240, y: 40, width: 60, height: 20))
    #expect(top.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
    #expect(bottom.frame == CGRect(x: 0, y: 14, width: 70, height: 30))
  }

  /// S3, S9, S13 nested: hiding a view inside the inner stack resizes it along and across.
  ///
  /// Hiding the inner stack's bottom view shrinks the inner stack along its axis to the top
  /// view (10 tall, S3, S13), and the outer stack re-centres it. Across, the hidden view keeps
  /// its alignment but no longer bounds the spanner (UIKit's `_itemWantsLayoutAsIfVisible:`
  /// turns its `UISV-spanning-boundary` constraints off, iOS 26.1; Xcode stores a centred row
  /// with a hidden 24-point icon 20 tall), so the column narrows to the top view's 50.
  @Test func hidingInsideTheNestedStackResizesIt() {
    let top = StackContentView(50, 10)
    let bottom = StackContentView(70, 30)
    let column = UIStackView(arrangedSubviews: [top, bottom])
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 4
    let harness = StackHarness(
      [StackContentView(40, 20), column, StackContentView(60, 20)], width: 300, height: 100)
    harness.stack.distribution = .equalSpacing
    harness.stack.alignment = .center
    bottom.isHidden = true
    harness.root.layoutIfNeeded()
    #expect(column.frame == CGRect(x: 115, y: 45, width: 50, height: 10))
    #expect(top.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
  }
}
