import StrutText

/// What the system-face table keeps of one Inter face: its advances over the tabulated ranges
/// and its kerning over U+0020...U+017F, grouped into classes.
struct FaceSummary {
  /// Text or display, as `SystemFaceTable.Design` spells it.
  var design: String
  var weightClass: Int
  var italic: Bool
  var unitsPerEm: Int
  /// Every mapped scalar in the ranges, ascending, with its advance.
  var advances: [(scalar: UInt32, advance: Int)]
  /// The class of each mapped scalar in the kerning range, ascending by scalar.
  var leftClasses: [Int]
  var rightClasses: [Int]
  var leftClassCount: Int
  var rightClassCount: Int
  /// Row-major class matrix.
  var classKerning: [Int]

  static let ranges: [ClosedRange<UInt32>] = [
    0x0020...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x2000...0x206F, 0x20A0...0x20CF,
    0x2100...0x215F, 0x2190...0x21FF, 0x2200...0x22FF,
  ]
  static let kerningRange: ClosedRange<UInt32> = 0x0020...0x017F

  init(font: OpenTypeFont) {
    let name = (font.postScriptName ?? "") + " " + (font.familyName ?? "")
    design = name.contains("Display") ? "display" : "text"
    weightClass = font.weightClass
    italic = font.isItalic
    unitsPerEm = font.unitsPerEm
    advances = []
    var kerned: [UInt16] = []
    for range in Self.ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value), let glyph = font.glyph(for: scalar) else {
          continue
        }
        advances.append((value, font.advance(ofGlyph: glyph)))
        if Self.kerningRange.contains(value) { kerned.append(glyph) }
      }
    }
    let matrix = kerned.map { left in
      kerned.map { right in font.kerning(between: left, and: right) }
    }
    let columns = kerned.indices.map { j in kerned.indices.map { i in matrix[i][j] } }
    let (left, leftRows) = Self.classes(of: matrix)
    let (right, rightColumns) = Self.classes(of: columns)
    leftClasses = left
    rightClasses = right
    leftClassCount = leftRows.count
    rightClassCount = rightColumns.count
    // Any member of a class stands for it, since members have identical rows (or columns).
    var cells = [Int](repeating: 0, count: leftRows.count * rightColumns.count)
    // Class 0 has no member and stays all zero.
    for (l, rowMember) in leftRows.enumerated() where l > 0 {
      for (r, columnMember) in rightColumns.enumerated() where r > 0 {
        cells[l * rightColumns.count + r] = matrix[rowMember][columnMember]
      }
    }
    classKerning = cells
  }

  /// Groups equal vectors, giving each vector's class and one member index per class.
  ///
  /// Class 0 is the all-zero vector (present even if no vector is all zero); others are numbered in order of
  /// first appearance, so the result depends only on the font.
  private static func classes(of vectors: [[Int]]) -> (classes: [Int], members: [Int]) {
    var ids: [[Int]: Int] = [:]
    var members: [Int] = [-1]
    var classes: [Int] = []
    for (index, vector) in vectors.enumerated() {
      if vector.allSatisfy({ $0 == 0 }) {
        classes.append(0)
      } else if let id = ids[vector] {
        classes.append(id)
      } else {
        ids[vector] = members.count
        classes.append(members.count)
        members.append(index)
      }
    }
    return (classes, members)
  }

  /// The face in the byte layout `SystemFaceTable.Face.init(decoding:)` reads.
  func encoded() -> [UInt8] {
    var bytes: [UInt8] = []
    func put(_ value: Int) {
      precondition(value >= 0)
      var rest = value
      while rest >= 0x80 {
        bytes.append(UInt8(rest & 0x7F) | 0x80)
        rest >>= 7
      }
      bytes.append(UInt8(rest))
    }
    put(1)
    put(unitsPerEm)
    put(advances.count)
    var previous: UInt32 = 0
    for entry in advances {
      put(Int(entry.scalar - previous))
      previous = entry.scalar
    }
    for entry in advances { put(entry.advance) }
    put(leftClassCount)
    put(rightClassCount)
    for value in leftClasses { put(value) }
    for value in rightClasses { put(value) }
    let nonZero = classKerning.indices.filter { classKerning[$0] != 0 }
    put(nonZero.count)
    var cell = 0
    for index in nonZero {
      put(index - cell)
      cell = index
      let value = classKerning[index]
      put(value >= 0 ? value << 1 : (-value << 1) - 1)
    }
    return bytes
  }
}
