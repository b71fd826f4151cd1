extension StrutLog {
  /// Logs the reason of an exception UIKit would raise, and that Strut left the state unchanged.
  ///
  /// The format is `Name: reason (UIKit raises here; Strut left <state> unchanged)`, so UIKit's
  /// reason can be matched verbatim.
  static func uikitException(_ name: String, reason: String, unchanged state: String) {
    log("\(name): \(reason) (UIKit raises here; Strut left \(state) unchanged)")
  }

  /// Logs a Strut-only warning, for bad input UIKit does not check.
  static func strutWarning(_ message: String) {
    log("Strut: \(message)")
  }
}
