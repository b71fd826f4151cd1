/// Splits console text into logs and reads each one, line by line (E8).
///
/// A state machine over classified lines (``LogLine``): a headline or a `(` with no log open
/// starts a log; the list, the recovery line and the broken constraint follow; the debugger hint
/// ends it. What a line means depends on where it comes: a description in the list is a member
/// of the set, the one after the recovery line is UIKit's choice. Anything unexpected becomes a
/// diagnostic naming the line and what was expected there, never a crash.
struct LogScanner {
  private enum State {
    /// Between logs.
    case outside
    /// After a headline or advice, before `(`.
    case header
    /// Inside `(` … `)`.
    case list
    /// After `)`, before "Will attempt to recover by breaking constraint".
    case afterList
    /// After the recovery line, before the broken constraint's description.
    case awaitingBroken
    /// After the broken constraint: the debugger hint may follow.
    case afterBroken
  }

  private var entries: [ConsoleLogEntry] = []
  private var current: ConsoleLogEntry?
  private var state = State.outside
  private var ignored: (first: Int, last: Int)?
  private var diagnostics: [ConsoleLogDiagnostic] = []
  private let parser = DescriptionParser()

  /// Reads every log in the text.
  mutating func scan(_ text: String) -> ConsoleLog {
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, raw) in lines.enumerated() {
      handle(LogLine(String(raw)), number: offset + 1)
    }
    finishEntry()
    flushIgnored()
    if entries.isEmpty {
      diagnostics.append(
        ConsoleLogDiagnostic(
          line: 1, lastLine: max(1, lines.count), severity: .error,
          message:
            "no console log found: expected a line 'Unable to simultaneously satisfy "
            + "constraints' or a '(' that opens a list of constraint descriptions (\"<…>\")"))
    }
    return ConsoleLog(entries: entries, diagnostics: diagnostics, lineCount: lines.count)
  }

  // MARK: One line

  private mutating func handle(_ line: LogLine, number: Int) {
    switch line {
    case .blank:
      return
    case .headline(let prefix, let category, let advice):
      startEntry(
        at: number,
        header: ConsoleLogHeader(
          kind: .headlineOnly, line: number, prefix: prefix,
          hasLayoutConstraintsCategory: category))
      if let advice { apply(advice) }
      state = .header
    case .advice(let advice):
      if state != .header {
        startEntry(at: number, header: ConsoleLogHeader(kind: .missing))
        note(number, .note, Self.noHeadline + "; read from its advice lines")
        state = .header
      }
      apply(advice)
      consume(number)
    case .listOpen:
      openList(at: number)
    case .listClose:
      guard state == .list else { return other(number) }
      state = .afterList
      consume(number)
    case .constraint(let text):
      constraint(text, at: number)
    case .truncatedConstraint(let text):
      truncated(text, at: number)
    case .recovery(let rest):
      recovery(rest, at: number)
    case .hint(let hint, let complete):
      guard trailerMayFollow else { return other(number) }
      current?.trailer.hint = hint
      current?.trailer.isComplete = complete
      trailerLine(at: number)
    case .methodsHint(let path, let complete):
      guard trailerMayFollow else { return other(number) }
      let hasHint = current?.trailer.hint != ConsoleLogTrailer.Hint.none
      current?.trailer.headerPath = path
      current?.trailer.isComplete = complete && hasHint
      trailerLine(at: number)
    case .other:
      other(number)
    }
  }

  private var trailerMayFollow: Bool {
    current != nil && [.afterBroken, .awaitingBroken, .afterList].contains(state)
  }

  private mutating func trailerLine(at number: Int) {
    if state == .awaitingBroken {
      note(number, .error, "expected the broken constraint's description (\"<…>\") here")
    } else if state == .afterList {
      note(
        number, .error,
        "expected 'Will attempt to recover by breaking constraint' and the broken constraint "
          + "before the debugger hint")
    }
    state = .afterBroken
    consume(number)
  }

  private mutating func openList(at number: Int) {
    switch state {
    case .header:
      break
    case .list:
      return other(number)
    case .outside, .afterBroken, .afterList, .awaitingBroken:
      startEntry(at: number, header: ConsoleLogHeader(kind: .missing))
      note(number, .note, Self.noHeadline + "; read from its constraint list")
    }
    state = .list
    consume(number)
  }

  private mutating func constraint(_ text: String, at number: Int) {
    switch state {
    case .list:
      append(text, at: number)
    case .header:
      note(number, .warning, "expected '(' before the first constraint description")
      state = .list
      append(text, at: number)
    case .awaitingBroken:
      readBroken(text, at: number)
    case .outside, .afterBroken:
      // A description outside a log starts one only if it reads as a constraint: console
      // output such as `<UIView: 0x…; frame = …>` is not a log.
      guard (try? parser.parse(text, line: number)) != nil else { return other(number) }
      startEntry(at: number, header: ConsoleLogHeader(kind: .missing))
      note(
        number, .warning,
        Self.noHeadline + " and no '(' before its first constraint description")
      state = .list
      append(text, at: number)
    case .afterList:
      note(
        number, .warning,
        "expected 'Will attempt to recover by breaking constraint' before this description; "
          + "ignored")
      consume(number)
    }
  }

  private mutating func truncated(_ text: String, at number: Int) {
    switch state {
    case .list, .header:
      state = .list
      current?.unreadableLines.append(number)
      note(
        number, .error,
        "the constraint description is cut off: expected it to end with '>\"' (read: "
          + "\(Self.excerpt(text)))")
      consume(number)
    case .awaitingBroken:
      note(
        number, .error,
        "the broken constraint's description is cut off: expected it to end with '>'")
      state = .afterBroken
      consume(number)
    case .outside, .afterBroken, .afterList:
      other(number)
    }
  }

  private mutating func recovery(_ rest: String, at number: Int) {
    switch state {
    case .afterList:
      break
    case .list:
      note(number, .error, "expected ')' to close the constraint list before this line")
    case .header:
      note(number, .error, "expected a constraint list ('(' … ')') before this line")
    case .outside, .afterBroken, .awaitingBroken:
      startEntry(at: number, header: ConsoleLogHeader(kind: .missing))
      note(number, .error, "expected a constraint list ('(' … ')') before this line")
    }
    consume(number)
    state = .awaitingBroken
    if case .constraint(let text) = LogLine(rest) {
      readBroken(text, at: number)
    }
  }

  private mutating func other(_ number: Int) {
    switch state {
    case .outside:
      ignore(number)
    case .afterBroken:
      // The log ended with its broken constraint; this is other console output.
      finishEntry()
      ignore(number)
    case .list:
      note(
        number, .error,
        "expected a constraint description (\"<…>\",) or ')' that closes the list; this line "
          + "could not be read")
      consume(number)
    case .header:
      note(
        number, .warning,
        "expected the advice lines or '(' that opens the constraint list; ignored")
      consume(number)
    case .afterList:
      note(
        number, .warning,
        "expected 'Will attempt to recover by breaking constraint'; ignored")
      consume(number)
    case .awaitingBroken:
      note(number, .error, "expected the broken constraint's description (\"<…>\") here")
      state = .afterBroken
      consume(number)
    }
  }

  // MARK: Entries

  private mutating func startEntry(at number: Int, header: ConsoleLogHeader) {
    finishEntry()
    flushIgnored()
    current = ConsoleLogEntry(firstLine: number, header: header)
  }

  private mutating func apply(_ advice: LogLine.Advice) {
    guard var header = current?.header else { return }
    if header.kind != .missing {
      header.kind = advice.isOneLine || header.kind == .oneLine ? .oneLine : .multiLine
    }
    header.hasAutoresizingNote = header.hasAutoresizingNote || advice.hasNote
    current?.header = header
  }

  private mutating func append(_ text: String, at number: Int) {
    consume(number)
    do {
      let constraint = try parser.parse(text, line: number)
      if current?.constraints.contains(where: { $0.address == constraint.address }) == true {
        note(
          number, .warning,
          "constraint \(constraint.address) is listed twice; both are kept, in order")
      }
      current?.constraints.append(constraint)
      for warning in parser.warnings(for: constraint) {
        note(number, .warning, warning)
      }
    } catch {
      current?.unreadableLines.append(number)
      note(number, .error, "this constraint description could not be read: \(error)")
    }
  }

  private mutating func readBroken(_ text: String, at number: Int) {
    consume(number)
    state = .afterBroken
    do {
      current?.broken = try parser.parse(text, line: number)
    } catch {
      note(number, .error, "the broken constraint's description could not be read: \(error)")
    }
  }

  private mutating func consume(_ number: Int) {
    current?.lastLine = number
  }

  private mutating func note(_ line: Int, _ severity: ConsoleLogDiagnostic.Severity, _ text: String)
  {
    current?.diagnostics.append(
      ConsoleLogDiagnostic(line: line, severity: severity, message: text))
  }

  private mutating func finishEntry() {
    guard var entry = current else { return }
    let end = entry.lastLine
    func add(_ severity: ConsoleLogDiagnostic.Severity, _ text: String) {
      entry.diagnostics.append(ConsoleLogDiagnostic(line: end, severity: severity, message: text))
    }
    switch state {
    case .header:
      add(.error, "the log ends after its header: expected '(' and the constraint list")
    case .list:
      add(.error, "the constraint list is cut off: expected more descriptions or ')'")
    case .afterList:
      add(
        .error,
        "the log ends after its list: expected 'Will attempt to recover by breaking constraint' "
          + "and the broken constraint, so UIKit's choice is unknown")
    case .awaitingBroken:
      add(.error, "the log ends before the broken constraint's description")
    case .afterBroken:
      if entry.trailer.hint == .none && entry.broken != nil {
        add(.note, "the log ends after the broken constraint, without the debugger hint lines")
      }
    case .outside:
      break
    }
    if let broken = entry.broken {
      entry.brokenIndex = entry.constraints.firstIndex { $0.address == broken.address }
      if entry.brokenIndex == nil {
        entry.diagnostics.append(
          ConsoleLogDiagnostic(
            line: broken.line, severity: .warning,
            message: "the broken constraint \(broken.address) is not in the printed list"))
      }
    }
    if entry.constraints.isEmpty && entry.unreadableLines.isEmpty {
      add(.error, "the log lists no constraints")
    }
    entry.diagnostics.sort { ($0.line, $0.severity) < ($1.line, $1.severity) }
    entries.append(entry)
    current = nil
    state = .outside
  }

  private mutating func ignore(_ number: Int) {
    if let run = ignored {
      ignored = (run.first, number)
    } else {
      ignored = (number, number)
    }
  }

  private mutating func flushIgnored() {
    guard let run = ignored else { return }
    diagnostics.append(
      ConsoleLogDiagnostic(
        line: run.first, lastLine: run.last, severity: .note,
        message: "not part of an 'Unable to simultaneously satisfy constraints' log; ignored"))
    ignored = nil
  }

  private static let noHeadline =
    "the log has no 'Unable to simultaneously satisfy constraints' headline"

  /// The first 60 characters of a line, for messages.
  static func excerpt(_ text: String) -> String {
    text.count > 60 ? "'\(text.prefix(59))…'" : "'\(text)'"
  }
}
