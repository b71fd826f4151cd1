/// What `updateVariables()` evaluates, in order: each basic external with the basic externals
/// its definition reads.
///
/// A definition's value is its constant plus its coefficients times the values of the basic
/// externals it mentions; every other symbol it mentions is parametric, hence zero. A pivot on
/// restricted rows changes neither which externals a definition mentions nor their
/// coefficients, since restricted rows mention no externals (I1). So the plan outlives the
/// pivots of edits and is made again only when a definition is set, taken or has an external
/// substituted (``Tableau/forgetValuePlan(ifExternal:)``), which leaves evaluation a pass over
/// the externals instead of over every term of every definition.
struct ValuePlan {
  /// The basic externals, each after the externals its definition reads.
  private(set) var order: [Int32] = []
  /// For `order[k]`, its reads are `reads[readEnds[k - 1] ..< readEnds[k]]`.
  private var readEnds: [Int32] = []
  private var reads: [Read] = []

  private struct Read {
    var id: Int32
    var coefficient: Double
  }

  /// The plan of `tableau`'s definitions as they are now.
  init(_ tableau: Tableau) {
    // 0: not visited, 1: its reads are being ordered, 2: ordered.
    var state = [UInt8](repeating: 0, count: tableau.kinds.count)
    var stack: [Int32] = []
    func isBasicExternal(_ id: Int32) -> Bool {
      tableau.kinds[Int(id)] == .external && tableau.hasRow[Int(id)]
    }
    for start in tableau.externals where tableau.hasRow[Int(start)] && state[Int(start)] == 0 {
      stack.append(start)
      while let top = stack.last {
        let basic = Int(top)
        guard state[basic] != 2 else {
          stack.removeLast()
          continue
        }
        if state[basic] == 0 {
          state[basic] = 1
          let depth = stack.count
          for term in tableau.rows[basic].terms
          where isBasicExternal(term.id) && state[Int(term.id)] == 0 {
            stack.append(term.id)
          }
          if stack.count > depth { continue }
        }
        stack.removeLast()
        state[basic] = 2
        order.append(top)
        for term in tableau.rows[basic].terms where isBasicExternal(term.id) {
          reads.append(Read(id: term.id, coefficient: term.coefficient))
        }
        readEnds.append(Int32(reads.count))
      }
    }
  }

  /// Writes every basic external's value into `values` (indexed by symbol), reading the
  /// definitions' constants from `rows`; other entries are left as they are.
  func evaluate(constantsOf rows: [Row], into values: inout [Double]) {
    var start = 0
    for (k, basic) in order.enumerated() {
      let end = Int(readEnds[k])
      var value = rows[Int(basic)].constant
      for index in start..<end {
        value += reads[index].coefficient * values[Int(reads[index].id)]
      }
      values[Int(basic)] = value
      start = end
    }
  }
}
