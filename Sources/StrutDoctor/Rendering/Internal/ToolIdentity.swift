/// How the doctor names itself in machine-read reports (SARIF's `tool.driver`).
enum ToolIdentity {
  /// The tool's name, as the command is spelled.
  static let name = "strut"

  /// The tool's version; keep it equal to the version `strut --version` prints.
  static let semanticVersion = "0.1.0"

  /// Where the project lives, as the absolute URI SARIF wants here and in each `helpUri`.
  ///
  /// The project has no published home yet; this is the one place to change when it does, and
  /// the SARIF golden file changes with it.
  static let informationURI = "https://github.com/strut-layout/strut"

  /// The absolute URI of a rule's guide page, in the repository on its main branch.
  static func helpURI(for rule: Rule) -> String {
    "\(informationURI)/blob/main/\(rule.guidePath)"
  }
}
