import Foundation
import Strut

/// The demo's terminal report: a frames table per version, and what it shows.
struct DemoReport {
  let scenarios: [HeaderScenario]

  var text: String {
    var lines = [
      "Strut demo: the stats header of the user's first article",
      "[categoryButton, spacerView, todayButton] in a horizontal UIStackView, .center, .fill;",
      "titles '\(HeaderScenario.categoryTitle)' and '\(HeaderScenario.todayTitle)'; "
        + "frames in the header's coordinates, in points.",
      "",
    ]
    for version in HeaderScenario.Version.allCases {
      let rows = scenarios.filter { $0.version == version }
      lines.append(version.caption)
      lines.append(contentsOf: table(rows))
      lines.append(verdict(rows))
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private func table(_ rows: [HeaderScenario]) -> [String] {
    let header = ["width", "today", "categoryButton", "spacerView", "todayButton", "title at"]
    let body = rows.map { scenario -> [String] in
      [
        format(scenario.width), scenario.todayHidden ? "hidden" : "shown",
        span(scenario.frameInHeader(scenario.categoryButton)),
        scenario.spacerView.map { span(scenario.frameInHeader($0)) } ?? "-",
        scenario.todayHidden ? "-" : span(scenario.frameInHeader(scenario.todayButton)),
        "x=" + format(scenario.categoryTitleMidX),
      ]
    }
    let all = [header] + body
    let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      "  "
        + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }

  /// What the rows show about the article's two claims.
  private func verdict(_ rows: [HeaderScenario]) -> String {
    var drifts: [String] = []
    for width in DemoCommand.widths {
      let pair = rows.filter { $0.width == width }
      guard let shown = pair.first(where: { !$0.todayHidden }),
        let hidden = pair.first(where: { $0.todayHidden })
      else { continue }
      let move = hidden.categoryTitleMidX - shown.categoryTitleMidX
      if abs(move) > 0.5 { drifts.append("\(format(width)) pt: \(format(move)) pt") }
    }
    if drifts.isEmpty {
      return "  ✓ the category title stays put when todayButton hides; todayButton ends at the "
        + "trailing edge."
    }
    return "  ✗ the category title moves when todayButton hides (" + drifts.joined(separator: ", ")
      + "): categoryButton takes the free space and centres its title."
  }

  /// `16…188 (w 172)`: a frame's horizontal span.
  private func span(_ frame: CGRect) -> String {
    "\(format(frame.minX))…\(format(frame.maxX)) (w \(format(frame.width)))"
  }

  private func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.2f", Double(rounded)).replacingOccurrences(
      of: #"0+$"#, with: "", options: .regularExpression)
  }
}
