/// A hash that is the same in every process and on every machine, for identifiers that are
/// written to files and compared across runs.
///
/// Swift's `Hasher` is randomly seeded per process, so `hashValue` cannot be used for this.
enum StableHash {
  /// The 64-bit FNV-1a hash of the text's UTF-8 bytes, as 16 lowercase hexadecimal digits.
  static func fnv1a64(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
