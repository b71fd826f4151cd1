/// One component of the objective (a priority level's sum of errors, or its tie-break): a
/// coefficient per symbol.
///
/// Dense (a slot per symbol) in a small tableau, where a slot costs nothing and a lookup must
/// cost nothing; in a large one, sparse while few symbols have a coefficient (up to
/// ``sparseLimit``), and dense from then on. Most levels weigh a handful of errors: a stack of
/// 1,000 views has some 15,000 symbols and ten levels, of which only hugging and compression
/// resistance weigh thousands. A dense component for each level cost 120 KB of zeros to make (a
/// view's first hide brought two new levels), and a slot in every component for every symbol
/// made. Dense ones keep substitution at the short row's length, however many errors the level
/// holds.
struct ObjectiveComponent {
  var constant: Double = 0
  /// How many symbols the tableau has: the length of `dense` once it is used.
  private var symbolCount: Int
  /// How many symbols the tableau made room for: the room `dense` takes when it is made.
  private var reservedCount: Int
  private var isDense = false
  private var dense: [Double] = []
  /// The sparse form: ascending ids, and their non-zero coefficients.
  private var ids: [Int32] = []
  private var coefficients: [Double] = []

  /// Below this many symbols a component is dense from the start.
  static let smallTableau = 2048
  /// The most coefficients a sparse component holds; one more makes it dense.
  static let sparseLimit = 64

  /// A component with no coefficient, in a tableau of `symbolCount` symbols with room for
  /// `reservedCount`.
  init(symbolCount: Int, reservedCount: Int) {
    self.symbolCount = symbolCount
    self.reservedCount = reservedCount
    if symbolCount < Self.smallTableau { becomeDense() }
  }

  /// The symbol's coefficient, zero if it has none.
  subscript(id: Int32) -> Double {
    get {
      if isDense { return dense[Int(id)] }
      let index = position(of: id)
      return index < ids.count && ids[index] == id ? coefficients[index] : 0
    }
    set {
      if isDense {
        dense[Int(id)] = newValue
        return
      }
      let index = position(of: id)
      let isPresent = index < ids.count && ids[index] == id
      if newValue == 0 {
        if isPresent {
          ids.remove(at: index)
          coefficients.remove(at: index)
        }
      } else if isPresent {
        coefficients[index] = newValue
      } else if ids.count < Self.sparseLimit {
        ids.insert(id, at: index)
        coefficients.insert(newValue, at: index)
      } else {
        becomeDense()
        dense[Int(id)] = newValue
      }
    }
  }

  func coefficient(of id: Int32) -> Double { self[id] }

  mutating func add(_ id: Int32, _ coefficient: Double) {
    if isDense {
      let sum = dense[Int(id)] + coefficient
      dense[Int(id)] = isNearZero(sum) ? 0 : sum
    } else {
      let sum = self[id] + coefficient
      self[id] = isNearZero(sum) ? 0 : sum
    }
  }

  mutating func add(_ row: Row, times factor: Double) {
    constant += factor * row.constant
    if isDense {
      // The dense loop apart: it is the objective's hot path in small and large tableaus alike.
      dense.withUnsafeMutableBufferPointer { dense in
        for term in row.terms {
          let sum = dense[Int(term.id)] + factor * term.coefficient
          dense[Int(term.id)] = isNearZero(sum) ? 0 : sum
        }
      }
    } else {
      for term in row.terms { add(term.id, factor * term.coefficient) }
    }
  }

  /// Replaces `symbol` by `expression`; returns whether the symbol was present.
  mutating func substitute(_ symbol: Int32, with expression: Row) -> Bool {
    let factor = self[symbol]
    guard factor != 0 else { return false }
    self[symbol] = 0
    add(expression, times: factor)
    return true
  }

  /// Makes room for a new symbol, with no coefficient.
  mutating func appendSymbol() {
    symbolCount += 1
    if isDense { dense.append(0) }
  }

  /// Sets every coefficient and the constant to those of `copy`, a ``sparse`` form this
  /// component had: a journal's, put back when a change is refused.
  ///
  /// A journal keeps the non-zero coefficients rather than the component itself: copying a
  /// dense component of a stack of 1,000 views wrote 100 KB into fresh pages at every hide,
  /// where its non-zero coefficients are a fraction of that.
  mutating func restore(_ copy: Row) {
    constant = copy.constant
    if isDense {
      dense.withUnsafeMutableBufferPointer { dense in
        dense.update(repeating: 0)
        for term in copy.terms where Int(term.id) < dense.count {
          dense[Int(term.id)] = term.coefficient
        }
      }
    } else {
      (ids, coefficients) = ([], [])
      for term in copy.terms where Int(term.id) < symbolCount { self[term.id] = term.coefficient }
    }
  }

  /// Makes room for `count` symbols in all.
  mutating func reserveSymbols(_ count: Int) {
    reservedCount = Swift.max(reservedCount, count)
    if isDense { dense.reserveCapacity(count) }
  }

  /// Forgets the symbols from `count` on.
  mutating func forgetSymbols(from count: Int) {
    symbolCount = count
    if isDense {
      dense.removeSubrange(count...)
    } else {
      let end = position(of: Int32(count))
      ids.removeSubrange(end...)
      coefficients.removeSubrange(end...)
    }
  }

  /// The non-zero coefficients as a row, in ascending order of symbol.
  var sparse: Row {
    var row = Row(constant: constant)
    if isDense {
      // Counted first: a journal copies long components this way, and growing the terms by
      // doubling wrote them into fresh pages several times over.
      row.terms.reserveCapacity(dense.reduce(0) { $1 != 0 ? $0 + 1 : $0 })
      for (index, value) in dense.enumerated() where value != 0 {
        row.terms.append(Row.Term(id: Int32(index), coefficient: value))
      }
    } else {
      row.terms.reserveCapacity(ids.count)
      for (id, value) in zip(ids, coefficients) {
        row.terms.append(Row.Term(id: id, coefficient: value))
      }
    }
    return row
  }

  private func position(of id: Int32) -> Int {
    ids.withUnsafeBufferPointer { lowerBound(of: id, in: $0) { $0 } }
  }

  private mutating func becomeDense() {
    dense.reserveCapacity(Swift.max(symbolCount, reservedCount))
    dense.append(contentsOf: repeatElement(0, count: symbolCount))
    for (id, value) in zip(ids, coefficients) { dense[Int(id)] = value }
    (ids, coefficients) = ([], [])
    isDense = true
  }
}
