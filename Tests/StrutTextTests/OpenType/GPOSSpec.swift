/// A GPOS table for `FontBuilder`: features, scripts and pair-adjustment lookups.
struct GPOSSpec {
  var features: [(tag: String, lookups: [Int])]
  /// Each script's default language system, as indices into `features`.
  var scripts: [(tag: String, features: [Int])]
  var lookups: [Lookup]

  struct Lookup {
    var subtables: [PairSubtable]
    /// Wraps each subtable in an Extension (type 9) subtable.
    var viaExtension = false
    /// Writes a single-adjustment lookup (type 1) instead, which kerning must skip.
    var single = false
  }

  enum PairSubtable {
    /// PairPos format 1: explicit pairs, first value record in `valueFormat`.
    case pairs([(first: UInt16, second: UInt16, value: Int)], valueFormat: Int, coverage: Int)
    /// PairPos format 2: `values[class1][class2]`; classes default to 0.
    case classes(
      covered: [UInt16], first: [UInt16: Int], second: [UInt16: Int], values: [[Int]],
      classFormat: Int)
  }

  /// The standard test table: kern (lookups 0, 1, 2, 4) and mark (lookup 3), under DFLT and latn.
  ///
  /// Expected kerning: A-V −130 (−80 from pairs, −50 from classes), T-o −210, W-a −10,
  /// A-o −10, W-V −50, V-A −60 (through an extension); lookup 3's A-V −999 is not kerning.
  static let standard = GPOSSpec(
    features: [(tag: "kern", lookups: [0, 1, 2, 4]), (tag: "mark", lookups: [3])],
    scripts: [(tag: "DFLT", features: [0, 1]), (tag: "latn", features: [0, 1])],
    lookups: [
      Lookup(subtables: [
        .pairs(
          [(TestGlyph.A, TestGlyph.V, -80), (TestGlyph.T, TestGlyph.o, -120)],
          valueFormat: 0x0005, coverage: 1)
      ]),
      Lookup(subtables: [
        .classes(
          covered: [TestGlyph.A, TestGlyph.T, TestGlyph.W],
          first: [TestGlyph.A: 1, TestGlyph.W: 1, TestGlyph.T: 2],
          second: [TestGlyph.V: 1, TestGlyph.o: 2, TestGlyph.a: 2],
          values: [[0, 0, 0], [0, -50, -10], [0, 0, -90]], classFormat: 2)
      ]),
      Lookup(
        subtables: [.pairs([(TestGlyph.V, TestGlyph.A, -60)], valueFormat: 0x0004, coverage: 2)],
        viaExtension: true),
      Lookup(subtables: [
        .pairs([(TestGlyph.A, TestGlyph.V, -999)], valueFormat: 0x0004, coverage: 1)
      ]),
      Lookup(subtables: [], single: true),
    ])

  /// The table's bytes, and the positions of `"gpos.lookupN.pairSetCount"` for format 1
  /// subtables (first subtable of lookup N).
  func serialized() -> (bytes: [UInt8], marks: [String: Int]) {
    var table = ByteWriter()
    table.u32(0x0001_0000)
    table.u16(10)  // ScriptList right after the header
    table.u16(0)  // FeatureList, patched below
    table.u16(0)  // LookupList, patched below

    table.u16(scripts.count)
    var scriptOffset = 2 + 6 * scripts.count
    for script in scripts {
      table.tag(script.tag)
      table.u16(scriptOffset)
      scriptOffset += 4 + 6 + 2 * script.features.count
    }
    for script in scripts {
      table.u16(4)  // default LangSys right after this Script table
      table.u16(0)
      table.u16(0)  // lookupOrderOffset
      table.u16(0xFFFF)  // no required feature
      table.u16(script.features.count)
      for feature in script.features { table.u16(feature) }
    }

    let featureList = table.count
    table.patch16(at: 6, featureList)
    table.u16(features.count)
    var featureOffset = 2 + 6 * features.count
    for feature in features {
      table.tag(feature.tag)
      table.u16(featureOffset)
      featureOffset += 4 + 2 * feature.lookups.count
    }
    for feature in features {
      table.u16(0)
      table.u16(feature.lookups.count)
      for lookup in feature.lookups { table.u16(lookup) }
    }

    let lookupList = table.count
    table.patch16(at: 8, lookupList)
    table.u16(lookups.count)
    let offsetsAt = table.count
    for _ in lookups { table.u16(0) }
    var marks: [String: Int] = [:]
    for (index, lookup) in lookups.enumerated() {
      let start = table.count
      table.patch16(at: offsetsAt + 2 * index, start - lookupList)
      if lookup.single {
        table.append(Self.singleLookup())
        continue
      }
      table.u16(lookup.viaExtension ? 9 : 2)
      table.u16(0)
      table.u16(lookup.subtables.count)
      let subtableOffsetsAt = table.count
      for _ in lookup.subtables { table.u16(0) }
      for (i, subtable) in lookup.subtables.enumerated() {
        table.patch16(at: subtableOffsetsAt + 2 * i, table.count - start)
        if lookup.viaExtension {
          table.u16(1)
          table.u16(2)
          table.u32(8)
        }
        if i == 0, case .pairs = subtable {
          marks["gpos.lookup\(index).pairSetCount"] = table.count + 8
        }
        table.append(Self.serialize(subtable))
      }
    }
    return (table.bytes, marks)
  }

  private static func singleLookup() -> [UInt8] {
    var lookup = ByteWriter()
    lookup.u16(1)
    lookup.u16(0)
    lookup.u16(1)
    lookup.u16(8)
    lookup.u16(1)  // SinglePos format 1
    lookup.u16(8)  // coverage
    lookup.u16(0x0004)
    lookup.u16(-500)
    lookup.append(coverage([TestGlyph.A], format: 1))
    return lookup.bytes
  }

  private static func serialize(_ subtable: PairSubtable) -> [UInt8] {
    var table = ByteWriter()
    switch subtable {
    case .pairs(let pairs, let valueFormat, let coverageFormat):
      let firsts = Array(Set(pairs.map(\.first))).sorted()
      let recordSize = 2 + valueRecordSize(valueFormat) + valueRecordSize(0x0004)
      table.u16(1)
      table.u16(0)  // coverage, patched below
      table.u16(valueFormat)
      table.u16(0x0004)  // the second glyph gets an XAdvance too, which must be skipped over
      table.u16(firsts.count)
      var setOffset = 10 + 2 * firsts.count
      var sets: [[(second: UInt16, value: Int)]] = []
      for first in firsts {
        let set = pairs.filter { $0.first == first }.map { ($0.second, $0.value) }
          .sorted { $0.0 < $1.0 }
        sets.append(set)
        table.u16(setOffset)
        setOffset += 2 + recordSize * set.count
      }
      for set in sets {
        table.u16(set.count)
        for pair in set {
          table.u16(Int(pair.second))
          table.append(valueRecord(valueFormat, xAdvance: pair.value))
          table.append(valueRecord(0x0004, xAdvance: 333))
        }
      }
      table.patch16(at: 2, table.count)
      table.append(coverage(firsts, format: coverageFormat))
    case .classes(let covered, let first, let second, let values, let classFormat):
      table.u16(2)
      table.u16(0)  // coverage
      table.u16(0x0004)
      table.u16(0)
      table.u16(0)  // classDef1
      table.u16(0)  // classDef2
      table.u16(values.count)
      table.u16(values.first?.count ?? 0)
      for row in values {
        for value in row { table.u16(value) }
      }
      table.patch16(at: 2, table.count)
      table.append(coverage(covered.sorted(), format: 2))
      table.patch16(at: 8, table.count)
      table.append(classDefinition(first, format: classFormat))
      table.patch16(at: 10, table.count)
      table.append(classDefinition(second, format: 1))
    }
    return table.bytes
  }

  private static func valueRecordSize(_ format: Int) -> Int { 2 * format.nonzeroBitCount }

  /// XPlacement, when present, is 7: a reader that takes it for the advance gets 7, not the
  /// kerning.
  private static func valueRecord(_ format: Int, xAdvance: Int) -> [UInt8] {
    var record = ByteWriter()
    if format & 0x0001 != 0 { record.u16(7) }
    if format & 0x0002 != 0 { record.u16(0) }
    if format & 0x0004 != 0 { record.u16(xAdvance) }
    if format & 0x0008 != 0 { record.u16(0) }
    return record.bytes
  }

  static func coverage(_ glyphs: [UInt16], format: Int) -> [UInt8] {
    var table = ByteWriter()
    table.u16(format)
    if format == 1 {
      table.u16(glyphs.count)
      for glyph in glyphs { table.u16(Int(glyph)) }
    } else {
      var ranges: [(start: UInt16, end: UInt16, index: Int)] = []
      for (index, glyph) in glyphs.enumerated() {
        if let last = ranges.last, last.end + 1 == glyph {
          ranges[ranges.count - 1].end = glyph
        } else {
          ranges.append((glyph, glyph, index))
        }
      }
      table.u16(ranges.count)
      for range in ranges {
        table.u16(Int(range.start))
        table.u16(Int(range.end))
        table.u16(range.index)
      }
    }
    return table.bytes
  }

  static func classDefinition(_ classes: [UInt16: Int], format: Int) -> [UInt8] {
    let glyphs = classes.keys.sorted()
    var table = ByteWriter()
    table.u16(format)
    if format == 1 {
      let first = glyphs.first ?? 0
      let last = glyphs.last ?? 0
      table.u16(Int(first))
      table.u16(glyphs.isEmpty ? 0 : Int(last - first) + 1)
      for glyph in first...last where !glyphs.isEmpty { table.u16(classes[glyph] ?? 0) }
    } else {
      table.u16(glyphs.count)
      for glyph in glyphs {
        table.u16(Int(glyph))
        table.u16(Int(glyph))
        table.u16(classes[glyph] ?? 0)
      }
    }
    return table.bytes
  }
}
