import Foundation
import StatsHeader
import Strut
import StrutDoctor

/// The demo's pictures: the header in every state as SVG, and one HTML page with the panels,
/// the animated hides and the doctor's findings.
struct DemoPage {
  let scenarios: [HeaderScenario]

  /// Writes `strut-demo.html` and one SVG per scenario into `directory`; returns the files.
  func write(to directory: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var written: [URL] = []
    var sections: [HTMLSection] = []
    for version in HeaderScenario.Version.allCases {
      let pictures = scenarios.filter { $0.version == version }.map { scenario in
        LayoutPicture(
          title: "\(Int(scenario.width)) pt, today \(scenario.todayHidden ? "hidden" : "shown")",
          view: scenario.root, renderer: SVGRenderer(scale: 1, hiddenViews: .ghosted))
      }
      for (scenario, picture) in zip(scenarios.filter { $0.version == version }, pictures) {
        let name =
          "strut-demo-\(version.rawValue)-\(Int(scenario.width))-"
          + "\(scenario.todayHidden ? "hidden" : "shown").svg"
        let url = directory.appendingPathComponent(name)
        try Data(picture.svg.utf8).write(to: url)
        written.append(url)
      }
      sections.append(.panels(version.caption, pictures))
      sections.append(.film(film(version)))
      sections.append(
        .findings(
          "What the doctor finds: \(version.rawValue) the fix", report(version),
          note: "Examined at 320, 375 and 430 pt, hiding todayButton with and without animation."))
    }
    let page = HTMLPage(
      title: "Strut demo: the stats header bar",
      introduction:
        "The header bar of the user's first article: a horizontal UIStackView of categoryButton, "
        + "a spacer and todayButton. Before the fix (reconstructed), categoryButton takes the "
        + "free space and centres its title, which jumps when todayButton hides; after the "
        + "article's fix the spacer takes the space and nothing moves.",
      sections: sections)
    let html = directory.appendingPathComponent("strut-demo.html")
    try Data(page.render().utf8).write(to: html)
    return [html] + written
  }

  /// todayButton hiding inside `UIView.animate(withDuration: 0.25)` at 375 pt, sampled.
  private func film(_ version: HeaderScenario.Version) -> AnimationFilm {
    let scenario = HeaderScenario(version: version, width: 375, todayHidden: false)
    scenario.todayButton.isHidden = true
    UIView.animate(withDuration: 0.25) { scenario.root.layoutIfNeeded() }
    return AnimationFilm(
      title: "\(version == .before ? "Before" : "After") the fix: todayButton hides, animated",
      recording: scenario.root, steps: 10, renderer: SVGRenderer(hiddenViews: .ghosted))
  }

  private func report(_ version: HeaderScenario.Version) -> Report {
    var options = LayoutDoctor.Options()
    options.widths = DemoCommand.widths
    return LayoutDoctor(options: options).examine(title: "StatsHeaderView") {
      HeaderScenario(version: version, width: 375, todayHidden: false).root
    }
  }
}
