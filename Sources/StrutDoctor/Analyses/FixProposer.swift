import Strut

/// Proposes the smallest change that removes a finding and proves it by re-solving a fresh copy
/// of the layout (issue #7 analysis 8).
///
/// Candidates come from what the analyses found, smallest first: a compression tie is fixed by
/// lowering the compression resistance of the view that shrinks first (or raising the other's
/// to required); a content view that stretches over free space is fixed by giving the free space
/// to a spacer, a plain `UIView` inserted after it, which has no intrinsic size and so takes the
/// space at no cost (C2). Each candidate is applied to a new copy from the layout's closure,
/// examined at every width, and kept when it removes findings and adds no warning or error.
struct FixProposer {
  let doctor: LayoutDoctor

  /// The most candidate fixes tried on one layout.
  static let maximumTrials = 6

  private struct Candidate {
    let summary: String
    let swiftCode: String
    let apply: (UIView, ViewNames) -> Bool
  }

  /// The proven fixes, by the keys of the observations they remove.
  func fixes(for observations: LayoutDoctor.Observations, makeLayout: () -> UIView)
    -> [String: [FixIt]]
  {
    let hints = observations.perWidth.flatMap { $0.observations.compactMap(\.fixHint) }
    var unique: [FixHint] = []
    for hint in hints where !unique.contains(hint) { unique.append(hint) }
    var result: [String: [FixIt]] = [:]
    let serious = observations.seriousKeys
    var unresolved = serious
    // Each trial solves a fresh copy at every width; a file with dozens of ties would spend
    // minutes proving them, so the first few candidates (in the order found) are tried.
    for candidate in unique.flatMap(candidates).prefix(Self.maximumTrials) {
      guard !unresolved.isEmpty else { break }
      let copy = makeLayout()
      guard candidate.apply(copy, ViewNames(root: copy)) else { continue }
      var quiet = doctor
      quiet.options.proposesFixes = false
      if !doctor.options.provesFixesAtEveryWidth, let first = doctor.options.widths.first {
        quiet.options.widths = [first]
      }
      let after = quiet.observe(copy)
      // Only what was seen at the widths re-examined can be proved gone.
      let proofWidths = Set(quiet.options.widths)
      let provable = Set(
        observations.perWidth.filter { proofWidths.contains($0.width) }
          .flatMap { $0.observations.map(\.key) })
      let removed = unresolved.intersection(provable).subtracting(after.keys)
      let introduced = after.seriousKeys.subtracting(serious)
      guard !removed.isEmpty, introduced.isEmpty else { continue }
      let fix = FixIt(summary: candidate.summary, swiftCode: candidate.swiftCode, isProven: true)
      for key in removed { result[key, default: []].append(fix) }
      unresolved.subtract(removed)
    }
    return result
  }

  private func candidates(for hint: FixHint) -> [Candidate] {
    switch hint {
    case .compressionTie(let giver, let other, let axis):
      let giverName = shortName(giver)
      let otherName = shortName(other)
      return [
        Candidate(
          summary:
            "Let \(giverName) shrink first on purpose: lower its compression resistance below "
            + "\(otherName)'s.",
          swiftCode:
            "\(giverName).setContentCompressionResistancePriority(.defaultLow, for: \(axis.swiftName))",
          apply: { root, names in
            guard let view = find(giver, in: root, names: names) else { return false }
            view.setContentCompressionResistancePriority(.defaultLow, for: axis)
            return true
          }),
        Candidate(
          summary: "Make \(otherName) keep its size: raise its compression resistance to required.",
          swiftCode:
            "\(otherName).setContentCompressionResistancePriority(.required, for: \(axis.swiftName))",
          apply: { root, names in
            guard let view = find(other, in: root, names: names) else { return false }
            view.setContentCompressionResistancePriority(.required, for: axis)
            return true
          }),
      ]
    case .stretchedContent(let stack, let view, let index, _):
      let stackName = shortName(stack)
      let viewName = shortName(view)
      return [
        Candidate(
          summary:
            "Give the free space to a spacer: insert a plain UIView after \(viewName) in "
            + "\(stackName). It has no intrinsic size, so it takes the space at no cost and "
            + "\(viewName) keeps its own size and place.",
          swiftCode:
            "let spacerView = UIView()\n\(stackName).insertArrangedSubview(spacerView, at: \(index + 1))",
          apply: { root, names in
            guard let stackView = find(stack, in: root, names: names) as? UIStackView,
              index < stackView.arrangedSubviews.count
            else { return false }
            stackView.insertArrangedSubview(UIView(), at: index + 1)
            return true
          })
      ]
    }
  }

  private func shortName(_ path: String) -> String {
    path.components(separatedBy: " › ").last ?? path
  }
}

/// The view of a tree whose path of names is `path`.
private func find(_ path: String, in root: UIView, names: ViewNames) -> UIView? {
  var stack: [UIView] = [root]
  while let view = stack.popLast() {
    if names.path(of: view) == path { return view }
    stack.append(contentsOf: view.subviews)
  }
  return nil
}
