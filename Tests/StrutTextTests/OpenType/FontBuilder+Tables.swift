extension FontBuilder {
  func head() -> [UInt8] {
    var table = ByteWriter()
    table.u32(0x0001_0000)  // version
    table.u32(0x0001_0000)  // fontRevision
    table.u32(0)  // checksumAdjustment
    table.u32(0x5F0F_3CF5)  // magic number
    table.u16(0)  // flags
    table.u16(unitsPerEm)
    table.append([UInt8](repeating: 0, count: 16))  // created, modified
    table.append([UInt8](repeating: 0, count: 8))  // xMin, yMin, xMax, yMax
    table.u16(macStyle)
    table.u16(8)  // lowestRecPPEM
    table.u16(2)  // fontDirectionHint
    table.u16(0)  // indexToLocFormat
    table.u16(0)  // glyphDataFormat
    return table.bytes
  }

  func hhea() -> [UInt8] {
    var table = ByteWriter()
    table.u32(0x0001_0000)
    table.u16(hheaAscender)
    table.u16(hheaDescender)
    table.u16(hheaLineGap)
    table.u16(advances.max() ?? 0)  // advanceWidthMax
    table.append([UInt8](repeating: 0, count: 22))  // extents, caret, reserved, format
    table.u16(numberOfHMetrics ?? advances.count)
    return table.bytes
  }

  func maxp() -> [UInt8] {
    var table = ByteWriter()
    table.u32(0x0000_5000)  // version 0.5, as CFF fonts use
    table.u16(glyphCount)
    return table.bytes
  }

  func hmtx() -> [UInt8] {
    var table = ByteWriter()
    for advance in advances {
      table.u16(advance)
      table.u16(10)  // left side bearing
    }
    for _ in advances.count..<max(glyphCount, advances.count) { table.u16(10) }
    return table.bytes
  }

  func name() -> [UInt8] {
    var strings = ByteWriter()
    var table = ByteWriter()
    table.u16(0)
    table.u16(names.count)
    table.u16(6 + 12 * names.count)
    for record in names {
      let encoded =
        record.platform == 1
        ? record.string.unicodeScalars.map { $0 == "é" ? 0x8E : UInt8($0.value) }
        : record.string.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      table.u16(record.platform)
      table.u16(record.encoding)
      table.u16(record.language)
      table.u16(record.nameID)
      table.u16(encoded.count)
      table.u16(strings.count)
      strings.append(encoded)
    }
    table.append(strings.bytes)
    return table.bytes
  }

  static func os2Table(_ os2: OS2) -> [UInt8] {
    var table = ByteWriter(bytes: [UInt8](repeating: 0, count: 96))
    table.patch16(at: 0, os2.version)
    table.patch16(at: 4, os2.weightClass)
    table.patch16(at: 6, 5)  // usWidthClass: medium
    table.patch16(at: 62, os2.fsSelection)
    table.patch16(at: 68, os2.typoAscender)
    table.patch16(at: 70, os2.typoDescender)
    table.patch16(at: 72, os2.typoLineGap)
    table.patch16(at: 74, 2000)  // usWinAscent
    table.patch16(at: 76, 600)  // usWinDescent
    table.patch16(at: 86, os2.xHeight)
    table.patch16(at: 88, os2.capHeight)
    let length = os2.version == 0 ? 78 : os2.version == 1 ? 86 : 96
    return Array(table.bytes.prefix(length))
  }
}
