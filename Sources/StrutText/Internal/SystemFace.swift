extension SystemFaceTable {
  /// The advances and kerning of one Inter face, in its own font units.
  struct Face: Sendable, Equatable {
    /// The font units per em the values are in.
    let unitsPerEm: Int
    /// Advances of U+0020..<U+0250 by `scalar - 0x20`, -1 where the font has no glyph: the
    /// common case is one array index.
    private let latinAdvances: [Int32]
    /// The remaining scalars, sorted, for binary search.
    private let otherScalars: [UInt32]
    private let otherAdvances: [Int32]
    /// Kerning classes of U+0020..<U+0180 by `scalar - 0x20`; class 0 never kerns.
    private let leftClasses: [UInt16]
    private let rightClasses: [UInt16]
    private let rightClassCount: Int
    /// Row-major by left class.
    private let kerningValues: [Int16]

    static let latinRange: Range<UInt32> = 0x20..<0x250
    static let kerningRange: Range<UInt32> = 0x20..<0x180

    /// A face with no advances and no kerning.
    static let empty = Face(
      unitsPerEm: 2048, latinAdvances: [], otherScalars: [], otherAdvances: [], leftClasses: [],
      rightClasses: [], rightClassCount: 0, kerningValues: [])

    private init(
      unitsPerEm: Int, latinAdvances: [Int32], otherScalars: [UInt32], otherAdvances: [Int32],
      leftClasses: [UInt16], rightClasses: [UInt16], rightClassCount: Int, kerningValues: [Int16]
    ) {
      self.unitsPerEm = unitsPerEm
      self.latinAdvances = latinAdvances
      self.otherScalars = otherScalars
      self.otherAdvances = otherAdvances
      self.leftClasses = leftClasses
      self.rightClasses = rightClasses
      self.rightClassCount = rightClassCount
      self.kerningValues = kerningValues
    }

    /// The advance of `scalar` in font units, or `nil` when the table does not hold it.
    func advance(of scalar: Unicode.Scalar) -> Int? {
      let value = scalar.value
      if Self.latinRange.contains(value) {
        let index = Int(value - Self.latinRange.lowerBound)
        guard index < latinAdvances.count, latinAdvances[index] >= 0 else { return nil }
        return Int(latinAdvances[index])
      }
      var low = 0
      var high = otherScalars.count
      while low < high {
        let mid = (low + high) / 2
        if otherScalars[mid] < value { low = mid + 1 } else { high = mid }
      }
      guard low < otherScalars.count, otherScalars[low] == value else { return nil }
      return Int(otherAdvances[low])
    }

    /// The kerning of a pair in font units; 0 outside U+0020..<U+0180.
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
      let leftIndex = Int(left.value) - Int(Self.kerningRange.lowerBound)
      let rightIndex = Int(right.value) - Int(Self.kerningRange.lowerBound)
      // The empty face has no class arrays at all, hence the bounds rather than the range.
      guard leftClasses.indices.contains(leftIndex), rightClasses.indices.contains(rightIndex)
      else { return 0 }
      let first = Int(leftClasses[leftIndex])
      let second = Int(rightClasses[rightIndex])
      guard first != 0, second != 0 else { return 0 }
      return Int(kerningValues[first * rightClassCount + second])
    }
  }
}

extension SystemFaceTable.Face {
  /// Decodes one face, or returns `nil` when the bytes are malformed.
  ///
  /// The layout, written by `Tools/GenerateSystemFace` (all integers LEB128 varints, signed ones
  /// zigzag-encoded first):
  ///
  ///     version (1), unitsPerEm,
  ///     n, n scalar deltas (from 0, then from the previous scalar), n advances,
  ///     leftClassCount, rightClassCount,
  ///     for each tabulated scalar in U+0020..<U+0180, in order: its left class; then the same
  ///       for right classes,
  ///     m, m × (cell delta from the previous non-zero cell, or from 0; signed value)
  ///
  /// where cell = leftClass × rightClassCount + rightClass. Classes group scalars whose
  /// kerning rows (or columns) are identical; class 0 is the all-zero one.
  init?(decoding bytes: [UInt8]) {
    var reader = VarintReader(bytes: bytes)
    guard reader.next() == 1, let unitsPerEm = reader.next(), unitsPerEm > 0,
      let count = reader.next(), count <= bytes.count
    else { return nil }
    var scalars: [UInt32] = []
    var previous = 0
    for _ in 0..<count {
      guard let delta = reader.next() else { return nil }
      previous += delta
      guard previous <= 0x10FFFF else { return nil }
      scalars.append(UInt32(previous))
    }
    var latin = [Int32](repeating: -1, count: Self.latinRange.count)
    var otherScalars: [UInt32] = []
    var otherAdvances: [Int32] = []
    var kerned: [Int] = []
    for scalar in scalars {
      guard let advance = reader.next(), advance <= Int32.max else { return nil }
      if Self.latinRange.contains(scalar) {
        latin[Int(scalar - Self.latinRange.lowerBound)] = Int32(advance)
      } else {
        otherScalars.append(scalar)
        otherAdvances.append(Int32(advance))
      }
      if Self.kerningRange.contains(scalar) { kerned.append(Int(scalar - 0x20)) }
    }
    // Inter needs about 100 classes a side; the bound keeps bad bytes from asking for gigabytes.
    guard let leftCount = reader.next(), let rightCount = reader.next(),
      leftCount <= 1024, rightCount <= 1024
    else { return nil }
    var left = [UInt16](repeating: 0, count: Self.kerningRange.count)
    var right = left
    for (classes, limit) in [(0, leftCount), (1, rightCount)] {
      for index in kerned {
        guard let value = reader.next(), value < limit else { return nil }
        if classes == 0 { left[index] = UInt16(value) } else { right[index] = UInt16(value) }
      }
    }
    var values = [Int16](repeating: 0, count: leftCount * rightCount)
    guard let nonZero = reader.next() else { return nil }
    var cell = 0
    for _ in 0..<min(nonZero, bytes.count) {
      guard let delta = reader.next(), let value = reader.nextSigned() else { return nil }
      cell += delta
      guard cell < values.count, let value = Int16(exactly: value) else { return nil }
      values[cell] = value
    }
    guard reader.isAtEnd else { return nil }
    self.init(
      unitsPerEm: unitsPerEm, latinAdvances: latin, otherScalars: otherScalars,
      otherAdvances: otherAdvances, leftClasses: left, rightClasses: right,
      rightClassCount: rightCount, kerningValues: values)
  }
}

/// Reads LEB128 varints; `nil` at the end of the bytes or on a value too long for `Int`.
private struct VarintReader {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  mutating func next() -> Int? {
    var result = 0
    var shift = 0
    while position < bytes.count, shift < 63 {
      let byte = bytes[position]
      position += 1
      result |= Int(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return result }
      shift += 7
    }
    return nil
  }

  mutating func nextSigned() -> Int? {
    guard let raw = next() else { return nil }
    return (raw >> 1) ^ -(raw & 1)
  }
}
