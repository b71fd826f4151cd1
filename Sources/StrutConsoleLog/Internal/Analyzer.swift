import Foundation
@_spi(StrutInternals) import Strut

/// Builds a ``ConsoleLogAnalysis``: rebuilds the log, reads Strut's conflicts back, compares
/// them with UIKit's, lays out the recovered system and explains it.
struct Analyzer {
  private(set) var analysis: ConsoleLogAnalysis

  init(entry: ConsoleLogEntry) {
    let constraints = entry.constraints
    var diagnostics = entry.diagnostics
    let system = RebuiltSystem(constraints)
    let unrebuilt = system.unrebuilt.map(\.index)
    for (index, reason) in system.unrebuilt {
      diagnostics.append(
        ConsoleLogDiagnostic(
          line: constraints[index].line, severity: .error,
          message: "Strut could not rebuild #\(index + 1): \(reason)"))
    }
    var said: Set<String> = []
    for message in system.strutMessages where said.insert(message).inserted {
      diagnostics.append(
        ConsoleLogDiagnostic(
          line: entry.firstLine, severity: .warning, message: "Strut said: \(message)"))
    }

    let conflicts = system.conflicts.map { conflict in
      (
        indices: Self.unique(conflict.constraints.compactMap(system.index(of:))),
        strutOnly: conflict.constraints.filter { system.index(of: $0) == nil }
          .map(\.description),
        broken: conflict.broken.flatMap(system.index(of:))
      )
    }
    let first = conflicts.first
    let conflict = first?.indices ?? []
    // UIKit chooses among the constraints it printed (its engine hands the view the very list
    // the log shows), which may hold more than the smallest set Strut's engine breaks in: the
    // policy weighs the printed list.
    let printed = constraints.indices.flatMap { system.made[$0] ?? [] }
    let strutBroken =
      first == nil
      ? nil
      : NSLayoutConstraint.constraintToBreak(among: printed).flatMap(system.index(of:))
        ?? first?.broken

    var setMatch = ConsoleLogSetMatch.nothingToCompare
    let rebuilt = constraints.indices.filter { !unrebuilt.contains($0) }
    if let first, !rebuilt.isEmpty {
      if !first.strutOnly.isEmpty {
        setMatch = .different(strutOnly: first.strutOnly)
      } else {
        let unnecessary = rebuilt.filter { !conflict.contains($0) }
        if unnecessary.isEmpty {
          setMatch = .equal
        } else {
          setMatch = .subset(unnecessary: unnecessary)
          // Strut's set alone must still conflict, or the subset is not explained.
          if RebuiltSystem(constraints, only: conflict).conflicts.isEmpty {
            diagnostics.append(
              ConsoleLogDiagnostic(
                line: entry.firstLine, severity: .warning,
                message:
                  "Strut's set does not conflict when rebuilt on its own; the other printed "
                  + "constraints may be needed after all"))
          }
        }
      }
    } else if !rebuilt.isEmpty {
      setMatch = .noConflict
    }

    let breakMatch: ConsoleLogBreakMatch =
      strutBroken == nil
      ? .strutBreaksNothing
      : entry.brokenIndex == nil
        ? .uikitUnknown : entry.brokenIndex == strutBroken ? .same : .different

    // The frames after UIKit's break when the log says which one; else after Strut's, rebuilt
    // unless it is the one Strut's engine broke already.
    let yielded: (index: Int, who: String)? =
      if let uikit = entry.brokenIndex, !unrebuilt.contains(uikit), first != nil {
        (uikit, "UIKit")
      } else if let strutBroken, strutBroken != first?.broken, !unrebuilt.contains(strutBroken) {
        (strutBroken, "Strut")
      } else {
        nil
      }
    let after: RebuiltSystem
    var layoutAfter: String
    if let yielded {
      after = RebuiltSystem(constraints, yielding: yielded.index)
      layoutAfter = "after \(yielded.who)'s break of #\(yielded.index + 1)"
      if let still = after.conflicts.first?.broken.flatMap(after.index(of:)) {
        layoutAfter += "; Strut still had to break #\(still + 1) as well"
      }
    } else {
      after = system
      layoutAfter =
        strutBroken.map { "after Strut's break of #\($0 + 1)" } ?? "as solved (nothing broken)"
    }

    let naming = ItemNaming(items: system.items)
    let involved = Set(
      (conflict.isEmpty ? rebuilt : conflict).flatMap { index in
        constraints[index].items.map(\.key) + (constraints[index].superview.map { [$0.key] } ?? [])
      })
    let withAncestors = involved.union(involved.flatMap { system.hierarchy.ancestors(of: $0) })
    let frames = system.items.filter { withAncestors.contains($0.key) }.compactMap { item in
      Self.frame(of: item, in: after, naming: naming)
    }

    let explanation = ExplanationBuilder(
      entry: entry, conflict: conflict, strutBroken: strutBroken, setMatch: setMatch,
      unrebuilt: unrebuilt, naming: naming, hierarchy: system.hierarchy,
      values: AttributeValues(system: after), layoutAfter: layoutAfter
    ).explanation

    let ordered = diagnostics.enumerated().sorted {
      ($0.element.line, $0.element.severity, $0.offset)
        < ($1.element.line, $1.element.severity, $1.offset)
    }.map(\.element)
    analysis = ConsoleLogAnalysis(
      entry: entry, conflict: conflict, strutBroken: strutBroken,
      furtherConflicts: conflicts.dropFirst().map(\.indices), unrebuilt: unrebuilt,
      setMatch: setMatch, breakMatch: breakMatch, frames: frames, explanation: explanation,
      diagnostics: ordered)
  }

  private static func frame(
    of item: ConsoleLogItem, in system: RebuiltSystem, naming: ItemNaming
  ) -> ConsoleLogFrame? {
    let rect: CGRect
    if let view = system.views[item.key] {
      rect = view.frame
    } else if let guide = system.guides[item.key] {
      rect = guide.layoutFrame
    } else {
      return nil
    }
    let container = system.hierarchy.parents[item.key].flatMap { key in
      system.items.first { $0.key == key }
    }
    return ConsoleLogFrame(
      item: item, name: naming.name(item), container: container.map(naming.name),
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  /// The indices without repeats (a content-size line stands for two constraints), in order.
  private static func unique(_ indices: [Int]) -> [Int] {
    var seen: Set<Int> = []
    return indices.filter { seen.insert($0).inserted }
  }
}
