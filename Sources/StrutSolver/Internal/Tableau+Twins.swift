/// Twins: the two symbols one constraint's row brings in with opposite unit coefficients (an
/// optional inequality's slack and error, an optional equality's or a complementary pair's two
/// errors), and the key under which the column index lists a row (I3, I4).
///
/// Every row operation treats twins alike, so their columns stay negatives of each other up to
/// rounding: while one is basic, the other appears in its row only. A pivot between them is a
/// constraint's error changing sides, which is most of the pivots of a chain's edit or of a row
/// of views resized across its fitting width. Listing a row under the lower id of the twins,
/// whichever of them owns it, lets such a pivot leave every column of the row as it was,
/// instead of trading the owner in the column of each of its symbols (half of an alternating
/// chain edit's time went there).
///
/// Rounding could still let both in with a large enough coefficient; before the second would
/// become basic, the pair is separated, and each row is listed under its owner.
extension Tableau {
  /// Makes two symbols twins: new ones, or a pair a refused change separated.
  mutating func makeTwins(_ first: Int32, _ second: Int32) {
    twins[Int(first)] = second
    twins[Int(second)] = first
  }

  /// The key under which the column index lists the row of `basic` (I3): the lower id of a
  /// pair of twins, which never both have rows (I4), or the symbol itself.
  @inline(__always)
  func rowKey(_ basic: Int32) -> Int32 {
    let twin = twins[Int(basic)]
    return twin >= 0 && twin < basic ? twin : basic
  }

  /// The basic symbol whose row a column lists under `key`.
  @inline(__always)
  func basic(forKey key: Int32) -> Int32 {
    hasRow[Int(key)] ? key : twins[Int(key)]
  }

  /// Separates `symbol`, which is about to become basic, from its twin if the twin is basic.
  @inline(__always)
  mutating func separateTwinIfBasic(of symbol: Int32) {
    let twin = twins[Int(symbol)]
    if _slowPath(twin >= 0 && hasRow[Int(twin)]) { separateTwins(symbol) }
  }

  /// Makes `symbol` and its twin ordinary symbols, listing the row either owns under its owner.
  mutating func separateTwins(_ symbol: Int32) {
    let twin = twins[Int(symbol)]
    guard twin >= 0 else { return }
    let (low, high) = symbol < twin ? (symbol, twin) : (twin, symbol)
    // Only the higher one's row is listed under another id.
    if hasRow[Int(high)] {
      for term in rows[Int(high)].terms {
        noteColumn(term.id)
        columns[Int(term.id)].replace(low, with: high)
      }
    }
    twins[Int(low)] = -1
    twins[Int(high)] = -1
    journal?.separatedTwins.append((low, high))
  }
}
