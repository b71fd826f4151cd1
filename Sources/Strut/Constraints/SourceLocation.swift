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
  public var fileID: String {
    get {
      switch file {
      case .literal(let literal): literal.description
      case .text(let text): text
      }
    }
    set { file = .text(newValue) }
  }

  /// The line in the file, counting from 1.
  public var line: Int

  /// The column, counting from 1, when known: Interface Builder files have one, Swift call sites
  /// do not.
  public var column: Int?

  /// The file as it came: a `#fileID` literal stays one until it is read, since every
  /// constraint made in code carries one and most are never printed.
  private var file: File

  private enum File: Sendable {
    case literal(StaticString)
    case text(String)
  }

  /// Creates a location from a `#fileID` and a line number.
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` spells it: `Module/File.swift`.
  ///   - line: The line in the file, counting from 1.
  ///   - column: The column, counting from 1, if known.
  public init(fileID: String, line: Int, column: Int? = nil) {
    file = .text(fileID)
    self.line = line
    self.column = column
  }

  /// Creates a location from the literals a defaulted `file: StaticString = #fileID, line: UInt =
  /// #line` parameter pair receives.
  init(file: StaticString, line: UInt) {
    self.file = .literal(file)
    self.line = Int(line)
  }

  /// Two locations are equal when their file, line and column are, however the file came.
  public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID == rhs.fileID
  }

  /// Hashes the file, line and column.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
    hasher.combine(column)
  }

  /// The file's name without its module or folder, a colon and the line (and column):
  /// `File.swift:42`, `Main.storyboard:120:13`.
  public var description: String {
    let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return column.map { "\(fileName):\(line):\($0)" } ?? "\(fileName):\(line)"
  }
}
