import Synchronization

/// An object that keeps one solver's number for it in a word of its own: a ``Variable`` its
/// symbol, a ``Constraint`` its record.
///
/// The word holds the claiming ``SlotIndex``'s owner number in its high half and the object's
/// number in its low half; 0 when no index claims it.
protocol SlotHolder: AnyObject {
  /// The word as it is now.
  func loadSlot() -> UInt64
  /// Replaces the word if it still is `expected`; returns whether it did.
  func replaceSlot(_ expected: UInt64, with desired: UInt64) -> Bool
}

/// A solver's numbers for objects (variables to symbols, constraints to records), kept in the
/// objects themselves where it can claim their slot, and in a hash table otherwise.
///
/// A hash table lookup per term and per constraint is a cache miss each when a layout of
/// 10,000 cells outgrows the cache, while the object was just touched: with the number on the
/// object, growing a layout tenfold costs tenfold. The first index to number an object claims
/// its slot; any other index holding the same object (another solver) uses its table.
///
/// A copy of a solver shares its owner number. The first copy to change while shared takes a
/// new number and moves what it holds in slots to its table (``detach(holding:)``), so the
/// slots stay the other copy's and neither copy sees the other's changes. The index does not
/// keep the objects itself (that would cost every object a retain): its owner hands them over.
struct SlotIndex<Object: SlotHolder> {
  private var owner = SlotOwner()
  private var table: [ObjectIdentifier: Int32] = [:]
  /// How many times the numbering changed under this owner.
  private var version: UInt64 = 0

  /// Names the numbering as it is: two indices with the same stamp give every object the same
  /// number (or none), in this copy of a solver or another.
  ///
  /// A copy that changes while shared takes a new owner, and one that changes alone counts a
  /// version, so a stamp never comes back once its numbering changed.
  var stamp: NumberingStamp { NumberingStamp(owner: owner.number, version: version) }

  /// Whether a copy of the solver shares the owner number: the index must then be detached
  /// before it changes.
  var isShared: Bool {
    mutating get { !isKnownUniquelyReferenced(&owner) }
  }

  /// The object's number, or nil if the index does not hold it.
  func number(of object: Object) -> Int32? {
    let word = object.loadSlot()
    if owner.claims(word) { return Int32(truncatingIfNeeded: word) }
    return table.isEmpty ? nil : table[ObjectIdentifier(object)]
  }

  /// Numbers the object, in its slot if this index holds the slot or can claim it.
  ///
  /// - Precondition: the index is not shared.
  mutating func set(_ value: Int32, for object: Object) {
    version &+= 1
    let word = object.loadSlot()
    if owner.claims(word), let mine = owner.word(value) {
      _ = object.replaceSlot(word, with: mine)
    } else if word == 0, let mine = owner.word(value), object.replaceSlot(0, with: mine) {
      if !table.isEmpty { table[ObjectIdentifier(object)] = nil }
    } else {
      table[ObjectIdentifier(object)] = value
    }
  }

  /// Forgets the object, releasing its slot if the index held it.
  ///
  /// - Precondition: the index is not shared.
  mutating func remove(_ object: Object) {
    version &+= 1
    let word = object.loadSlot()
    if owner.claims(word) {
      _ = object.replaceSlot(word, with: 0)
    } else if !table.isEmpty {
      table[ObjectIdentifier(object)] = nil
    }
  }

  /// Forgets every object, which must be all it holds.
  ///
  /// - Precondition: the index is not shared.
  mutating func removeAll(holding objects: some Sequence<Object>) {
    version &+= 1
    for object in objects {
      let word = object.loadSlot()
      if owner.claims(word) { _ = object.replaceSlot(word, with: 0) }
    }
    table.removeAll()
  }

  /// Takes a new owner number, moving the numbers held in slots to the table first.
  ///
  /// The slots stay with the copy that shares the old number. `objects` must be all the index
  /// holds.
  mutating func detach(holding objects: some Sequence<Object>) {
    // Read the slots before letting go of the shared owner: until then the other copy cannot
    // be its only holder, so it cannot be changing them.
    for object in objects {
      let word = object.loadSlot()
      if owner.claims(word) { table[ObjectIdentifier(object)] = Int32(truncatingIfNeeded: word) }
    }
    owner = SlotOwner()
  }
}

/// The identity of a solver's numbering of its variables (``Solver/variableNumbering``).
package struct NumberingStamp: Equatable, Sendable {
  let owner: UInt64
  let version: UInt64
}

/// An owner number, unique in the process; the index is its only holder unless the solver
/// was copied.
private final class SlotOwner: Sendable {
  /// The high half of a claimed word; never 0, and past `UInt32.max` slots are not used.
  let number: UInt64

  private static let last = Atomic<UInt64>(0)

  init() {
    number = SlotOwner.last.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The claimed word for `value`, or nil when numbers ran out (after 4 billion solvers)
  /// and the index keeps everything in its table.
  func word(_ value: Int32) -> UInt64? {
    number <= UInt64(UInt32.max) ? number << 32 | UInt64(UInt32(bitPattern: value)) : nil
  }

  func claims(_ word: UInt64) -> Bool { word >> 32 == number }
}

extension Variable: SlotHolder {
  func loadSlot() -> UInt64 { slot.load(ordering: .relaxed) }

  func replaceSlot(_ expected: UInt64, with desired: UInt64) -> Bool {
    slot.compareExchange(expected: expected, desired: desired, ordering: .relaxed).exchanged
  }
}

extension Constraint: SlotHolder {
  func loadSlot() -> UInt64 { slot.load(ordering: .relaxed) }

  func replaceSlot(_ expected: UInt64, with desired: UInt64) -> Bool {
    slot.compareExchange(expected: expected, desired: desired, ordering: .relaxed).exchanged
  }
}
