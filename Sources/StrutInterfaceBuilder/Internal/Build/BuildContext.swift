import Foundation
import Strut

/// What the builder knows about one document while it reads it, shared by its parts: the
/// header, the tables, the views and guides made so far by id, and the diagnostics.
final class BuildContext {
  let path: String
  let options: InterfaceBuilderImportOptions
  let header: DocumentHeader
  let traits: TraitResolver
  let resources: ResourceTable
  private(set) var diagnostics: [InterfaceBuilderDiagnostic] = []

  /// Views by their IB id.
  var views: [String: UIView] = [:]
  /// Layout guides by their IB id: safe areas, scroll view guides, legacy top/bottom guides.
  var guides: [String: UILayoutGuide] = [:]
  /// What each view was read from.
  var records: [ObjectIdentifier: ViewRecord] = [:]
  /// Where each imported constraint was written, and its id.
  var constraintRecords: [ObjectIdentifier: ConstraintRecord] = [:]
  /// How to move each text control's size, for the text-dependence probe.
  var probes: [ObjectIdentifier: TextProbe] = [:]
  /// Constraints to read once every view exists: the element and the view that lists it.
  var pendingConstraints: [(element: IBElement, owner: UIView)] = []
  /// Custom class names already reported as laid out as their base class.
  private var reportedCustomClasses: Set<String> = []
  /// Element names already reported as unknown.
  private var reportedElements: Set<String> = []

  init(path: String, options: InterfaceBuilderImportOptions, document: IBElement) {
    self.path = path
    self.options = options
    header = DocumentHeader(document)
    traits = TraitResolver(document: document, device: header.device)
    resources = ResourceTable(document)
  }

  /// The location of an element's start tag.
  func location(of element: IBElement) -> InterfaceBuilderSourceLocation {
    InterfaceBuilderSourceLocation(path: path, line: element.line, column: element.column)
  }

  /// Records a problem at an element.
  func diagnose(
    _ severity: InterfaceBuilderDiagnostic.Severity, _ message: String, at element: IBElement
  ) {
    diagnostics.append(
      InterfaceBuilderDiagnostic(
        severity: severity, message: message, location: location(of: element)))
  }

  /// Records a problem at a line and column.
  func diagnose(
    _ severity: InterfaceBuilderDiagnostic.Severity, _ message: String, line: Int, column: Int
  ) {
    diagnostics.append(
      InterfaceBuilderDiagnostic(
        severity: severity, message: message,
        location: InterfaceBuilderSourceLocation(path: path, line: line, column: column)))
  }

  /// Notes, once per class name, that a custom class is laid out as its base class.
  func noteCustomClass(_ name: String, base: String, at element: IBElement) {
    guard reportedCustomClasses.insert(name).inserted else { return }
    diagnose(
      .note,
      "custom class '\(name)' is not known to Strut; laid out as its base class \(base), as "
        + "Xcode's canvas does", at: element)
  }

  /// Notes, once per element name, something read in a simplified way.
  func noteOnce(_ key: String, _ message: String, at element: IBElement) {
    guard reportedElements.insert(key).inserted else { return }
    diagnose(.note, message, at: element)
  }

  /// The largest magnitude a length, constant or priority may have: far beyond any screen,
  /// small enough that the solver stays exact.
  static let maximumMagnitude = 1_000_000.0

  /// The value of a number attribute, with a warning when it is present but not a number (or
  /// beyond ``maximumMagnitude``).
  func number(_ attribute: String, of element: IBElement) -> Double? {
    guard let text = traits.attribute(attribute, of: element) else { return nil }
    guard let value = Double(text), value.isFinite, abs(value) <= Self.maximumMagnitude else {
      diagnose(
        .warning, "\(attribute)=\"\(text)\" on <\(element.name)> is not a usable number; ignored",
        at: element)
      return nil
    }
    return value
  }
}

/// What a view was read from: the facts frame comparison and lookups need.
struct ViewRecord {
  var id: String?
  var elementName: String
  var className: String
  var customClass: String?
  var line: Int
  var column: Int
  /// The frame Xcode stored, in the superview's coordinates.
  var storedFrame: CGRect?
  var isMisplaced: Bool
  var isAmbiguous: Bool
  /// A hidden arranged subview of a stack view: its stored frame means nothing (fact 7).
  var isHiddenArranged = false
  /// Whether the view is the root of a layout island (its frame is an input, not a result).
  var isRoot = false
  /// How far the stored frame extends beyond the alignment rectangle the view is laid out by
  /// (see ``AlignmentInsets``); zero for most views.
  var alignmentInsets = UIEdgeInsets.zero
  /// Whether the view's own size comes from text: a label, a button with a title, a text
  /// field, a segmented control, a text view that does not scroll, or an SF Symbol image.
  var isTextControl = false
  /// Whether the view's frame follows glyph metrics whatever its constraints say: an SF Symbol
  /// image view, whose alignment rectangle is inset from its frame by the symbol's own insets
  /// (Tinode's 128-point avatars are stored 125.33 tall at y = 1.33).
  var isGlyphFramed = false
}

/// Where an imported constraint was written.
struct ConstraintRecord {
  var id: String?
  var line: Int
  var column: Int
}
