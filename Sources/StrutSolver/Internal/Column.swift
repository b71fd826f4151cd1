/// The rows that mention one symbol, by their keys (`Tableau.rowKey(_:)`), which stay with a
/// row while the symbol owning it changes (invariant I4 of `Tableau`).
///
/// Membership is exact (invariant I3): inserting a member twice keeps one. The order of the
/// members is not part of the contract: decisions that iterate a column break ties by symbol
/// id, so the order never shows in results.
///
/// A column takes one of four forms:
/// - **Inline**: most symbols appear in one to four rows, and those members live in the column
///   itself. With an array for every column, laying out 1,000 cells allocated 27,000 of them,
///   most for a single member; with room for two, a stack of 1,000 labels allocated 9,000,
///   for the four rows each label's width and height are in.
/// - **Listed**: from the fifth member, an ascending array; insertion and removal find their
///   place by binary search and move the members after it. Most changes come at the end (new
///   rows have the highest ids): a stack view's height is in thousands of rows and costs a
///   search per change.
/// - **Hashed**: once ``hashingPatience`` insertions or removals each moved more than
///   ``hashingDistance`` members, an open-addressing table (linear probing, a fixed
///   multiplicative hash, so that the same operations leave the same table in every process),
///   where insertion and removal are O(1). In a chain, whose rows hold prefix sums, a dual
///   pivot adds or drops hundreds of symbols in rows that hundreds of columns share, and keeping
///   those columns sorted moved more memory than the simplex itself touched.
/// - **Bits**: a costly list whose members are dense among the ids below its largest (a bit per
///   id takes no more room than the table would) becomes a bit set instead: insertion and
///   removal set or clear one bit, with no probing, and a chain's thousand long columns take a
///   tenth of the tables' memory, so that a dual pivot's column changes stay in cache (b2 26%
///   and b3 19% faster than with tables). Ids past the last word add words while the words
///   stay within four per member; an id further out turns the bits into a table.
struct Column: Sequence {
  /// Members a change of a listed column may move before the column turns into bits or a table.
  static let hashingDistance = 32
  /// Costly changes a listed column takes before it turns into bits or a table: a few, such as
  /// a stack view's height leaving some rows, do not pay for the slower walks.
  static let hashingPatience = 4
  /// Members below which bits or a table turn back into a list.
  static let listingThreshold = 16
  /// An empty slot of the table; members are symbol ids, never negative.
  private static let vacant: Int32 = -1
  /// `inline.0` of a hashed column.
  private static let hashedMark: Int32 = -2
  /// `inline.0` of a column of bits.
  private static let bitsMark: Int32 = -3

  /// The members or what the form needs to know, by form.
  ///
  /// Inline: the first two members, ascending, −1 for none. Listed: (−1, −1 − costly changes
  /// so far). Hashed: (−2, count).
  private var inline: (Int32, Int32) = (-1, -1)
  /// Inline: the third and fourth members, ascending, −1 for none; (−1, −1) in other forms.
  private var inlineTail: (Int32, Int32) = (-1, -1)
  /// The members once there are five or more.
  ///
  /// Listed: every member, ascending. Hashed: the table, a power of two long. Bits: words of 32
  /// bits, id `i` at bit `i % 32` of word `i / 32`. Inline: empty.
  /// A spilled column stays spilled until it is empty, so a symbol whose rows come and go
  /// around three members does not allocate at every change.
  private var spilled: [Int32] = []

  /// Whether the column is a table (see the type's discussion).
  var isHashed: Bool { inline.0 == Self.hashedMark }

  /// Whether the column is a bit set (see the type's discussion).
  var isBits: Bool { inline.0 == Self.bitsMark }

  /// Whether `inline.1` counts the members: a table or bits.
  private var isCounted: Bool { inline.0 <= Self.hashedMark }

  var isEmpty: Bool { spilled.isEmpty && inline.0 < 0 }

  var count: Int {
    guard !spilled.isEmpty else {
      return inline.0 < 0 ? 0 : inline.1 < 0 ? 1 : inlineTail.0 < 0 ? 2 : inlineTail.1 < 0 ? 3 : 4
    }
    return isCounted ? Int(inline.1) : spilled.count
  }

  /// The members as an array, in no particular order, for code off the hot paths.
  var members: [Int32] { Array(self) }

  /// Appends the members to `array`, without going through the iterator.
  func appendMembers(to array: inout [Int32]) {
    if isBits {
      array.append(contentsOf: self)
    } else if isHashed {
      for member in spilled where member != Self.vacant { array.append(member) }
    } else if !spilled.isEmpty {
      array.append(contentsOf: spilled)
    } else {
      for position in 0..<count { array.append(inlineMember(position)) }
    }
  }

  mutating func insert(_ basic: Int32) {
    guard spilled.isEmpty else {
      insertSpilled(basic)
      return
    }
    let (first, second) = inline
    if first < 0 {
      inline.0 = basic
    } else if second < 0 {
      if basic != first { inline = basic > first ? (first, basic) : (basic, first) }
    } else if basic != first && basic != second {
      insertPastTwo(basic)
    }
  }

  /// Inserts into an inline column of two members or more, spilling at the fifth.
  private mutating func insertPastTwo(_ basic: Int32) {
    var slots = (inline.0, inline.1, inlineTail.0, inlineTail.1)
    let isFull = withUnsafeMutablePointer(to: &slots) { tuple in
      tuple.withMemoryRebound(to: Int32.self, capacity: 4) { members in
        Self.insert(basic, intoInline: members)
      }
    }
    guard isFull else {
      (inline, inlineTail) = ((slots.0, slots.1), (slots.2, slots.3))
      return
    }
    // In order by hand: sorting a temporary array made two more allocations for each spill.
    spilled.reserveCapacity(8)
    for member in [slots.0, slots.1, slots.2, slots.3] {
      if basic < member && (spilled.last ?? -1) < basic { spilled.append(basic) }
      spilled.append(member)
    }
    if spilled.count == 4 { spilled.append(basic) }
    (inline, inlineTail) = ((-1, -1), (-1, -1))
  }

  /// Puts `basic` in its place among four inline slots holding at least two members; returns
  /// whether they are full instead (`basic` is then not among them), and false when `basic` is
  /// there already.
  @inline(__always)
  private static func insert(_ basic: Int32, intoInline members: UnsafeMutablePointer<Int32>)
    -> Bool
  {
    var count = 2
    while count < 4 && members[count] >= 0 {
      if members[count] == basic { return false }
      count += 1
    }
    guard count < 4 else { return true }
    var index = count
    while index > 0 && members[index - 1] > basic {
      members[index] = members[index - 1]
      index -= 1
    }
    members[index] = basic
    return false
  }

  private mutating func insertSpilled(_ basic: Int32) {
    if _slowPath(isCounted) {
      if isBits { insertBit(basic) } else { insertHashed(basic) }
      return
    }
    let last = spilled[spilled.count - 1]
    if last < basic {
      spilled.append(basic)
      return
    }
    // Most members that miss the end land just before it (rows are merged in key order, and a
    // long row's key can sit high in the columns of its symbols): a search, and the generic
    // `replaceSubrange` behind `Array.insert(_:at:)`, cost several times more there.
    if last != basic && (spilled.count == 1 || spilled[spilled.count - 2] < basic) {
      spilled[spilled.count - 1] = basic
      spilled.append(last)
      return
    }
    let index = position(of: basic)
    if spilled[index] == basic { return }
    spilled.append(basic)
    spilled.withUnsafeMutableBufferPointer { members in
      var slot = members.count - 1
      while slot > index {
        members[slot] = members[slot - 1]
        slot -= 1
      }
      members[index] = basic
    }
    hashIfCostly(moved: spilled.count - index)
  }

  mutating func remove(_ basic: Int32) {
    guard spilled.isEmpty else {
      removeSpilled(basic)
      return
    }
    guard inlineTail.0 < 0 else {
      removePastTwo(basic)
      return
    }
    if inline.0 == basic {
      inline = (inline.1, -1)
    } else if inline.1 == basic {
      inline.1 = -1
    }
  }

  /// Removes from an inline column of three or four members.
  private mutating func removePastTwo(_ basic: Int32) {
    var slots = (inline.0, inline.1, inlineTail.0, inlineTail.1)
    withUnsafeMutablePointer(to: &slots) { tuple in
      tuple.withMemoryRebound(to: Int32.self, capacity: 4) { members in
        var index = 0
        while index < 4 && members[index] != basic { index += 1 }
        guard index < 4 else { return }
        while index < 3 {
          members[index] = members[index + 1]
          index += 1
        }
        members[3] = -1
      }
    }
    (inline, inlineTail) = ((slots.0, slots.1), (slots.2, slots.3))
  }

  private mutating func removeSpilled(_ basic: Int32) {
    if _slowPath(isCounted) {
      if isBits { removeBit(basic) } else { removeHashed(basic) }
      return
    }
    let index = position(of: basic)
    guard index < spilled.count && spilled[index] == basic else { return }
    // By hand, as in `insertSpilled(_:)`.
    spilled.withUnsafeMutableBufferPointer { members in
      for slot in index..<members.count - 1 { members[slot] = members[slot + 1] }
    }
    spilled.removeLast()
    hashIfCostly(moved: spilled.count - index)
  }

  /// Empties the column, keeping a spilled column's storage for its next members.
  mutating func removeAll() {
    (inline, inlineTail) = ((-1, -1), (-1, -1))
    spilled.removeAll(keepingCapacity: true)
  }

  /// Counts a change of a listed column that moved more than ``hashingDistance`` members, and
  /// turns the column into a table at the ``hashingPatience``th: its changes come in the
  /// middle, where a table is cheaper.
  @inline(__always)
  private mutating func hashIfCostly(moved: Int) {
    if _slowPath(moved > Self.hashingDistance) { countCostlyChange() }
  }

  @inline(never)
  private mutating func countCostlyChange() {
    inline.1 -= 1
    if -1 - Int(inline.1) >= Self.hashingPatience { reshape(capacity: 2 * spilled.count) }
  }

  /// Moves the members into bits when a bit per id below the largest takes no more words than a
  /// table of `capacity` slots would, and into such a table otherwise.
  private mutating func reshape(capacity: Int) {
    // A list is ascending: its last member is its largest.
    let words = Int(spilled.last ?? 0) / 32 + 1
    if words <= capacity {
      setBits(spilled, words: words)
    } else {
      rehash(capacity: capacity)
    }
  }

  /// The index in a listed column of the first member not less than `basic`.
  private func position(of basic: Int32) -> Int {
    spilled.withUnsafeBufferPointer { lowerBound(of: basic, in: $0) { $0 } }
  }

  // MARK: The table

  /// The slot where probing for `basic` starts: the high bits of a Fibonacci hash, so that the
  /// consecutive ids of a chain's rows spread over the table.
  private static func home(of basic: Int32, in table: UnsafeMutableBufferPointer<Int32>) -> Int {
    let shift = 32 - table.count.trailingZeroBitCount
    return Int((UInt32(bitPattern: basic) &* 0x9E37_79B1) >> UInt32(shift))
  }

  @inline(never)
  private mutating func insertHashed(_ basic: Int32) {
    let inserted = spilled.withUnsafeMutableBufferPointer { table in
      let mask = table.count - 1
      var slot = Self.home(of: basic, in: table)
      while table[slot] != Self.vacant {
        if table[slot] == basic { return false }
        slot = (slot + 1) & mask
      }
      table[slot] = basic
      return true
    }
    guard inserted else { return }
    inline.1 += 1
    // At most half full, so that probes stay short.
    if 2 * Int(inline.1) > spilled.count { rehash(capacity: 2 * spilled.count) }
  }

  /// Removes `basic` by shifting back the members probed past it (no tombstones); see
  /// ``countRemoval(fromBits:mayShrink:)`` for what the table becomes.
  @inline(never)
  private mutating func removeHashed(_ basic: Int32, mayShrink: Bool = true) {
    let removed = spilled.withUnsafeMutableBufferPointer { table in
      let mask = table.count - 1
      var hole = Self.home(of: basic, in: table)
      while table[hole] != basic {
        if table[hole] == Self.vacant { return false }
        hole = (hole + 1) & mask
      }
      var next = hole
      while true {
        next = (next + 1) & mask
        let member = table[next]
        if member == Self.vacant { break }
        // A member whose home lies cyclically in (hole, next] is still reachable without the
        // hole; any other must move into it.
        let home = Self.home(of: member, in: table)
        let reachable = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
        if reachable { continue }
        table[hole] = member
        hole = next
      }
      table[hole] = Self.vacant
      return true
    }
    if removed { countRemoval(fromBits: false, mayShrink: mayShrink) }
  }

  /// Moves every member into a new table of at least `capacity` slots (a power of two).
  @inline(never)
  private mutating func rehash(capacity: Int) {
    var size = 64
    while size < capacity { size <<= 1 }
    let members = isBits ? self.members : spilled
    spilled = [Int32](repeating: Self.vacant, count: size)
    inline = (Self.hashedMark, 0)
    // A list holds no vacant slot, so one loop serves it and a table.
    for member in members where member != Self.vacant { insertHashed(member) }
  }

  // MARK: The bits

  /// Makes the column bits of at least `words` words holding `members`.
  private mutating func setBits(_ members: [Int32], words: Int) {
    spilled = [Int32](repeating: 0, count: words)
    inline = (Self.bitsMark, Int32(members.count))
    spilled.withUnsafeMutableBufferPointer { words in
      for member in members {
        words[Int(member) >> 5] |= Int32(bitPattern: 1 << (UInt32(member) & 31))
      }
    }
  }

  @inline(never)
  private mutating func insertBit(_ basic: Int32) {
    let index = Int(basic) >> 5
    if _slowPath(index >= spilled.count) {
      // Ids grow as symbols are made: the words grow with them while they stay no longer than
      // a table would be, and the column becomes a table past that.
      guard index < 4 * Int(inline.1) + 64 else {
        rehash(capacity: 2 * (Int(inline.1) + 1))
        insertHashed(basic)
        return
      }
      spilled.append(contentsOf: repeatElement(0, count: index + 1 - spilled.count))
    }
    let bit = Int32(bitPattern: 1 << (UInt32(basic) & 31))
    let inserted = spilled.withUnsafeMutableBufferPointer { words in
      guard words[index] & bit == 0 else { return false }
      words[index] |= bit
      return true
    }
    if inserted { inline.1 += 1 }
  }

  /// Clears `basic`'s bit; see ``countRemoval(fromBits:mayShrink:)`` for what the bits become.
  @inline(never)
  private mutating func removeBit(_ basic: Int32, mayShrink: Bool = true) {
    let index = Int(basic) >> 5
    guard index < spilled.count else { return }
    let bit = Int32(bitPattern: 1 << (UInt32(basic) & 31))
    let removed = spilled.withUnsafeMutableBufferPointer { words in
      guard words[index] & bit != 0 else { return false }
      words[index] &= ~bit
      return true
    }
    if removed { countRemoval(fromBits: true, mayShrink: mayShrink) }
  }

  /// Counts a member that left bits (`fromBits`) or a table.
  ///
  /// Unless `mayShrink` is false, the column becomes a list once few members are left, or a
  /// smaller table once most of its room is empty. Inlined with the form known, so that a
  /// removal tests it no more than before.
  @inline(__always)
  private mutating func countRemoval(fromBits: Bool, mayShrink: Bool) {
    inline.1 -= 1
    guard mayShrink else { return }
    let count = Int(inline.1)
    if count < Self.listingThreshold {
      // Bits are read in id order; a table's slots are not.
      let members = fromBits ? self.members : self.members.sorted()
      inline = (-1, -1)
      spilled = members
    } else if fromBits ? spilled.count > 4 * count + 64 : 16 * count < spilled.count {
      // Bits: a walk would read many empty words for each member. A table: not sooner, since
      // a chain's columns empty and fill again at every alternation of its edit, and each
      // resize rewrites the table.
      rehash(capacity: fromBits ? 2 * count : 4 * count)
    }
  }

  // MARK: Iteration

  struct Iterator: IteratorProtocol {
    fileprivate let column: Column
    /// The places to visit: the inline members, or the list's members or table's slots; −1 for
    /// bits, so that they cost the other forms no test of their own.
    fileprivate let end: Int
    fileprivate var position = 0
    /// Bits: the bits of word `position - 1` not visited yet.
    fileprivate var bits: UInt32 = 0

    mutating func next() -> Int32? {
      guard position < end else { return end < 0 ? nextBit() : nil }
      let member = column.spilled.isEmpty ? column.inlineMember(position) : column.spilled[position]
      position += 1
      // Only a table has vacant slots.
      if _fastPath(member != Column.vacant) { return member }
      return nextAfterVacancy()
    }

    @inline(never)
    private mutating func nextBit() -> Int32? {
      while bits == 0 {
        guard position < column.spilled.count else { return nil }
        bits = UInt32(bitPattern: column.spilled[position])
        position += 1
      }
      let member = Int32((position - 1) &* 32 &+ bits.trailingZeroBitCount)
      bits &= bits &- 1
      return member
    }

    @inline(never)
    private mutating func nextAfterVacancy() -> Int32? {
      while position < end {
        let member = column.spilled[position]
        position += 1
        if member != Column.vacant { return member }
      }
      return nil
    }
  }

  /// The inline member at `position` (below ``count``).
  @inline(__always)
  fileprivate func inlineMember(_ position: Int) -> Int32 {
    switch position {
    case 0: inline.0
    case 1: inline.1
    case 2: inlineTail.0
    default: inlineTail.1
    }
  }

  func makeIterator() -> Iterator {
    Iterator(column: self, end: isBits ? -1 : spilled.isEmpty ? count : spilled.count)
  }
}
