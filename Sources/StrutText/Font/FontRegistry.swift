import Foundation

/// The font files registered for measuring, by PostScript name and family (process-wide).
///
/// `UIFont.registerFont(at:)` and `UIFont(name:size:)` use it. Register the real San Francisco
/// (or any font a layout names) to measure with it instead of Strut's built-in system face.
public enum FontRegistry {
  private static let storage = LockedFaces()

  /// Reads a font file (`.ttf`, `.otf`, or every face of a `.ttc`) and registers its faces.
  ///
  /// - Parameter url: The file.
  /// - Returns: The PostScript names registered, in file order.
  /// - Throws: ``FontFileError`` when the file is malformed; nothing is registered then.
  @discardableResult
  public static func register(contentsOf url: URL) throws -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw FontFileError(
        table: nil, offset: 0, reason: "cannot read \(url.path): \(error.localizedDescription)")
    }
    let count = try OpenTypeFont.faceCount(in: data)
    let faces = try (0..<count).map { FontFace(try OpenTypeFont(data: data, faceIndex: $0)) }
    storage.add(faces)
    return faces.map(\.postScriptName)
  }

  /// Registers a face already read.
  ///
  /// - Parameter face: The face; a face with the same PostScript name is replaced.
  public static func register(_ face: FontFace) {
    storage.add([face])
  }

  /// The face with a PostScript name (`Inter-Bold`) or, failing that, the regular face of a
  /// family (`Inter`).
  ///
  /// - Parameter name: The name.
  /// - Returns: The face, or `nil` when none is registered under that name.
  public static func face(named name: String) -> FontFace? {
    storage.face(named: name)
  }

  /// Forgets every registered face.
  public static func removeAll() {
    storage.removeAll()
  }
}

/// The registry's faces behind a lock, in registration order.
private final class LockedFaces: @unchecked Sendable {
  private let lock = NSLock()
  private var faces: [FontFace] = []

  func add(_ added: [FontFace]) {
    lock.lock()
    defer { lock.unlock() }
    for face in added {
      faces.removeAll { $0.postScriptName == face.postScriptName }
      faces.append(face)
    }
  }

  func face(named name: String) -> FontFace? {
    lock.lock()
    defer { lock.unlock() }
    if let exact = faces.last(where: { $0.postScriptName == name }) { return exact }
    // A family name picks its upright face nearest to regular, the first registered on a tie.
    let family = faces.enumerated().filter { $0.element.familyName == name }
    return family.min { first, second in
      (first.element.isItalic ? 1 : 0, abs(first.element.weightClass - 400), first.offset)
        < (second.element.isItalic ? 1 : 0, abs(second.element.weightClass - 400), second.offset)
    }?.element
  }

  func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    faces.removeAll()
  }
}
