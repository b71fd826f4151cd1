/// The hint lines a console log ends with, after the broken constraint (E8).
///
/// iOS 7 prints "Break on objc_exception_throw to catch this in the debugger."; later versions
/// "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints…". The header path in
/// the second line, `<UIKit/UIView.h>` or `<UIKitCore/UIView.h>` (iOS 12 and later), dates a log.
/// Pasted logs are often cut off here; that loses nothing the analysis needs.
public struct ConsoleLogTrailer: Hashable, Sendable {
  /// Which debugger hint the log prints.
  public enum Hint: String, Hashable, Sendable {
    /// No hint line: the log ends after the broken constraint.
    case none
    /// "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints…".
    case symbolicBreakpoint
    /// "Break on objc_exception_throw…" (iOS 7 era).
    case objcExceptionThrow
  }

  /// Which debugger hint the log prints.
  public var hint: Hint
  /// The header the second hint line names: `UIKit/UIView.h` or `UIKitCore/UIView.h`.
  public var headerPath: String?
  /// Whether both hint lines are there in full.
  public var isComplete: Bool

  /// Creates a trailer description.
  ///
  /// - Parameters:
  ///   - hint: Which debugger hint the log prints.
  ///   - headerPath: The header the second line names, if it is there.
  ///   - isComplete: Whether both lines are there in full.
  public init(hint: Hint = .none, headerPath: String? = nil, isComplete: Bool = false) {
    self.hint = hint
    self.headerPath = headerPath
    self.isComplete = isComplete
  }
}
