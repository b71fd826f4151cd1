import Foundation

/// One line of console text, classified by what it can be in a log (E8).
///
/// The classes are recognized by their text, not their position, so a log that lost its header,
/// its blank lines or its tail is still read; the scanner decides from its state what a line
/// means there.
enum LogLine: Equatable {
  case blank
  /// `Unable to simultaneously satisfy constraints`, with what came before it on the line and
  /// any advice pasted onto the same line.
  case headline(prefix: String?, category: Bool, advice: Advice?)
  /// One of the advice lines ("Probably at least one…", "Try this:", "(1)…", "(2)…", "(Note…").
  case advice(Advice)
  case listOpen
  case listClose
  /// A constraint description, unquoted and unescaped: `<NSLayoutConstraint:0x… …>`.
  case constraint(String)
  /// A line that starts like a constraint description but does not end like one.
  case truncatedConstraint(String)
  /// "Will attempt to recover by breaking constraint", with what follows on the same line.
  case recovery(rest: String)
  /// The debugger hint; `complete` when the line is there in full.
  case hint(ConsoleLogTrailer.Hint, complete: Bool)
  /// "The methods in the UIConstraintBasedLayoutDebugging category…".
  case methodsHint(headerPath: String?, complete: Bool)
  case other

  /// Which advice line, and what it says about the header's era.
  struct Advice: Equatable {
    /// Whether the whole advice paragraph is on this line (iOS 7–8).
    var isOneLine: Bool
    /// Whether the line carries the note about autoresizing constraints.
    var hasNote: Bool
  }

  static let headline = "Unable to simultaneously satisfy constraints"
  static let recovery = "Will attempt to recover by breaking constraint"
  static let symbolicHint =
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
    + "debugger."
  static let exceptionHint = "Break on objc_exception_throw to catch this in the debugger."
  static let methodsHint =
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
  private static let adviceStarts = [
    "Probably at least one of the constraints", "Try this:", "(1) look at each constraint",
    "(2) find the code that added", "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints",
  ]

  /// Classifies one line.
  init(_ raw: String) {
    let line = raw.trimmingCharacters(in: .whitespaces)
    if line.isEmpty {
      self = .blank
    } else if let range = line.range(of: Self.headline),
      Self.endsHeadline(line[range.upperBound...])
    {
      var prefix = String(line[..<range.lowerBound])
      let category = prefix.contains("[LayoutConstraints]")
      prefix = prefix.replacingOccurrences(of: "[LayoutConstraints]", with: "")
        .trimmingCharacters(in: .whitespaces)
      // A markdown quote or code marker pasted with the log is not part of the prefix.
      if ["", ">", "`", "```"].contains(prefix) { prefix = "" }
      var rest = line[range.upperBound...].drop { $0 == "." || $0 == " " || $0 == "\t" }
      if rest.hasSuffix("`") { rest = rest.dropLast() }
      let advice = rest.isEmpty ? nil : Self.advice(String(rest))
      self = .headline(prefix: prefix.isEmpty ? nil : prefix, category: category, advice: advice)
    } else if let advice = Self.advice(line) {
      self = .advice(advice)
    } else if line == "(" {
      self = .listOpen
    } else if line == ")" || line == ")," {
      self = .listClose
    } else if line.hasPrefix(Self.recovery) {
      self = .recovery(
        rest: String(line.dropFirst(Self.recovery.count)).trimmingCharacters(in: .whitespaces))
    } else if let (hint, complete) = Self.hint(line) {
      self = .hint(hint, complete: complete)
    } else if let complete = Self.isCutMethodsHint(line) {
      self = .methodsHint(headerPath: Self.headerPath(line), complete: complete)
    } else if let description = Self.description(line) {
      self = description
    } else {
      self = .other
    }
  }

  /// Whether what follows the headline text is what UIKit prints there.
  ///
  /// That is nothing, a period, or the advice pasted onto the same line. A sentence that quotes the headline is not one.
  private static func endsHeadline(_ rest: Substring) -> Bool {
    let tail = rest.drop { $0 == "." }.trimmingCharacters(in: .whitespaces)
    return tail.isEmpty || tail == "`" || advice(tail) != nil
  }

  private static func advice(_ line: String) -> Advice? {
    guard adviceStarts.contains(where: { line.hasPrefix($0) }) else { return nil }
    return Advice(
      isOneLine: line.hasPrefix(adviceStarts[0]) && line.contains("(1)"),
      hasNote: line.contains("(Note: If you're seeing"))
  }

  private static func hint(_ line: String) -> (ConsoleLogTrailer.Hint, Bool)? {
    if let complete = isCut(line, of: symbolicHint) { return (.symbolicBreakpoint, complete) }
    if let complete = isCut(line, of: exceptionHint) { return (.objcExceptionThrow, complete) }
    return nil
  }

  /// `true` when the line is `full`, `false` when it is a cut-off start of it (at least 12
  /// characters, with or without a trailing `...`), `nil` otherwise.
  private static func isCut(_ line: String, of full: String) -> Bool? {
    if line.hasPrefix(full) { return true }
    var start = Substring(line)
    while start.hasSuffix(".") || start.hasSuffix("…") { start = start.dropLast() }
    guard start.count >= 12, full.hasPrefix(start) else { return nil }
    return false
  }

  /// Like ``isCut(_:of:)`` for the methods line, whose middle (the header path) varies.
  private static func isCutMethodsHint(_ line: String) -> Bool? {
    if line.hasPrefix(methodsHint) { return line.hasSuffix("may also be helpful.") }
    return isCut(line, of: methodsHint).map { _ in false }
  }

  /// The header path of the methods hint: `UIKit/UIView.h` in `… listed in <UIKit/UIView.h> …`.
  private static func headerPath(_ line: String) -> String? {
    guard let open = line.firstIndex(of: "<"),
      let close = line[open...].firstIndex(of: ">")
    else { return nil }
    return String(line[line.index(after: open)..<close])
  }

  /// A quoted list line `"<…>",`, a bare `<…>`, or the start of one that was cut off.
  private static func description(_ line: String) -> LogLine? {
    var text = Substring(line)
    if text.hasSuffix(",") { text = text.dropLast().drop { $0 == " " } }
    while text.hasSuffix(" ") { text = text.dropLast() }
    var quoted = false
    if text.hasPrefix("\"") {
      text = text.dropFirst()
      quoted = true
    }
    guard text.hasPrefix("<"), let next = text.dropFirst().first,
      next.isLetter || next == "_"
    else { return nil }
    if quoted {
      guard text.hasSuffix("\"") else { return .truncatedConstraint(unescape(text)) }
      text = text.dropLast()
    }
    guard text.hasSuffix(">") else { return .truncatedConstraint(unescape(text)) }
    return .constraint(unescape(text))
  }

  /// Undoes NSArray's description escapes: `\"`, `\\` and `\U00e9`.
  static func unescape(_ text: Substring) -> String {
    guard text.contains("\\") else { return String(text) }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "\\", next < text.endIndex else {
        result.append(character)
        index = next
        continue
      }
      let escaped = text[next]
      if escaped == "U" || escaped == "u",
        let end = text.index(next, offsetBy: 5, limitedBy: text.endIndex),
        let code = UInt32(text[text.index(after: next)..<end], radix: 16),
        let scalar = Unicode.Scalar(code)
      {
        result.unicodeScalars.append(scalar)
        index = end
      } else {
        result.append(escaped)
        index = text.index(after: next)
      }
    }
    return result
  }
}
