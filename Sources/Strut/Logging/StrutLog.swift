import Foundation

/// Where Strut writes UIKit's console messages and its own warnings: a replaceable sink.
///
/// Where UIKit would raise an `NSException` (for example `addSubview(_:)` with the view itself),
/// Strut does not crash: it logs UIKit's reason here and leaves the state unchanged. Where UIKit
/// would print to the console, Strut prints the same text here. Messages go to standard error
/// unless ``handler`` is replaced.
///
///     let messages = StrutLog.messages { view.addSubview(view) }
///     // ["NSInvalidArgumentException: Can't add self as subview (UIKit raises here; …)"]
///
/// The handler is guarded by a lock, so any task may set it or log. Capturing is per task:
/// ``messages(during:)`` and ``capture(_:)`` collect only what the current task logs, so tests
/// running in parallel do not see each other's messages.
public enum StrutLog {
  /// A function that receives each logged message, without a trailing newline.
  public typealias Handler = @Sendable (String) -> Void

  /// The default handler: writes each message and a newline to standard error.
  public static let standardErrorHandler: Handler = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  private static let storedHandler = LockedValue<Handler>(standardErrorHandler)

  /// The function that receives every message not captured by ``capture(_:)``.
  ///
  /// Replace it to redirect Strut's output. Defaults to ``standardErrorHandler``.
  public static var handler: Handler {
    get { storedHandler.value }
    set { storedHandler.value = newValue }
  }

  /// Sends a message to the current task's capture, if there is one, or else to ``handler``.
  ///
  /// - Parameter message: The text to log, without a trailing newline.
  public static func log(_ message: String) {
    if let collector = MessageCollector.current {
      collector.append(message)
    } else {
      handler(message)
    }
  }

  /// Runs a closure and returns its result with the messages it logged, instead of passing them
  /// to ``handler``.
  ///
  /// Only messages logged by the current task (and child tasks it creates inside `body`) are
  /// captured. Captures nest: an inner capture takes the messages logged inside it.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The closure's result and the messages, in the order they were logged.
  public static func capture<Result>(
    _ body: () throws -> Result
  ) rethrows -> (result: Result, messages: [String]) {
    let collector = MessageCollector()
    let result = try MessageCollector.$current.withValue(collector) { try body() }
    return (result, collector.messages)
  }

  /// Runs a closure and returns the messages it logged, instead of passing them to ``handler``.
  ///
  /// - Parameter body: The code to run.
  /// - Returns: The messages, in the order they were logged.
  public static func messages(during body: () throws -> Void) rethrows -> [String] {
    try capture(body).messages
  }
}
