import Foundation

/// A control for choosing a date or a time: UIKit's `UIDatePicker`, for layout.
///
/// With the wheels style its intrinsic content size is the picker wheel's, 320 × 216 points. The
/// compact and inline styles of iOS 14 size themselves to their text, which Strut does not
/// measure yet: they report no intrinsic size.
open class UIDatePicker: UIView {
  /// What the picker chooses.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time = 0
    /// A date.
    case date = 1
    /// A date and a time.
    case dateAndTime = 2
    /// A duration, in hours and minutes.
    case countDownTimer = 3
  }

  /// How the picker is shown.
  public enum Style: Int, Sendable {
    /// The system's choice for the platform and mode.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact button that opens an editor.
    case compact = 2
    /// An inline calendar or time editor.
    case inline = 3
  }

  /// What the picker chooses; defaults to ``Mode-swift.enum/dateAndTime``.
  open var datePickerMode: Mode = .dateAndTime

  /// The style asked for; defaults to ``Style-swift.enum/automatic``.
  open var preferredDatePickerStyle: Style = .automatic {
    didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// 320 × 216 points with the wheels style (and, before iOS 14, for every picker); none
  /// otherwise.
  open override var intrinsicContentSize: CGSize {
    guard preferredDatePickerStyle == .wheels else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return CGSize(width: 320, height: 216)
  }
}
