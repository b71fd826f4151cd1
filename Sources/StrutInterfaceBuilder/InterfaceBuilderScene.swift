import Foundation

/// A scene of a storyboard, or a top-level object of a xib, with the roots found in it.
///
/// A view controller scene usually has one root (the controller's view) and one more per
/// prototype cell; a navigation controller scene has its bars.
public struct InterfaceBuilderScene {
  /// The `sceneID` in a storyboard; `nil` in a xib.
  public let id: String?

  /// A name for messages: the controller's custom class, its storyboard identifier, its
  /// `userLabel` or its element name.
  public let name: String

  /// Where the scene (or the xib's object) starts.
  public let location: InterfaceBuilderSourceLocation

  /// The roots found in the scene, in document order.
  public let roots: [InterfaceBuilderRoot]
}
