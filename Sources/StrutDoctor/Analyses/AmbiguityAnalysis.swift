import Strut

/// Views whose frames the constraints do not determine, with their ranges of motion from the
/// solver's optimality information (issue #7 analysis 2; uikit-semantics.md E4).
struct AmbiguityAnalysis {
  func observations(in examination: Examination) -> [Observation] {
    examination.visibleViews.compactMap { view -> Observation? in
      let values = view.ambiguousFrameValues
      guard !values.isEmpty else { return nil }
      let name = examination.name(view)
      let phrases = values.map { phrase(for: $0, name: name) }
      return Observation(
        rule: .ambiguousLayout, severity: .warning, subject: examination.subject(view),
        key: "ambiguous:" + examination.subject(view) + values.map(\.part.rawValue).joined(),
        message: phrases.joined(separator: "; ") + ".",
        location: view.sourceLocation.map(FindingLocation.init),
        details: values.map { value in
          "\(value.part.rawValue): \(points(CGFloat(value.value))) now, optimal from "
            + "\(bound(value.lowerBound)) to \(bound(value.upperBound))"
        })
    }
  }

  private func phrase(for value: AmbiguousFrameValue, name: String) -> String {
    let what: String
    switch value.part {
    case .minX: what = "the horizontal position"
    case .minY: what = "the vertical position"
    case .width: what = "the width"
    case .height: what = "the height"
    }
    if value.lowerBound.isInfinite || value.upperBound.isInfinite {
      return "nothing sets \(what) of \(name)"
    }
    return "\(what) of \(name) can be anything from \(bound(value.lowerBound)) to "
      + "\(bound(value.upperBound)) pt"
  }

  private func bound(_ value: Double) -> String {
    value.isInfinite ? (value < 0 ? "−∞" : "∞") : points(CGFloat(value))
  }
}
