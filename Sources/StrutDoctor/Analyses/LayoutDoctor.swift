import Strut

/// The layout doctor: solves a layout at several widths, runs every analysis, proposes fixes and
/// proves them by re-solving (issue #7).
///
/// ```swift
/// let report = LayoutDoctor().examine(title: "StatsHeaderView") {
///   StatsHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
/// }
/// print(report.rendered(as: .text))
/// ```
///
/// The layout is made by a closure so that the doctor can make fresh copies: one to examine, and
/// one per proposed fix, which it changes and examines again. A finding seen at several widths
/// is reported once, with the widths.
public struct LayoutDoctor {
  /// What to examine.
  public struct Options: Sendable {
    /// The root widths, in points: the common iPhone widths by default.
    public var widths: [CGFloat] = [320, 375, 390, 393, 414, 428, 430]
    /// The arranged views whose hiding is checked for wobble, by name; all when `nil`.
    public var toggledViews: Set<String>? = nil
    /// Whether hiding is also checked inside `UIView.animate`, at the first width (the animated
    /// path costs a second layout pass per view, and where views pass on the way rarely depends
    /// on the width).
    public var checksAnimatedHiding = true
    /// Whether fixes are proposed and proved.
    public var proposesFixes = true
    /// Whether wobble is checked at every width, or at the first only.
    ///
    /// Wobble toggles every arranged view and lays the tree out again each time; on a large file
    /// checked at many widths, the first width (the stored one, for `strut check`) says most of
    /// it at a fraction of the cost.
    public var checksWobbleAtEveryWidth = true
    /// Whether a fix is proved at every width, or at the first only.
    public var provesFixesAtEveryWidth = true
    /// Dynamic Type sizes to examine too, each on a fresh copy made inside
    /// `UITraitCollection(preferredContentSizeCategory:).performAsCurrent`; none by default.
    ///
    /// Fonts from `UIFont.preferredFont(forTextStyle:)` take the category current when the
    /// layout is made, as on iOS without `adjustsFontForContentSizeCategory`.
    public var contentSizeCategories: [UIContentSizeCategory] = []

    /// The default options.
    public init() {}
  }

  /// The options.
  public var options: Options

  /// A doctor.
  ///
  /// - Parameter options: What to examine.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Examines a layout at every width of the options and returns the report.
  ///
  /// - Parameters:
  ///   - title: What the report calls the layout.
  ///   - makeLayout: Makes a fresh copy of the layout's root view; called once for the
  ///     examination and once per fix to prove.
  /// - Returns: The report.
  public func examine(title: String, makeLayout: () -> UIView) -> Report {
    var observations = observe(makeLayout())
    if options.proposesFixes {
      let fixes = FixProposer(doctor: self).fixes(for: observations, makeLayout: makeLayout)
      for slot in observations.perWidth.indices {
        observations.perWidth[slot].observations = observations.perWidth[slot].observations.map {
          var observation = $0
          observation.fixIts = fixes[$0.key] ?? []
          return observation
        }
      }
    }
    var findings = merge(observations.perWidth)
    findings += dynamicTypeFindings(makeLayout: makeLayout)
    let widths = options.widths.map { points($0) }.joined(separator: ", ")
    return Report(title: "\(title) at \(widths) pt", findings: findings)
  }

  /// Examines one view tree at its current size, without proposing fixes (they need copies).
  ///
  /// - Parameters:
  ///   - view: The root of the tree.
  ///   - title: What the report calls it; the view's class by default.
  /// - Returns: The report.
  public func examine(_ view: UIView, title: String? = nil) -> Report {
    view.layoutIfNeeded()
    let observations = analyses().flatMap { $0(Examination(root: view)) }
    let findings = merge([(view.bounds.width, observations)])
    return Report(title: title ?? String(describing: type(of: view)), findings: findings)
  }

  /// The findings at each requested content size category, each message prefixed with it.
  private func dynamicTypeFindings(makeLayout: () -> UIView) -> [Finding] {
    guard !options.contentSizeCategories.isEmpty else { return [] }
    var single = self
    single.options.contentSizeCategories = []
    single.options.proposesFixes = false
    return options.contentSizeCategories.flatMap { category -> [Finding] in
      var observations = LayoutDoctor.Observations()
      UITraitCollection(preferredContentSizeCategory: category).performAsCurrent {
        observations = single.observe(makeLayout())
      }
      let name = category.rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
      return single.merge(observations.perWidth).map { finding in
        Finding(
          rule: finding.rule, severity: finding.severity,
          message: "With Dynamic Type \(name): " + finding.message, subject: finding.subject,
          location: finding.location, relatedLocations: finding.relatedLocations,
          details: finding.details, fixIts: finding.fixIts)
      }
    }
  }

  // MARK: - Internals

  /// What the analyses saw, per width, and the keys seen at each width.
  struct Observations {
    var perWidth: [(width: CGFloat, observations: [Observation])] = []

    var keys: Set<String> { Set(perWidth.flatMap { $0.observations.map(\.key) }) }

    /// Keys of findings at warning or above.
    var seriousKeys: Set<String> {
      Set(perWidth.flatMap { $0.observations.filter { $0.severity >= .warning }.map(\.key) })
    }
  }

  /// Every analysis, in report order; `animating` turns on the animated hide.
  func analyses(animating: Bool = true) -> [(Examination) -> [Observation]] {
    [
      { ConflictAnalysis().observations(in: $0) },
      { AmbiguityAnalysis().observations(in: $0) },
      { FeedbackLoopAnalysis().observations(in: $0) },
      { [options] examination in
        guard animating || options.checksWobbleAtEveryWidth else { return [] }
        // Toggling views in a conflicting layout re-meets the conflict on every toggle, and
        // what moves then depends on which constraint UIKit breaks: conflicts come first.
        guard examination.root.unsatisfiableConstraints.isEmpty else {
          return [
            Observation(
              rule: .wobble, severity: .note, subject: examination.subject(examination.root),
              key: "wobble-skipped",
              message:
                "Wobble was not examined: the layout has unsatisfiable constraints; resolve "
                + "them first.")
          ]
        }
        return WobbleAnalysis(
          toggled: options.toggledViews, animated: animating && options.checksAnimatedHiding
        ).observations(in: examination)
      },
      { FreeSpaceAnalysis().observations(in: $0) },
      { TruncationAnalysis().observations(in: $0) },
      { DeadPriorityAnalysis().observations(in: $0) },
    ]
  }

  /// Lays the root out at every width and runs the analyses.
  func observe(_ root: UIView) -> Observations {
    var result = Observations()
    for (index, width) in options.widths.enumerated() {
      root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
      root.layoutIfNeeded()
      let examination = Examination(root: root)
      result.perWidth.append(
        (width, analyses(animating: index == 0).flatMap { $0(examination) }))
    }
    WidthSweep(doctor: self).addThresholds(to: &result, root: root)
    return result
  }

  /// One finding per key, naming the widths it was seen at when not all of them.
  func merge(_ perWidth: [(width: CGFloat, observations: [Observation])]) -> [Finding] {
    var order: [String] = []
    var first: [String: Observation] = [:]
    var widths: [String: [CGFloat]] = [:]
    for (width, observations) in perWidth {
      for observation in observations {
        if first[observation.key] == nil {
          first[observation.key] = observation
          order.append(observation.key)
        }
        if widths[observation.key]?.last != width {
          widths[observation.key, default: []].append(width)
        }
      }
    }
    return order.compactMap { key in
      guard let observation = first[key] else { return nil }
      let seen = widths[key] ?? []
      var message = observation.message
      if perWidth.count > 1, seen.count < perWidth.count {
        message = "At \(seen.map { points($0) }.joined(separator: ", ")) pt: " + message
      }
      return Finding(
        rule: observation.rule, severity: observation.severity, message: message,
        subject: observation.subject, location: observation.location,
        relatedLocations: observation.related, details: observation.details,
        fixIts: observation.fixIts)
    }
  }
}
