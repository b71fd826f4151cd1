import Foundation

/// A constraint the engine makes from a view's autoresizing mask (uikit-semantics.md E10).
///
/// UIKit makes these for every view whose `translatesAutoresizingMaskIntoConstraints` is true;
/// they print with the mask as `h=--& v=--&`.
open class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
  /// A log's autoresizing constraint, rebuilt as it printed, places its item in its superview's
  /// coordinates; the engine's own, made from a frame, are written in the root's.
  package override var measuresFromSuperview: Bool { !isGenerated }
}

/// A view's intrinsic content size on one axis, as the engine holds it (C1).
///
/// It stands for two solver constraints, `size <= value @hugging` and
/// `size >= value @compression resistance`, and prints as
/// `UILabel:0x….width == 120 Hug:250 CompressionResistance:750`.
open class NSContentSizeLayoutConstraint: NSLayoutConstraint {}
