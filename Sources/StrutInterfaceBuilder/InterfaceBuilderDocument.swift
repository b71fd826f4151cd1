import Foundation
import Strut

/// An Interface Builder file (`.xib` or `.storyboard`) read into Strut view trees.
///
/// Reading never fails on bad content: malformed or hostile XML, unknown elements, dangling
/// ids and constraints to missing items become ``diagnostics`` with the file, line and column,
/// and the rest of the file is still read. Only a file that cannot be opened throws.
///
///     let document = try InterfaceBuilderDocument(contentsOf: url)
///     for root in document.roots { root.view.layoutIfNeeded() }
///     let comparison = document.compareFrames()
///     print(comparison.agreement.textIndependentShare ?? 1)
///
/// Views are not `Sendable`: a document belongs to one task, and many documents can be read and
/// solved in parallel, one per task.
public final class InterfaceBuilderDocument {
  /// The path the document was read from, as given; it prefixes every location.
  public let path: String

  /// The options the views were built with.
  public let options: InterfaceBuilderImportOptions

  /// Whether the file is a storyboard (scenes) rather than a xib (top-level objects).
  public let isStoryboard: Bool

  /// The `toolsVersion` of the Xcode that last saved the file.
  public let toolsVersion: String?

  /// The device the stored frames were laid out for.
  public let device: InterfaceBuilderDevice

  /// The storyboard's scenes, or the xib's top-level objects that hold views, in document order.
  public let scenes: [InterfaceBuilderScene]

  /// Every root, scene by scene, in document order.
  public var roots: [InterfaceBuilderRoot] { scenes.flatMap(\.roots) }

  /// The problems met while reading, in the order of their positions in the file.
  public let diagnostics: [InterfaceBuilderDiagnostic]

  let records: [ObjectIdentifier: ViewRecord]
  let constraintRecords: [ObjectIdentifier: ConstraintRecord]
  let viewsByID: [String: UIView]
  let probes: [ObjectIdentifier: TextProbe]
  /// The parsed XML, kept so that a comparison can rebuild the views with canvas semantics.
  let element: IBElement?

  /// Reads the file at a URL.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - options: How the file is turned into views.
  /// - Throws: The error reading the file raised; bad content does not throw.
  public convenience init(
    contentsOf url: URL, options: InterfaceBuilderImportOptions = InterfaceBuilderImportOptions()
  ) throws {
    let data = try Data(contentsOf: url)
    self.init(data: data, path: url.path, options: options)
  }

  /// Reads a document from its bytes.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - path: The path to report in locations.
  ///   - options: How the file is turned into views.
  public convenience init(
    data: Data, path: String,
    options: InterfaceBuilderImportOptions = InterfaceBuilderImportOptions()
  ) {
    let (root, problems) = XMLTreeReader.read(data)
    let xmlDiagnostics = problems.map { problem in
      InterfaceBuilderDiagnostic(
        severity: problem.isError ? .error : .warning, message: problem.message,
        location: InterfaceBuilderSourceLocation(
          path: path, line: problem.line, column: problem.column))
    }
    self.init(element: root, path: path, options: options, xmlDiagnostics: xmlDiagnostics)
  }

  init(
    element: IBElement?, path: String, options: InterfaceBuilderImportOptions,
    xmlDiagnostics: [InterfaceBuilderDiagnostic]
  ) {
    self.path = path
    self.options = options
    self.element = element
    guard let element, element.name == "document" else {
      var diagnostics = xmlDiagnostics
      if let element {
        diagnostics.append(
          InterfaceBuilderDiagnostic(
            severity: .error,
            message: "the root element is <\(element.name)>, not an Interface Builder <document>",
            location: InterfaceBuilderSourceLocation(
              path: path, line: element.line, column: element.column)))
      }
      isStoryboard = false
      toolsVersion = nil
      device = DeviceModel.device(id: nil, landscape: false).0
      scenes = []
      self.diagnostics = Self.sorted(diagnostics)
      records = [:]
      constraintRecords = [:]
      viewsByID = [:]
      probes = [:]
      return
    }
    let context = BuildContext(path: path, options: options, document: element)
    isStoryboard = context.header.isStoryboard
    toolsVersion = context.header.toolsVersion
    device = context.header.device
    if let runtime = context.header.targetRuntime, !Self.supportedRuntimes.contains(runtime) {
      context.diagnose(
        .warning, "targetRuntime '\(runtime)' is not iOS or tvOS; the file is not laid out",
        at: element)
      scenes = []
    } else {
      if element["useAutolayout"] != "YES" {
        context.diagnose(
          .note, "the file does not use Auto Layout; views keep their autoresizing masks",
          at: element)
      }
      scenes = DocumentBuilder(context: context, document: element).build(element)
    }
    diagnostics = Self.sorted(xmlDiagnostics + context.diagnostics)
    records = context.records
    constraintRecords = context.constraintRecords
    viewsByID = context.views
    probes = context.probes
  }

  private static let supportedRuntimes: Set<String> = [
    "iOS.CocoaTouch", "iOS.CocoaTouch.iPad", "AppleTV",
  ]

  /// Diagnostics in position order; equal positions keep the order they were found in.
  private static func sorted(_ diagnostics: [InterfaceBuilderDiagnostic])
    -> [InterfaceBuilderDiagnostic]
  {
    diagnostics.enumerated().sorted {
      ($0.element.location.line, $0.element.location.column, $0.offset)
        < ($1.element.location.line, $1.element.location.column, $1.offset)
    }.map(\.element)
  }
}
