import Testing

@testable import StrutSolver

/// Definitions refer to basic symbols lazily (invariant I2 of ``Tableau``): a pivot rewrites
/// restricted rows only, and every path that changes a symbol a definition refers to (a
/// suggestion that shifts a basic marker, the removal of a constraint whose marker is basic)
/// brings the definitions along, so values stay those of a fresh solver (issue #2, items 1 and
/// 4; performance.md §3, direction 1).
@Suite("Lazy definitions")
struct DefinitionTests {
  // The row that spans every box takes a width's slack as its subject; before definitions
  // referred to it lazily, that width's definition took the whole row (about 3 terms a box),
  // and every box's compression pair rewrote it again.
  @Test func pivotsLeaveDefinitionsShort() throws {
    let (solver, widths, _, _) = try boxRow(60)
    let longest = widths.map { width -> Int in
      guard let id = solver.symbol(of: width), let definition = solver.tableau.row(id) else {
        return 0
      }
      return definition.terms.count
    }.max()
    #expect(longest ?? .max <= 3)
    #expect(widths.enumerated().allSatisfy { solver.value(of: $1) == Double(20 + (37 * $0) % 61) })
  }

  // E5 in a resize: compressed, the first box yields first (down to 0, then the next); every
  // width is read through definitions that refer to the rows the dual simplex pivoted.
  @Test func resizedRowKeepsItsInvariants() throws {
    var (solver, widths, container, fit) = try boxRow(40)
    for factor in [0.75, 1.25, 0.5, 1.0] {
      try solver.suggestValue(fit * factor, for: container)
      solver.updateVariables()
      let values = widths.map { solver.value(of: $0) }
      #expect(abs(values.reduce(0, +) + 8 * 39 - fit * factor) < 1e-6, "factor \(factor)")
      #expect(values.allSatisfy { $0 >= -1e-9 }, "factor \(factor)")
    }
    #expect(widths.enumerated().allSatisfy { solver.value(of: $1) == Double(20 + (37 * $0) % 61) })
  }

  // A suggestion shifts its marker; when the marker is basic, definitions that mention it
  // must shift too (found by the property tests: an edit @1 under `v == -14` @750 read 16
  // off).
  @Test func suggestionsShiftDefinitionsThatReferToABasicMarker() throws {
    let v = Variable("v")
    let w = Variable("w")
    var solver = Solver()
    try solver.addEditVariable(v, priority: 1)
    try solver.add((Expression(v) == -14).withPriority(750))
    try solver.add(2 * v + w + 18 >= 0)
    for suggestion in [-17.0, -1.0, 30.0] {
      try solver.suggestValue(suggestion, for: v)
      solver.updateVariables()
      #expect(solver.value(of: v) == -14, "suggested \(suggestion)")
      #expect(2 * solver.value(of: v) + solver.value(of: w) + 18 >= -1e-9)
    }
  }

  // Removing a constraint whose marker is basic drops its row: definitions that referred to
  // the marker take the row first, or they would read the marker as zero. Here `x >= 10`'s
  // slack enters the basis when `x == 20` @500 pulls `x` up, after `x` and `y` were defined
  // through it.
  @Test func removalExpandsTheMarkerIntoDefinitions() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.add(Expression(y) == x + 5)
    let floor = Expression(x) >= 10
    try solver.add(floor)
    try solver.add((Expression(x) == 20).withPriority(500))
    solver.updateVariables()
    #expect(solver.value(of: x) == 20 && solver.value(of: y) == 25)
    try solver.remove(floor)
    solver.updateVariables()
    #expect(solver.value(of: x) == 20 && solver.value(of: y) == 25)
    try solver.add(Expression(x) <= 15)
    solver.updateVariables()
    #expect(solver.value(of: x) == 15 && solver.value(of: y) == 20)
  }

  // A removed constraint whose marker only one definition mentions leaves through that
  // definition unexpanded (a hidden stack item's attachment @50, on show). Both removals here
  // go that way: a link of a chain (a required equality's marker) and an optional attachment
  // (an error); what the rest determines must stay as a solver without the constraint has it.
  @Test func markerOfOneDefinitionLeavesThroughIt() throws {
    let xs = (0...40).map { Variable("x\($0)") }
    let y = Variable("y")
    let attachment = (Expression(y) == xs[10] + 5).withPriority(50)
    func chain(attached: Bool = false) throws -> (Solver, [Constraint]) {
      var solver = Solver()
      var links: [Constraint] = []
      try solver.add(Expression(xs[0]) == 0)
      for i in 1..<xs.count {
        links.append(Expression(xs[i]) == xs[i - 1] + 10)
        try solver.add(links.last!)
      }
      if attached { try solver.add(attachment) }
      return (solver, links)
    }
    // Unlinked, x20...x40 may sit anywhere as long as their links hold.
    var (linked, links) = try chain()
    try removeThroughItsOnlyDefinition(links[19], from: &linked)
    linked.updateVariables()
    #expect((0..<20).allSatisfy { linked.value(of: xs[$0]) == Double(10 * $0) })
    #expect((21...40).allSatisfy { linked.value(of: xs[$0]) - linked.value(of: xs[$0 - 1]) == 10 })

    var (attached, _) = try chain(attached: true)
    attached.updateVariables()
    #expect(attached.value(of: y) == 105)
    try removeThroughItsOnlyDefinition(attachment, from: &attached)
    var (plain, _) = try chain()
    #expect(valueBits(&attached, xs + [y]) == valueBits(&plain, xs + [y]))
  }

  // Expanding the last link of a chain reaches every definition before it: hundreds of
  // symbols spread over the tableau, put in order through a bit per id rather than a sort.
  // The row must be the one a walk of the definitions gives: ids ascending, each coefficient
  // the sum of its paths, none zero.
  @Test func aLongExpansionComesOutInOrder() throws {
    let x = (0..<200).map { Variable("x\($0)") }
    var solver = Solver()
    for i in 0..<199 { try solver.add(x[i + 1] - x[i] - 10 >= 0) }
    for i in 0..<200 { try solver.add((Expression(x[i]) == 0).withPriority(10)) }
    var tableau = solver.tableau
    let last = try #require(solver.symbol(of: x[199]))
    var reference: [Int32: Double] = [:]
    var referenceConstant = 0.0
    func walk(_ id: Int32, _ factor: Double) {
      guard let row = tableau.row(id) else {
        reference[id, default: 0] += factor
        return
      }
      referenceConstant += factor * row.constant
      for term in row.terms { walk(term.id, factor * term.coefficient) }
    }
    walk(last, 1)
    var row = Row()
    row.add(last, 1)
    let before = tableau.expansionsOrderedByBits
    let expanded = tableau.expanded(row)
    #expect(tableau.expansionsOrderedByBits == before + 1)
    let ids = expanded.terms.map(\.id)
    #expect(ids.count > 64 && ids == ids.sorted() && Set(ids).count == ids.count)
    let expected = reference.filter { !isNearZero($0.value) }
    #expect(Set(ids) == Set(expected.keys))
    #expect(expanded.terms.allSatisfy { abs($0.coefficient - expected[$0.id]!) < 1e-9 })
    #expect(abs(expanded.constant - referenceConstant) < 1e-9)
    #expect(tableau.scratch.allSatisfy { $0 == 0 })
  }

  /// Removes `constraint` after checking that its marker is parametric and only one definition
  /// mentions it.
  private func removeThroughItsOnlyDefinition(_ constraint: Constraint, from solver: inout Solver)
    throws
  {
    let marker = try #require(solver.records[constraint]).tag.marker
    #expect(!solver.tableau.isBasic(marker))
    let holders = solver.tableau.columns[Int(marker)].members.map(solver.tableau.basic(forKey:))
    #expect(holders.count == 1 && holders.allSatisfy { solver.tableau.kinds[Int($0)] == .external })
    try solver.remove(constraint)
  }
}
