import Foundation
import Strut

/// The frame agreement of several files, as a table: one row per file, a total, and the worst
/// mismatches with their XML positions (issue #8, item 3).
///
///     let report = FrameAgreementReport(comparisons: documents.map { $0.compareFrames() })
///     print(report.text(worst: 10))
///     // file                    text-independent     text-dependent       all
///     // Main.storyboard          120/121   99.2%      40/52   76.9%       160/173   92.5%
///     // total                   1275/1285  99.2% …
public struct FrameAgreementReport: Sendable {
  /// The comparisons, in the order given.
  public let comparisons: [FrameComparison]

  /// Creates a report.
  ///
  /// - Parameter comparisons: One comparison per file; sort them (by path, say) for stable
  ///   output.
  public init(comparisons: [FrameComparison]) {
    self.comparisons = comparisons
  }

  /// The counts of every file together.
  public var total: FrameAgreement {
    comparisons.map(\.agreement).reduce(FrameAgreement(), +)
  }

  /// The compared views that disagree most across all files, largest difference first; ties
  /// keep file order, then document order.
  ///
  /// - Parameters:
  ///   - count: How many to return at most.
  ///   - textIndependentOnly: Whether to leave out views whose frames depend on text.
  /// - Returns: Up to `count` results.
  public func worst(_ count: Int, textIndependentOnly: Bool = false) -> [FrameComparisonResult] {
    let all = comparisons.flatMap { comparison in
      comparison.results.filter {
        $0.status == .compared && !$0.isWithinTolerance
          && !(textIndependentOnly && $0.isTextDependent)
      }
    }
    return Array(
      all.enumerated().sorted {
        ($1.element.difference, $0.offset) < ($0.element.difference, $1.offset)
      }
      .prefix(count).map(\.element))
  }

  /// The table: a row per file (its last path component), a total row, and the `worst`
  /// mismatches, text-independent ones first.
  ///
  /// - Parameter worstCount: How many mismatches to list; 0 lists none.
  /// - Returns: The text, ending with a newline.
  public func text(worst worstCount: Int = 10) -> String {
    var lines = [Self.row("file", "text-independent", "text-dependent", "all")]
    for comparison in comparisons {
      let name = URL(fileURLWithPath: comparison.path).lastPathComponent
      lines.append(Self.row(name, comparison.agreement))
    }
    lines.append(Self.row("total", total))
    if worstCount > 0 {
      let independent = worst(worstCount, textIndependentOnly: true)
      let rest = worst(worstCount).filter { $0.isTextDependent }
      let listed = Array((independent + rest).prefix(worstCount))
      if !listed.isEmpty {
        lines.append("")
        lines.append(
          "worst mismatches (tolerance \(points(comparisons.first?.tolerance ?? 0.5)) pt):")
        lines += listed.map(Self.describe)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ name: String, _ agreement: FrameAgreement) -> String {
    row(
      name,
      cell(agreement.textIndependentWithin, agreement.textIndependentCompared),
      cell(agreement.textDependentWithin, agreement.textDependentCompared),
      cell(agreement.within, agreement.compared))
  }

  private static func row(_ name: String, _ a: String, _ b: String, _ c: String) -> String {
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
    let shown = name.count > 60 ? "…" + name.suffix(59) : name
    return pad(shown, 62) + pad(a, 20) + pad(b, 20) + c
  }

  private static func cell(_ within: Int, _ compared: Int) -> String {
    guard compared > 0 else { return "-" }
    let share = Double(within) / Double(compared) * 100
    return "\(within)/\(compared) " + String(format: "%.1f%%", share)
  }

  /// `path:line:column: element 'id' stored (x, y, w, h) solved (x, y, w, h) Δ d [text]`.
  static func describe(_ result: FrameComparisonResult) -> String {
    func rect(_ r: CGRect) -> String {
      "(\(points(r.minX)), \(points(r.minY)), \(points(r.width)), \(points(r.height)))"
    }
    let id = result.id.map { " '\($0)'" } ?? ""
    let text = result.isTextDependent ? " [text]" : ""
    return "  \(result.location): \(result.elementName)\(id) stored \(rect(result.storedFrame)) "
      + "solved \(rect(result.solvedFrame)) Δ \(points(result.difference))\(text)"
  }
}
