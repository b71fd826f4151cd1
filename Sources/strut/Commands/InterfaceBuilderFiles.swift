import Foundation

/// The `.xib` and `.storyboard` files under some paths, found recursively, sorted by path.
enum InterfaceBuilderFiles {
  struct Missing: Error, CustomStringConvertible {
    let path: String
    var description: String { "no such file or folder: '\(path)'" }
  }

  static func find(in paths: [String]) throws -> [URL] {
    var found: [URL] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw Missing(path: path)
      }
      let url = URL(fileURLWithPath: path)
      if !isFolder.boolValue {
        found.append(url)
        continue
      }
      let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let next = enumerator?.nextObject() as? URL {
        if ["xib", "storyboard"].contains(next.pathExtension) { found.append(next) }
      }
    }
    return Array(Set(found.map(\.standardizedFileURL))).sorted { $0.path < $1.path }
  }
}
