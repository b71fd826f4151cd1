@_spi(StrutInternals) import StrutSolver

/// The solver constraints an engine installed, each found from the `NSLayoutConstraint` it
/// comes from through a slot on that constraint (``NSLayoutConstraint/installation``).
///
/// Laying out 10,000 cells installs 200,000 constraints; a hash table keyed by constraint
/// then costs a cache miss per lookup and per insertion, while the `NSLayoutConstraint` was
/// just touched. The first engine to install a constraint holds its slot; another engine
/// installing it as well (one measuring a subtree) keeps its entries in a table.
struct InstalledConstraints {
  /// One solver constraint's origin: an `NSLayoutConstraint` and, for the two halves of a
  /// content-size constraint (hugging and compression resistance), which half.
  struct Source: Hashable {
    let constraint: ObjectIdentifier
    let part: Int

    init(_ owner: NSLayoutConstraint, part: Int) {
      constraint = ObjectIdentifier(owner)
      self.part = part
    }
  }

  /// An installed solver constraint.
  struct Entry {
    var constraint: StrutSolver.Constraint
    var owner: NSLayoutConstraint
    var part: Int
    /// When it was installed: stale entries leave the solver in this order.
    var order: Int

    var source: Source { Source(owner, part: part) }

    /// What the solver holds for the part: read from the solver constraint, which is made
    /// from it and never changes, rather than kept beside it (an entry per constraint, 200,000
    /// for 10,000 cells, is then half the size).
    var spec: ConstraintSpec { ConstraintSpec(constraint) }
  }

  /// Where an engine keeps a constraint's entries: up to two parts, on the constraint itself.
  struct Slot {
    /// The serial of the engine holding the slot; 0 when none does.
    var engine = 0
    var parts: (Int32, Int32) = (-1, -1)

    subscript(part: Int) -> Int32 {
      get { part == 0 ? parts.0 : parts.1 }
      set { if part == 0 { parts.0 = newValue } else { parts.1 = newValue } }
    }
  }

  private let engine: Int
  private var entries = RecyclingArray<Entry>()
  private var foreign: [Source: Int32] = [:]
  /// Solver constraint to entry, made when a conflict or a query asks and dropped on change.
  private var bySolverConstraint: [ObjectIdentifier: Int32]?

  /// How many entries are installed.
  var count: Int { entries.count }

  /// A table for the engine with this serial.
  init(engine: Int) {
    self.engine = engine
  }

  /// The entry of an `NSLayoutConstraint`'s part, if installed.
  subscript(owner: NSLayoutConstraint, part: Int) -> Entry? {
    index(owner, part: part).map { entries[$0] }
  }

  /// Every entry, in no particular order.
  var all: some Sequence<Entry> { entries.all }

  /// The entry a solver constraint belongs to.
  mutating func entry(for constraint: StrutSolver.Constraint) -> Entry? {
    if bySolverConstraint == nil {
      var map: [ObjectIdentifier: Int32] = [:]
      for (index, entry) in entries.indexed { map[ObjectIdentifier(entry.constraint)] = index }
      bySolverConstraint = map
    }
    return bySolverConstraint![ObjectIdentifier(constraint)].map { entries[$0] }
  }

  /// Installs an entry; its part must not be installed yet.
  mutating func insert(_ entry: Entry) {
    bySolverConstraint = nil
    let index = entries.insert(entry)
    let owner = entry.owner
    if entry.part < 2 && (owner.installation.engine == engine || owner.installation.engine == 0) {
      owner.installation.engine = engine
      owner.installation[entry.part] = index
    } else {
      foreign[entry.source] = index
    }
  }

  /// Changes the installed entry of a part.
  mutating func update(_ owner: NSLayoutConstraint, part: Int, _ change: (inout Entry) -> Void) {
    guard let index = index(owner, part: part) else { return }
    bySolverConstraint = nil
    change(&entries[index])
  }

  /// Forgets the entry of a part, if installed.
  mutating func remove(_ owner: NSLayoutConstraint, part: Int) {
    guard let index = index(owner, part: part) else { return }
    bySolverConstraint = nil
    entries.remove(at: index)
    if part < 2 && owner.installation.engine == engine && owner.installation[part] == index {
      owner.installation[part] = -1
      if owner.installation.parts == (-1, -1) { owner.installation = Slot() }
    } else {
      foreign[Source(owner, part: part)] = nil
    }
  }

  /// Makes room for `count` more entries.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  /// Lets go of every slot this table holds, for another engine to take.
  func releaseSlots() {
    for entry in all where entry.owner.installation.engine == engine {
      entry.owner.installation = Slot()
    }
  }

  /// A part installed while another engine held the slot stays in ``foreign`` even once this
  /// table holds the slot.
  private func index(_ owner: NSLayoutConstraint, part: Int) -> Int32? {
    if part < 2 && owner.installation.engine == engine && owner.installation[part] >= 0 {
      return owner.installation[part]
    }
    return foreign.isEmpty ? nil : foreign[Source(owner, part: part)]
  }
}
