import Testing

@testable import StrutSolver

@Suite("Priorities: validity, ordering and lexicographic levels")
struct PriorityTests {
  /// E1: 1000 is required and the only required value; 1100 is the broken level (E6a).
  @Test func namedPriorities() {
    #expect(Priority.required.rawValue == 1000)
    #expect(Priority.required.isRequired)
    #expect(!Priority(999.999).isRequired)
    #expect(!Priority(750).isRequired)
    #expect(Priority.broken.rawValue == 1100)
    #expect(!Priority.broken.isRequired)
  }

  /// E1: a caller may use exactly the finite values in (0, 1000].
  @Test(
    arguments: [
      (1000, true), (999.999, true), (750, true), (1, true), (0.001, true),
      (Double.leastNonzeroMagnitude, true), (0, false), (-0.0, false), (-1, false),
      (1000.0001, false), (1100, false), (.infinity, false), (-.infinity, false), (.nan, false),
    ] as [(Double, Bool)])
  func validity(raw: Double, valid: Bool) {
    #expect(Priority(raw).isValid == valid)
  }

  /// E1/E3: priorities order by value, so 251 outranks 250 and required outranks 999.999.
  @Test func ordering() {
    let shuffled: [Priority] = [750, 1000, 250, .broken, 251, 999.999, 50, 999.5]
    #expect(shuffled.sorted().map(\.rawValue) == [50, 250, 251, 750, 999.5, 999.999, 1000, 1100])
    #expect(Priority(250) < Priority(251))
    #expect(Priority(999.999) < .required)
    #expect(Priority.required < .broken)
    #expect(!(Priority(750) < Priority(750)))
  }

  /// E1: literals and the initializer agree; equal values are equal and hash alike.
  @Test func literalsAndEquality() {
    let fromInteger: Priority = 750
    let fromFloat: Priority = 999.5
    #expect(fromInteger == Priority(750))
    #expect(fromFloat.rawValue == 999.5)
    #expect(Set<Priority>([750, Priority(750), 250]).count == 2)
  }

  /// E9: priorities print as UIKit does: whole numbers without `.0`.
  @Test func descriptions() {
    #expect(Priority(750).description == "750")
    #expect(Priority.required.description == "1000")
    #expect(Priority(999.5).description == "999.5")
    #expect(Priority(0.5).description == "0.5")
  }

  /// E3: fractional levels are levels of their own: 999.5 beats 999 outright.
  @Test func fractionalLevelsAreDistinct() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 10).withPriority(999))
    try solver.add((x == 0).withPriority(999.5))
    try solver.add((x == 10).withPriority(999))
    solver.updateVariables()
    #expect(solver.value(of: x) == 0)
  }

  /// E3: any number of errors at one level never outweighs the level above.
  @Test func manyLowerConstraintsLoseToOneHigher() throws {
    let x = Variable("x")
    var solver = Solver()
    for _ in 0..<10 { try solver.add((x == 0).withPriority(750)) }
    try solver.add((x == 1).withPriority(751))
    solver.updateVariables()
    #expect(solver.value(of: x) == 1)
  }

  /// E3: within one level the errors add up weighted by their coefficients (L1): `2x == 10`
  /// and `x == 0` at 250 meet at x = 5 (error 5) rather than x = 0 (error 10).
  @Test func errorsWithinALevelAddUpWeighted() throws {
    let x = Variable("x")
    var solver = Solver()
    let doubled = (2 * x == 10).withPriority(250)
    let zero = (x == 0).withPriority(250)
    try solver.add(zero)
    try solver.add(doubled)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
    #expect(solver.violation(of: doubled) + solver.violation(of: zero) == 5)
  }

  /// E3/E1: an optional 999.999 (UIKit's hiding priority) still yields to a required constraint.
  @Test func almostRequiredYieldsToRequired() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.add((x == 0).withPriority(999.999))
    try solver.add(x >= 8)
    solver.updateVariables()
    #expect(solver.value(of: x) == 8)
  }
}
