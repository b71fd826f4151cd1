/// A sparse linear row `constant + Σ coefficient · symbol`, kept sorted by symbol id.
///
/// Sorted terms keep every traversal in one order on every run (no dictionary order on any
/// decision path) and make `row += k · other` a linear merge. One array of terms, not one of ids
/// and one of coefficients: a row is then one allocation, which for the short rows most
/// constraints make halves what building and merging them costs.
struct Row {
  /// One symbol and its coefficient.
  struct Term {
    var id: Int32
    var coefficient: Double
  }

  var terms: [Term] = []
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { terms.isEmpty }

  /// The symbols, in order (a copy, for code off the hot paths).
  var ids: [Int32] { terms.map(\.id) }

  /// The position of `id`, or where it would be inserted.
  func position(of id: Int32) -> (index: Int, found: Bool) {
    terms.withUnsafeBufferPointer { terms in
      let index = lowerBound(of: id, in: terms) { $0.id }
      return (index, index < terms.count && terms[index].id == id)
    }
  }

  func coefficient(of id: Int32) -> Double {
    let (index, found) = position(of: id)
    return found ? terms[index].coefficient : 0
  }

  /// How an addition changed the symbols a row holds.
  enum Change {
    /// The symbol was not in the row and now is.
    case entered
    /// The symbol was in the row and cancelled out.
    case left
    /// The row holds the same symbols.
    case none
  }

  /// Adds `coefficient · id`, dropping the entry when the sum is zero.
  @discardableResult
  mutating func add(_ id: Int32, _ coefficient: Double) -> Change {
    let (index, found) = position(of: id)
    if found {
      let sum = terms[index].coefficient + coefficient
      if isNearZero(sum) {
        terms.remove(at: index)
        return .left
      }
      terms[index].coefficient = sum
      return .none
    }
    if isNearZero(coefficient) { return .none }
    terms.insert(Term(id: id, coefficient: coefficient), at: index)
    return .entered
  }

  /// Removes `id` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ id: Int32) -> Double {
    let (index, found) = position(of: id)
    guard found else { return 0 }
    return terms.remove(at: index).coefficient
  }

  mutating func negate() {
    constant = -constant
    for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    for i in terms.indices { terms[i].coefficient *= factor }
  }

  /// Turns `0 = self` into `id = …`, removing `id` from the row.
  mutating func solve(for id: Int32) {
    let coefficient = remove(id)
    scale(by: -1 / coefficient)
  }

  /// Turns `basic = self` into `id = …`, where `id` is in the row.
  mutating func solve(basic: Int32, for id: Int32) {
    add(basic, -1)
    solve(for: id)
  }

  /// Becomes `self + factor · other` without `excluded`, reporting symbols that enter or leave:
  /// the same row as ``merged(with:factor:excluding:entered:left:)``.
  ///
  /// A short `other` is added term by term in place: a pivot through a row that spans a stack
  /// (the row closing it, a few thousand terms) then moves memory instead of rebuilding the row
  /// term by term. Otherwise the merge is written to `buffer`, which the row then takes, giving
  /// the buffer its old storage: merges trade arrays instead of allocating them.
  ///
  /// `excludedIndex`, when given, is where `excluded` is in the row: the caller that read its
  /// coefficient found it already.
  mutating func merge(
    with other: Row, factor: Double, excluding excluded: Int32 = -1, at excludedIndex: Int? = nil,
    entered: inout [Int32], left: inout [Int32], buffer: inout [Term]
  ) {
    guard other.terms.count * 16 <= terms.count else {
      buffer.removeAll(keepingCapacity: true)
      constant = merge(
        with: other, factor: factor, excluding: excluded, entered: &entered, left: &left,
        into: &buffer)
      if buffer.capacity <= 2 * buffer.count + 16 {
        swap(&terms, &buffer)
      } else if buffer.capacity <= 8 * buffer.count + 64 {
        // Shared, not copied: the buffer, no longer unique, starts a new array at its next
        // merge, and the row keeps at most eight times the room it needs.
        terms = buffer
      } else {
        // A long row's buffer stays with the tableau rather than with a short row, so the
        // merge's few terms are copied out. Sharing it here (as `Array(buffer)` does) left
        // each short row a long row's allocation: d-10000 grew by 50 MB a step, to 3 GB.
        var compact: [Term] = []
        compact.reserveCapacity(buffer.count)
        compact.append(contentsOf: buffer)
        terms = compact
      }
      return
    }
    constant += factor * other.constant
    if let excludedIndex {
      terms.remove(at: excludedIndex)
      left.append(excluded)
    } else if excluded >= 0 && remove(excluded) != 0 {
      left.append(excluded)
    }
    for term in other.terms where term.id != excluded {
      switch add(term.id, factor * term.coefficient) {
      case .entered: entered.append(term.id)
      case .left: left.append(term.id)
      case .none: break
      }
    }
  }

  /// `self + factor · other`, leaving out `excluded`, reporting symbols that enter or leave.
  func merged(
    with other: Row, factor: Double, excluding excluded: Int32 = -1,
    entered: inout [Int32], left: inout [Int32]
  ) -> Row {
    var result: [Term] = []
    // Most merges cancel little, but a dense row merged into another can cancel almost all:
    // reserve for the larger side only, so no row keeps room for twice what it holds. Small
    // rows get room for every term, so the merge never grows its array mid-way.
    let (count, otherCount) = (terms.count, other.terms.count)
    result.reserveCapacity(max(count, otherCount, min(count + otherCount, 16)))
    var row = Row(
      constant: merge(
        with: other, factor: factor, excluding: excluded, entered: &entered, left: &left,
        into: &result))
    row.terms = result
    return row
  }

  /// Appends the terms of `self + factor · other` without `excluded` to `result` and returns
  /// its constant: the linear merge both forms share.
  private func merge(
    with other: Row, factor: Double, excluding excluded: Int32,
    entered: inout [Int32], left: inout [Int32], into result: inout [Term]
  ) -> Double {
    let (count, otherCount) = (terms.count, other.terms.count)
    var i = 0
    var j = 0
    while i < count || j < otherCount {
      let a = i < count ? terms[i].id : Int32.max
      let b = j < otherCount ? other.terms[j].id : Int32.max
      if a < b {
        if a != excluded {
          result.append(terms[i])
        } else {
          left.append(a)
        }
        i += 1
      } else if b < a {
        let value = factor * other.terms[j].coefficient
        if b != excluded && !isNearZero(value) {
          result.append(Term(id: b, coefficient: value))
          entered.append(b)
        }
        j += 1
      } else {
        let value = terms[i].coefficient + factor * other.terms[j].coefficient
        if a != excluded && !isNearZero(value) {
          result.append(Term(id: a, coefficient: value))
        } else {
          left.append(a)
        }
        i += 1
        j += 1
      }
    }
    return constant + factor * other.constant
  }
}

/// kiwi's tolerance: coefficients and constants smaller than this are zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < 1e-8 && value > -1e-8
}
