/// The formats a ``Report`` renders to, one for each place a report is read (issue #7, Output).
///
/// The raw values are the names the command line accepts (`--format sarif`). Every format is
/// deterministic: the same report gives the same bytes on every run and every machine, so
/// outputs can be diffed, cached and checked in as golden files.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// Plain text for a terminal, in the style of DocC's and rustc's diagnostics: a header with
  /// counts, then each finding with its location, view, details and fix-its.
  case text
  /// Compiler diagnostics that Xcode and most editors turn into clickable issues:
  /// `path:line:col: warning: message [rule-id]`, with notes for related places and fix-its.
  case xcode
  /// GitHub Actions workflow commands (`::warning file=…,line=…::message`) that become
  /// annotations on a pull request's diff.
  case github
  /// SARIF 2.1.0, the exchange format of static analysers, for GitHub code scanning and IDEs.
  case sarif
  /// The report itself as JSON, for scripts: the `Report` value's `Codable` form, keys sorted.
  case json
}
