import Foundation

/// One conflict the layout engine met: a mutually exclusive set of constraints, the one it broke,
/// and the console message it logged (Strut-only; uikit-semantics.md E6–E8).
///
/// UIKit reports conflicts only as console text. Strut keeps them as values too, so that tools
/// (the doctor, the log importer, tests) can read which constraints fought without parsing
/// the message.
public struct UnsatisfiableConstraints: CustomStringConvertible {
  /// The mutually exclusive set, in the order UIKit's message lists it.
  public let constraints: [NSLayoutConstraint]
  /// The constraint the engine broke to recover (E7), if any.
  public let broken: NSLayoutConstraint?
  /// UIKit's console message for this conflict, byte for byte (E8).
  public var message: String {
    UnsatisfiableConstraintsMessage(constraints: constraints, broken: broken).text
  }

  /// The console message.
  public var description: String { message }
}

extension UIView {
  /// The conflicts the layout engine of this view's root met, oldest first (Strut-only).
  ///
  /// Each entry was also logged to ``StrutLog`` as UIKit logs it. The list lives as long as the
  /// root's engine; a conflict is recorded when it happens, so re-running a layout that stays
  /// conflicted does not add it again.
  public var unsatisfiableConstraints: [UnsatisfiableConstraints] {
    var root = self
    while let superview = root.superview { root = superview }
    return root.engine?.conflicts ?? []
  }
}
