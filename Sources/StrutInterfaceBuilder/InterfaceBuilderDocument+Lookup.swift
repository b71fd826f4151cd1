import Foundation
import Strut

// Finding the file behind a view or a constraint, for diagnostics that point into the XML.
extension InterfaceBuilderDocument {
  /// The view with an IB id, such as `8bC-Xf-vdC`.
  ///
  /// - Parameter id: The element's `id`.
  /// - Returns: The view, or `nil` when no view has that id.
  public func view(withID id: String) -> UIView? {
    viewsByID[id]
  }

  /// The IB id of a view the document made.
  ///
  /// - Parameter view: A view of one of the document's trees.
  /// - Returns: The element's `id`, or `nil` for a view the document did not read from an
  ///   element with an id.
  public func id(of view: UIView) -> String? {
    records[ObjectIdentifier(view)]?.id
  }

  /// Where the element a view was read from starts.
  ///
  /// - Parameter view: A view of one of the document's trees.
  /// - Returns: The location, or `nil` for a view the document did not make.
  public func location(of view: UIView) -> InterfaceBuilderSourceLocation? {
    records[ObjectIdentifier(view)].map {
      InterfaceBuilderSourceLocation(path: path, line: $0.line, column: $0.column)
    }
  }

  /// The UIKit class the element of a view names, such as `UILabel`, even where Strut made a
  /// stand-in view.
  ///
  /// - Parameter view: A view of one of the document's trees.
  /// - Returns: The class name, or `nil` for a view the document did not make.
  public func className(of view: UIView) -> String? {
    records[ObjectIdentifier(view)]?.className
  }

  /// The frame Xcode stored for a view, in its superview's coordinates.
  ///
  /// - Parameter view: A view of one of the document's trees.
  /// - Returns: The stored frame, or `nil` for a view the document did not make.
  public func storedFrame(of view: UIView) -> CGRect? {
    records[ObjectIdentifier(view)]?.storedFrame
  }

  /// Where the `<constraint>` element a constraint was read from starts.
  ///
  /// Strut's own ``NSLayoutConstraint/sourceLocation`` names Swift files; imported constraints
  /// are found here instead.
  ///
  /// - Parameter constraint: A constraint of one of the document's trees.
  /// - Returns: The location, or `nil` for a constraint the document did not read.
  public func location(of constraint: NSLayoutConstraint) -> InterfaceBuilderSourceLocation? {
    constraintRecords[ObjectIdentifier(constraint)].map {
      InterfaceBuilderSourceLocation(path: path, line: $0.line, column: $0.column)
    }
  }

  /// The IB id of the `<constraint>` element a constraint was read from.
  ///
  /// - Parameter constraint: A constraint of one of the document's trees.
  /// - Returns: The element's `id`, or `nil`.
  public func id(of constraint: NSLayoutConstraint) -> String? {
    constraintRecords[ObjectIdentifier(constraint)]?.id
  }
}
