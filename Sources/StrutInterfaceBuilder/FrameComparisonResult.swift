import Foundation

/// One view's solved frame next to the frame Xcode stored.
public struct FrameComparisonResult: Hashable, Sendable {
  /// Whether a view was compared, and if not, why.
  public enum Status: Hashable, Sendable {
    /// Compared.
    case compared
    /// Skipped: the view or an ancestor is marked `misplaced="YES"`.
    case misplaced
    /// Skipped: the view or an ancestor is marked `ambiguous="YES"`.
    case ambiguous
    /// Skipped: the view, or an ancestor below the root, is a hidden arranged subview of a
    /// stack view, whose stored frame means nothing.
    case hiddenArranged
  }

  /// The element's IB id.
  public var id: String?

  /// The element's name, such as `label`.
  public var elementName: String

  /// The UIKit class the element names, such as `UILabel`.
  public var className: String

  /// Where the element starts.
  public var location: InterfaceBuilderSourceLocation

  /// The frame Xcode stored, in the superview's coordinates.
  public var storedFrame: CGRect

  /// The frame Strut solved, in the superview's coordinates.
  public var solvedFrame: CGRect

  /// Whether the view's frame depends on text (see ``FrameComparison``).
  public var isTextDependent: Bool

  /// Whether the view was compared.
  public var status: Status

  /// The largest difference between the two frames' x, y, width and height, in points.
  public var difference: CGFloat

  /// Whether the view was compared and the difference is within the tolerance.
  public var isWithinTolerance: Bool

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - id: The element's IB id.
  ///   - elementName: The element's name.
  ///   - className: The UIKit class the element names.
  ///   - location: Where the element starts.
  ///   - storedFrame: The frame Xcode stored.
  ///   - solvedFrame: The frame Strut solved.
  ///   - isTextDependent: Whether the frame depends on text.
  ///   - status: Whether the view was compared.
  ///   - tolerance: The agreement tolerance, in points.
  public init(
    id: String?, elementName: String, className: String,
    location: InterfaceBuilderSourceLocation, storedFrame: CGRect, solvedFrame: CGRect,
    isTextDependent: Bool, status: Status, tolerance: CGFloat
  ) {
    self.id = id
    self.elementName = elementName
    self.className = className
    self.location = location
    self.storedFrame = storedFrame
    self.solvedFrame = solvedFrame
    self.isTextDependent = isTextDependent
    self.status = status
    let deltas = [
      solvedFrame.minX - storedFrame.minX, solvedFrame.minY - storedFrame.minY,
      solvedFrame.width - storedFrame.width, solvedFrame.height - storedFrame.height,
    ].map { $0.isFinite ? abs($0) : .infinity }
    difference = deltas.max() ?? 0
    isWithinTolerance = status == .compared && difference <= tolerance
  }
}
