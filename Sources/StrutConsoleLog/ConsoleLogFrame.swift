/// Where Strut puts one item of a log after the break: its frame in its superview.
///
/// The log prints only the conflicting constraints, so positions and sizes they do not fix are
/// whatever the solver settles on (usually 0); read the values along the conflict's axis.
public struct ConsoleLogFrame: Hashable, Sendable {
  /// The item.
  public var item: ConsoleLogItem
  /// The item's name in explanations: `UILabel 'Leo Nicholson'`.
  public var name: String
  /// The name of the view the frame is relative to (the superview, or a guide's owning view);
  /// `nil` for a view at the top of the rebuilt tree.
  public var container: String?
  /// The frame's x, in the container's coordinates.
  public var x: Double
  /// The frame's y, in the container's coordinates.
  public var y: Double
  /// The frame's width.
  public var width: Double
  /// The frame's height.
  public var height: Double

  /// Creates a frame record.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - name: Its name in explanations.
  ///   - container: The name of the view the frame is relative to, if any.
  ///   - x: The x.
  ///   - y: The y.
  ///   - width: The width.
  ///   - height: The height.
  public init(
    item: ConsoleLogItem, name: String, container: String?, x: Double, y: Double,
    width: Double, height: Double
  ) {
    self.item = item
    self.name = name
    self.container = container
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
