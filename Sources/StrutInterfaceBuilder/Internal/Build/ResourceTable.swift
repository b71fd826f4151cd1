import Foundation

/// The document-wide tables an element's layout may need: image sizes from `<resources>` and
/// IBDesignable sizes from `<designables>` (ib-format.md §7 imageView, §8).
struct ResourceTable {
  /// An image named in `<resources>`.
  struct Image {
    /// Its size in points.
    var size: CGSize
    /// Whether it is an SF Symbol (`catalog="system"`): its stored size is a nominal 128-point
    /// canvas, not what is drawn, which depends on the symbol configuration and font.
    var isSymbol: Bool
  }

  private(set) var images: [String: Image] = [:]
  /// The `intrinsicContentSize` Xcode's IBDesignable agent rendered, by view id.
  private(set) var designables: [String: CGSize] = [:]

  init(_ document: IBElement) {
    for resources in document.children(named: "resources") {
      for image in resources.children(named: "image") {
        guard let name = image["name"], let size = Self.size(image) else { continue }
        // A name may appear twice (one per catalog); the first entry wins, in document order.
        if images[name] == nil {
          images[name] = Image(size: size, isSymbol: image["catalog"] == "system")
        }
      }
    }
    for list in document.children(named: "designables") {
      for designable in list.children(named: "designable") {
        guard let id = designable["name"],
          let size = designable.child("size", key: "intrinsicContentSize").flatMap(Self.size)
        else { continue }
        designables[id] = size
      }
    }
  }

  /// The `width` and `height` attributes of an element, when both are numbers.
  static func size(_ element: IBElement) -> CGSize? {
    guard let width = element["width"].flatMap(Double.init),
      let height = element["height"].flatMap(Double.init)
    else { return nil }
    return CGSize(width: width, height: height)
  }
}
