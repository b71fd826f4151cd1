/// Writes big-endian values into a growing byte buffer, for building font files in tests.
struct ByteWriter {
  var bytes: [UInt8] = []

  var count: Int { bytes.count }

  mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

  mutating func u16(_ value: Int) {
    u8(value >> 8)
    u8(value)
  }

  mutating func u32(_ value: Int) {
    u16(value >> 16)
    u16(value)
  }

  mutating func tag(_ tag: String) {
    precondition(tag.utf8.count == 4, "tags are four bytes")
    bytes += Array(tag.utf8)
  }

  mutating func append(_ other: [UInt8]) { bytes += other }

  /// Pads with zeros to a multiple of four, as sfnt tables are aligned.
  mutating func align() {
    while bytes.count % 4 != 0 { bytes.append(0) }
  }

  /// Overwrites a 16-bit value already written, for offsets known only later.
  mutating func patch16(at offset: Int, _ value: Int) {
    bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
  }

  mutating func patch32(at offset: Int, _ value: Int) {
    patch16(at: offset, value >> 16)
    patch16(at: offset + 2, value)
  }
}
