import Foundation
import Strut

/// Emulates `alignmentRectInsets` for the controls whose frames extend beyond the rectangle
/// Auto Layout aligns, since Strut lays out frames.
///
/// A UISwitch's frame is 2 points wider, on the right, than its alignment rectangle: in every
/// corpus file (Xcode 7 to 26) a switch pinned to a trailing edge with constant c stands c − 2
/// from it, while its leading, top and center pins hold exactly. A UISlider's frame extends 2
/// points left and right and 1 point below its alignment rectangle, through Xcode 16 (27 pins
/// in 5 files; none in Xcode 26 files). A UISegmentedControl's frame extends 1 point below its
/// alignment rectangle: in each vertical stack of the corpus that holds one (three files, Xcode
/// 11 to 15), the next view starts 1 point above the control's stored bottom, and a table cell
/// holding one adds up to its 11-point margins only that way; Xcode 7's 29-point controls
/// agree too. A bar-style UIProgressView's frame extends 1 point below its alignment rectangle
/// too: held 10 and 5 points tall it is stored 11 and 6, and unheld, last in a vertical stack,
/// its 2.5-point frame ends a point past the stack (three files, Xcode 13 to 14).
///
/// The importer lays such a view out by its alignment rectangle: the view's Strut frame is the
/// stored frame inset by these insets, its intrinsic size is the alignment rectangle's, and
/// every constraint, including a stack view's, acts on it as UIKit's do. Frame comparison
/// outsets the solved rectangle again before comparing it with the stored frame.
enum AlignmentInsets {
  /// The insets of an element (top, left, bottom, right), in points, for the era that saved
  /// the file; `nil` for elements laid out by their frames.
  static func insets(_ element: IBElement, _ era: ToolsEra) -> UIEdgeInsets? {
    switch element.name {
    case "switch": UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider" where era < .xcode26: UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case "segmentedControl": UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    case "progressView" where era >= .xcode12 && element["progressViewStyle"] == "bar":
      UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    default: nil
    }
  }

  /// A size made smaller by insets, keeping "no intrinsic metric" axes as they are.
  static func inset(_ size: CGSize, by insets: UIEdgeInsets) -> CGSize {
    let none = UIView.noIntrinsicMetric
    return CGSize(
      width: size.width == none ? none : size.width - insets.left - insets.right,
      height: size.height == none ? none : size.height - insets.top - insets.bottom)
  }

  /// The frame around an alignment rectangle.
  static func frame(around rect: CGRect, insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: rect.minX - insets.left, y: rect.minY - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }
}
