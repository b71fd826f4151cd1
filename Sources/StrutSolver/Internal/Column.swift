/// The basic symbols whose rows mention one symbol, ascending.
///
/// Membership is exact (invariant I3): inserting a member twice keeps one. Decisions that
/// iterate a column break ties by symbol id, so the order never shows in results.
///
/// Most symbols appear in one or two rows: those members live in the column itself, and only a
/// column of three or more holds an array. With an array for every column, laying out 1,000
/// cells allocated 27,000 of them, most for a single member.
struct Column: Sequence {
  /// The members while there are at most two, ascending, −1 for none; (−1, −1) once spilled.
  private var inline: (Int32, Int32) = (-1, -1)
  /// Every member, ascending, once a third one came; empty while the members are inline.
  ///
  /// A spilled column stays spilled until it is empty, so a symbol whose rows come and go
  /// around three members does not allocate at every change. Sorted, so that insertion and
  /// removal find their place by binary search: a symbol in thousands of rows (a stack view's
  /// height in every alignment row) costs a logarithmic search and a short memmove per change.
  private var spilled: [Int32] = []

  var isEmpty: Bool { spilled.isEmpty && inline.0 < 0 }

  var count: Int {
    spilled.isEmpty ? (inline.0 < 0 ? 0 : inline.1 < 0 ? 1 : 2) : spilled.count
  }

  /// The member at `position` (0 ..< count), in ascending order.
  subscript(position: Int) -> Int32 {
    spilled.isEmpty ? (position == 0 ? inline.0 : inline.1) : spilled[position]
  }

  /// The members as an array, for code off the hot paths.
  var members: [Int32] { Array(self) }

  /// Appends the members to `array`, without going through the iterator.
  func appendMembers(to array: inout [Int32]) {
    if !spilled.isEmpty {
      array.append(contentsOf: spilled)
    } else if inline.0 >= 0 {
      array.append(inline.0)
      if inline.1 >= 0 { array.append(inline.1) }
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
      spilled.append(contentsOf: [first, second, basic].sorted())
      inline = (-1, -1)
    }
  }

  private mutating func insertSpilled(_ basic: Int32) {
    if let last = spilled.last, last < basic {
      spilled.append(basic)
      return
    }
    let index = position(of: basic)
    if index < spilled.count && spilled[index] == basic { return }
    spilled.insert(basic, at: index)
  }

  mutating func remove(_ basic: Int32) {
    guard spilled.isEmpty else {
      let index = position(of: basic)
      if index < spilled.count && spilled[index] == basic { spilled.remove(at: index) }
      return
    }
    if inline.0 == basic {
      inline = (inline.1, -1)
    } else if inline.1 == basic {
      inline.1 = -1
    }
  }

  /// Empties the column, keeping a spilled column's storage for its next members.
  mutating func removeAll() {
    inline = (-1, -1)
    spilled.removeAll(keepingCapacity: true)
  }

  /// Puts `new` in the place of `old`, which is a member while `new` is not, moving only the
  /// members between their two places.
  mutating func replace(_ old: Int32, with new: Int32) {
    guard !spilled.isEmpty else {
      remove(old)
      insert(new)
      return
    }
    var index = position(of: old)
    spilled.withUnsafeMutableBufferPointer { members in
      if new > old {
        while index + 1 < members.count && members[index + 1] < new {
          members[index] = members[index + 1]
          index += 1
        }
      } else {
        while index > 0 && members[index - 1] > new {
          members[index] = members[index - 1]
          index -= 1
        }
      }
      members[index] = new
    }
  }

  /// The index in ``spilled`` of the first member not less than `basic`.
  private func position(of basic: Int32) -> Int {
    spilled.withUnsafeBufferPointer { lowerBound(of: basic, in: $0) { $0 } }
  }

  struct Iterator: IteratorProtocol {
    fileprivate let column: Column
    fileprivate let count: Int
    fileprivate var position = 0

    mutating func next() -> Int32? {
      guard position < count else { return nil }
      defer { position += 1 }
      return column[position]
    }
  }

  func makeIterator() -> Iterator { Iterator(column: self, count: count) }
}
