import StrutTestSupport
import Testing

/// The reference must be right before it can judge the solver: small problems worked by hand.
@Suite("The dense reference LP")
struct ReferenceLPTests {
  /// Whether the optima agree with the hand-worked values within the property tests' tolerance
  /// (a held level keeps 1e-9 of slack).
  private func matches(_ errors: [Double]?, _ expected: [Double]) -> Bool {
    guard let errors, errors.count == expected.count else { return false }
    return zip(errors, expected).allSatisfy { approximatelyEqual($0, $1) }
  }

  private func row(_ coefficients: [Double], _ sense: DenseLP.Sense, _ rhs: Double) -> DenseLP.Row {
    DenseLP.Row(coefficients: coefficients, sense: sense, rhs: rhs)
  }

  /// E3 (reference): textbook LPs: a bound, an infeasible pair, a redundant equality and a
  /// degenerate vertex.
  @Test func textbookPrograms() {
    var bound = DenseLP(columnCount: 1)
    bound.rows = [row([1], .greaterOrEqual, 3)]
    #expect(bound.minimize([1]) == 3)

    var infeasible = DenseLP(columnCount: 1)
    infeasible.rows = [row([1], .lessOrEqual, 1), row([1], .greaterOrEqual, 2)]
    #expect(infeasible.minimize([1]) == nil)
    #expect(!infeasible.isFeasible)

    var redundant = DenseLP(columnCount: 2)
    redundant.rows = [row([1, 1], .equal, 2), row([2, 2], .equal, 4)]
    #expect(redundant.minimize([1, 0]) == 0)
    #expect(redundant.minimize([-1, 0]) == -2)

    // max 3a + 2b s.t. a + b <= 4, a + 3b <= 6, a <= 4 (degenerate at a = 4, b = 0): 12.
    var degenerate = DenseLP(columnCount: 2)
    degenerate.rows = [
      row([1, 1], .lessOrEqual, 4), row([1, 3], .lessOrEqual, 6), row([1, 0], .lessOrEqual, 4),
    ]
    #expect(degenerate.minimize([-3, -2]) == -12)

    // A negative right-hand side: -a <= -5 means a >= 5.
    var negative = DenseLP(columnCount: 1)
    negative.rows = [row([-1], .lessOrEqual, -5)]
    #expect(negative.minimize([1]) == 5)
  }

  /// E3 (reference): the two-levels example of the spec: width <= 100 @251 against two
  /// width == 200 @250 leaves no error at 251 and 200 at 250.
  @Test func lexicographicLevels() {
    var system = ReferenceSystem(variableCount: 1)
    system.items = [
      .init(terms: [(0, 1)], constant: -100, relation: .lessOrEqual, level: 251),
      .init(terms: [(0, 1)], constant: -200, relation: .equal, level: 250),
      .init(terms: [(0, 1)], constant: -200, relation: .equal, level: 250),
    ]
    let optima = system.levelOptima()
    #expect(optima?.map(\.level) == [251, 250])
    #expect(matches(optima?.map(\.error), [0, 200]))
  }

  /// E3/E6c (reference): free variables may be negative unless declared non-negative, and an
  /// infeasible required part gives nil.
  @Test func freeAndNonNegativeVariables() {
    var system = ReferenceSystem(variableCount: 1)
    system.items = [
      .init(terms: [(0, 1)], constant: 16, relation: .equal, level: nil),
      .init(terms: [(0, 1)], constant: 0, relation: .equal, level: 500),
    ]
    #expect(system.isFeasible)
    #expect(system.levelOptima()?.first?.error == 16)
    system.nonNegative = [0]
    #expect(!system.isFeasible)
    #expect(system.levelOptima() == nil)
  }

  /// E3 (reference): errors within a level add up weighted by coefficients, and a level's
  /// optimum is held while the next is minimized.
  @Test func levelsAreHeldInTurn() {
    // x + y == 10 required; x == 0 @750; 2y == 4 @500; x == 3 @250.
    var system = ReferenceSystem(variableCount: 2)
    system.items = [
      .init(terms: [(0, 1), (1, 1)], constant: -10, relation: .equal, level: nil),
      .init(terms: [(0, 1)], constant: 0, relation: .equal, level: 750),
      .init(terms: [(1, 2)], constant: -4, relation: .equal, level: 500),
      .init(terms: [(0, 1)], constant: -3, relation: .equal, level: 250),
    ]
    let optima = system.levelOptima()
    #expect(optima?.map(\.level) == [750, 500, 250])
    // x = 0, y = 10: |2·10 − 4| = 16 at 500, 3 at 250.
    #expect(matches(optima?.map(\.error), [0, 16, 3]))
  }

  /// Test infrastructure (no rule): the generator is deterministic and spreads its values.
  @Test func splitMixIsDeterministic() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    let first = (0..<100).map { _ in a.int(in: 0...9) }
    #expect(first == (0..<100).map { _ in b.int(in: 0...9) })
    #expect(Set(first).count == 10)
    var c = SplitMix64(seed: 0)
    #expect(c.next() == 0xE220_A839_7B1D_CDAF)
  }
}
