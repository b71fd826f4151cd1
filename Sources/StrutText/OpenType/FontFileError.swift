/// An error that says why a font file could not be read, and where.
///
/// Every check in the reader that fails throws one of these instead of trapping, so a damaged or
/// hostile font costs a caller an error, never the process.
///
///     "font file: table 'cmap' at byte 1234: subtable runs past the end of the table"
public struct FontFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The four-character tag of the table being read, such as `"cmap"`; `nil` for the file header.
  public var table: String?

  /// The byte offset, counted from the start of the file, of the data that was wrong.
  public var offset: Int

  /// What was wrong, in words.
  public var reason: String

  /// Creates an error for the data at `offset` in `table`.
  ///
  /// - Parameters:
  ///   - table: The table's tag, or `nil` for the file header and table directory.
  ///   - offset: The byte offset from the start of the file.
  ///   - reason: What was wrong.
  public init(table: String?, offset: Int, reason: String) {
    self.table = table
    self.offset = offset
    self.reason = reason
  }

  /// The error in one line: the table, the byte offset and the reason.
  public var description: String {
    if let table {
      return "font file: table '\(table)' at byte \(offset): \(reason)"
    }
    return "font file: at byte \(offset): \(reason)"
  }
}
