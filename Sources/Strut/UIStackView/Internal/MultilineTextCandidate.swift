import Foundation

/// A view that may wrap its text over several lines, such as a label whose `numberOfLines` is
/// not 1: a horizontal stack view gives each such arranged view a
/// `UISV-text-width-disambiguation` constraint (S10).
///
/// Internal: views in other modules cannot adopt it, as UIKit's private check cannot be
/// answered by app views. UILabel adopts it when it lands.
protocol MultilineTextCandidate: UIView {
  /// Whether the view currently wraps text over several lines.
  var isMultilineTextCandidate: Bool { get }
}
