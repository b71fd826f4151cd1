import Foundation

/// A value guarded by a lock, so that it can be shared between tasks.
///
/// `NSLock` rather than `Mutex` from the Synchronization module: `Mutex` needs macOS 15 / iOS 18
/// on Apple platforms and the package declares no minimum platform.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) {
    storage = value
  }

  var value: Value {
    get { lock.withLock { storage } }
    set { lock.withLock { storage = newValue } }
  }

  /// Changes the value in place while holding the lock.
  func mutate(_ body: (inout Value) -> Void) {
    lock.withLock { body(&storage) }
  }
}

/// The messages captured by one `StrutLog.capture(_:)` call.
final class MessageCollector: Sendable {
  /// The collector of the innermost capture running in the current task.
  @TaskLocal static var current: MessageCollector?

  private let stored = LockedValue<[String]>([])

  var messages: [String] { stored.value }

  func append(_ message: String) {
    stored.mutate { $0.append(message) }
  }
}
