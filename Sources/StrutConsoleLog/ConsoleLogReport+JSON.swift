import Strut

extension ConsoleLogReport {
  /// The report as JSON: keys sorted, two-space indentation, numbers as the text report prints
  /// them, absent values as `null`; the same input always gives the same bytes.
  ///
  /// Constraints are referred to by their 1-based `number` in the log (`#2` in the text).
  ///
  /// - Returns: The JSON text, ending with a newline.
  public func json() -> String {
    let report: [String: JSONValue] = [
      "logs": .array(analyses.map(Self.json)),
      "diagnostics": .array(log.diagnostics.map(Self.json)),
      "partial": .bool(isPartial),
      "summary": .object([
        "logs": .int(analyses.count),
        "partialLogs": .int(analyses.filter(\.isPartial).count),
        "setMatches": .int(setMatches),
        "breakMatches": .int(breakMatches),
        "breaksCompared": .int(breaksCompared),
      ]),
    ]
    return JSONValue.object(report).rendered() + "\n"
  }

  private static func number(_ index: Int?) -> JSONValue {
    index.map { .int($0 + 1) } ?? .null
  }

  private static func json(_ analysis: ConsoleLogAnalysis) -> JSONValue {
    let entry = analysis.entry
    let explanation = analysis.explanation
    var unnecessary: [Int] = []
    if case .subset(let indices) = analysis.setMatch { unnecessary = indices }
    var strutOnly: [String] = []
    if case .different(let extra) = analysis.setMatch { strutOnly = extra }
    let constraints = explanation.constraints.map { item -> JSONValue in
      var object = json(entry.constraints[item.index], number: item.index + 1)
      object["wants"] = .string(item.wants)
      object["madeByUIKit"] = .optional(item.madeByUIKit)
      object["inConflict"] = .bool(item.isInConflict)
      object["holdsAfterBreak"] = item.holdsAfterBreak.map(JSONValue.bool) ?? .null
      object["afterBreak"] = .optional(item.afterBreak)
      return .object(object)
    }
    let suggestion: JSONValue =
      explanation.suggestion.map { suggestion in
        .object([
          "number": .int(suggestion.index + 1),
          "action": .string(suggestion.action),
          "reasons": .array(suggestion.reasons.map(JSONValue.string)),
        ])
      } ?? .null
    return .object([
      "lines": .object(["first": .int(entry.firstLine), "last": .int(entry.lastLine)]),
      "header": .object([
        "kind": .string(entry.header.kind.rawValue),
        "line": .optional(entry.header.line),
        "prefix": .optional(entry.header.prefix),
        "layoutConstraintsCategory": .bool(entry.header.hasLayoutConstraintsCategory),
        "autoresizingNote": .bool(entry.header.hasAutoresizingNote),
      ]),
      "trailer": .object([
        "hint": .string(entry.trailer.hint.rawValue),
        "headerPath": .optional(entry.trailer.headerPath),
        "complete": .bool(entry.trailer.isComplete),
      ]),
      "partial": .bool(analysis.isPartial),
      "printedCount": .int(entry.printedCount),
      "unreadableLines": .array(entry.unreadableLines.map(JSONValue.int)),
      "constraints": .array(constraints),
      "uikit": .object([
        "broken": number(entry.brokenIndex),
        "brokenText": .optional(entry.broken?.text),
      ]),
      "strut": .object([
        "conflict": .array(analysis.conflict.map { .int($0 + 1) }),
        "broken": number(analysis.strutBroken),
        "furtherConflicts": .array(
          analysis.furtherConflicts.map { .array($0.map { .int($0 + 1) }) }),
        "unrebuilt": .array(analysis.unrebuilt.map { .int($0 + 1) }),
      ]),
      "comparison": .object([
        "set": .string(analysis.setMatch.name),
        "setMatches": .bool(analysis.setMatch.isMatch),
        "unnecessary": .array(unnecessary.map { .int($0 + 1) }),
        "strutOnly": .array(strutOnly.map(JSONValue.string)),
        "break": .string(analysis.breakMatch.rawValue),
      ]),
      "explanation": .object([
        "summary": .string(explanation.summary),
        "breaking": .string(explanation.breaking),
        "layoutAfter": .string(explanation.layoutAfter),
        "suggestion": suggestion,
        "notes": .array(explanation.notes.map(JSONValue.string)),
      ]),
      "frames": .array(analysis.frames.map(json)),
      "diagnostics": .array(analysis.diagnostics.map(json)),
    ])
  }

  private static func json(_ constraint: ConsoleLogConstraint, number: Int) -> [String: JSONValue] {
    [
      "number": .int(number),
      "line": .int(constraint.line),
      "text": .string(constraint.text),
      "class": .string(constraint.className),
      "address": .string(constraint.address),
      "identifier": .optional(constraint.identifier),
      "autoresizingMask": .optional(constraint.autoresizingMask),
      "source": constraint.sourceLocation.map {
        .object(["file": .string($0.fileID), "line": .int($0.line)])
      } ?? .null,
      "notation": .string(constraint.notation.rawValue),
      "first": json(constraint.first),
      "firstAttribute": .string(AttributeNames.name(of: constraint.firstAttribute)),
      "relation": .string(constraint.relation.symbol),
      "second": constraint.second.map(json) ?? .null,
      "secondAttribute": .string(AttributeNames.name(of: constraint.secondAttribute)),
      "multiplier": .number(constraint.multiplier),
      "constant": .number(constraint.constant),
      "priority": .number(Double(constraint.priority)),
      "superview": constraint.superview.map(json) ?? .null,
    ]
  }

  private static func json(_ item: ConsoleLogItem) -> JSONValue {
    .object([
      "class": .string(item.className),
      "address": .string(item.address),
      "text": .optional(item.text),
      "accessibilityIdentifier": .optional(item.accessibilityIdentifier),
      "layoutGuide": .bool(item.isLayoutGuide),
    ])
  }

  private static func json(_ frame: ConsoleLogFrame) -> JSONValue {
    .object([
      "name": .string(frame.name),
      "address": .string(frame.item.address),
      "container": .optional(frame.container),
      "x": .number(frame.x),
      "y": .number(frame.y),
      "width": .number(frame.width),
      "height": .number(frame.height),
    ])
  }

  private static func json(_ diagnostic: ConsoleLogDiagnostic) -> JSONValue {
    .object([
      "line": .int(diagnostic.line),
      "lastLine": .int(diagnostic.lastLine),
      "severity": .string(diagnostic.severity.rawValue),
      "message": .string(diagnostic.message),
    ])
  }
}
