/// A sparse linear row `constant + Σ coefficient · symbol`, kept sorted by symbol id.
///
/// Sorted parallel arrays keep every traversal in one order on every run (no dictionary order on
/// any decision path) and make `row += k · other` a linear merge.
struct Row {
  var ids: [Int32] = []
  var coefficients: [Double] = []
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { ids.isEmpty }

  /// The position of `id`, or where it would be inserted.
  func position(of id: Int32) -> (index: Int, found: Bool) {
    var low = 0
    var high = ids.count
    while low < high {
      let mid = (low + high) >> 1
      let value = ids[mid]
      if value == id { return (mid, true) }
      if value < id { low = mid + 1 } else { high = mid }
    }
    return (low, false)
  }

  func coefficient(of id: Int32) -> Double {
    let (index, found) = position(of: id)
    return found ? coefficients[index] : 0
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
      let sum = coefficients[index] + coefficient
      if isNearZero(sum) {
        ids.remove(at: index)
        coefficients.remove(at: index)
        return .left
      }
      coefficients[index] = sum
      return .none
    }
    if isNearZero(coefficient) { return .none }
    ids.insert(id, at: index)
    coefficients.insert(coefficient, at: index)
    return .entered
  }

  /// Removes `id` and returns its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ id: Int32) -> Double {
    let (index, found) = position(of: id)
    guard found else { return 0 }
    ids.remove(at: index)
    return coefficients.remove(at: index)
  }

  mutating func negate() {
    constant = -constant
    for i in coefficients.indices { coefficients[i] = -coefficients[i] }
  }

  mutating func scale(by factor: Double) {
    constant *= factor
    for i in coefficients.indices { coefficients[i] *= factor }
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
  /// A short `other` is added entry by entry in place: a pivot through a row that spans a
  /// stack (the row closing it, a few thousand entries) then moves memory instead of rebuilding
  /// the row entry by entry.
  mutating func merge(
    with other: Row, factor: Double, excluding excluded: Int32 = -1,
    entered: inout [Int32], left: inout [Int32]
  ) {
    guard other.ids.count * 16 <= ids.count else {
      self = merged(
        with: other, factor: factor, excluding: excluded, entered: &entered, left: &left)
      return
    }
    constant += factor * other.constant
    if remove(excluded) != 0 { left.append(excluded) }
    for (j, id) in other.ids.enumerated() where id != excluded {
      switch add(id, factor * other.coefficients[j]) {
      case .entered: entered.append(id)
      case .left: left.append(id)
      case .none: break
      }
    }
  }

  /// `self + factor · other`, leaving out `excluded`, reporting symbols that enter or leave.
  func merged(
    with other: Row, factor: Double, excluding excluded: Int32 = -1,
    entered: inout [Int32], left: inout [Int32]
  ) -> Row {
    var result = Row(constant: constant + factor * other.constant)
    // Most merges cancel little, but a dense row merged into another can cancel almost all:
    // reserve for the larger side only, so no row keeps room for twice what it holds.
    // Small rows get room for every entry, so the merge never grows its arrays mid-way.
    let capacity = max(ids.count, other.ids.count, min(ids.count + other.ids.count, 16))
    result.ids.reserveCapacity(capacity)
    result.coefficients.reserveCapacity(capacity)
    var i = 0
    var j = 0
    while i < ids.count || j < other.ids.count {
      let a = i < ids.count ? ids[i] : Int32.max
      let b = j < other.ids.count ? other.ids[j] : Int32.max
      if a < b {
        if a != excluded {
          result.ids.append(a)
          result.coefficients.append(coefficients[i])
        } else {
          left.append(a)
        }
        i += 1
      } else if b < a {
        let value = factor * other.coefficients[j]
        if b != excluded && !isNearZero(value) {
          result.ids.append(b)
          result.coefficients.append(value)
          entered.append(b)
        }
        j += 1
      } else {
        let value = coefficients[i] + factor * other.coefficients[j]
        if a != excluded && !isNearZero(value) {
          result.ids.append(a)
          result.coefficients.append(value)
        } else {
          left.append(a)
        }
        i += 1
        j += 1
      }
    }
    return result
  }
}

/// kiwi's tolerance: coefficients and constants smaller than this are zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < 1e-8 && value > -1e-8
}
