/// The simplex core: rows, the column index, and the lexicographic objective.
///
/// Invariants (the shape that makes layouts fast; see performance.md §3):
/// - **I1** A restricted row (basic slack, error, dummy, artificial or non-negative external)
///   and every objective component mention only parametric restricted symbols.
/// - **I2** An unrestricted external (user variable) that is basic has a *definition* row,
///   which may mention parametric symbols of any kind and, lazily, basic symbols of any kind:
///   other basic externals, and restricted symbols that entered the basis after the definition
///   was made. Definitions form a DAG (restricted rows are its leaves) and are expanded only when
///   a restricted row needs them or values are read. A chain such as `l[i] = l[i-1] + w[i-1] + 8`
///   therefore stays O(1) per row instead of becoming a prefix sum, and a pivot rewrites
///   restricted rows only: a definition that mentions the symbol entering the basis keeps its
///   few terms, instead of taking the thousands of a row that spans a stack.
/// - **I3** `columns[s]` holds exactly the keys (``rowKey(_:)``) of the basic symbols whose
///   rows mention `s` directly.
/// - **I4** ``rowKeys`` is a permutation of the symbol ids and ``keyHolders`` its inverse; a
///   pivot swaps the keys of the two symbols it exchanges, so a row keeps its key and every
///   column lists it as before (see `Tableau+RowKeys.swift`).
/// - The objective has two components per priority level: first the L1 error of each level,
///   highest level first; then, in the same order, the errors weighted by insertion order (the
///   E5 tie-break), which only choose among solutions optimal for every level. Each is an
///   ``ObjectiveComponent``: sparse while it weighs few symbols, dense once it weighs many.
struct Tableau {
  var kinds: [SymbolKind] = []
  /// The external symbols, ascending: `updateVariables()` evaluates these, not every symbol.
  var externals: [Int32] = []
  /// The non-negative externals, ascending: restricted, so never definitions; each reads as
  /// its row's constant when basic and zero otherwise.
  var nonNegativeExternals: [Int32] = []
  /// The order and reads of `updateVariables()`, made again in its own storage when first
  /// needed after a definition changed shape.
  var valuePlan = ValuePlan()
  /// Whether ``valuePlan`` describes the definitions as they are, but for the terms of
  /// ``revisedDefinitions``.
  var isValuePlanCurrent = false
  /// Externals whose definitions changed, came or went since the plan was made, with repeats:
  /// the plan takes the changes before it is next used (``ValuePlan/revise(_:from:)``).
  var revisedDefinitions: [Int32] = []
  /// The row of each basic symbol, by id; a parametric symbol's slot holds an empty row.
  ///
  /// Not `[Row?]`: reading a field of an optional element (`rows[id]!.constant`) copies the
  /// whole row, retaining and releasing its storage, on every access.
  var rows: [Row] = []
  /// Whether each symbol is basic, by id.
  var hasRow: [Bool] = []
  var columns: [Column] = []
  /// The key of each symbol, by id (I4): the row it owns while basic is listed under it.
  var rowKeys: [Int32] = []
  /// The symbol holding each key, by key (I4).
  var keyHolders: [Int32] = []
  /// Priority levels in use, descending.
  var levels: [Double] = []
  /// `k` is the L1 error of `levels[k]`; `levels.count + k` its insertion-order tie-break.
  var objective: [ObjectiveComponent] = []
  /// Each error symbol's weight, by symbol id (zero for other symbols).
  var weights: [ErrorWeight] = []
  /// The phase-one objective while a row is added through an artificial variable.
  var artificial: Row?
  var infeasible: [Int32] = []
  /// Scratch space for expansions, indexed by symbol id and kept zeroed between uses.
  var scratch: [Double] = []
  /// Walks over definitions mark what they visited with the current epoch, by symbol id, so
  /// that a walk neither allocates a set nor clears an array.
  private var visited: [UInt32] = []
  private var visitEpoch: UInt32 = 0
  /// Lists reused by expansions, kept between calls so that they do not allocate again.
  private var walkStack: [(basic: Int32, next: Int)] = []
  private var reachedScratch: [Int32] = []
  private var touchedScratch: [Int32] = []
  private var sortScratch: [Int32] = []
  /// A bit per symbol id for ``expanded(_:)`` to put ids in order without sorting them; all
  /// zero between uses.
  private var orderBits: [UInt64] = []
  /// Where out-of-place merges are written; the row takes it and leaves its old storage here
  /// (see `Row.merge`).
  private var mergeBuffer: [Row.Term] = []
  /// The symbols a substitution's merges add to and drop from rows, kept between calls so
  /// that a substitution does not allocate them again.
  private var enteredScratch: [Int32] = []
  private var leftScratch: [Int32] = []
  /// A row's coefficients of the subjects that pairs defined together replace in it, kept
  /// between rows (see `Tableau+DefiningPairs.swift`).
  var factorScratch: [Double] = []
  /// Symbols whose objective coefficients changed since the objective was last optimal: the
  /// only ones that can have a negative reduced cost, so a pivot need not scan the objective.
  var dirty: [Int32] = []
  var isDirty: [Bool] = []
  /// Open while an insertion may still be refused: the first value of everything it changes.
  var journal: Journal?
  /// The rows and columns the open journal has noted (see ``Journal``).
  ///
  /// Emptied when a journal opens and sized then to the symbols that exist: a tableau that
  /// never journals, as a view tree's first layout, keeps none.
  var notedRows = SymbolBits()
  var notedColumns = SymbolBits()
  /// The symbols some of whose objective coefficients the open journal has noted, and which
  /// components it noted for each (bit k for component k < 16; every later one counts as the
  /// 16th), valid where `notedObjective` holds the symbol.
  var notedObjective = SymbolBits()
  var notedObjectiveComponents: [UInt16] = []
  /// The last journal's lists, emptied, for the next one to fill (see ``Journal``).
  var spareJournal: Journal?
  /// How many objective components journals copied whole, for tests.
  var componentCopies = 0
  /// Entries merged by substitutions so far: the measure of work that decides when re-solving
  /// from scratch is cheaper than going on (see `Solver.rebuild()`).
  var work = 0
  /// Complementary pairs that went in together, defining their variables (see
  /// `insert(definingPairs:)`), for the tests that must know the path was taken.
  var pairsDefinedTogether = 0
  /// Value plans revised in place rather than made again, for the tests that must know the
  /// path was taken.
  var valuePlanRevisions = 0
  /// Expansions that put their ids in order through bits rather than a sort, for the tests
  /// that must know the path was taken.
  var expansionsOrderedByBits = 0

  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
    let id = Int32(kinds.count)
    kinds.append(kind)
    if kind == .external { externals.append(id) }
    if kind == .nonNegativeExternal { nonNegativeExternals.append(id) }
    rows.append(Row())
    columns.append(Column())
    if hasRow.count <= Int(id) { addEmptySlots(for: Int(id) + 1) }
    if journal != nil {
      notedRows.makeRoom(for: id)
      notedColumns.makeRoom(for: id)
      notedObjective.makeRoom(for: id)
      notedObjectiveComponents.append(0)
    }
    for k in objective.indices { objective[k].appendSymbol() }
    return id
  }

  /// Gives each per-symbol table of plain values at least `count` slots, and half again as
  /// many as it has, each holding what a new symbol starts with.
  ///
  /// These tables are longer than ``kinds`` and their slots past it are blank, so that making a
  /// symbol does not append to them: appending cost a uniqueness and a capacity check apiece.
  /// ``rows`` and ``columns`` hold references, which a bulk fill retains one by one as an
  /// append does, so they grow with ``kinds``.
  private mutating func addEmptySlots(for count: Int) {
    let extra = Swift.max(count, hasRow.count + hasRow.count / 2, 64) - hasRow.count
    hasRow.append(contentsOf: repeatElement(false, count: extra))
    Self.appendOwnIDs(to: &rowKeys, count: extra)
    Self.appendOwnIDs(to: &keyHolders, count: extra)
    scratch.append(contentsOf: repeatElement(0, count: extra))
    visited.append(contentsOf: repeatElement(0, count: extra))
    weights.append(contentsOf: repeatElement(ErrorWeight(level: 0, sequence: 0), count: extra))
    isDirty.append(contentsOf: repeatElement(false, count: extra))
  }

  /// Appends `count` slots to a table of keys, each holding its own index: a new symbol holds
  /// its own id as its key (I4).
  ///
  /// Filled in place: appending a range goes through a generic copy several times slower.
  private static func appendOwnIDs(to keys: inout [Int32], count: Int) {
    let start = keys.count
    keys.append(contentsOf: repeatElement(0, count: count))
    keys.withUnsafeMutableBufferPointer { slots in
      for index in start..<slots.count { slots[index] = Int32(truncatingIfNeeded: index) }
    }
  }

  func isBasic(_ id: Int32) -> Bool { hasRow[Int(id)] }

  /// The symbol's row if it is basic (a copy: for code off the hot paths).
  func row(_ id: Int32) -> Row? { hasRow[Int(id)] ? rows[Int(id)] : nil }

  /// Puts back a row (or its absence) as it was, without touching the column index.
  mutating func restoreRow(_ id: Int32, _ row: Row?) {
    forgetValuePlan(ifExternal: id)
    rows[Int(id)] = row ?? Row()
    hasRow[Int(id)] = row != nil
  }

  /// Makes room for `count` symbols in all.
  mutating func reserveSymbols(_ count: Int) {
    guard count > kinds.capacity else { return }
    kinds.reserveCapacity(count)
    rows.reserveCapacity(count)
    hasRow.reserveCapacity(count)
    columns.reserveCapacity(count)
    rowKeys.reserveCapacity(count)
    keyHolders.reserveCapacity(count)
    scratch.reserveCapacity(count)
    visited.reserveCapacity(count)
    weights.reserveCapacity(count)
    isDirty.reserveCapacity(count)
    if journal != nil { notedObjectiveComponents.reserveCapacity(count) }
    for k in objective.indices { objective[k].reserveSymbols(count) }
  }

  // MARK: Rows and the column index

  mutating func setRow(_ basic: Int32, _ row: Row) {
    noteRow(basic)
    reviseValuePlan(ifExternal: basic)
    let key = rowKey(basic)
    for term in row.terms {
      noteColumn(term.id)
      columns[Int(term.id)].insert(key)
    }
    rows[Int(basic)] = row
    hasRow[Int(basic)] = true
  }

  @discardableResult
  mutating func takeRow(_ basic: Int32) -> Row {
    noteRow(basic)
    reviseValuePlan(ifExternal: basic)
    var row = Row()
    swap(&row, &rows[Int(basic)])
    hasRow[Int(basic)] = false
    let key = rowKey(basic)
    for term in row.terms {
      noteColumn(term.id)
      columns[Int(term.id)].remove(key)
    }
    return row
  }

  /// Replaces `symbol` by `expression` in every row that mentions it and in the objective.
  ///
  /// With `intoDefinitions` false, definitions keep mentioning `symbol`: it is entering the
  /// basis, and a definition may refer to a basic symbol lazily (I2). Eliminating a symbol
  /// (a removed constraint's marker) or defining an external needs every row.
  mutating func substitute(_ symbol: Int32, with expression: Row, intoDefinitions: Bool = true) {
    noteColumn(symbol)
    let isExternal = kinds[Int(symbol)] == .external
    // The column is emptied and, when no definition keeps `symbol`, given back after the
    // loop with its storage: no merge below can enter `symbol`, which it excludes.
    var holders = Column()
    swap(&holders, &columns[Int(symbol)])
    defer {
      if columns[Int(symbol)].isEmpty {
        holders.removeAll()
        columns[Int(symbol)] = holders
      }
    }
    for key in holders {
      let basic = basic(forKey: key)
      let isDefinition = kinds[Int(basic)] == .external
      if isDefinition && !intoDefinitions {
        columns[Int(symbol)].insert(key)
        // It reads `symbol` now that `symbol` is becoming basic.
        if isExternal { reviseValuePlan(ifExternal: basic) }
        continue
      }
      let (index, found) = rows[Int(basic)].position(of: symbol)
      merge(
        expression, times: found ? rows[Int(basic)].terms[index].coefficient : 0,
        intoRowOf: basic, excluding: symbol, at: found ? index : nil)
      if !isDefinition && rows[Int(basic)].constant < 0 {
        infeasible.append(basic)
      }
    }
    var touchedObjective = false
    noteObjective(symbol, expression)
    for k in objective.indices where objective[k].substitute(symbol, with: expression) {
      touchedObjective = true
    }
    if touchedObjective { markDirty(expression) }
    if artificial != nil { Self.substitute(symbol, with: expression, in: &artificial!) }
  }

  /// Adds `factor · addend` to the row of `basic`, leaving out `excluded` (at `excludedIndex`
  /// when the caller found it), and keeps the column index (I3), the value plan and the journal
  /// up to date; `excluded`'s own column is the caller's to keep.
  mutating func merge(
    _ addend: Row, times factor: Double, intoRowOf basic: Int32, excluding excluded: Int32 = -1,
    at excludedIndex: Int? = nil
  ) {
    noteRow(basic)
    reviseValuePlan(ifExternal: basic)
    var entered = enteredScratch
    var left = leftScratch
    (enteredScratch, leftScratch) = ([], [])
    defer {
      entered.removeAll(keepingCapacity: true)
      left.removeAll(keepingCapacity: true)
      (enteredScratch, leftScratch) = (entered, left)
    }
    // In place, not through a copy: a copy would make the merge copy the row first.
    work &+= rows[Int(basic)].terms.count + addend.terms.count
    rows[Int(basic)].merge(
      with: addend, factor: factor, excluding: excluded, at: excludedIndex, entered: &entered,
      left: &left, buffer: &mergeBuffer)
    let key = rowKey(basic)
    if journal != nil {
      for id in entered { noteColumn(id) }
      for id in left where id != excluded { noteColumn(id) }
    }
    // Through the buffer: indexing the array checks that it is unique at every change, and a
    // pivot through a row spanning a chain changes a million columns.
    columns.withUnsafeMutableBufferPointer { columns in
      for id in entered { columns[Int(id)].insert(key) }
      for id in left where id != excluded { columns[Int(id)].remove(key) }
    }
  }

  /// Static: an instance method called with `&artificial!` makes Swift copy the whole tableau
  /// to keep the two accesses apart.
  private static func substitute(_ symbol: Int32, with expression: Row, in row: inout Row) {
    let factor = row.coefficient(of: symbol)
    guard factor != 0 else { return }
    var entered: [Int32] = []
    var left: [Int32] = []
    row = row.merged(
      with: expression, factor: factor, excluding: symbol, entered: &entered, left: &left)
  }

  /// Makes `entering` basic in place of the restricted basic symbol `leaving`.
  ///
  /// The row keeps every term but `entering`, gains `leaving`, and keeps its key (I4): of the
  /// column index only the columns of the two symbols change.
  mutating func pivot(entering: Int32, leaving: Int32) {
    noteRow(leaving)
    noteRow(entering)
    reviseValuePlan(ifExternal: entering)
    var row = Row()
    swap(&row, &rows[Int(leaving)])
    hasRow[Int(leaving)] = false
    let key = rowKey(leaving)
    handOverKey(from: leaving, to: entering)
    noteColumn(entering)
    columns[Int(entering)].remove(key)
    row.solve(basic: leaving, for: entering)
    noteColumn(leaving)
    columns[Int(leaving)].insert(key)
    substitute(entering, with: row, intoDefinitions: false)
    rows[Int(entering)] = row
    hasRow[Int(entering)] = true
  }

  // MARK: The objective

  /// The indices of the level's L1 and tie-break components, inserting the level when new.
  ///
  /// Every level's L1 component comes before every tie-break, so a tie is broken only among
  /// solutions that are optimal for all levels (E3 before E5).
  mutating func components(forLevel level: Double) -> (main: Int, tieBreak: Int) {
    var low = 0
    var high = levels.count
    while low < high {
      let mid = (low + high) >> 1
      if levels[mid] == level { return (mid, levels.count + mid) }
      if levels[mid] > level { low = mid + 1 } else { high = mid }
    }
    for index in [levels.count + low, low] {
      objective.insert(
        ObjectiveComponent(symbolCount: kinds.count, reservedCount: kinds.capacity), at: index)
    }
    levels.insert(level, at: low)
    return (low, levels.count + low)
  }

  mutating func markDirty(_ id: Int32) {
    guard !isDirty[Int(id)] else { return }
    isDirty[Int(id)] = true
    dirty.append(id)
  }

  mutating func markDirty(_ row: Row) {
    for term in row.terms { markDirty(term.id) }
  }

  /// Adds `sign ×` the error symbol's weight to the objective (parametric or basic).
  mutating func weighObjective(error: Int32, sign: Double) {
    let weight = weights[Int(error)]
    let (main, tieBreak) = components(forLevel: weight.level)
    let row = self.row(error)
    if let row { markDirty(row) } else { markDirty(error) }
    for (k, factor) in [(main, sign), (tieBreak, sign * weight.sequence)] {
      if let row {
        objective[k].add(row, times: factor)
      } else {
        objective[k].add(error, factor)
      }
    }
  }

  // MARK: Primal simplex

  /// The symbol whose reduced-cost vector is lexicographically most negative at its first
  /// non-zero component (lowest id on ties); `bland` takes the lowest id to escape cycling.
  func entering(in components: [Row], bland: Bool) -> Int32? {
    for (k, component) in components.enumerated() {
      var best: Int32? = nil
      var bestValue = -1e-8
      for term in component.terms {
        let (id, value) = (term.id, term.coefficient)
        guard value < -1e-8, kinds[Int(id)] != .dummy else { continue }
        if bland && best != nil { continue }
        if !bland && value >= bestValue { continue }
        var decidedAbove = false
        for above in 0..<k where !isNearZero(components[above].coefficient(of: id)) {
          decidedAbove = true
          break
        }
        if decidedAbove { continue }
        best = id
        bestValue = value
      }
      if let best { return best }
    }
    return nil
  }

  /// The restricted row that limits `entering` first (lowest basic id on ties).
  func leavingRow(for entering: Int32) -> Int32? {
    var best: Int32? = nil
    var bestRatio = Double.infinity
    for key in columns[Int(entering)] {
      let basic = basic(forKey: key)
      guard kinds[Int(basic)].isRestricted else { continue }
      let coefficient = rows[Int(basic)].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[Int(basic)].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
        best = basic
        bestRatio = ratio
      }
    }
    return best
  }

  /// The dirty symbol with the lexicographically most negative reduced cost, by the same rule
  /// as ``entering(in:bland:)``; symbols found non-negative leave the dirty list.
  mutating func dirtyEntering(bland: Bool) -> Int32? {
    var best: (id: Int32, component: Int, value: Double)? = nil
    var index = 0
    while index < dirty.count {
      let id = dirty[index]
      var first: (component: Int, value: Double)? = nil
      if kinds[Int(id)] != .dummy && !isBasic(id) {
        for k in objective.indices {
          let value = objective[k].coefficient(of: id)
          if !isNearZero(value) {
            first = (k, value)
            break
          }
        }
      }
      guard let first, first.value < 0 else {
        isDirty[Int(id)] = false
        _ = dirty.swapRemoveAt(index)
        continue
      }
      index += 1
      if let current = best {
        let better =
          bland
          ? id < current.id
          : first.component < current.component
            || (first.component == current.component
              && (first.value < current.value || (first.value == current.value && id < current.id)))
        if !better { continue }
      }
      best = (id, first.component, first.value)
    }
    return best?.id
  }

  /// Minimizes the objective (or the artificial one) from a feasible basis.
  mutating func optimize(artificialPhase: Bool = false) {
    var pivots = 0
    let blandAfter = 50 + 4 * kinds.count
    while true {
      let bland = pivots > blandAfter
      let candidate =
        artificialPhase ? entering(in: [artificial!], bland: bland) : dirtyEntering(bland: bland)
      guard let entering = candidate, let leaving = leavingRow(for: entering) else { return }
      pivot(entering: entering, leaving: leaving)
      pivots += 1
    }
  }

  // MARK: Dual simplex

  /// How a run of the dual simplex ended.
  enum DualOutcome {
    /// Every row is feasible again, and the objective optimal.
    case optimal
    /// A row cannot be made feasible: the required constraints cannot hold.
    case infeasible
    /// The run spent its budget of work; the tableau is consistent but not yet feasible.
    case overBudget
  }

  /// Restores feasibility after constants changed, keeping the objective optimal, unless that
  /// costs more than `budget` (in ``work``).
  mutating func dualOptimize(budget: Int = .max) -> DualOutcome {
    let start = work
    while !infeasible.isEmpty {
      if work &- start > budget { return .overBudget }
      // The most infeasible row first (lowest id on ties): on chains this takes far fewer
      // pivots than kiwi's last-in rule or the lowest id.
      var at = 0
      var worst = Double.infinity
      for (i, basic) in infeasible.enumerated() {
        let constant = rows[Int(basic)].constant
        if constant < worst || (constant == worst && basic < infeasible[at]) {
          at = i
          worst = constant
        }
      }
      let leaving = infeasible.swapRemoveAt(at)
      guard hasRow[Int(leaving)] else { continue }
      if kinds[Int(leaving)] == .dummy {
        // A redundant equality's row holds only dummies, which never enter: a constant moved
        // off zero means the equalities it was redundant with now contradict it.
        if isNearZero(rows[Int(leaving)].constant) { continue }
        return .infeasible
      }
      guard rows[Int(leaving)].constant < -1e-8 else { continue }
      guard let entering = dualEntering(rows[Int(leaving)]) else { return .infeasible }
      pivot(entering: entering, leaving: leaving)
    }
    return .optimal
  }

  /// The symbol of `row` with a positive coefficient whose reduced cost per unit is
  /// lexicographically smallest (lowest id on ties).
  private func dualEntering(_ row: Row) -> Int32? {
    var best: Int32? = nil
    var bestCoefficient = 0.0
    for term in row.terms {
      let (id, coefficient) = (term.id, term.coefficient)
      guard coefficient > 1e-8, kinds[Int(id)] != .dummy else { continue }
      if let best {
        var less = false
        for k in objective.indices {
          let difference =
            objective[k][id] / coefficient - objective[k][best] / bestCoefficient
          if difference < -1e-8 { less = true }
          if difference < -1e-8 || difference > 1e-8 { break }
        }
        if !less { continue }
      }
      best = id
      bestCoefficient = coefficient
    }
    return best
  }

  // MARK: Expansion of definitions

  /// The row with every basic symbol replaced by its row, recursively: only parametric symbols
  /// remain.
  mutating func expanded(_ row: Row) -> Row {
    // Most rows that need expanding mention one basic symbol whose row mentions no other (a
    // restricted row, I1): the expansion is then one merge. The merge forms the same sums as
    // the walk below, so the two agree to the bit.
    var basic: Int32 = -1
    for term in row.terms where isBasic(term.id) {
      basic = basic == -1 ? term.id : -2
    }
    if basic == -1 { return row }
    if basic >= 0,
      kinds[Int(basic)].isRestricted || rows[Int(basic)].terms.allSatisfy({ !isBasic($0.id) })
    {
      var entered = enteredScratch
      var left = leftScratch
      (enteredScratch, leftScratch) = ([], [])
      defer {
        entered.removeAll(keepingCapacity: true)
        left.removeAll(keepingCapacity: true)
        (enteredScratch, leftScratch) = (entered, left)
      }
      return row.merged(
        with: rows[Int(basic)], factor: row.coefficient(of: basic), excluding: basic,
        entered: &entered, left: &left)
    }
    var order = reachedScratch
    var touched = touchedScratch
    reachedScratch = []
    touchedScratch = []
    defer {
      order.removeAll(keepingCapacity: true)
      touched.removeAll(keepingCapacity: true)
      (reachedScratch, touchedScratch) = (order, touched)
    }
    definitionsReachable(from: row, into: &order)
    if order.isEmpty { return row }
    for term in row.terms {
      scratch[Int(term.id)] = term.coefficient
      touched.append(term.id)
    }
    var constant = row.constant
    // Referrers come before the definitions they mention, so each is expanded once.
    for basic in order.reversed() {
      let factor = scratch[Int(basic)]
      scratch[Int(basic)] = 0
      guard factor != 0 else { continue }
      constant += factor * rows[Int(basic)].constant
      // An index loop: iterating the row's arrays would retain them.
      for index in 0..<rows[Int(basic)].terms.count {
        let term = rows[Int(basic)].terms[index]
        if scratch[Int(term.id)] == 0 { touched.append(term.id) }
        scratch[Int(term.id)] += factor * term.coefficient
      }
    }
    if touched.count >= 64, let result = gatheredInOrder(touched, constant: constant) {
      return result
    }
    sortSymbolIDs(&touched, scratch: &sortScratch)
    var result = Row(constant: constant)
    result.terms.reserveCapacity(touched.count)
    var previous: Int32 = -1
    for id in touched where id != previous {
      previous = id
      let value = scratch[Int(id)]
      scratch[Int(id)] = 0
      if !isNearZero(value) {
        result.terms.append(Row.Term(id: id, coefficient: value))
      }
    }
    return result
  }

  /// The row of the coefficients of the `touched` ids (unsorted, with repeats), taken from
  /// ``scratch`` in ascending order through a bit per id, when the ids are dense enough among
  /// those between the least and the largest that reading their words costs less than sorting
  /// them; nil, having taken nothing, otherwise.
  ///
  /// A chain's prefix sums expand into hundreds of ids spread over the whole tableau: sorting
  /// them was a tenth of building a chain of 1,000.
  private mutating func gatheredInOrder(_ touched: [Int32], constant: Double) -> Row? {
    var (least, largest) = (Int32.max, Int32(0))
    for id in touched {
      least = Swift.min(least, id)
      largest = Swift.max(largest, id)
    }
    let (first, last) = (Int(least) >> 6, Int(largest) >> 6)
    guard last - first < 2 * touched.count else { return nil }
    expansionsOrderedByBits += 1
    var result = Row(constant: constant)
    result.terms.reserveCapacity(touched.count)
    if orderBits.count <= last {
      orderBits.append(contentsOf: repeatElement(0, count: last + 1 - orderBits.count))
    }
    for id in touched { orderBits[Int(id) >> 6] |= 1 << UInt64(id & 63) }
    for index in first...last {
      var word = orderBits[index]
      orderBits[index] = 0
      while word != 0 {
        let id = Int32(index << 6 | word.trailingZeroBitCount)
        word &= word &- 1
        let value = scratch[Int(id)]
        scratch[Int(id)] = 0
        if !isNearZero(value) { result.terms.append(Row.Term(id: id, coefficient: value)) }
      }
    }
    return result
  }

  /// The constant ``expanded(_:)`` gives the row, without building the row: the row's value
  /// while every parametric symbol is zero.
  ///
  /// Each pair a batch adds asks it (``holdsWithoutFreeSymbol(_:constant:)``); only the basic
  /// symbols' factors are followed, so nothing is sorted or allocated. The sums run in
  /// ``expanded(_:)``'s order, so both round alike.
  mutating func expandedConstant(of row: Row) -> Double {
    var order = reachedScratch
    reachedScratch = []
    defer {
      order.removeAll(keepingCapacity: true)
      reachedScratch = order
    }
    definitionsReachable(from: row, into: &order)
    var constant = row.constant
    if order.isEmpty { return constant }
    // Every basic symbol met is in `order` and is cleared below, so `scratch` stays zero.
    for term in row.terms where isBasic(term.id) {
      scratch[Int(term.id)] += term.coefficient
    }
    for basic in order.reversed() {
      let factor = scratch[Int(basic)]
      scratch[Int(basic)] = 0
      guard factor != 0 else { continue }
      constant += factor * rows[Int(basic)].constant
      for index in 0..<rows[Int(basic)].terms.count {
        let term = rows[Int(basic)].terms[index]
        if isBasic(term.id) { scratch[Int(term.id)] += factor * term.coefficient }
      }
    }
    return constant
  }

  /// Starts a walk: no symbol counts as visited until ``visit(_:)`` marks it.
  private mutating func beginVisits() {
    visitEpoch &+= 1
    if visitEpoch == 0 {
      for index in visited.indices { visited[index] = 0 }
      visitEpoch = 1
    }
  }

  /// Marks `id` visited in this walk; false if it already was.
  private mutating func visit(_ id: Int32) -> Bool {
    guard visited[Int(id)] != visitEpoch else { return false }
    visited[Int(id)] = visitEpoch
    return true
  }

  /// Appends the basic symbols reachable from the row's through definitions to `order`, in
  /// post-order (definitions before referrers); restricted rows mention no basic symbol, so
  /// they end the walk.
  ///
  /// Definitions form a DAG (I2), so a symbol visited but not yet finished is never met again
  /// and one mark per symbol suffices.
  private mutating func definitionsReachable(from row: Row, into order: inout [Int32]) {
    beginVisits()
    var stack = walkStack
    walkStack = []
    defer {
      stack.removeAll(keepingCapacity: true)
      walkStack = stack
    }
    for term in row.terms where isBasic(term.id) {
      guard visit(term.id) else { continue }
      // A restricted row is a leaf: it mentions parametric symbols only (I1).
      if kinds[Int(term.id)].isRestricted {
        order.append(term.id)
        continue
      }
      stack.append((term.id, 0))
      while let (basic, next) = stack.last {
        var index = next
        var pushed = false
        while index < rows[Int(basic)].terms.count {
          let id = rows[Int(basic)].terms[index].id
          index += 1
          if isBasic(id) && visit(id) {
            if kinds[Int(id)].isRestricted {
              order.append(id)
              continue
            }
            stack[stack.count - 1].next = index
            stack.append((id, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          stack.removeLast()
          order.append(basic)
        }
      }
    }
  }

  /// Whether a basic external that `row` mentions mentions `symbol` through definitions.
  mutating func definitions(mentionedBy row: Row, reach symbol: Int32) -> Bool {
    beginVisits()
    var stack = reachedScratch
    reachedScratch = []
    defer {
      stack.removeAll(keepingCapacity: true)
      reachedScratch = stack
    }
    columns[Int(symbol)].appendMembers(to: &stack)
    while let key = stack.popLast() {
      let basic = basic(forKey: key)
      if kinds[Int(basic)] == .external && row.position(of: basic).found { return true }
      guard visit(basic) else { continue }
      columns[Int(basic)].appendMembers(to: &stack)
    }
    return false
  }

  // MARK: Values

  /// Drops the value plan if `id`, whose row or column is changing, is an external.
  @inline(__always)
  mutating func forgetValuePlan(ifExternal id: Int32) {
    if kinds[Int(id)] == .external { isValuePlanCurrent = false }
  }

  /// Notes that `id`, if an external, took, lost or changed its definition: the plan takes the
  /// change before it is next used, or is made again.
  @inline(__always)
  mutating func reviseValuePlan(ifExternal id: Int32) {
    guard isValuePlanCurrent, kinds[Int(id)] == .external else { return }
    // Past a quarter of the externals, making the plan again costs about as much.
    if revisedDefinitions.count >= max(64, externals.count / 4) {
      isValuePlanCurrent = false
    } else {
      revisedDefinitions.append(id)
    }
  }

  /// The value of every external, by symbol id: basic ones from their definitions, parametric
  /// ones zero (other entries are not values).
  func externalValues() -> [Double] {
    var values = [Double](repeating: 0, count: kinds.count)
    let isCurrent = isValuePlanCurrent && revisedDefinitions.isEmpty
    (isCurrent ? valuePlan : ValuePlan(self)).evaluate(
      rows: rows, hasRow: hasRow, into: &values)
    readNonNegativeExternals(into: &values)
    return values
  }

  /// Fills `values` (reusing its storage) like ``externalValues()``, keeping the plan for the
  /// next call.
  mutating func externalValues(into values: inout [Double]) {
    if isValuePlanCurrent && !revisedDefinitions.isEmpty {
      var plan = ValuePlan()
      swap(&plan, &valuePlan)
      revisedDefinitions.sort()
      isValuePlanCurrent = plan.revise(revisedDefinitions, from: self)
      if isValuePlanCurrent { valuePlanRevisions += 1 }
      valuePlan = plan
    }
    revisedDefinitions.removeAll(keepingCapacity: true)
    if !isValuePlanCurrent {
      var plan = ValuePlan()
      swap(&plan, &valuePlan)
      plan.rebuild(from: self)
      valuePlan = plan
      isValuePlanCurrent = true
    }
    values.removeAll(keepingCapacity: true)
    // A quarter more room when it grows: the first change after a layout (a hidden view's new
    // spacing) adds a few symbols, and would otherwise copy every value into fresh pages.
    if values.capacity < kinds.count { values.reserveCapacity(kinds.count + kinds.count / 4) }
    values.append(contentsOf: repeatElement(0, count: kinds.count))
    valuePlan.evaluate(rows: rows, hasRow: hasRow, into: &values)
    readNonNegativeExternals(into: &values)
  }

  /// Writes the non-negative externals' values, which no plan needs: a restricted row
  /// mentions parametric symbols only (I1), so a basic one's value is its row's constant.
  private func readNonNegativeExternals(into values: inout [Double]) {
    for id in nonNegativeExternals where hasRow[Int(id)] {
      values[Int(id)] = rows[Int(id)].constant
    }
  }
}

extension Array {
  /// Removes the element at `index` in O(1) by moving the last element there.
  mutating func swapRemoveAt(_ index: Int) -> Element {
    swapAt(index, count - 1)
    return removeLast()
  }
}

extension Tableau {
  /// Forgets the symbols made since `count`, which no row mentions after a refused insertion.
  mutating func truncateSymbols(to count: Int) {
    weights.removeSubrange(count...)
    kinds.removeSubrange(count...)
    while let last = externals.last, last >= count { externals.removeLast() }
    while let last = nonNegativeExternals.last, last >= count {
      nonNegativeExternals.removeLast()
    }
    isValuePlanCurrent = false
    rows.removeSubrange(count...)
    hasRow.removeSubrange(count...)
    columns.removeSubrange(count...)
    // Keys of forgotten symbols are their own ids again: a rollback undid their swaps.
    assert(
      rowKeys[count...].indices.allSatisfy { rowKeys[$0] == Int32($0) },
      "a forgotten symbol still holds another's key")
    rowKeys.removeSubrange(count...)
    keyHolders.removeSubrange(count...)
    scratch.removeSubrange(count...)
    visited.removeSubrange(count...)
    isDirty.removeSubrange(count...)
    // Notes of forgotten symbols are left in the bits: the next journal empties them.
    if notedObjectiveComponents.count > count { notedObjectiveComponents.removeSubrange(count...) }
    for k in objective.indices { objective[k].forgetSymbols(from: count) }
    dirty.removeAll { $0 >= count }
  }
}
