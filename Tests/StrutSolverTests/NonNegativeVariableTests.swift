import Testing

@testable import StrutSolver

/// How a non-negative declaration (E6c) is held.
///
/// A variable no constraint holds yet gets a restricted symbol of its own kind and nothing
/// else; one already held gets an implicit `variable >= 0` constraint. Both must mean the same.
@Suite("Non-negative variables")
struct NonNegativeVariableTests {
  /// E6c: declaring a variable that no row holds makes one restricted symbol, with no row, no
  /// slack and no record, which is what spares a layout two rows per view.
  @Test func aFreshDeclarationAddsASymbolAndNoRow() throws {
    let width = Variable("width")
    var solver = Solver()
    try solver.requireNonNegative(width)
    let symbol = try #require(solver.symbol(of: width))
    #expect(solver.tableau.kinds == [.nonNegativeExternal])
    #expect(!solver.tableau.isBasic(symbol))
    #expect(solver.records.count == 0)
    #expect(solver.requiresNonNegative(width))
    solver.updateVariables()
    #expect(solver.value(of: width) == 0)
  }

  /// E6c: a variable declared before its constraints and one declared after them (the implicit
  /// constraint) stop an optional pull below zero at zero alike, and hold required values alike.
  @Test(arguments: [false, true])
  func bothDeclarationsHoldTheSameValues(declaresFirst: Bool) throws {
    let (width, height) = (Variable("width"), Variable("height"))
    var solver = Solver()
    if declaresFirst {
      try solver.requireNonNegative(width)
      try solver.requireNonNegative(height)
    }
    try solver.add(width + height == 30)
    try solver.add((width == -10).withPriority(750))
    try solver.add((height <= 12).withPriority(250))
    if !declaresFirst {
      try solver.requireNonNegative(width)
      try solver.requireNonNegative(height)
    }
    #expect(solver.tableau.kinds.contains(.nonNegativeExternal) == declaresFirst)
    solver.updateVariables()
    #expect(solver.value(of: width) == 0)
    #expect(solver.value(of: height) == 30)
    #expect(throws: SolverError.self) { try solver.add(height == 40) }
  }

  /// E6c: a variable that is basic in a restricted row is read from that row's constant, and a
  /// definition that mentions it reads the same value.
  @Test func aBasicNonNegativeVariableIsReadFromItsRow() throws {
    let (width, minX, maxX) = (Variable("width"), Variable("minX"), Variable("maxX"))
    var solver = Solver()
    try solver.requireNonNegative(width)
    try solver.add(width == 44)
    try solver.add(minX == 16)
    try solver.add(maxX == minX + width)
    let symbol = try #require(solver.symbol(of: width))
    #expect(solver.tableau.isBasic(symbol))
    solver.updateVariables()
    #expect(solver.value(of: width) == 44)
    #expect(solver.value(of: maxX) == 60)
  }

  /// A required equality whose only subject is a non-negative variable that a restricted row
  /// already mentions goes in without an artificial variable when that row stays feasible.
  ///
  /// A cell's `image.width == 44` after its label's `trailing <= cell.trailing - 16`: the
  /// label's slack row mentions the image's width, and fixing the width only moves the slack
  /// further from zero. The symbols are the two widths, the slack and the equality's marker;
  /// phase one would have made a fifth.
  @Test func aFeasibleRestrictedSubjectNeedsNoArtificialVariable() throws {
    let (labelWidth, imageWidth) = (Variable("label.width"), Variable("image.width"))
    var solver = Solver()
    try solver.requireNonNegative(labelWidth)
    try solver.requireNonNegative(imageWidth)
    try solver.add(labelWidth + imageWidth <= 287)
    try solver.add(imageWidth == 44)
    #expect(solver.tableau.kinds.count == 4)
    try solver.add((labelWidth == 300).withPriority(250))
    solver.updateVariables()
    #expect(solver.value(of: imageWidth) == 44)
    #expect(solver.value(of: labelWidth) == 243)
  }

  /// The same equality when taking the width as subject would leave a restricted row below
  /// zero: `image.width - label.width <= 10` cannot take a width of 44 with the label at 0, so
  /// the row goes in through phase one, which moves the label to 34.
  @Test func anInfeasibleRestrictedSubjectStillGoesThroughPhaseOne() throws {
    let (labelWidth, imageWidth) = (Variable("label.width"), Variable("image.width"))
    var solver = Solver()
    try solver.requireNonNegative(labelWidth)
    try solver.requireNonNegative(imageWidth)
    try solver.add(imageWidth - labelWidth <= 10)
    try solver.add((labelWidth == 0).withPriority(250))
    try solver.add(imageWidth == 44)
    solver.updateVariables()
    #expect(solver.value(of: imageWidth) == 44)
    #expect(solver.value(of: labelWidth) == 34)
  }

  /// E6c: a rebuild numbers the symbols again; a declared variable that no constraint holds
  /// stays declared, so a negative value is still refused afterwards.
  @Test func aRebuildKeepsADeclarationThatNoConstraintHolds() throws {
    let (width, other) = (Variable("width"), Variable("other"))
    var solver = Solver()
    try solver.requireNonNegative(width)
    try solver.add(other == 5)
    let rebuilt = solver.rebuild()
    #expect(rebuilt)
    #expect(solver.requiresNonNegative(width))
    #expect(throws: SolverError.self) { try solver.add(width == -16) }
    try solver.add((width == -16).withPriority(750))
    solver.updateVariables()
    #expect(solver.value(of: width) == 0)
    #expect(solver.value(of: other) == 5)
  }
}
