import Strut

/// Puts a log's conflict into words: the summary, each constraint's wish, the two breaks, the
/// notes on what the set's kinds of constraint mean, and the suggestion (see
/// ``ConsoleLogExplanation/Suggestion`` for the heuristic).
struct ExplanationBuilder {
  let entry: ConsoleLogEntry
  let conflict: [Int]
  let strutBroken: Int?
  let setMatch: ConsoleLogSetMatch
  let unrebuilt: [Int]
  let naming: ItemNaming
  let hierarchy: HierarchyInference
  let values: AttributeValues
  let layoutAfter: String

  var explanation: ConsoleLogExplanation {
    let wording = ConstraintWording(naming: naming, hierarchy: hierarchy)
    let constraints = entry.constraints.enumerated().map { index, constraint in
      let holds = unrebuilt.contains(index) ? nil : values.holds(constraint)
      var afterBreak: String?
      if holds == false, let actual = values.actualConstant(of: constraint) {
        afterBreak = wording.now(constraint, actual: actual)
      }
      let origin = ConstraintOrigin(constraint)
      var madeByUIKit: String?
      if case .uikit(let reason) = origin { madeByUIKit = reason }
      return ConsoleLogExplanation.Constraint(
        index: index, wants: wording.wants(constraint), madeByUIKit: madeByUIKit,
        isInConflict: conflict.contains(index), holdsAfterBreak: holds, afterBreak: afterBreak)
    }
    return ConsoleLogExplanation(
      summary: summary(wording), constraints: constraints, breaking: breaking,
      layoutAfter: layoutAfter, suggestion: suggestion, notes: notes)
  }

  // MARK: Summary

  private var fighting: [Int] { conflict.isEmpty ? Array(entry.constraints.indices) : conflict }

  private func summary(_ wording: ConstraintWording) -> String {
    let set = fighting
    if set.isEmpty { return "No constraint of this log could be read." }
    if case .noConflict = setMatch {
      let those =
        set.count == 1
        ? "the one constraint it could read can hold"
        : "the \(Self.count(set.count)) "
          + "constraints it could read can all hold at once"
      return entry.unreadableLines.isEmpty
        ? "Strut finds no conflict: \(those) in Strut's model of them (see the notes)."
        : "Strut finds no conflict: \(those); the lines that could not be read most likely "
          + "hold the rest of the conflict."
    }
    if set.count == 1 {
      return
        "One constraint cannot hold even on its own: it \(wording.wants(entry.constraints[set[0]]))."
    }
    var names: [String] = []
    for index in set {
      for item in entry.constraints[index].items where !item.isUnnamedSuperview {
        let name = naming.name(item)
        if !names.contains(name) { names.append(name) }
      }
    }
    let axes = Set(
      set.flatMap { index in
        [entry.constraints[index].firstAttribute, entry.constraints[index].secondAttribute]
          .compactMap(Self.axisName)
      })
    let axis = axes.count == 1 ? "the \(axes.first!) layout of " : ""
    let required = set.allSatisfy { entry.constraints[$0].isRequired } ? "required " : ""
    return
      "\(Self.capitalized(Self.count(set.count))) \(required)constraints on \(axis)"
      + "\(Self.list(names)) cannot all hold at once."
  }

  private static func axisName(_ attribute: NSLayoutConstraint.Attribute) -> String? {
    switch attribute {
    case .notAnAttribute: nil
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      "vertical"
    default: "horizontal"
    }
  }

  // MARK: Breaking

  private var breaking: String {
    var text: String
    if let index = entry.brokenIndex {
      text = "UIKit broke #\(index + 1) (\(entry.constraints[index].shortText))."
    } else if let broken = entry.broken {
      text = "UIKit broke \(broken.shortText), which is not in its list."
    } else {
      text = "The log does not say which constraint UIKit broke: it stops before that line."
    }
    if let strut = strutBroken {
      if strut == entry.brokenIndex {
        text += " Strut's break policy (E7) breaks #\(strut + 1) too."
      } else {
        text +=
          " Strut's break policy (E7) breaks #\(strut + 1) (\(entry.constraints[strut].shortText))"
          + (entry.brokenIndex == nil ? "." : " instead.")
      }
    } else {
      text += " Strut breaks nothing."
    }
    return text
  }

  // MARK: Suggestion

  private var suggestion: ConsoleLogExplanation.Suggestion? {
    let app = fighting.filter { ConstraintOrigin(entry.constraints[$0]).isApp }
    guard let last = app.last else { return nil }
    // With no conflict of Strut's own, only UIKit's word says a constraint had to go.
    if conflict.isEmpty && !(entry.brokenIndex.map(app.contains) ?? false) { return nil }
    var reasons: [String] = []
    let index: Int
    if let uikit = entry.brokenIndex, app.contains(uikit) {
      index = uikit
      reasons.append(
        "UIKit already broke it, so the layout on screen is the one without it: removing it "
          + "keeps that layout and silences the log")
    } else if let strut = strutBroken, app.contains(strut) {
      index = strut
      reasons.append("it is the one Strut's break policy (E7) gives up")
    } else {
      index = last
      reasons.append("it is the last of the app's constraints in the set")
    }
    if app.count < fighting.count {
      let others = fighting.filter { !app.contains($0) }.map { "#\($0 + 1)" }
      reasons.append(
        "the app made it, while \(Self.list(others)) \(others.count == 1 ? "is" : "are") "
          + "UIKit's own and cannot be removed by the app")
    }
    let constraint = entry.constraints[index]
    var action =
      conflict.count == 1
      ? "remove #\(index + 1), or give it a value it can have"
      : "remove #\(index + 1), or lower its priority to 999 so it gives way when the others "
        + "cannot all hold"
    if conflict.count == 1 && constraint.second == nil && constraint.constant < 0
      && [.width, .height].contains(constraint.firstAttribute)
    {
      action = "remove #\(index + 1), or make its constant 0 or more: a size cannot be negative"
    }
    if let twin = duplicates.first(where: { $0.0 == index || $0.1 == index }) {
      let other = twin.0 == index ? twin.1 : twin.0
      action = "remove #\(index + 1): it duplicates #\(other + 1) with another constant"
    }
    if let location = constraint.sourceLocation {
      action += " (made at \(location.fileID):\(location.line))"
    }
    return ConsoleLogExplanation.Suggestion(index: index, action: action, reasons: reasons)
  }

  /// Pairs of constraints in the set that relate the same attributes of the same items with the
  /// same multiplier: one is most likely left over from an update.
  private var duplicates: [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    let set = fighting
    for (position, i) in set.enumerated() {
      for j in set[(position + 1)...] {
        let a = entry.constraints[i]
        let b = entry.constraints[j]
        if a.first.key == b.first.key && a.firstAttribute == b.firstAttribute
          && a.second?.key == b.second?.key && a.secondAttribute == b.secondAttribute
          && a.multiplier == b.multiplier
        {
          pairs.append((i, j))
        }
      }
    }
    return pairs
  }

  // MARK: Notes

  private var notes: [String] {
    var notes: [String] = []
    let set = fighting.map { entry.constraints[$0] }
    let app = fighting.filter { ConstraintOrigin(entry.constraints[$0]).isApp }
    if !set.isEmpty && app.isEmpty {
      notes.append(
        "Every constraint in the conflict is UIKit's own: the app did not add any of them. "
          + "Such logs come from UIKit itself (an in-call status bar, a keyboard bar) or from a "
          + "size the app forced on a UIKit view; there is nothing of the app's to remove.")
    }
    for (i, j) in duplicates where app.contains(i) || app.contains(j) {
      let a = entry.constraints[i]
      let b = entry.constraints[j]
      var text =
        "#\(i + 1) and #\(j + 1) relate the same attributes of the same views with different "
        + "constants (\(NumberText.format(a.constant)) and \(NumberText.format(b.constant))): "
        + "one is most likely left over from an earlier layout pass"
      if a.className.hasPrefix("SnapKit") || a.className.hasPrefix("MAS") {
        text += "; use remakeConstraints or updateConstraints instead of making them again"
      } else {
        text += "; change the constant of the existing constraint instead of adding another"
      }
      notes.append(text + ".")
    }
    // The container's size, not its placement (`UIView-Encapsulated-Layout-Left`, iOS 7 to 9).
    if let encapsulated = set.first(where: {
      $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
        && [.width, .height].contains($0.firstAttribute)
    }) {
      let dimension = encapsulated.firstAttribute == .width ? "width" : "height"
      notes.append(
        "'\(encapsulated.identifier!)' is the \(dimension) the container (a table view, "
          + "collection view or presentation) gave \(naming.name(encapsulated.first)), "
          + "\(NumberText.format(encapsulated.constant)) pt; a cell is often given an estimate "
          + "such as 44 before it is measured. The constraints inside must be able to take that "
          + "size, so one of them should give way (priority 999).")
    }
    if let hiding = set.first(where: { $0.identifier == "UISV-hiding" }) {
      notes.append(
        "'UISV-hiding' is how a stack view collapses the hidden arranged view "
          + "\(naming.name(hiding.first)) to zero; constraints inside it that need room conflict "
          + "with that while it is hidden, so they should give way (priority 999).")
    }
    // Only the app's views can stop translating their mask; UIKit's private ones are UIKit's.
    // One note a view, however many of its mask's constraints the set holds.
    var translating: Set<String> = []
    for autoresizing in set
    where autoresizing.autoresizingMask != nil && !ConstraintOrigin.isPrivate(autoresizing.first)
      && translating.insert(autoresizing.first.key).inserted
    {
      notes.append(
        "\(naming.name(autoresizing.first)) translates its autoresizing mask "
          + "(\(autoresizing.autoresizingMask!)) into constraints; if it is laid out with "
          + "constraints, set its translatesAutoresizingMaskIntoConstraints to false.")
    }
    for (index, constraint) in entry.constraints.enumerated()
    where fighting.contains(index) && constraint.second == nil
      && [.width, .height].contains(constraint.firstAttribute) && constraint.constant < 0
    {
      notes.append(
        "#\(index + 1) asks for a negative size; widths and heights can never be negative "
          + "(the engine keeps them at 0 or more, E6c), so it cannot hold even on its own.")
    }
    if case .subset(let unnecessary) = setMatch {
      let list = Self.list(unnecessary.map { "#\($0 + 1)" })
      notes.append(
        "UIKit also printed \(list), which the conflict does not need: without "
          + "\(unnecessary.count == 1 ? "it" : "them") the other constraints still cannot all "
          + "hold (Strut checked by rebuilding them alone). UIKit prints the constraints of the "
          + "row where its engine met the conflict, which is not always a smallest set.")
    }
    if case .noConflict = setMatch, entry.unreadableLines.isEmpty {
      notes.append(
        "UIKit's engine found these constraints in conflict, so its model differs from "
          + "Strut's here: for example margins the log does not print (Strut assumes 8 pt), or "
          + "sizes UIKit keeps at 0 or more that Strut does not know of.")
    }
    return notes
  }

  // MARK: Words

  static func count(_ value: Int) -> String {
    let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    return value < words.count ? words[value] : String(value)
  }

  /// The word with its first letter in upper case.
  static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst()
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}
