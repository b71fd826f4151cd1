import Foundation
import StrutLayoutTestSupport
import Testing

@testable import Strut

/// Seeded random layouts laid out right to left (issue #3 item 1; uikit-semantics.md E4:
/// leading and trailing follow the layout direction).
///
/// A layout whose horizontal positions are all written with leading and trailing, and whose
/// views are all placed by constraints, is the same problem in either direction with x read
/// from the other side: laid out right to left, every view must land where the left-to-right
/// layout puts it, mirrored in the root. Ambiguous layouts are skipped: their solution is any
/// point of a range, and the mirrored problem may pick another.
@Suite("Random layouts mirror right to left")
struct RandomLayoutMirrorTests {
  /// One pixel at the default scale of 3: each direction rounds its own edges to the grid.
  static let tolerance: CGFloat = 1.0 / 3 + 1e-6

  /// The seeds whose right-to-left layout is not the left-to-right one mirrored, with the
  /// first view that differs.
  static func mismatches(in seeds: ClosedRange<UInt64>) -> [String] {
    var mismatches: [String] = []
    for seed in seeds {
      let leftToRight = RandomLayout.make(seed: seed, mirrorable: true)
      let rightToLeft = RandomLayout.make(seed: seed, mirrorable: true)
      rightToLeft.root.simulatedUserInterfaceLayoutDirection = .rightToLeft
      _ = StrutLog.messages {
        leftToRight.root.layoutIfNeeded()
        rightToLeft.root.layoutIfNeeded()
      }
      if leftToRight.views.contains(where: \.hasAmbiguousLayout) { continue }
      let width = leftToRight.root.bounds.width
      let expected = RandomLayoutTests.frames(leftToRight)
      let actual = RandomLayoutTests.frames(rightToLeft)
      for (index, (ltr, rtl)) in zip(expected, actual).enumerated() {
        let mirrored = CGRect(
          x: width - ltr.maxX, y: ltr.minY, width: ltr.width, height: ltr.height)
        let far = [
          mirrored.minX - rtl.minX, mirrored.maxX - rtl.maxX, mirrored.minY - rtl.minY,
          mirrored.maxY - rtl.maxY,
        ].contains { abs($0) > tolerance }
        if far {
          mismatches.append("seed \(seed): view \(index) at \(rtl), mirrored \(mirrored)")
          break
        }
      }
    }
    return mismatches
  }

  // E4: every unambiguous layout of 300 seeds is its own mirror image right to left.
  @Test func rightToLeftIsTheMirrorImage() {
    let mismatches = Self.mismatches(in: 1...300)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
