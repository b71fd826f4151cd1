import Testing

@testable import StrutSolver

/// Complementary pairs (`Solver+ComplementaryPairs`): a view's hugging and compression
/// resistance, added together in a batch, share one row; nothing a caller can observe changes
/// (issue #2 items 2–3: lexicographic levels and E5 ties; the property test
/// `complementaryPairsMatchTheReference` checks the levels on random systems).
@Suite("Complementary pairs")
struct ComplementaryPairTests {
  /// A row of boxes as a horizontal stack makes it: `left[i]` chained with spacing 8, each width
  /// hugging its intrinsic width at 250 and resisting compression at 750, the row pinned to
  /// `container`.
  private struct Row {
    let container = Variable("container")
    let lefts: [Variable]
    let widths: [Variable]
    var required: [Constraint] = []
    var content: [Constraint] = []

    /// `container` nil leaves the container's width free, for an edit variable.
    init(intrinsicWidths: [Double], container width: Double?) {
      lefts = intrinsicWidths.indices.map { Variable("left\($0)") }
      widths = intrinsicWidths.indices.map { Variable("width\($0)") }
      required.append(lefts[0] == 0)
      for i in 1..<lefts.count {
        required.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
      }
      required.append(lefts[lefts.count - 1] + widths[widths.count - 1] == container)
      if let width { required.append(container == width) }
      for (width, intrinsic) in zip(widths, intrinsicWidths) {
        content.append((width <= intrinsic).withPriority(250))
        content.append((width >= intrinsic).withPriority(750))
      }
    }
  }

  /// The row's required constraints in a solver, its widths declared non-negative first, as
  /// the layout engine declares a view's size when it makes the view's variables.
  private func prepared(_ row: Row) throws -> Solver {
    var solver = Solver()
    for width in row.widths { try solver.requireNonNegative(width) }
    for constraint in row.required { try solver.add(constraint) }
    return solver
  }

  private func solve(_ row: Row, inOneBatch: Bool) throws -> Solver {
    var solver = try prepared(row)
    if inOneBatch {
      #expect(solver.add(contentsOf: row.content).isEmpty)
    } else {
      for constraint in row.content { try solver.add(constraint) }
    }
    solver.updateVariables()
    return solver
  }

  // Each view's hugging and compression resistance share a row when they come together in a
  // batch, and only then.
  @Test func pairsFormFromAdjacentOptionalOpposites() throws {
    let row = Row(intrinsicWidths: [40, 60, 30], container: 200)
    let batched = try solve(row, inOneBatch: true)
    for index in stride(from: 0, to: row.content.count, by: 2) {
      let (hug, resistance) = (row.content[index], row.content[index + 1])
      #expect(batched.records[hug]?.partner === resistance)
      #expect(batched.records[resistance]?.partner === hug)
    }
    let oneByOne = try solve(row, inOneBatch: false)
    #expect(row.content.allSatisfy { oneByOne.records[$0]?.partner == nil })
  }

  // Not a pair: a required member, different constants, two `≤`, or constraints apart.
  @Test func otherNeighboursStayApart() {
    let x = Variable("x")
    let solver = Solver()
    let hug = (x <= 10).withPriority(250)
    #expect(solver.isComplementaryPair(hug, (x >= 10).withPriority(750)))
    #expect(solver.isComplementaryPair((x >= 10).withPriority(750), hug))
    #expect(!solver.isComplementaryPair(hug, x >= 10))
    #expect(!solver.isComplementaryPair(hug, (x >= 11).withPriority(750)))
    #expect(!solver.isComplementaryPair(hug, (x <= 10).withPriority(750)))
    #expect(!solver.isComplementaryPair(hug, (x == 10).withPriority(750)))
    let doubled = Constraint(Expression([Term(x, 2)], constant: -20), .greaterThanOrEqual)
    #expect(!solver.isComplementaryPair(hug, doubled.withPriority(750)))
  }

  // E5 and E3 in a stretched, an exactly fitting and a compressed row: paired or apart, the
  // boxes get the same widths (the earliest box stretches first; compression goes to the
  // earliest box first). The fitting row's pairs go in together; the compressed row's cannot
  // (its intrinsic widths overflow the row) and go in one by one.
  @Test(arguments: [260.0, 204.0, 100.0])
  func pairedRowSolvesAsTheRowApart(container: Double) throws {
    let row = Row(intrinsicWidths: [40, 60, 30, 50], container: container)
    let batched = try solve(row, inOneBatch: true)
    let oneByOne = try solve(row, inOneBatch: false)
    for width in row.widths {
      #expect(batched.value(of: width) == oneByOne.value(of: width), "\(width)")
    }
    // Spacing 3 × 8 = 24: the intrinsic widths fit in 204.
    let first = batched.value(of: row.widths[0])
    #expect(first == (container > 204 ? 40 + container - 204 : max(0, 40 - (204 - container))))
  }

  // Removing one member splits the pair: the other keeps its place in insertion order and
  // still pulls the box to its size.
  @Test func removingAMemberSplitsThePair() throws {
    let row = Row(intrinsicWidths: [40, 60], container: 300)
    var solver = try solve(row, inOneBatch: true)
    let hug = row.content[0]
    let resistance = row.content[1]
    try solver.remove(hug)
    #expect(solver.records[resistance]?.partner == nil)
    #expect(!solver.contains(hug))
    #expect(
      solver.constraints.suffix(3).map(ObjectIdentifier.init)
        == row.content.dropFirst()
        .map(ObjectIdentifier.init))
    solver.updateVariables()
    // Nothing holds box 0 back from stretching now, at no cost: it takes all the free space.
    #expect(solver.value(of: row.widths[0]) == 300 - 60 - 8)
    #expect(solver.value(of: row.widths[1]) == 60)
  }

  // E6: a pair's member replaced by a required constraint that cannot hold is refused, and
  // the solver is exactly as before, its pair included.
  @Test func refusedReplacementLeavesThePair() throws {
    let row = Row(intrinsicWidths: [40, 60], container: 200)
    var solver = try solve(row, inOneBatch: true)
    let before = row.widths.map { solver.value(of: $0).bitPattern }
    let resistance = row.content[1]
    #expect(throws: SolverError.self) {
      try solver.replace(resistance, with: row.widths[0] >= 500)
    }
    solver.updateVariables()
    #expect(row.widths.map { solver.value(of: $0).bitPattern } == before)
    #expect(solver.records[resistance]?.partner === row.content[0])
    #expect(solver.records[row.content[0]]?.partner === resistance)
  }

  // A rebuild holds adjacent complementary constraints in one row, as a batch does, whether
  // they were added in a batch or one by one, with the same solution: without the pairs, a
  // row resized across its fitting width is degenerate at every view, and the dual simplex
  // after the rebuild pivots once per view (performance.md's d workload).
  @Test(arguments: [(100.0, true), (400.0, true), (100.0, false), (400.0, false)])
  func rebuildHoldsAdjacentPairsTogether(container: Double, inOneBatch: Bool) throws {
    let row = Row(intrinsicWidths: [40, 60, 30, 50, 20, 70], container: container)
    var solver = try solve(row, inOneBatch: inOneBatch)
    let before = row.widths.map { solver.value(of: $0) }
    #expect(row.content.allSatisfy { (solver.records[$0]?.partner != nil) == inOneBatch })
    let rebuilt = solver.rebuild()
    #expect(rebuilt)
    solver.updateVariables()
    for index in stride(from: 0, to: row.content.count, by: 2) {
      let (hug, resistance) = (row.content[index], row.content[index + 1])
      #expect(solver.records[hug]?.partner === resistance)
      #expect(solver.records[resistance]?.partner === hug)
      #expect(solver.records[hug]?.tag.marker == solver.records[resistance]?.tag.marker)
    }
    #expect(row.widths.map { solver.value(of: $0) } == before)
    // The pairs split again when a member goes, as a batch's do, and the solution is a fresh
    // solver's without it.
    try solver.remove(row.content[1])
    solver.updateVariables()
    #expect(solver.records[row.content[0]]?.partner == nil)
    var fresh = Solver()
    for constraint in row.required { try fresh.add(constraint) }
    for width in row.widths { try fresh.requireNonNegative(width) }
    for (index, constraint) in row.content.enumerated() where index != 1 {
      try fresh.add(constraint)
    }
    fresh.updateVariables()
    #expect(row.widths.map { solver.value(of: $0) } == row.widths.map { fresh.value(of: $0) })
  }

  // A rebuild leaves apart what a batch would: opposites that are not adjacent in insertion
  // order, and an edit constraint, which keeps its suggestion.
  @Test func rebuildLeavesOtherConstraintsApart() throws {
    let x = Variable("x")
    var solver = Solver()
    let low = (Expression(x) <= 10).withPriority(250)
    let unrelated = (Expression(x) == 5).withPriority(100)
    let high = (Expression(x) >= 10).withPriority(750)
    for constraint in [low, unrelated, high] { try solver.add(constraint) }
    try solver.addEditVariable(x, priority: 1)
    try solver.suggestValue(3, for: x)
    let rebuilt = solver.rebuild()
    #expect(rebuilt)
    solver.updateVariables()
    #expect([low, unrelated, high].allSatisfy { solver.records[$0]?.partner == nil })
    #expect(solver.value(of: x) == 10)
  }

  // Pairs that define their boxes' widths go in together, each row that spans the boxes
  // rewritten once: the build is linear in the boxes where inserting them one at a time
  // moved the spanning row's terms for every box (quadratic, performance.md's c workload).
  @Test func definingPairsGoInTogether() throws {
    func batchWork(boxes: Int) throws -> Int {
      let widths = (0..<boxes).map { Double(20 + (37 * $0) % 61) }
      let row = Row(intrinsicWidths: widths, container: widths.reduce(0, +) + 8 * Double(boxes - 1))
      var solver = try prepared(row)
      let before = solver.buildWork
      #expect(solver.add(contentsOf: row.content).isEmpty)
      return solver.buildWork - before
    }
    let (small, large) = (try batchWork(boxes: 200), try batchWork(boxes: 400))
    #expect(Double(large) < 2.5 * Double(small), "\(small) then \(large)")
  }

  // A width that two pairs constrain is defined by the later pair only (the batch goes last
  // first); the earlier pair follows one by one, and the solution is the one-by-one solver's.
  @Test(arguments: [300.0, 120.0])
  func aWidthPairedTwiceMatchesOneByOne(container: Double) throws {
    var row = Row(intrinsicWidths: [40, 60], container: container)
    row.content.append((row.widths[0] <= 80).withPriority(200))
    row.content.append((row.widths[0] >= 80).withPriority(700))
    let batched = try solve(row, inOneBatch: true)
    let oneByOne = try solve(row, inOneBatch: false)
    #expect(row.content.allSatisfy { batched.records[$0]?.partner != nil })
    for width in row.widths {
      #expect(batched.value(of: width) == oneByOne.value(of: width), "\(width)")
    }
  }
}
