import Foundation
import Testing

@testable import Strut

@Suite("Engine: determinism")
struct EngineDeterminismTests {
  /// A tree with text-like views, ties, fractional sizes, a conflict and autoresizing: the
  /// frames of every view (in tree order) and the messages logged while laying it out.
  private func buildAndLayOut() -> (frames: [CGRect], messages: [String]) {
    let root = engineRoot(375, 667)
    root.simulatedSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let header = engineAdd(to: root)
    let title = engineAdd(EngineSizedView(123.4, 20.2), to: header)
    let subtitle = engineAdd(EngineSizedView(80.3, 15.1), to: header)
    let badge = engineAdd(EngineSizedView(30, 30), to: header)
    let legacy = UIView(frame: CGRect(x: 3.3, y: 400.1, width: 100.7, height: 33.3))
    legacy.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    root.addSubview(legacy)
    let guide = root.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      header.topAnchor.constraint(equalTo: guide.topAnchor),
      header.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1.0 / 7.0),
      title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
      title.topAnchor.constraint(equalTo: header.layoutMarginsGuide.topAnchor),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
      badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
      badge.centerYAnchor.constraint(equalTo: header.centerYAnchor),
      subtitle.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor),
      // A conflict: the badge cannot be both 30 wide (required content size) and 40.
      badge.widthAnchor.constraint(equalToConstant: 40),
    ])
    badge.setContentHuggingPriority(.required, for: .horizontal)
    badge.setContentCompressionResistancePriority(.required, for: .horizontal)
    let messages = StrutLog.messages {
      root.layoutIfNeeded()
      root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
      root.layoutIfNeeded()
    }
    var frames: [CGRect] = []
    var stack = [root]
    while let view = stack.popLast() {
      frames.append(view.frame)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return (frames, messages)
  }

  /// The same tree built twice gives bit-identical frames and identical conflict messages,
  /// pseudo-addresses included.
  @Test func sameTreeTwiceGivesIdenticalResults() {
    let first = buildAndLayOut()
    let second = buildAndLayOut()
    #expect(first.frames.count == second.frames.count)
    for (a, b) in zip(first.frames, second.frames) {
      let bits = { (rect: CGRect) in
        [rect.minX, rect.minY, rect.width, rect.height].map(\.native.bitPattern)
      }
      #expect(bits(a) == bits(b))
    }
    #expect(!conflictMessages(first.messages).isEmpty)
    #expect(first.messages == second.messages)
  }

  /// Determinism across tasks: trees laid out concurrently give the same frames and messages
  /// as one laid out alone.
  @Test func concurrentLayoutsAgree() async {
    let reference = buildAndLayOut()
    let results = await withTaskGroup(of: ([CGRect], [String]).self) { group in
      for _ in 0..<4 {
        group.addTask {
          let result = buildAndLayOut()
          return (result.frames, result.messages)
        }
      }
      var all: [([CGRect], [String])] = []
      for await result in group { all.append(result) }
      return all
    }
    for (frames, messages) in results {
      #expect(frames == reference.frames)
      #expect(messages == reference.messages)
    }
  }

  /// E5 across passes, with a gather nested in the tree's own.
  ///
  /// A view whose intrinsic size measures another part of the tree
  /// (`systemLayoutSizeFitting` from `intrinsicContentSize`) runs a gather inside the tree's
  /// own. The ties of that part (two views of equal hugging in a wider row: the first one
  /// stretches) must come out as in a fresh layout after any number of full passes.
  @Test func nestedMeasurementKeepsTiesAcrossPasses() {
    final class MeasuringView: UIView {
      weak var measured: UIView?
      override var intrinsicContentSize: CGSize {
        guard let measured else { return CGSize(width: 10, height: 10) }
        let size = measured.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return CGSize(width: 10, height: min(size.height, 40))
      }
    }
    func build() -> (root: UIView, first: UIView, second: UIView, probe: UIView) {
      let root = engineRoot(300, 200)
      let row = engineAdd(to: root)
      let first = engineAdd(EngineSizedView(40, 20), to: row)
      let second = engineAdd(EngineSizedView(60, 20), to: row)
      pinSideBySide(first, second, in: row)
      let probe = engineAdd(MeasuringView(), to: root)
      probe.measured = row
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        row.topAnchor.constraint(equalTo: root.topAnchor),
        row.heightAnchor.constraint(equalToConstant: 20),
        probe.topAnchor.constraint(equalTo: row.bottomAnchor),
        probe.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      ])
      return (root, first, second, probe)
    }
    let fresh = build()
    fresh.root.layoutIfNeeded()
    // E5: the first view's hugging was inserted first, so it yields first.
    #expect(fresh.first.frame.width == 240)
    let repeated = build()
    let solverConstraints = {
      Set(repeated.root.engine?.solver.constraints.map(ObjectIdentifier.init) ?? [])
    }
    var before: Set<ObjectIdentifier> = []
    let messages = StrutLog.messages {
      repeated.root.layoutIfNeeded()
      before = solverConstraints()
      for _ in 0..<3 {
        repeated.probe.invalidateIntrinsicContentSize()  // a full pass, with the nested gather
        repeated.root.layoutIfNeeded()
      }
    }
    #expect(messages.isEmpty)
    // Nothing changed, so nothing left the solver: the nested gather's marks did not make the
    // outer pass take the measured part's constraints for stale ones.
    #expect(solverConstraints() == before)
    #expect(repeated.first.frame == fresh.first.frame)
    #expect(repeated.second.frame == fresh.second.frame)
  }
}
