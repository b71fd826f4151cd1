// The doctor's and text's workloads (the doctor issue's "Speed" and the text issue): the whole
// report for the user's header bar at the seven default widths, the same for a 200-view screen,
// and measuring label text. No peer has these; the targets are absolute (performance.md).

import BenchmarkHarness
import Foundation
import StatsHeader
import Strut
import StrutDoctor

/// doctor-header: the whole report for the header bar at 320…430 pt, fixes proved (< 100 ms).
private func doctorHeader() -> Workload {
  Workload(id: "doctor-header", expected: nil) {
    let clock = MonotonicClock()
    let start = clock.now
    let report = LayoutDoctor().examine(title: "StatsHeaderViewBefore") {
      StatsHeaderViewBefore(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    }
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: Double(report.findings.count))
  }
}

/// doctor-screen-200: the report for a 200-view screen (20 rows of a stack with a label, a
/// spacer and a button, 10 views each) at the seven widths (< 2 s).
private func doctorScreen() -> Workload {
  Workload(id: "doctor-screen-200", expected: nil) {
    let clock = MonotonicClock()
    let start = clock.now
    let report = LayoutDoctor().examine(title: "screen") { screen(rows: 20) }
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: Double(report.findings.count))
  }
}

/// A screen of `rows` rows, each a horizontal stack of a title label, a spacer, a detail label
/// and a button inside a row view, stacked vertically: about 10 views per row with the guides'
/// owners.
private func screen(rows: Int) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat(rows) * 44))
  let column = UIStackView()
  column.axis = .vertical
  column.frame = root.bounds
  column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  root.addSubview(column)
  for row in 0..<rows {
    let title = UILabel()
    title.text = "Row \(row) title"
    let detail = UILabel()
    detail.text = "\(row * 7) items"
    let button = UIButton(type: .system)
    button.setTitle("Open", for: .normal)
    let stack = UIStackView(arrangedSubviews: [title, UIView(), detail, button])
    stack.spacing = 8
    let cell = UIView()
    cell.addSubview(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: cell.topAnchor),
      stack.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
      cell.heightAnchor.constraint(equalToConstant: 44),
    ])
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 8),
      badge.heightAnchor.constraint(equalToConstant: 8),
      badge.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
      badge.topAnchor.constraint(equalTo: cell.topAnchor),
    ])
    column.addArrangedSubview(cell)
  }
  return root
}

/// text-labels-1000: 1,000 labels of different texts measured from scratch (intrinsic size).
private func textLabels() -> Workload {
  Workload(id: "text-labels-1000", expected: nil) {
    let labels = (0..<1000).map { index -> UILabel in
      let label = UILabel()
      label.text = "Label number \(index) with some words, 오늘 \(index * 31)"
      label.numberOfLines = index % 4 == 0 ? 0 : 1
      label.preferredMaxLayoutWidth = 200
      return label
    }
    let clock = MonotonicClock()
    let start = clock.now
    let total = labels.reduce(0.0) { $0 + Double($1.intrinsicContentSize.width) }
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: total)
  }
}

/// The doctor's and text's workload ids.
let doctorWorkloadIDs = ["doctor-header", "doctor-screen-200", "text-labels-1000"]

/// The doctor or text workload with this id, or nil.
func makeDoctorWorkload(_ id: String) -> Workload? {
  switch id {
  case "doctor-header": return doctorHeader()
  case "doctor-screen-200": return doctorScreen()
  case "text-labels-1000": return textLabels()
  default: return nil
  }
}
