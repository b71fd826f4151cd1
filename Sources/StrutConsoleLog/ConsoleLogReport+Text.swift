import Foundation

extension ConsoleLogReport {
  /// The report as text for a terminal: per log, the summary, each constraint with what it
  /// wants, the two breaks, the layout after the break, the suggestion, notes and diagnostics;
  /// then what lay outside the logs and the totals.
  ///
  /// The output depends only on the input: lines in input order, numbers in one format.
  ///
  /// - Returns: The text, ending with a newline.
  public func text() -> String {
    var lines: [String] = []
    for (number, analysis) in analyses.enumerated() {
      if number > 0 { lines.append("") }
      lines += Self.text(analysis, number: number + 1, of: analyses.count)
    }
    if !log.diagnostics.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append("Outside the logs:")
      lines += log.diagnostics.map { "  " + $0.formatted }
    }
    if !analyses.isEmpty {
      lines.append("")
      let logs = analyses.count == 1 ? "1 log" : "\(analyses.count) logs"
      let partial = analyses.filter(\.isPartial).count
      lines.append(
        "Summary: \(logs)\(partial > 0 ? " (\(partial) partial)" : ""); Strut's conflict "
          + "matches UIKit's in \(setMatches) of \(analyses.count), its break in "
          + "\(breakMatches) of \(breaksCompared) where UIKit's is known.")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func text(_ analysis: ConsoleLogAnalysis, number: Int, of total: Int) -> [String] {
    let entry = analysis.entry
    let explanation = analysis.explanation
    var lines: [String] = []
    let title = total > 1 ? "Log \(number) of \(total)" : "Log"
    lines.append(
      "\(title), lines \(entry.firstLine)-\(entry.lastLine): \(entry.printedCount) "
        + "constraint\(entry.printedCount == 1 ? "" : "s"), \(headerText(entry.header))"
        + (analysis.isPartial ? " - PARTIAL: some lines could not be read or rebuilt" : ""))
    lines.append(explanation.summary)
    lines.append("")
    var unnecessary: [Int] = []
    if case .subset(let indices) = analysis.setMatch { unnecessary = indices }
    for item in explanation.constraints {
      let constraint = entry.constraints[item.index]
      var tags: [String] = []
      if item.index == entry.brokenIndex { tags.append("UIKit broke it") }
      if item.index == analysis.strutBroken { tags.append("Strut breaks it") }
      if unnecessary.contains(item.index) { tags.append("not needed for the conflict") }
      if analysis.unrebuilt.contains(item.index) { tags.append("not rebuilt") }
      let tagText = tags.isEmpty ? "" : "   [\(tags.joined(separator: "; "))]"
      lines.append(
        "  #\(item.index + 1)  line \(constraint.line): \(constraint.shortText)\(tagText)")
      lines.append("      \(item.wants)")
      if let reason = item.madeByUIKit { lines.append("      made by UIKit: \(reason)") }
      if let location = constraint.sourceLocation {
        lines.append("      made at \(location.fileID):\(location.line)")
      }
      if let after = item.afterBreak { lines.append("      after the break: \(after)") }
    }
    for line in entry.unreadableLines {
      lines.append("  (line \(line) could not be read)")
    }
    lines.append("")
    var strut = "Strut: \(setText(analysis))"
    if !entry.unreadableLines.isEmpty {
      let list = entry.unreadableLines.map(String.init).joined(separator: ", ")
      strut +=
        " UIKit's list holds more: line\(entry.unreadableLines.count == 1 ? "" : "s") "
        + "\(list) could not be read."
    }
    lines.append(strut)
    lines.append(explanation.breaking)
    if !analysis.furtherConflicts.isEmpty {
      let further = analysis.furtherConflicts.map { set in
        set.map { "#\($0 + 1)" }.joined(separator: ", ")
      }
      lines.append("Strut met further conflicts: \(further.joined(separator: "; ")).")
    }
    if !analysis.frames.isEmpty {
      lines.append("")
      lines.append("Layout \(explanation.layoutAfter):")
      lines += frameTable(analysis.frames)
    }
    lines.append("")
    if let suggestion = explanation.suggestion {
      lines.append("Suggestion: \(suggestion.action).")
      lines += suggestion.reasons.map { "  - \($0)." }
    } else {
      let none =
        analysis.conflict.isEmpty && entry.brokenIndex == nil
        ? "Strut finds no conflict to resolve" : "no constraint in the conflict is the app's"
      lines.append("Suggestion: none; \(none).")
    }
    if !explanation.notes.isEmpty {
      lines.append("Notes:")
      lines += explanation.notes.map { "  - \($0)" }
    }
    if !analysis.diagnostics.isEmpty {
      lines.append("Diagnostics:")
      lines += analysis.diagnostics.map { "  " + $0.formatted }
    }
    return lines
  }

  private static func headerText(_ header: ConsoleLogHeader) -> String {
    var text: String
    switch header.kind {
    case .missing: text = "no header"
    case .headlineOnly: text = "headline only"
    case .oneLine: text = "one-line header (iOS 7-8)"
    case .multiLine: text = "multi-line header (iOS 9.3+)"
    }
    if header.hasLayoutConstraintsCategory { text += ", [LayoutConstraints] (iOS 10+)" }
    return text
  }

  private static func setText(_ analysis: ConsoleLogAnalysis) -> String {
    let printed = analysis.entry.constraints.count
    switch analysis.setMatch {
    case .equal:
      return "the same mutually exclusive set as UIKit (\(printed) of \(printed))."
    case .subset(let unnecessary):
      let list = unnecessary.map { "#\($0 + 1)" }.joined(separator: ", ")
      return
        "a smaller mutually exclusive set (\(analysis.conflict.count) of \(printed)); "
        + "\(list) \(unnecessary.count == 1 ? "is" : "are") not needed for the conflict."
    case .different(let strutOnly):
      return
        "a set that also holds constraints of Strut's own: \(strutOnly.joined(separator: "; "))."
    case .noConflict:
      return "no conflict among the constraints it rebuilt (\(printed))."
    case .nothingToCompare:
      return "nothing to rebuild."
    }
  }

  private static func frameTable(_ frames: [ConsoleLogFrame]) -> [String] {
    let width = frames.map(\.name.count).max() ?? 0
    return frames.map { frame in
      let values =
        "x \(NumberText.format(frame.x)), y \(NumberText.format(frame.y)), "
        + "width \(NumberText.format(frame.width)), height \(NumberText.format(frame.height))"
      let container = frame.container.map { "   in \($0)" } ?? ""
      return "  " + frame.name.padding(toLength: width, withPad: " ", startingAt: 0) + "   "
        + values + container
    }
  }
}
