/// How an Interface Builder file is turned into views.
///
/// The default reads the file as Xcode's canvas lays it out, which is what the stored frames
/// show; ``Semantics-swift.enum/runtime`` reads it as the app gets it at run time.
///
///     var options = InterfaceBuilderImportOptions()
///     options.semantics = .runtime
///     let document = try InterfaceBuilderDocument(contentsOf: url, options: options)
public struct InterfaceBuilderImportOptions: Sendable {
  /// Which of Xcode's two readings of a file the views follow (ib-format.md facts 9 and 10).
  public enum Semantics: Hashable, Sendable {
    /// As Xcode's canvas: placeholder constraints and placeholder intrinsic sizes are kept,
    /// custom classes are laid out as their UIKit base class (with the size Xcode's IBDesignable
    /// agent recorded, when there is one), and runtime attributes are not applied. The stored
    /// frames are this reading's result, so frame comparison uses it.
    case canvas
    /// As the app at run time: placeholder constraints and placeholder intrinsic sizes are
    /// dropped, and custom classes known to ``InterfaceBuilderImportOptions/customClasses`` are
    /// made with their runtime attributes applied.
    case runtime
  }

  /// Where the intrinsic sizes of text controls (labels, buttons, text fields, segmented
  /// controls, text views that do not scroll) come from.
  public enum TextSizes: Hashable, Sendable {
    /// Measured from the text and the font, as UIKit measures them.
    case measured
    /// Taken from the frames Xcode stored: an oracle that isolates structural differences from
    /// text-measurement differences when comparing frames.
    case stored
  }

  /// Which reading the views follow; defaults to ``Semantics-swift.enum/canvas``.
  public var semantics: Semantics

  /// Where text controls' intrinsic sizes come from; defaults to
  /// ``TextSizes-swift.enum/measured``.
  ///
  /// While Strut cannot yet build a text control, its size is taken from the stored frame
  /// whatever this says, and a note says so.
  public var textSizes: TextSizes

  /// The custom classes Strut knows, by the name written in `customClass`.
  public var customClasses: InterfaceBuilderCustomClasses

  /// Creates options.
  ///
  /// - Parameters:
  ///   - semantics: Which reading the views follow.
  ///   - textSizes: Where text controls' intrinsic sizes come from.
  ///   - customClasses: The custom classes Strut knows.
  public init(
    semantics: Semantics = .canvas, textSizes: TextSizes = .measured,
    customClasses: InterfaceBuilderCustomClasses = .standard
  ) {
    self.semantics = semantics
    self.textSizes = textSizes
    self.customClasses = customClasses
  }
}
