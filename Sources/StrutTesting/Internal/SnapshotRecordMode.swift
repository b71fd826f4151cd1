/// When a snapshot assertion writes its reference file, set by the `STRUT_RECORD_SNAPSHOTS`
/// environment variable.
///
/// The modes are swift-snapshot-testing's (`SNAPSHOT_TESTING_RECORD`), so its users know them.
/// Whatever the variable says, nothing is recorded when `CI` is set: a re-run on CI must not
/// turn a failure into a pass by writing the reference it was compared with.
enum SnapshotRecordMode: String, CaseIterable, Sendable {
  /// Write every reference, matching or not, and fail so the new files get reviewed.
  case all
  /// Write references that are missing or do not match, and fail.
  case failed
  /// Write references that are missing, and fail; compare the others. The default.
  case missing
  /// Write nothing; a missing reference is a failure.
  case never

  /// The environment variable that sets the mode.
  static let variable = "STRUT_RECORD_SNAPSHOTS"

  /// The mode an environment asks for.
  ///
  /// `all`, `failed`, `missing` and `never` name themselves; `1`, `true` and `yes` mean `all`
  /// and `0`, `false` and `no` mean `never`, so `STRUT_RECORD_SNAPSHOTS=1` re-records
  /// everything. Unset, empty or unknown means `missing`. A `CI` variable that is set and not
  /// `false` or `0` forces `never`.
  static func current(in environment: [String: String]) -> SnapshotRecordMode {
    if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
      return .never
    }
    let value = (environment[variable] ?? "").lowercased()
    switch value {
    case "1", "true", "yes": return .all
    case "0", "false", "no": return .never
    default: return SnapshotRecordMode(rawValue: value) ?? .missing
    }
  }
}
