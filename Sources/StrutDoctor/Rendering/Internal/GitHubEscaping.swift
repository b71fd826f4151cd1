/// The escaping GitHub Actions requires in workflow commands, as `@actions/core`'s
/// `command.ts` does it (`escapeData` and `escapeProperty`).
///
/// Without it a `%` or line break in a message, or a `,` or `:` in a path, would end the
/// command early or be read as the start of another property.
enum GitHubEscaping {
  /// Escapes a command's message, after `::`: `%`, carriage returns and line feeds.
  static func data(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Escapes a property's value, such as `file=` or `title=`: what ``data(_:)`` escapes, and
  /// `:` and `,`, which separate the command from its properties and properties from each
  /// other.
  static func property(_ text: String) -> String {
    var escaped = ""
    for scalar in data(text).unicodeScalars {
      switch scalar {
      case ":": escaped += "%3A"
      case ",": escaped += "%2C"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
