/// The table directory of one face: where each table of an sfnt (or of one face of a
/// collection) lies in the file.
struct FontDirectory {
  struct Record {
    var tag: String
    var offset: Int
    var length: Int
    /// Where the record itself lies, so a bad offset can be reported at the byte that holds it.
    var recordOffset: Int
  }

  /// The whole file.
  let file: FontReader
  /// The records in file order; lookups take the first record with a tag, so duplicates cannot
  /// make the choice depend on anything but the file.
  let records: [Record]

  private static let trueType: UInt32 = 0x0001_0000
  private static let appleTrueType: UInt32 = 0x7472_7565  // 'true'
  private static let openTypeCFF: UInt32 = 0x4F54_544F  // 'OTTO'
  private static let collection: UInt32 = 0x7474_6366  // 'ttcf'

  /// The number of faces: the collection's count for a .ttc, otherwise 1.
  static func faceCount(in file: FontReader) throws(FontFileError) -> Int {
    let version = try file.uint32(at: 0)
    if version == collection {
      return try collectionOffsets(in: file).count
    }
    try checkSfntVersion(version, in: file, at: 0)
    return 1
  }

  /// Reads the directory of face `faceIndex`.
  init(file: FontReader, faceIndex: Int) throws(FontFileError) {
    self.file = file
    var start = 0
    let version = try file.uint32(at: 0)
    if version == Self.collection {
      let offsets = try Self.collectionOffsets(in: file)
      guard offsets.indices.contains(faceIndex) else {
        throw file.error(
          at: 8,
          "face index \(faceIndex) is out of range; the collection has \(offsets.count) faces")
      }
      start = offsets[faceIndex]
      try Self.checkSfntVersion(try file.uint32(at: start), in: file, at: start)
    } else {
      try Self.checkSfntVersion(version, in: file, at: 0)
      guard faceIndex == 0 else {
        throw file.error(
          at: 0, "face index \(faceIndex) is out of range; the file has a single face")
      }
    }
    let count = Int(try file.uint16(at: start + 4))
    try file.require(start + 12, count * 16, "the table directory of \(count) tables")
    var records: [Record] = []
    records.reserveCapacity(count)
    for i in 0..<count {
      let at = start + 12 + 16 * i
      records.append(
        Record(
          tag: try file.tag(at: at), offset: Int(try file.uint32(at: at + 8)),
          length: Int(try file.uint32(at: at + 12)), recordOffset: at))
    }
    self.records = records
  }

  /// A reader for table `tag`, or `nil` when the face has no such table.
  ///
  /// - Throws: when the directory places the table (partly) outside the file.
  func table(_ tag: String) throws(FontFileError) -> FontReader? {
    guard let record = records.first(where: { $0.tag == tag }) else { return nil }
    guard record.offset <= file.end, record.length <= file.end - record.offset else {
      throw FontFileError(
        table: tag, offset: record.offset,
        reason:
          "the table directory places the table's \(record.length) bytes past the end of the file,"
          + " which is \(file.end) bytes long")
    }
    return try file.region(table: tag, offset: record.offset, length: record.length)
  }

  /// A reader for table `tag`, which the face must have.
  func requiredTable(_ tag: String) throws(FontFileError) -> FontReader {
    guard let table = try table(tag) else {
      throw file.error(at: 0, "the font has no '\(tag)' table, which every font needs")
    }
    return table
  }

  private static func collectionOffsets(in file: FontReader) throws(FontFileError) -> [Int] {
    let count = Int(try file.uint32(at: 8))
    guard count > 0 else { throw file.error(at: 8, "the collection holds no faces") }
    try file.require(12, count * 4, "the collection's list of \(count) face offsets")
    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    for i in 0..<count {
      offsets.append(Int(try file.uint32(at: 12 + 4 * i)))
    }
    return offsets
  }

  private static func checkSfntVersion(
    _ version: UInt32, in file: FontReader, at offset: Int
  ) throws(FontFileError) {
    guard version == trueType || version == appleTrueType || version == openTypeCFF else {
      throw file.error(
        at: offset,
        "not an OpenType or TrueType font: the file starts with 0x"
          + String(version, radix: 16, uppercase: true))
    }
  }
}
