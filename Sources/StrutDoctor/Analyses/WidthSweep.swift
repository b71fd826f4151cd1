import Strut

/// Thresholds where a result changes between two examined widths (issue #7 analysis 7):
/// "categoryButton starts truncating below 351 pt".
///
/// For each truncation seen at some widths and not at a neighbouring one, the width where it
/// starts is found by bisection to the pixel, and added to the finding's details.
struct WidthSweep {
  let doctor: LayoutDoctor

  func addThresholds(to observations: inout LayoutDoctor.Observations, root: UIView) {
    let perWidth = observations.perWidth
    guard perWidth.count > 1 else { return }
    let truncations = Set(
      perWidth.flatMap { $0.observations.filter { $0.rule == .truncatedText }.map(\.key) })
    for key in truncations.sorted() {
      for index in 1..<perWidth.count {
        let narrow = perWidth[index - 1]
        let wide = perWidth[index]
        let inNarrow = narrow.observations.contains { $0.key == key }
        let inWide = wide.observations.contains { $0.key == key }
        guard inNarrow && !inWide, narrow.width < wide.width else { continue }
        let threshold = bisect(root: root, key: key, truncatedAt: narrow.width, fitsAt: wide.width)
        let note = "truncates below \(points(threshold)) pt (found by bisection)"
        for slot in observations.perWidth.indices {
          observations.perWidth[slot].observations = observations.perWidth[slot].observations.map {
            guard $0.key == key else { return $0 }
            var changed = $0
            if !changed.details.contains(note) { changed.details.append(note) }
            return changed
          }
        }
      }
    }
    // Leave the root at the last width examined.
    if let last = perWidth.last?.width {
      root.frame = CGRect(x: 0, y: 0, width: last, height: root.frame.height)
      root.layoutIfNeeded()
    }
  }

  /// The smallest width, to the pixel, at which the truncation is gone.
  private func bisect(root: UIView, key: String, truncatedAt low: CGFloat, fitsAt high: CGFloat)
    -> CGFloat
  {
    var low = low
    var high = high
    let step = 1 / UIScreen.main.scale
    while high - low > step {
      let middle = ((low + high) / 2 / step).rounded() * step
      guard middle > low, middle < high else { break }
      root.frame = CGRect(x: 0, y: 0, width: middle, height: root.frame.height)
      root.layoutIfNeeded()
      let truncated = TruncationAnalysis().observations(in: Examination(root: root))
        .contains { $0.key == key }
      if truncated { low = middle } else { high = middle }
    }
    return high
  }
}
