import Foundation
import Strut

/// One log's constraints rebuilt as a Strut view tree and laid out by Strut's engine (E6, E7).
///
/// - Items: one ``StandInView`` per view address and one `UILayoutGuide` per guide address,
///   placed by ``HierarchyInference`` under a rebuilt root of zero size. The root's own frame
///   pins never meet the log's constraints, since no log constraint names the root.
/// - Constraints: each readable line becomes the constraint it describes, with its class's
///   meaning (an `NSAutoresizingMaskLayoutConstraint` for autoresizing lines, two constraints for
///   a content-size line), identifier and priority.
/// - Order: the constraints are activated one at a time in the printed order, with a layout pass
///   after each, so the engine meets them in that order. UIKit finds a conflict when it adds the
///   constraint that makes the system infeasible, and prints the set it met then; the printed
///   order is the best evidence of the order it added them in.
///
/// Strut's messages (its conflict logs included) are captured, not printed: the conflicts are
/// read back as values from `UIView.unsatisfiableConstraints`.
final class RebuiltSystem {
  let root = UIView(frame: .zero)
  let hierarchy: HierarchyInference
  private(set) var views: [String: StandInView] = [:]
  private(set) var guides: [String: UILayoutGuide] = [:]
  /// The items in order of first mention.
  private(set) var items: [ConsoleLogItem] = []
  /// The constraints each log line became, by its index in the log.
  private(set) var made: [Int: [NSLayoutConstraint]] = [:]
  /// The indices Strut could not rebuild, with the reason.
  private(set) var unrebuilt: [(index: Int, reason: String)] = []
  private var owners: [ObjectIdentifier: Int] = [:]

  /// The index of the constraint rebuilt at priority 999, if any.
  let yielding: Int?

  /// Rebuilds `constraints`, or only those at `indices`, and lays them out.
  ///
  /// `yielding` rebuilds one required constraint at priority 999 instead: UIKit's recovery
  /// keeps a broken constraint pulling above every optional constraint (E6a), and in a rebuilt
  /// log, whose other constraints are required, 999 ranks the same, so the frames are those
  /// of the device after UIKit's break.
  init(_ constraints: [ConsoleLogConstraint], only indices: [Int]? = nil, yielding: Int? = nil) {
    self.yielding = yielding
    let chosen = indices ?? Array(constraints.indices)
    hierarchy = HierarchyInference(constraints: chosen.map { constraints[$0] })
    root.translatesAutoresizingMaskIntoConstraints = true
    var seen: Set<String> = []
    for index in chosen {
      let constraint = constraints[index]
      for item in constraint.items + (constraint.superview.map { [$0] } ?? [])
      where seen.insert(item.key).inserted {
        items.append(item)
      }
    }
    let messages = StrutLog.messages {
      buildTree()
      for index in chosen { add(constraints[index], index: index) }
      root.layoutIfNeeded()
    }
    strutMessages += messages.filter { !$0.contains(LogLine.headline) }
  }

  /// What Strut logged while rebuilding, other than its conflict messages.
  private(set) var strutMessages: [String] = []

  /// The index in the log of a constraint Strut holds, if it came from the log.
  func index(of constraint: NSLayoutConstraint) -> Int? {
    owners[ObjectIdentifier(constraint)]
  }

  /// The conflicts Strut met, oldest first.
  var conflicts: [UnsatisfiableConstraints] { root.unsatisfiableConstraints }

  // MARK: Building

  private func buildTree() {
    for item in items where !item.isLayoutGuide {
      views[item.key] = StandInView(item: item)
    }
    for item in items where !item.isLayoutGuide {
      let parent = hierarchy.parents[item.key].flatMap { views[$0] } ?? root
      parent.addSubview(views[item.key]!)
    }
    // A view at the top of the rebuilt tree has no position but the one the log's constraints
    // give it; the weakest of pulls to the root's corner settles the rest at 0 instead of
    // wherever the solver happens to leave it. Optional, so it never joins a conflict (E6b).
    for view in root.subviews {
      for attribute in [NSLayoutConstraint.Attribute.left, .top] {
        let anchor = NSLayoutConstraint(
          item: view, attribute: attribute, relatedBy: .equal, toItem: root,
          attribute: attribute, multiplier: 1, constant: 0)
        anchor.priority = UILayoutPriority(1)
        anchor.isActive = true
      }
    }
    for item in items where item.isLayoutGuide {
      let guide = UILayoutGuide()
      guide.identifier = item.text ?? ""
      let owner = hierarchy.parents[item.key].flatMap { views[$0] } ?? root
      owner.addLayoutGuide(guide)
      guides[item.key] = guide
    }
  }

  private func object(for item: ConsoleLogItem) -> AnyObject? {
    views[item.key] ?? guides[item.key]
  }

  private func add(_ constraint: ConsoleLogConstraint, index: Int) {
    guard let first = object(for: constraint.first) else { return }
    let second = constraint.second.flatMap(object(for:))
    var parts: [(NSLayoutConstraint.Relation, Float)] = [(constraint.relation, constraint.priority)]
    let isContentSize = constraint.className == "NSContentSizeLayoutConstraint"
    if let content = constraint.contentPriorities {
      // The view's priorities are the ones the line prints, so that Strut's own messages about
      // the rebuilt constraint print it as the log does.
      if isContentSize, let view = first as? UIView {
        let axis: NSLayoutConstraint.Axis =
          constraint.firstAttribute == .height ? .vertical : .horizontal
        view.setContentHuggingPriority(UILayoutPriority(content.hugging), for: axis)
        view.setContentCompressionResistancePriority(
          UILayoutPriority(content.compressionResistance), for: axis)
      }
      // Hugging keeps the size from growing past the value, compression resistance from
      // shrinking below it (C1); both at 1000 is one required equality.
      parts =
        content.hugging >= 1000 && content.compressionResistance >= 1000
        ? [(.equal, 1000)]
        : [
          (.lessThanOrEqual, content.hugging), (.greaterThanOrEqual, content.compressionResistance),
        ]
    }
    var made: [NSLayoutConstraint] = []
    for (relation, priority) in parts {
      let isAutoresizing = constraint.className == "NSAutoresizingMaskLayoutConstraint"
      let secondAttribute = second == nil ? .notAnAttribute : constraint.secondAttribute
      // UIKit's own classes are rebuilt as such: the break policy (E7 i) tells them from the
      // app's constraints by class.
      let (attribute, multiplier) = (constraint.firstAttribute, CGFloat(constraint.multiplier))
      let constant = CGFloat(constraint.constant)
      let rebuilt =
        isAutoresizing
        ? NSAutoresizingMaskLayoutConstraint(
          item: first, attribute: attribute, relatedBy: relation, toItem: second,
          attribute: secondAttribute, multiplier: multiplier, constant: constant)
        : isContentSize
          ? NSContentSizeLayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
          : NSLayoutConstraint(
            item: first, attribute: attribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
      rebuilt.identifier = constraint.identifier
      rebuilt.isMadeByUIKit = ConstraintOrigin.breaksAsUIKits(constraint)
      let level = index == yielding ? min(priority, 999) : priority
      rebuilt.priority = UILayoutPriority(min(1000, max(1, level)))
      owners[ObjectIdentifier(rebuilt)] = index
      made.append(rebuilt)
      let messages = StrutLog.messages {
        rebuilt.isActive = true
        root.layoutIfNeeded()
      }
      let said = messages.filter { !$0.contains(LogLine.headline) }
      strutMessages += said
      if !rebuilt.isActive {
        unrebuilt.append((index, said.first ?? "Strut did not activate it"))
      }
    }
    self.made[index] = made
  }
}
