/// The pair adjustments of the GPOS `kern` feature, pre-indexed for fast lookups.
struct PositioningKerning {
  /// The feature's pair lookups in lookup-list order, each a list of subtables; a lookup's
  /// adjustment comes from its first subtable that applies, and lookups add up.
  private(set) var lookups: [[PairAdjustment]] = []

  private static let pairAdjustment: UInt16 = 2
  private static let extensionPositioning: UInt16 = 9

  /// Reads the GPOS table, or returns `nil` when it has no `kern` feature, so the caller can
  /// fall back to the legacy `kern` table.
  init?(_ gpos: FontReader) throws(FontFileError) {
    let base = gpos.start
    let scripts = base + Int(try gpos.uint16(at: base + 4))
    let features = base + Int(try gpos.uint16(at: base + 6))
    let lookupList = base + Int(try gpos.uint16(at: base + 8))

    let featureCount = Int(try gpos.uint16(at: features))
    try gpos.require(features + 2, featureCount * 6, "the \(featureCount) feature records")
    var kernFeatures: [Int] = []
    for i in 0..<featureCount {
      if try gpos.tag(at: features + 2 + 6 * i) == "kern" { kernFeatures.append(i) }
    }
    if kernFeatures.isEmpty { return nil }

    // Scripts may pick different kern features (DejaVu's Latin adds a lookup its default
    // script lacks); UI text is mostly Latin, so Latin's default language wins, then the
    // default script, then every kern feature.
    var chosen: [Int] = []
    for script in ["latn", "DFLT"] where chosen.isEmpty {
      let inScript = try Self.features(of: script, scripts, gpos)
      chosen = inScript.filter { kernFeatures.contains($0) }
    }
    if chosen.isEmpty { chosen = kernFeatures }

    var lookupIndices: [Int] = []
    for feature in chosen {
      let at = features + Int(try gpos.uint16(at: features + 2 + 6 * feature + 4))
      let count = Int(try gpos.uint16(at: at + 2))
      lookupIndices += try gpos.uint16Array(
        at: at + 4, count: count, "the lookup indices of a kern feature"
      ).map(Int.init)
    }
    let lookupCount = Int(try gpos.uint16(at: lookupList))
    for index in Set(lookupIndices).sorted() {
      guard index < lookupCount else {
        throw gpos.error(
          at: lookupList, "a kern feature names lookup \(index) of only \(lookupCount)")
      }
      let lookup = lookupList + Int(try gpos.uint16(at: lookupList + 2 + 2 * index))
      let subtables = try Self.pairSubtables(of: lookup, gpos)
      if !subtables.isEmpty { lookups.append(subtables) }
    }
  }

  /// The summed x-advance adjustment of the first glyph of the pair.
  func kerning(_ left: UInt16, _ right: UInt16) -> Int {
    var total = 0
    for lookup in lookups {
      for subtable in lookup {
        if let value = subtable.adjustment(left, right) {
          total += value
          break
        }
      }
    }
    return total
  }

  /// The feature indices of `script`'s default language system, or none.
  private static func features(
    of script: String, _ scripts: Int, _ gpos: FontReader
  ) throws(FontFileError) -> [Int] {
    let count = Int(try gpos.uint16(at: scripts))
    try gpos.require(scripts + 2, count * 6, "the \(count) script records")
    for i in 0..<count {
      guard try gpos.tag(at: scripts + 2 + 6 * i) == script else { continue }
      let table = scripts + Int(try gpos.uint16(at: scripts + 2 + 6 * i + 4))
      let defaultOffset = Int(try gpos.uint16(at: table))
      guard defaultOffset != 0 else { return [] }
      let langSys = table + defaultOffset
      let required = try gpos.uint16(at: langSys + 2)
      let count = Int(try gpos.uint16(at: langSys + 4))
      var indices = try gpos.uint16Array(
        at: langSys + 6, count: count, "the feature indices of script '\(script)'"
      ).map(Int.init)
      if required != 0xFFFF { indices.append(Int(required)) }
      return indices
    }
    return []
  }

  /// The pair adjustment subtables of the lookup at `lookup`, unwrapping extension subtables.
  private static func pairSubtables(
    of lookup: Int, _ gpos: FontReader
  ) throws(FontFileError) -> [PairAdjustment] {
    let type = try gpos.uint16(at: lookup)
    guard type == pairAdjustment || type == extensionPositioning else { return [] }
    let count = Int(try gpos.uint16(at: lookup + 4))
    let offsets = try gpos.uint16Array(at: lookup + 6, count: count, "the lookup's subtables")
    var subtables: [PairAdjustment] = []
    for offset in offsets {
      var at = lookup + Int(offset)
      if type == extensionPositioning {
        // An extension subtable only holds a 32-bit offset, for GPOS tables past 64 KB.
        guard try gpos.uint16(at: at + 2) == pairAdjustment else { continue }
        at += Int(try gpos.uint32(at: at + 4))
      }
      if let subtable = try PairAdjustment(gpos, at: at) { subtables.append(subtable) }
    }
    return subtables
  }
}
