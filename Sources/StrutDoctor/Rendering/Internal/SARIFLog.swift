/// The part of SARIF 2.1.0's object model the doctor writes, as `Encodable` values.
///
/// Names follow the SARIF specification so each type can be checked against its section;
/// optional properties that are `nil` are left out of the JSON, as SARIF prefers to a `null`.
struct SARIFLog: Encodable {
  /// The schema SwiftLint's reporter names too; viewers use it to pick a parser.
  let schema =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/sarif-schema-2.1.0.json"
  /// The SARIF version.
  let version = "2.1.0"
  /// One run: one invocation of the doctor.
  let runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version
    case runs
  }

  /// One run of one tool and its results (§3.14).
  struct Run: Encodable {
    let tool: Tool
    let results: [Result]
    /// Facts about the run that SARIF has no property for: the report's title.
    let properties: RunProperties
  }

  /// The report's title, kept so a SARIF file says what was examined.
  struct RunProperties: Encodable {
    let title: String
  }

  /// The tool (§3.18); the doctor has no extensions, only a driver.
  struct Tool: Encodable {
    let driver: Driver
  }

  /// The tool component that ran (§3.19).
  struct Driver: Encodable {
    let name: String
    let semanticVersion: String
    let informationUri: String
    let rules: [ReportingDescriptor]
  }

  /// A rule's metadata (§3.49).
  struct ReportingDescriptor: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message
    let helpUri: String
  }

  /// A plain-text message (§3.11), also used for SARIF's multiformat message strings, whose
  /// plain-text form has the same shape.
  struct Message: Encodable {
    let text: String
  }

  /// One finding (§3.27).
  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int
    let level: String
    let message: Message
    let locations: [Location]
    let relatedLocations: [Location]?
    let partialFingerprints: [String: String]
    let properties: ResultProperties
  }

  /// What a finding has that SARIF has no place for: the view, the details and the fix-its.
  ///
  /// SARIF's own `fixes` need the exact bytes to replace in a file, which the doctor does not
  /// know, so fix-its travel here as summary, Swift code and proof.
  struct ResultProperties: Encodable {
    let subject: String
    let details: [String]?
    let fixIts: [FixIt]?
  }

  /// A place (§3.28): in a file when known, and always the view, as a logical location.
  struct Location: Encodable {
    let id: Int?
    let physicalLocation: PhysicalLocation?
    let logicalLocations: [LogicalLocation]?
    let message: Message?
  }

  /// A file and a region in it (§3.29).
  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region?
  }

  /// A file (§3.4).
  struct ArtifactLocation: Encodable {
    let uri: String
  }

  /// Lines and columns, from 1 (§3.30).
  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int?
  }

  /// A named place that is not a file: for the doctor, a view in the tree (§3.33).
  struct LogicalLocation: Encodable {
    let fullyQualifiedName: String
    let kind: String
  }
}
