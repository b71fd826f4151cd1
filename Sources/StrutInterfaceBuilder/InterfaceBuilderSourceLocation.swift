/// A position in an Interface Builder file: the path, and the line and column where an element's
/// tag starts.
///
/// Lines and columns count from 1; columns count characters, as editors do, so
/// `Main.storyboard:57:13` opens on the `<` of the element. Locations order by path, then line,
/// then column, which is the order diagnostics are printed in.
///
///     let location = document.location(of: constraint)
///     location?.description   // "Main.storyboard:57:13"
public struct InterfaceBuilderSourceLocation: Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The file's path, as given to the document.
  public var path: String

  /// The line, counting from 1.
  public var line: Int

  /// The column of the tag's `<`, in characters, counting from 1.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - line: The line, counting from 1.
  ///   - column: The column, in characters, counting from 1.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the form compilers and editors understand.
  public var description: String {
    "\(path):\(line):\(column)"
  }

  /// Orders locations by path, then line, then column.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}
