import StrutTestSupport
import Testing

@testable import StrutSolver

/// An objective component (issue #2, the solver's core; the lexicographic objective of
/// performance.md §3, direction 4): sparse or dense, it must hold exactly the coefficients a
/// plain table of them holds through every change the tableau makes, across the switch from
/// sparse to dense, and in a small tableau, where it is dense from the start.
@Suite("Objective component")
struct ObjectiveComponentTests {
  @Test(arguments: [100, 5_000])
  func holdsWhatATableHolds(symbolCount: Int) {
    var random = SplitMix64(seed: 20_261_130)
    for round in 0..<40 {
      var count = symbolCount
      var component = ObjectiveComponent(symbolCount: count, reservedCount: count)
      var table: [Int32: Double] = [:]
      // Half of them among the newest symbols, which appending and forgetting touch.
      func randomID() -> Int32 {
        Int32(random.chance(0.5) ? random.below(count) : max(0, count - 1 - random.below(8)))
      }
      func check(_ step: String) {
        // Every non-zero coefficient, through the sparse form, and a few lookups.
        let row = component.sparse
        let expected = table.sorted { $0.key < $1.key }
        #expect(row.terms.map(\.id) == expected.map(\.key), "round \(round), \(step)")
        #expect(row.terms.map(\.coefficient) == expected.map(\.value), "round \(round), \(step)")
        for id in (0..<8).map({ _ in randomID() }) + table.keys.prefix(8) {
          #expect(component[id] == (table[id] ?? 0), "round \(round), \(step): symbol \(id)")
        }
      }
      // Enough steps to pass `sparseLimit` in most rounds.
      for step in 0..<random.int(in: 20...200) {
        switch random.below(5) {
        case 0, 1:
          let (id, value) = (randomID(), Double(random.int(in: -3...3)))
          component.add(id, value)
          let sum = (table[id] ?? 0) + value
          table[id] = sum == 0 ? nil : sum
        case 2:
          // As in a substitution, the row is the symbol's, solved for it: it does not mention it.
          let symbol = randomID()
          var row = Row(constant: 1)
          for id in Set((0..<random.int(in: 1...6)).map { _ in randomID() }).sorted()
          where id != symbol {
            row.terms.append(Row.Term(id: id, coefficient: Double(random.int(in: 1...3))))
          }
          let factor = table[symbol] ?? 0
          let present = component.substitute(symbol, with: row)
          #expect(present == (factor != 0))
          if factor != 0 {
            table[symbol] = nil
            for term in row.terms {
              let sum = (table[term.id] ?? 0) + factor * term.coefficient
              table[term.id] = sum == 0 ? nil : sum
            }
          }
        case 3:
          component.appendSymbol()
          count += 1
        default:
          let kept = max(1, count - random.int(in: 0...3))
          component.forgetSymbols(from: kept)
          table = table.filter { Int($0.key) < kept }
          count = kept
        }
        check("step \(step)")
      }
    }
  }

  // A journal keeps a component's non-zero coefficients as a substitution found them
  // (JournalTests): restoring them undoes every change since, in the sparse form and in the
  // dense one, whichever the component has become in between, symbols made since included.
  @Test(arguments: [100, 5_000])
  func restoringACopyUndoesEveryChange(symbolCount: Int) {
    var component = ObjectiveComponent(symbolCount: symbolCount, reservedCount: symbolCount)
    component.add(7, 2)
    component.add(Int32(symbolCount - 1), -1)
    component.constant = 4
    let copy = component.sparse
    for id in 0..<90 { component.add(Int32(id), 1) }
    component.appendSymbol()
    component.add(Int32(symbolCount), 3)
    component.constant = 9
    component.restore(copy)
    #expect(component.sparse.terms.map(\.id) == [7, Int32(symbolCount - 1)])
    #expect(component.sparse.terms.map(\.coefficient) == [2, -1])
    #expect(component.sparse.constant == 4)
    #expect(component[Int32(symbolCount)] == 0)
  }

  // A coefficient set back to zero leaves no entry: the sparse form lists non-zero ones only.
  @Test func zeroLeavesNoEntry() {
    var component = ObjectiveComponent(symbolCount: 10_000, reservedCount: 10_000)
    component.add(4_321, 2)
    component.add(4_321, -2)
    #expect(component.sparse.terms.isEmpty)
    #expect(component[4_321] == 0)
  }

  // In a row of 500 boxes (some 4,000 symbols, past `smallTableau`) the levels of single
  // constraints are sparse. A box held 5 points wider @900 takes them from the first box,
  // which yields first at compression (E5); a refused required constraint, whose rollback
  // restores objective cells, changes nothing; removing the @900 constraint puts every box back.
  @Test func sparseLevelsInALargeTableau() throws {
    var (solver, widths, _, _) = try boxRow(500)
    let intrinsic = (0..<500).map { Double(20 + (37 * $0) % 61) }
    #expect(solver.tableau.kinds.count > ObjectiveComponent.smallTableau)
    // The first few boxes off their expected widths, so that a failure reads in one line.
    func misplaced(_ expected: [Double]) -> [String] {
      widths.indices.filter { solver.value(of: widths[$0]) != expected[$0] }.prefix(4).map {
        "w\($0) = \(solver.value(of: widths[$0])), not \(expected[$0])"
      }
    }
    let wider = (Expression(widths[3]) == intrinsic[3] + 5).withPriority(900)
    try solver.add(wider)
    try solver.add((Expression(widths[7]) <= 1_000).withPriority(60))
    solver.updateVariables()
    var expected = intrinsic
    expected[3] += 5
    expected[0] -= 5
    #expect(misplaced(expected) == [])
    let before = valueBits(&solver, widths)
    #expect(throws: SolverError.self) { try solver.add(Expression(widths[10]) == -5) }
    #expect(valueBits(&solver, widths) == before)
    try solver.remove(wider)
    solver.updateVariables()
    #expect(misplaced(intrinsic) == [])
  }
}
