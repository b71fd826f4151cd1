/// What a solver knows of one constraint it holds.
struct Record {
  var constraint: Constraint
  var tag: Tag
  var sequence: Double
  var isBroken = false
  var isInternal = false
  /// The other constraint of a complementary pair that shares this one's row and tag (see
  /// `Solver.isComplementaryPair(_:_:)`).
  var partner: Constraint?

  /// Insertion order, with the marker symbol deciding between equal sequences (repeated
  /// insertions before one constraint can halve the gap until two meet), so that no order
  /// depends on where the records live.
  static func precedes(_ a: Record, _ b: Record) -> Bool {
    a.sequence != b.sequence ? a.sequence < b.sequence : a.tag.marker < b.tag.marker
  }
}

/// A solver's records, found from their constraints through a ``SlotIndex``.
struct ConstraintRecords {
  private var records = RecyclingArray<Record>()
  private var index = SlotIndex<Constraint>()

  /// How many constraints are held.
  var count: Int { records.count }

  /// The constraint's record, or nil if it is not held.
  subscript(constraint: Constraint) -> Record? {
    index.number(of: constraint).map { records[$0] }
  }

  /// Every record, in no particular order.
  var all: some Sequence<Record> { records.all }

  /// Holds a record for its constraint, which must not be held yet.
  mutating func insert(_ record: Record) {
    detachIfShared()
    index.set(records.insert(record), for: record.constraint)
  }

  /// Changes the constraint's record, which must be held.
  mutating func update(_ constraint: Constraint, _ change: (inout Record) -> Void) {
    change(&records[index.number(of: constraint)!])
  }

  /// Forgets the constraint's record, if held.
  mutating func remove(_ constraint: Constraint) {
    guard let slot = index.number(of: constraint) else { return }
    detachIfShared()
    index.remove(constraint)
    records.remove(at: slot)
  }

  /// Makes room for `count` more records.
  mutating func reserveCapacity(_ count: Int) {
    records.reserveCapacity(count)
  }

  /// Makes the index this copy's own before it changes (see ``SlotIndex``).
  private mutating func detachIfShared() {
    if index.isShared { index.detach(holding: records.all.map(\.constraint)) }
  }
}
