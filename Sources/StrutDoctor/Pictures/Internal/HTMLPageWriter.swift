import Foundation

/// Writes an ``HTMLPage``: head with inline style, heading, legend, sections, player script.
struct HTMLPageWriter {
  /// The page.
  let page: HTMLPage

  /// The page's HTML, ending with a newline.
  var text: String {
    var writer = MarkupWriter()
    var output = "<!DOCTYPE html>\n"
    writer.open("html", [("lang", "en")])
    writer.open("head")
    writer.empty("meta", [("charset", "utf-8")])
    writer.empty(
      "meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    writer.element("title", text: page.title)
    writer.open("style")
    writer.raw(HTMLAssets.style)
    writer.close("style")
    writer.close("head")
    writer.open("body")
    writer.element("h1", text: page.title)
    if let introduction = page.introduction {
      writer.element("p", [("class", "intro")], text: introduction)
    }
    legend(into: &writer)
    for section in page.sections { write(section, into: &writer) }
    if page.sections.contains(where: \.isFilm) {
      writer.open("script")
      writer.raw(HTMLAssets.script)
      writer.close("script")
    }
    writer.close("body")
    writer.close("html")
    output += writer.output
    return output
  }

  /// The colour legend: the pictures' language in one line.
  private func legend(into writer: inout MarkupWriter) {
    writer.open("ul", [("class", "legend")])
    let entries: [(stroke: String, dash: String?, text: String)] = [
      (PicturePalette.systemBlue, nil, "required constraint, satisfied"),
      (PicturePalette.systemBlue, PicturePalette.optionalDash, "optional constraint"),
      (
        PicturePalette.conflictRed, nil,
        "broken: by the engine, or missed by the frames by more than 0.5 pt"
      ),
      (PicturePalette.outline, nil, "view"),
      (PicturePalette.stackOutline, PicturePalette.stackDash, "stack view"),
      (PicturePalette.outline, PicturePalette.ghostDash, "hidden view, when ghosted"),
    ]
    for entry in entries {
      writer.open("li")
      writer.open(
        "svg",
        [
          ("xmlns", "http://www.w3.org/2000/svg"), ("width", "28"), ("height", "10"),
          ("viewBox", "0 0 28 10"), ("aria-hidden", "true"),
        ])
      var line: [MarkupWriter.Attribute] = [
        ("d", "M1 5H27"), ("fill", "none"), ("stroke", entry.stroke), ("stroke-width", "1.5"),
      ]
      if let dash = entry.dash { line.append(("stroke-dasharray", dash)) }
      writer.empty("path", line)
      writer.close("svg")
      writer.element("span", text: entry.text)
      writer.close("li")
    }
    writer.close("ul")
  }

  /// The findings as a list: severity and rule, message, details, fixes with their code.
  private func findings(_ report: Report, into writer: inout MarkupWriter) {
    guard !report.findings.isEmpty else {
      writer.element("p", text: "No findings.")
      return
    }
    writer.open("ul", [])
    for finding in report.findings {
      writer.open("li", [("class", finding.severity.rawValue)])
      writer.element("strong", text: "\(finding.severity.rawValue)[\(finding.rule.id)] ")
      writer.element("span", text: finding.message)
      if !finding.details.isEmpty {
        writer.element("pre", text: finding.details.joined(separator: "\n"))
      }
      for fix in finding.fixIts {
        writer.element(
          "p", text: "Fix\(fix.isProven ? " (proven by re-solving)" : ""): \(fix.summary)")
        writer.element("pre", text: fix.swiftCode)
      }
      writer.close("li")
    }
    writer.close("ul")
  }

  /// One section: heading, note, then its panels, its film or its findings.
  private func write(_ section: HTMLSection, into writer: inout MarkupWriter) {
    switch section.content {
    case .panels(let pictures):
      writer.open("section", [("class", "panels")])
      writer.element("h2", text: section.heading)
      if let note = section.note { writer.element("p", text: note) }
      writer.open("div", [("class", "row")])
      for picture in pictures { panel(picture, into: &writer) }
      writer.close("div")
    case .film(let film):
      writer.open("section", [("class", "film")])
      writer.element("h2", text: section.heading)
      if let note = section.note { writer.element("p", text: note) }
      player(film, into: &writer)
    case .findings(let report):
      writer.open("section", [("class", "findings")])
      writer.element("h2", text: section.heading)
      if let note = section.note { writer.element("p", text: note) }
      findings(report, into: &writer)
    }
    writer.close("section")
  }

  /// A picture with its caption and frames table.
  private func panel(_ picture: LayoutPicture, into writer: inout MarkupWriter) {
    writer.open("figure", [("class", "panel")])
    writer.element("figcaption", text: picture.title)
    writer.raw(picture.svg)
    if !picture.rows.isEmpty { table(picture.rows, into: &writer) }
    writer.close("figure")
  }

  /// The frames table.
  private func table(_ rows: [LayoutPicture.FrameRow], into writer: inout MarkupWriter) {
    let number = PictureNumber.text(_:) as (CGFloat) -> String
    let showsText = rows.contains { $0.text != nil }
    writer.open("table", [("class", "frames")])
    writer.open("thead")
    let headings = ["view", "x", "y", "width", "height"] + (showsText ? ["shows"] : [])
    writer.raw("<tr>" + headings.map { MarkupWriter.inline("th", text: $0) }.joined() + "</tr>")
    writer.close("thead")
    writer.open("tbody")
    for row in rows {
      var cells = [
        MarkupWriter.inline(
          "td", [("class", "name"), ("style", "padding-left: \(6 + 14 * row.depth)px")],
          text: row.name + (row.isHidden ? " (hidden)" : ""))
      ]
      let frame = row.frame
      for value in [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] {
        cells.append(MarkupWriter.inline("td", text: number(value)))
      }
      if showsText {
        cells.append(MarkupWriter.inline("td", [("class", "text")], text: row.text ?? ""))
      }
      let open = row.isHidden ? "<tr class=\"hidden\">" : "<tr>"
      writer.raw(open + cells.joined() + "</tr>")
    }
    writer.close("tbody")
    writer.close("table")
  }

  /// A film: the player's controls, hidden until the script runs, and every step.
  private func player(_ film: AnimationFilm, into writer: inout MarkupWriter) {
    let last = max(film.frames.count - 1, 0)
    writer.open("div", [("class", "player"), ("hidden", "hidden")])
    writer.element("button", [("type", "button"), ("class", "play")], text: "Play")
    writer.empty(
      "input",
      [
        ("type", "range"), ("class", "scrub"), ("min", "0"), ("max", String(last)),
        ("step", "1"), ("value", "0"), ("aria-label", "Step"),
      ])
    writer.element("span", [("class", "when")], text: "")
    writer.close("div")
    writer.open("ol", [("class", "steps")])
    let start = film.frames.first?.time ?? 0
    for frame in film.frames {
      let label =
        "\(PictureNumber.text(frame.fraction * 100))% · "
        + "\(PictureNumber.text((frame.time - start) * 1000)) ms"
      writer.open("li", [("class", "step"), ("data-label", label)])
      writer.open("figure")
      writer.element("figcaption", text: label)
      writer.raw(frame.svg)
      writer.close("figure")
      writer.close("li")
    }
    writer.close("ol")
  }
}

extension HTMLSection {
  /// Whether the section is a film, which needs the player script.
  var isFilm: Bool {
    if case .film = content { return true }
    return false
  }
}
