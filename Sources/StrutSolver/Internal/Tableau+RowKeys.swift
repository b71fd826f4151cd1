/// Row keys: the names under which the column index lists rows (I3, I4).
///
/// A pivot hands a row from the symbol leaving the basis to the one entering it. Were a row
/// listed under its owner's id, every pivot would trade the old owner for the new in the column
/// of each of the row's symbols: for the row that closes a stack of 1,000 views, 2,700 columns,
/// at each of the six pivots of a resize step, and half of an alternating chain edit's time.
/// So a row is listed under a key that stays with it while owners come and go: each symbol holds
/// one key, the keys are a permutation of the symbol ids, and a pivot swaps the keys of the two
/// symbols it exchanges. The entering symbol takes the row's key; the leaving one, now
/// parametric, takes the entering one's old key, which no column lists, because only basic
/// symbols' keys are listed.
extension Tableau {
  /// The key under which the column index lists the row of `basic` (I3).
  @inline(__always)
  func rowKey(_ basic: Int32) -> Int32 {
    rowKeys[Int(basic)]
  }

  /// The basic symbol whose row a column lists under `key`.
  @inline(__always)
  func basic(forKey key: Int32) -> Int32 {
    keyHolders[Int(key)]
  }

  /// Gives `entering` the key of the row `leaving` hands it, and `leaving` the key `entering`
  /// held, so that every column lists the row as it did (I4).
  @inline(__always)
  mutating func handOverKey(from leaving: Int32, to entering: Int32) {
    swapKeys(leaving, entering)
    journal?.keySwaps.append((leaving, entering))
  }

  /// Exchanges the keys of two symbols.
  @inline(__always)
  mutating func swapKeys(_ first: Int32, _ second: Int32) {
    let (firstKey, secondKey) = (rowKeys[Int(first)], rowKeys[Int(second)])
    rowKeys[Int(first)] = secondKey
    rowKeys[Int(second)] = firstKey
    keyHolders[Int(secondKey)] = first
    keyHolders[Int(firstKey)] = second
  }
}
