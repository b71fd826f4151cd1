/// An objective component: one coefficient per symbol, so that substituting a short row into
/// it costs the short row's length, however many errors the level holds.
struct DenseRow {
  var values: [Double]
  var constant: Double = 0

  /// `count` zero coefficients, with room for `capacity` in one allocation.
  init(count: Int, capacity: Int = 0) {
    values = []
    values.reserveCapacity(Swift.max(count, capacity))
    values.append(contentsOf: repeatElement(0, count: count))
  }

  func coefficient(of id: Int32) -> Double { values[Int(id)] }

  mutating func add(_ id: Int32, _ coefficient: Double) {
    let sum = values[Int(id)] + coefficient
    values[Int(id)] = isNearZero(sum) ? 0 : sum
  }

  mutating func add(_ row: Row, times factor: Double) {
    constant += factor * row.constant
    for term in row.terms { add(term.id, factor * term.coefficient) }
  }

  /// Replaces `symbol` by `expression`; returns whether the symbol was present.
  mutating func substitute(_ symbol: Int32, with expression: Row) -> Bool {
    let factor = values[Int(symbol)]
    guard factor != 0 else { return false }
    values[Int(symbol)] = 0
    add(expression, times: factor)
    return true
  }

  /// The non-zero coefficients as a sparse row.
  var sparse: Row {
    var row = Row(constant: constant)
    for (index, value) in values.enumerated() where value != 0 {
      row.terms.append(Row.Term(id: Int32(index), coefficient: value))
    }
    return row
  }
}
