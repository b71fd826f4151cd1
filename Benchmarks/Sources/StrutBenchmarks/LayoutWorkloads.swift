// The layout model's workloads (the layout-model issue's "Speed" list): whole view trees laid
// out by Strut's engine. kiwi has no view model, so these run on Strut alone; what they check is
// how layout time grows, and what an incremental change costs against a layout from scratch.

import BenchmarkHarness
import Foundation
import Strut

/// A view with a fixed intrinsic size: a label whose text does not change.
private final class FixedContentView: UIView {
  let size: CGSize
  init(width: CGFloat, height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// Adds `view` to `parent` for Auto Layout.
private func add(_ view: UIView, to parent: UIView) {
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
}

/// `count` cells, each a container with a label and an image pinned inside, as a feed's rows
/// are; returns the root and the cells' labels.
///
/// Independent cells are placed by their frames, as a table places its cells; chained ones are
/// pinned one below the other, which makes one long chain of constraints.
private func cells(_ count: Int, chained: Bool = false) -> (UIView, [UIView]) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat(count) * 60))
  var labels: [UIView] = []
  var previous: UIView? = nil
  for i in 0..<count {
    let cell = UIView()
    let label = FixedContentView(width: CGFloat(80 + (i * 37) % 120), height: 20)
    let image = UIView()
    if chained {
      add(cell, to: root)
      NSLayoutConstraint.activate([
        cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
        cell.heightAnchor.constraint(equalToConstant: 60),
      ])
    } else {
      cell.frame = CGRect(x: 0, y: CGFloat(i) * 60, width: 375, height: 60)
      root.addSubview(cell)
    }
    add(label, to: cell)
    add(image, to: cell)
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      image.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
      image.widthAnchor.constraint(equalToConstant: 44),
      image.heightAnchor.constraint(equalToConstant: 44),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
      label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
    ])
    labels.append(label)
    previous = cell
  }
  return (root, labels)
}

/// Σ(minX + width) of the views: the checksum of a layout.
private func checksum(_ views: [UIView]) -> Double {
  views.reduce(0) { $0 + Double($1.frame.minX + $1.frame.width) }
}

/// layout-cells-N: N independent cells, built and laid out from scratch (layout-column-N: the
/// same cells chained one below the other).
private func layoutCells(_ count: Int, chained: Bool = false) -> Workload {
  Workload(id: "layout-\(chained ? "column" : "cells")-\(count)", expected: nil) {
    let clock = MonotonicClock()
    let start = clock.now
    let (root, labels) = cells(count, chained: chained)
    root.layoutIfNeeded()
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: checksum(labels))
  }
}

/// layout-screen-50: a 50-view screen of mixed constraints (margins, centering, ratios,
/// priorities), built and laid out; layout-screen-50-relayout times one constant change and the
/// relayout.
private func layoutScreen(relayout: Bool) -> Workload {
  Workload(id: relayout ? "layout-screen-50-relayout" : "layout-screen-50", expected: nil) {
    let clock = MonotonicClock()
    let buildStart = clock.now
    let (root, labels) = cells(16)
    let banner = UIView()
    add(banner, to: root)
    let bannerWidth = banner.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    bannerWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      banner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      banner.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 9.0 / 16),
      bannerWidth,
    ])
    root.layoutIfNeeded()
    let built = clock.now - buildStart
    guard relayout else {
      return Sample(elapsed: built, checksum: checksum(labels + [banner]))
    }
    let first = labels[0].superview!.constraints.first!
    let start = clock.now
    first.constant += 4
    root.layoutIfNeeded()
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: checksum(labels + [banner]))
  }
}

/// layout-hide-1000: 1,000 views (250 cells); the timed part hides one label and lays out
/// again, which must cost a small part of layout-cells-250's build.
private func layoutHide() -> Workload {
  Workload(id: "layout-hide-1000", expected: nil) {
    let (root, labels) = cells(250)
    root.layoutIfNeeded()
    let clock = MonotonicClock()
    let start = clock.now
    labels[125].isHidden = true
    labels[125].setNeedsLayout()
    root.layoutIfNeeded()
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: checksum(labels))
  }
}

/// A root holding a horizontal `.fill` stack of `count` fixed-size views (intrinsic widths
/// 20 + (37·i mod 61), spacing 8, as performance.md's stack workload), pinned to the root's
/// leading, trailing and top edges; returns the root, the stack and the width that fits.
private func stackRow(_ count: Int) -> (UIView, UIStackView, CGFloat) {
  let views = (0..<count).map { FixedContentView(width: CGFloat(20 + (37 * $0) % 61), height: 20) }
  let fit = views.reduce(0) { $0 + $1.size.width } + 8 * CGFloat(count - 1)
  let root = UIView(frame: CGRect(x: 0, y: 0, width: fit, height: 44))
  let stack = UIStackView(arrangedSubviews: views)
  stack.spacing = 8
  add(stack, to: root)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    stack.topAnchor.constraint(equalTo: root.topAnchor),
  ])
  return (root, stack, fit)
}

/// layout-stack-N: the first layout of a stack of N arranged views (Yoga lays out the same
/// row in 0.7 ms at N = 1,000, performance.md §1).
private func layoutStack(_ count: Int) -> Workload {
  Workload(id: "layout-stack-\(count)", expected: nil) {
    let clock = MonotonicClock()
    let start = clock.now
    let (root, stack, _) = stackRow(count)
    root.layoutIfNeeded()
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: checksum(stack.arrangedSubviews))
  }
}

/// layout-stack-resize-N: 100 widths of the root from 0.75 to 1.25 of the fitting width, each
/// laid out (Yoga: 37 ms for the 100 at N = 1,000).
private func layoutStackResize(_ count: Int) -> Workload {
  Workload(id: "layout-stack-resize-\(count)", expected: nil) {
    let (root, stack, fit) = stackRow(count)
    root.layoutIfNeeded()
    let clock = MonotonicClock()
    var total = 0.0
    let start = clock.now
    for k in 0..<100 {
      let width = fit * (0.75 + 0.5 * CGFloat(k) / 99)
      root.frame = CGRect(x: 0, y: 0, width: width, height: 44)
      root.layoutIfNeeded()
      total += checksum([stack.arrangedSubviews[0], stack.arrangedSubviews[count - 1]])
    }
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: total)
  }
}

/// layout-stack-toggle-N: hiding one arranged view in the middle and laying out again (the
/// target: at most 5% of the first layout); layout-stack-show-N, with `showing`: showing it
/// again once it is hidden, the other half of a toggle, with the same target.
private func layoutStackToggle(_ count: Int, showing: Bool = false) -> Workload {
  Workload(id: "layout-stack-\(showing ? "show" : "toggle")-\(count)", expected: nil) {
    let (root, stack, _) = stackRow(count)
    let toggled = stack.arrangedSubviews[count / 2]
    root.layoutIfNeeded()
    if showing {
      toggled.isHidden = true
      root.layoutIfNeeded()
    }
    let clock = MonotonicClock()
    let start = clock.now
    toggled.isHidden = !showing
    root.layoutIfNeeded()
    let elapsed = clock.now - start
    return Sample(elapsed: elapsed, checksum: checksum(stack.arrangedSubviews))
  }
}

/// The layout workloads' ids, in output order.
let layoutWorkloadIDs = [
  "layout-screen-50", "layout-screen-50-relayout", "layout-cells-250", "layout-cells-1000",
  "layout-cells-10000",
  "layout-column-1000", "layout-hide-1000", "layout-stack-100", "layout-stack-1000",
  "layout-stack-10000", "layout-stack-resize-100", "layout-stack-resize-1000",
  "layout-stack-toggle-100", "layout-stack-toggle-1000", "layout-stack-show-1000",
]

/// The layout workload with this id, or nil.
func makeLayoutWorkload(_ id: String) -> Workload? {
  switch id {
  case "layout-screen-50": return layoutScreen(relayout: false)
  case "layout-screen-50-relayout": return layoutScreen(relayout: true)
  case "layout-cells-250": return layoutCells(250)
  case "layout-cells-1000": return layoutCells(1000)
  case "layout-cells-10000": return layoutCells(10000)
  case "layout-column-1000": return layoutCells(1000, chained: true)
  case "layout-hide-1000": return layoutHide()
  case "layout-stack-100": return layoutStack(100)
  case "layout-stack-1000": return layoutStack(1000)
  case "layout-stack-10000": return layoutStack(10000)
  case "layout-stack-resize-100": return layoutStackResize(100)
  case "layout-stack-resize-1000": return layoutStackResize(1000)
  case "layout-stack-toggle-100": return layoutStackToggle(100)
  case "layout-stack-toggle-1000": return layoutStackToggle(1000)
  case "layout-stack-show-1000": return layoutStackToggle(1000, showing: true)
  default: return nil
  }
}
