/// The output formats of `strut log`: the doctor's text and JSON.
public enum ConsoleLogFormat: String, CaseIterable, Hashable, Sendable {
  /// Readable in a terminal.
  case text
  /// Sorted keys, stable across runs, for tools.
  case json
}
