/// Where in the source a constraint was made: a file and a line (Strut-only).
///
/// UIKit does not record where a constraint came from; Strut does, like SnapKit's `@File#line`,
/// so that conflict logs and the layout doctor can point at the line that made each constraint.
/// Every anchor factory and ``NSLayoutConstraint``'s item initializer fill it in from their
/// defaulted `file:` and `line:` parameters, so UIKit call sites record their location unchanged.
///
///     let width = view.widthAnchor.constraint(equalToConstant: 44)
///     width.sourceLocation?.description   // "CardView.swift:12"
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String

  /// The line in the file, counting from 1.
  public var line: Int

  /// The column, counting from 1, when known: Interface Builder files have one, Swift call sites
  /// do not.
  public var column: Int?

  /// Creates a location from a `#fileID` and a line number.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` spells it: `Module/File.swift`.
  ///   - line: The line in the file, counting from 1.
  ///   - column: The column, counting from 1, if known.
  public init(fileID: String, line: Int, column: Int? = nil) {
    self.fileID = fileID
    self.line = line
    self.column = column
  }

  /// Creates a location from the literals a defaulted `file: StaticString = #fileID, line: UInt =
  /// #line` parameter pair receives.
  init(file: StaticString, line: UInt) {
    self.init(fileID: file.description, line: Int(line))
  }

  /// The file's name without its module or folder, a colon and the line (and column):
  /// `File.swift:42`, `Main.storyboard:120:13`.
  public var description: String {
    let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return column.map { "\(fileName):\(line):\($0)" } ?? "\(fileName):\(line)"
  }
}
