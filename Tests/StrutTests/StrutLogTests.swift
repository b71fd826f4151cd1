import Foundation
import Strut
import Testing

/// A thread-safe list of messages for a replaced handler.
private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []
  var messages: [String] { lock.withLock { stored } }
  func append(_ message: String) { lock.withLock { stored.append(message) } }
}

@Suite("StrutLog: the replaceable sink for UIKit's messages")
struct StrutLogTests {
  // Documented: capture returns the messages logged during the closure, in order, and the result.
  @Test func captureCollectsMessagesInOrder() {
    let (result, messages) = StrutLog.capture {
      StrutLog.log("one")
      StrutLog.log("two")
      return 42
    }
    #expect(result == 42)
    #expect(messages == ["one", "two"])
  }

  // Documented: nothing logged means no messages.
  @Test func captureOfQuietCodeIsEmpty() {
    #expect(StrutLog.messages {}.isEmpty)
  }

  // Documented: captures nest; the inner capture takes what is logged inside it.
  @Test func capturesNest() {
    var inner: [String] = []
    let outer = StrutLog.messages {
      StrutLog.log("outer")
      inner = StrutLog.messages { StrutLog.log("inner") }
    }
    #expect(outer == ["outer"])
    #expect(inner == ["inner"])
  }

  // Documented: captures are per task, so parallel tests do not see each other's messages.
  @Test func capturesArePerTask() async {
    await withTaskGroup(of: [String].self) { group in
      for index in 0..<8 {
        group.addTask {
          StrutLog.messages {
            for step in 0..<50 { StrutLog.log("\(index)-\(step)") }
          }
        }
      }
      for await messages in group {
        let prefix = messages.first.map { String($0.prefix { $0 != "-" }) } ?? "?"
        #expect(messages.count == 50)
        #expect(messages.allSatisfy { $0.hasPrefix(prefix + "-") })
      }
    }
  }

  // Documented: the handler is replaceable and receives messages that are not captured.
  @Test func replacedHandlerReceivesUncapturedMessages() {
    let received = Received()
    let original = StrutLog.handler
    StrutLog.handler = { message in received.append(message) }
    defer { StrutLog.handler = original }
    let marker = "handler-test-\(UUID().uuidString)"
    StrutLog.log(marker)
    #expect(received.messages.contains(marker))
  }

  // Documented: where UIKit raises, Strut logs UIKit's reason and leaves state unchanged.
  @Test func uikitExceptionsAreLoggedNotThrown() {
    let view = UIView()
    let messages = StrutLog.messages { view.addSubview(view) }
    #expect(messages.count == 1)
    #expect(messages[0].hasPrefix("NSInvalidArgumentException: Can't add self as subview"))
    #expect(view.subviews.isEmpty)
  }
}
