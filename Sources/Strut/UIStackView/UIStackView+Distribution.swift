import Foundation

extension UIStackView {
  /// How a stack view shares its length along its axis among its arranged subviews.
  ///
  /// Raw values are UIKit's.
  public enum Distribution: Int, Sendable {
    /// The views fill the stack view; their content hugging and compression resistance decide
    /// who grows and who shrinks, and at equal priorities the view with the lower index in
    /// `arrangedSubviews` does (S4). The stack view adds no size constraints.
    case fill = 0
    /// The views fill the stack view and all have the length of the first visible one
    /// (`UISV-fill-equally`, S5).
    case fillEqually = 1
    /// The views fill the stack view, each in proportion to its intrinsic length
    /// (`UISV-fill-proportionally`, S6), including UIKit's error when the spacing is not 0:
    /// the last view absorbs the difference.
    case fillProportionally = 2
    /// The views keep their size and equal gaps, at least ``UIStackView/spacing`` wide, fill
    /// the rest (`UISV-distributing-edge`, S7).
    case equalSpacing = 3
    /// The views keep their size and their centers are equally spaced, while possible, with
    /// gaps of at least ``UIStackView/spacing`` (S8).
    case equalCentering = 4
  }
}
