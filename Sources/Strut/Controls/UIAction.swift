import Foundation

/// An action a control runs: a title and a handler.
///
/// Linux has no Objective-C selectors, so closures are the way to attach behaviour.
open class UIAction: NSObject, @unchecked Sendable {
  /// The action's title.
  public let title: String
  /// The code run.
  public let handler: (UIAction) -> Void

  /// An action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - handler: The code to run.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}
