/// Complementary pairs: an optional `≤` and an optional `≥` on one expression, held in one row.
///
/// A view's content size is two constraints on the same length, hugging (`length <= 0`) and
/// compression resistance (`length >= 0`); UIKit's `NSContentSizeLayoutConstraint` is even one
/// constraint with two priorities. Held apart, each constraint has a slack, and the two slacks
/// are zero together whenever the view has its intrinsic size. Every such view is then a
/// degenerate vertex, and a simplex that moves free space along a stack first swaps those
/// slacks one view at a time: hiding one view of 1,000 cost about 1,000 pivots.
///
/// Held together as `expression = over − under`, with `over` weighted as the `≤` constraint
/// (its priority and its sequence) and `under` as the `≥` one, the pair has no slack. It means
/// the same: at an optimum at most one of the two errors is positive, so each is exactly its
/// constraint's error, at its level and with its tie-break (E3, E5).
///
/// Pairs form in ``add(contentsOf:)`` and in a rebuild, from constraints adjacent in insertion
/// order. Both keep their own records, and so their own places in insertion order. Before
/// either member is removed or replaced, the pair is split back into two rows
/// (``splitPair(of:)``).
extension Solver {
  /// Whether `a` and `b` are an optional `≤` and an optional `≥`, in either order, on the same
  /// terms (same variables and coefficients, in order) and the same constant.
  func isComplementaryPair(_ a: Constraint, _ b: Constraint) -> Bool {
    guard !a.priority.isRequired, !b.priority.isRequired,
      a.relation != .equal, b.relation != .equal, a.relation != b.relation,
      a.expression.constant == b.expression.constant,
      a.expression.terms.count == b.expression.terms.count
    else { return false }
    for (x, y) in zip(a.expression.terms, b.expression.terms)
    where x.variable !== y.variable || x.coefficient != y.coefficient {
      return false
    }
    return true
  }

  /// Whether the constraint's expression is already zero and every variable in it is basic.
  ///
  /// Such a pair is better held apart. Each of the two rows then takes its own slack and goes
  /// in without a pivot, while the pair's row would need one of its errors in the basis. A
  /// stack's views all aligned to one height are the case: every new pair would be degenerate,
  /// and its errors would spread through the rows of every other view.
  mutating func holdsWithoutFreeVariable(_ constraint: Constraint) -> Bool {
    var terms: [(Int32, Double)] = []
    for term in constraint.expression.terms {
      guard let id = symbols.number(of: term.variable) else { return false }
      terms.append((id, term.coefficient))
    }
    return tableau.holdsWithoutFreeSymbol(terms, constant: constraint.expression.constant)
  }

  /// Inserts a complementary pair as one row, each constraint at its sequence.
  mutating func insertPair(_ first: (Constraint, Double), _ second: (Constraint, Double)) {
    let pair = makePair(first, second, defining: -1)
    let workBefore = tableau.work
    // Optional rows cannot make the tableau infeasible.
    try? tableau.insert(pair.made.row, tag: pair.made.tag)
    buildWork += tableau.work - workBefore
    record(pair)
  }

  /// A pair's row, its errors weighed in the objective, ready to go in with `subject` (-1
  /// for none) as the variable it may define.
  mutating func makePair(
    _ first: (Constraint, Double), _ second: (Constraint, Double), defining subject: Int32
  ) -> PendingPair {
    let (over, under) = first.0.relation == .lessThanOrEqual ? (first, second) : (second, first)
    let expression = over.0.expression
    let terms = expression.terms.map { (symbol(for: $0.variable), $0.coefficient) }
    let (row, tag) = tableau.makePairRow(
      terms: terms, constant: expression.constant,
      over: ErrorWeight(level: over.0.priority.rawValue, sequence: over.1),
      under: ErrorWeight(level: under.0.priority.rawValue, sequence: under.1))
    return PendingPair(
      made: DefiningPair(row: row, tag: tag, subject: subject), over: over, under: under)
  }

  /// Holds the records of a pair whose row went in.
  private mutating func record(_ pair: PendingPair) {
    sequence = max(sequence, pair.over.1, pair.under.1)
    records.insert(
      Record(
        constraint: pair.over.0, tag: pair.made.tag, sequence: pair.over.1,
        partner: pair.under.0))
    records.insert(
      Record(
        constraint: pair.under.0, tag: pair.made.tag, sequence: pair.under.1,
        partner: pair.over.0))
  }

  /// The variable a pair on `constraint`'s expression can define, if any (see
  /// `Tableau.definableSubject(of:)`).
  func definableSubject(of constraint: Constraint) -> Int32? {
    let terms = constraint.expression.terms
    guard terms.count == 1, let symbol = symbols.number(of: terms[0].variable) else { return nil }
    return tableau.definableSubject(of: [(symbol, terms[0].coefficient)])
  }

  /// Inserts the waiting pairs: together when they can go so, one by one otherwise.
  mutating func insert(_ defining: inout DefiningPairs) {
    guard !defining.pending.isEmpty else { return }
    let workBefore = tableau.work
    tableau.insert(definingPairs: defining.pending.map(\.made))
    buildWork += tableau.work - workBefore
    for pair in defining.pending { record(pair) }
    defining = DefiningPairs()
  }

  /// The record of a constraint the solver holds, its pair split first so that its row is its
  /// own.
  mutating func recordSplittingPair(of constraint: Constraint) -> Record {
    if records[constraint]!.partner != nil { splitPair(of: constraint) }
    return records[constraint]!
  }

  /// Holds `constraint` and its partner in rows of their own again, each in its place of
  /// insertion order.
  mutating func splitPair(of constraint: Constraint) {
    guard let record = records[constraint], let partner = record.partner,
      let partnerRecord = records[partner]
    else { return }
    tableau.remove(tag: record.tag)
    for member in [record, partnerRecord] {
      records.remove(member.constraint)
      // Optional constraints cannot conflict.
      try? insert(
        member.constraint, level: member.constraint.priority.rawValue, sequence: member.sequence)
    }
  }
}

/// A pair's row made and waiting to go in, with the two constraints it holds and their
/// sequences.
struct PendingPair {
  var made: DefiningPair
  var over: (Constraint, Double)
  var under: (Constraint, Double)
}

/// Pairs that define their variables, waiting to go in together, each variable once.
struct DefiningPairs {
  private(set) var pending: [PendingPair] = []
  private(set) var subjects: Set<Int32> = []

  mutating func append(_ pair: PendingPair) {
    pending.append(pair)
    subjects.insert(pair.made.subject)
  }
}
