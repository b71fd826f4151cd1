import Strut

/// Labels and buttons whose visible text is cut (issue #7 analysis 6; uikit-semantics.md L5).
struct TruncationAnalysis {
  func observations(in examination: Examination) -> [Observation] {
    examination.visibleViews.compactMap { view -> Observation? in
      let shown: VisibleText
      let full: String
      if let label = view as? UILabel, let text = label.text, !text.isEmpty {
        shown = label.visibleText
        full = text
      } else if let button = view as? UIButton, let title = button.currentTitle, !title.isEmpty {
        shown = button.visibleTitle
        full = title
      } else {
        return nil
      }
      guard shown.isTruncated else { return nil }
      let name = examination.name(view)
      let lines = shown.lines.count
      let how =
        lines > 1
        ? "its last visible line (of \(lines)) is cut" : "it shows only \"\(shown.text)\""
      return Observation(
        rule: .truncatedText, severity: .warning, subject: examination.subject(view),
        key: "truncated:\(examination.subject(view))",
        message: "\(name)'s text \"\(full)\" is truncated: \(how).",
        location: view.sourceLocation.map(FindingLocation.init),
        details: shown.lines.map { "shows \"\($0.text)\" in \(points($0.frame.width)) pt" })
    }
  }
}
