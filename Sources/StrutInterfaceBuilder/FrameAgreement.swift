/// How many compared views agree with Xcode's stored frames, split by whether their frames
/// depend on text; summable across files.
///
///     let total = comparisons.map(\.agreement).reduce(FrameAgreement(), +)
///     total.textIndependentShare   // 0.994
public struct FrameAgreement: Hashable, Sendable {
  /// Views compared whose frames do not depend on text.
  public var textIndependentCompared = 0
  /// Of those, the ones within the tolerance.
  public var textIndependentWithin = 0
  /// Views compared whose frames depend on text.
  public var textDependentCompared = 0
  /// Of those, the ones within the tolerance.
  public var textDependentWithin = 0
  /// Views skipped: misplaced, ambiguous or hidden arranged.
  public var skipped = 0

  /// Creates empty counts.
  public init() {}

  /// Counts a list of results.
  ///
  /// - Parameter results: Per-view results.
  public init(_ results: [FrameComparisonResult]) {
    for result in results {
      guard result.status == .compared else {
        skipped += 1
        continue
      }
      if result.isTextDependent {
        textDependentCompared += 1
        if result.isWithinTolerance { textDependentWithin += 1 }
      } else {
        textIndependentCompared += 1
        if result.isWithinTolerance { textIndependentWithin += 1 }
      }
    }
  }

  /// All compared views.
  public var compared: Int { textIndependentCompared + textDependentCompared }

  /// All compared views within the tolerance.
  public var within: Int { textIndependentWithin + textDependentWithin }

  /// The share of compared views within the tolerance; `nil` when none was compared.
  public var share: Double? { Self.share(within, compared) }

  /// The share of text-independent views within the tolerance.
  public var textIndependentShare: Double? {
    Self.share(textIndependentWithin, textIndependentCompared)
  }

  /// The share of text-dependent views within the tolerance.
  public var textDependentShare: Double? {
    Self.share(textDependentWithin, textDependentCompared)
  }

  private static func share(_ part: Int, _ whole: Int) -> Double? {
    whole == 0 ? nil : Double(part) / Double(whole)
  }

  /// The sum of two sets of counts.
  public static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum.textIndependentCompared += rhs.textIndependentCompared
    sum.textIndependentWithin += rhs.textIndependentWithin
    sum.textDependentCompared += rhs.textDependentCompared
    sum.textDependentWithin += rhs.textDependentWithin
    sum.skipped += rhs.skipped
    return sum
  }
}
