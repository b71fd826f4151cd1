import Foundation

/// A view that responds to touches and places its content inside its frame: the base of
/// buttons, switches and text fields.
open class UIControl: UIView {
  /// Where content narrower than the control sits horizontally.
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// In the middle (the default).
    case center = 0
    /// At the left edge.
    case left = 1
    /// At the right edge.
    case right = 2
    /// Stretched to the full width.
    case fill = 3
    /// At the leading edge of the layout direction.
    case leading = 4
    /// At the trailing edge of the layout direction.
    case trailing = 5
  }

  /// Where content shorter than the control sits vertically.
  public enum ContentVerticalAlignment: Int, Sendable {
    /// In the middle (the default).
    case center = 0
    /// At the top.
    case top = 1
    /// At the bottom.
    case bottom = 2
    /// Stretched to the full height.
    case fill = 3
  }

  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No flags: the normal state.
    public static let normal = State([])
    /// Touched down.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  // Stored properties skip the runtime's exclusivity check, as `UIView`'s do (see its storage).
  /// Where content sits horizontally; centred by default.
  @exclusivity(unchecked) open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  {
    didSet { setNeedsLayout() }
  }
  /// Where content sits vertically; centred by default.
  @exclusivity(unchecked) open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// Whether the control is enabled.
  @exclusivity(unchecked) open var isEnabled = true
  /// Whether the control is selected.
  @exclusivity(unchecked) open var isSelected = false
  /// Whether the control is highlighted.
  @exclusivity(unchecked) open var isHighlighted = false

  /// The control's state.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The horizontal alignment with leading and trailing resolved for the layout direction.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }

  /// Places content of a size inside a rect by the control's alignments.
  func align(_ size: CGSize, in rect: CGRect) -> CGRect {
    var frame = CGRect(origin: rect.origin, size: size)
    switch effectiveContentHorizontalAlignment {
    case .left, .leading: break
    case .right, .trailing: frame.origin.x = rect.maxX - size.width
    case .fill: frame.size.width = rect.width
    case .center: frame.origin.x = rect.minX + (rect.width - size.width) / 2
    }
    switch contentVerticalAlignment {
    case .top: break
    case .bottom: frame.origin.y = rect.maxY - size.height
    case .fill: frame.size.height = rect.height
    case .center: frame.origin.y = rect.minY + (rect.height - size.height) / 2
    }
    return frame
  }
}
