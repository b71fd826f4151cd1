import Foundation
import Strut

/// The custom view classes the importer can make, by the name Interface Builder writes in
/// `customClass`, with how each applies its runtime attributes.
///
/// Interface Builder stores only the class name; Strut cannot look classes up by name, so each
/// class that should be made at run time (runtime semantics) is registered here. A class that
/// is not registered is made as its UIKit base class, as Xcode's canvas does, and a note says
/// so.
///
///     var classes = InterfaceBuilderCustomClasses.standard
///     classes.register("CardView") { CardView() } applying: { view, attribute in
///       guard let card = view as? CardView, attribute.keyPath == "corner" else { return false }
///       card.corner = attribute.number ?? 0
///       return true
///     }
public struct InterfaceBuilderCustomClasses: Sendable {
  /// How one custom class is made and configured.
  public struct Entry: Sendable {
    /// Makes a view of the class; the importer then sets its frame and its base class's
    /// properties.
    public var make: @Sendable () -> UIView

    /// Applies one runtime attribute to a view the entry made; returns whether it was used, so
    /// that unused attributes can be reported.
    public var apply: @Sendable (UIView, InterfaceBuilderRuntimeAttribute) -> Bool

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - make: Makes a view of the class.
    ///   - apply: Applies one runtime attribute; returns whether it was used.
    public init(
      make: @escaping @Sendable () -> UIView,
      apply: @escaping @Sendable (UIView, InterfaceBuilderRuntimeAttribute) -> Bool
    ) {
      self.make = make
      self.apply = apply
    }
  }

  private var entries: [String: Entry] = [:]

  /// Creates an empty registry.
  public init() {}

  /// The classes Strut itself provides.
  public static var standard: InterfaceBuilderCustomClasses {
    var classes = InterfaceBuilderCustomClasses()
    StandardCustomClasses.register(into: &classes)
    return classes
  }

  /// Registers a class, replacing any entry with the same name.
  ///
  /// - Parameters:
  ///   - className: The name Interface Builder writes in `customClass`.
  ///   - make: Makes a view of the class.
  ///   - apply: Applies one runtime attribute; returns whether it was used.
  public mutating func register(
    _ className: String, make: @escaping @Sendable () -> UIView,
    applying apply: @escaping @Sendable (UIView, InterfaceBuilderRuntimeAttribute) -> Bool
  ) {
    entries[className] = Entry(make: make, apply: apply)
  }

  /// The entry for a class name, or `nil` when the class is not registered.
  ///
  /// - Parameter className: The name Interface Builder writes in `customClass`.
  /// - Returns: The entry, or `nil`.
  public func entry(for className: String) -> Entry? {
    entries[className]
  }

  /// The registered class names, sorted.
  public var classNames: [String] {
    entries.keys.sorted()
  }
}
