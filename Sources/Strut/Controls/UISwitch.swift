import Foundation

/// An on/off switch: a fixed 51 × 31 points, hugging at 750 (uikit-semantics.md C3, C4).
///
/// 51 × 31 is the switch of iOS 7 through iOS 18; iOS 26's is 63 × 28 (ib-format.md §0).
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false

  /// A switch; its frame's size is ignored, as on iOS.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    horizontalContentHugging = .defaultHigh
    verticalContentHugging = .defaultHigh
  }

  /// Makes a switch from an archive; Strut has none, so this fails.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static let size = CGSize(width: 51, height: 31)

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { UISwitch.size }

  /// 51 × 31, whatever the size offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }
}
