/// A tiny deterministic pseudo-random generator (Steele, Lea and Flood's SplitMix64), so that the
/// property, mutation and random-layout tests draw the same cases on every run and platform, with
/// no system randomness.
public struct SplitMix64 {
  private var state: UInt64

  /// Creates a generator from a seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`; the modulo bias is irrelevant for tests.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % width)
  }

  /// A number in `0..<bound`, or 0 when `bound` is not positive.
  public mutating func below(_ bound: Int) -> Int {
    bound > 0 ? Int(next() % UInt64(bound)) : 0
  }

  /// True with probability `probability`.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ elements: [T]) -> T {
    elements[int(in: 0...elements.count - 1)]
  }

  /// The array in a random order (Fisher–Yates).
  public mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var result = elements
    for i in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(i, int(in: 0...i))
    }
    return result
  }
}
