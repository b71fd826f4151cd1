/// What `updateVariables()` evaluates, in order: each basic external with the symbols its
/// definition reads.
///
/// A definition's value is its constant plus its coefficients times the values of the symbols
/// it mentions: a basic external's from its own definition, a restricted symbol's from its row
/// (its constant) when it is basic and zero when it is parametric, a parametric external's
/// zero. Pivots move restricted symbols in and out of the basis without touching definitions
/// (I2), so the plan reads every restricted symbol a definition mentions and asks at evaluation
/// whether it is basic; which externals a definition mentions, and with which coefficients,
/// changes only when a definition is set, taken or rewritten
/// (``Tableau/forgetValuePlan(ifExternal:)``), and only then is the plan made again. That
/// leaves evaluation a pass over the definitions' terms instead of over every row.
struct ValuePlan {
  /// The basic externals, each after the externals its definition reads.
  private(set) var order: [Int32] = []
  /// For `order[k]`, its reads are `reads[readEnds[k - 1] ..< readEnds[k]]`.
  private var readEnds: [Int32] = []
  private var reads: [Read] = []
  /// Scratch of ``rebuild(from:)``, kept with the plan for its storage: per symbol, 0 when not
  /// visited, 1 while its reads are being ordered, 2 once ordered; and the walk's stack.
  private var state: [UInt8] = []
  private var stack: [Int32] = []

  private struct Read {
    var id: Int32
    /// A basic external's value is in the values being written, a restricted symbol's in its
    /// row.
    var isExternal: Bool
    var coefficient: Double
  }

  /// An empty plan, for ``rebuild(from:)`` to fill.
  init() {}

  /// The plan of `tableau`'s definitions as they are now.
  init(_ tableau: Tableau) {
    rebuild(from: tableau)
  }

  /// Plans `tableau`'s definitions as they are now, in this plan's storage.
  ///
  /// A stack that hides a view makes the plan again at every change: fresh arrays there were
  /// fresh pages, faulted in on every hide. The walk goes through buffer pointers: iterating a
  /// row's terms as an array held in another array retains and releases its storage, which was
  /// half of the plan's cost.
  mutating func rebuild(from tableau: Tableau) {
    var order = self.order
    var readEnds = self.readEnds
    var reads = self.reads
    var state = self.state
    var stack = self.stack
    (self.order, self.readEnds, self.reads, self.state, self.stack) = ([], [], [], [], [])
    order.removeAll(keepingCapacity: true)
    readEnds.removeAll(keepingCapacity: true)
    reads.removeAll(keepingCapacity: true)
    order.reserveCapacity(tableau.externals.count)
    readEnds.reserveCapacity(tableau.externals.count)
    // 0: not visited, 1: its reads are being ordered, 2: ordered.
    state.removeAll(keepingCapacity: true)
    state.append(contentsOf: repeatElement(0, count: tableau.kinds.count))
    tableau.kinds.withUnsafeBufferPointer { kinds in
      tableau.hasRow.withUnsafeBufferPointer { hasRow in
        tableau.rows.withUnsafeBufferPointer { rows in
          for start in tableau.externals where hasRow[Int(start)] && state[Int(start)] == 0 {
            stack.append(start)
            while let top = stack.last {
              let basic = Int(top)
              guard state[basic] != 2 else {
                stack.removeLast()
                continue
              }
              rows[basic].terms.withUnsafeBufferPointer { terms in
                if state[basic] == 0 {
                  state[basic] = 1
                  let depth = stack.count
                  for term in terms
                  where kinds[Int(term.id)] == .external && hasRow[Int(term.id)]
                    && state[Int(term.id)] == 0
                  {
                    stack.append(term.id)
                  }
                  if stack.count > depth { return }
                }
                stack.removeLast()
                state[basic] = 2
                order.append(top)
                for term in terms {
                  let isRestricted = kinds[Int(term.id)].isRestricted
                  if isRestricted || hasRow[Int(term.id)] {
                    reads.append(
                      Read(id: term.id, isExternal: !isRestricted, coefficient: term.coefficient))
                  }
                }
                readEnds.append(Int32(reads.count))
              }
            }
          }
        }
      }
    }
    (self.order, self.readEnds, self.reads, self.state, self.stack) =
      (order, readEnds, reads, state, stack)
  }

  /// Writes every basic external's value into `values` (indexed by symbol), reading the
  /// definitions' constants and basic restricted symbols' values from `rows`; other entries
  /// are left as they are.
  func evaluate(rows: [Row], hasRow: [Bool], into values: inout [Double]) {
    var start = 0
    for (k, basic) in order.enumerated() {
      let end = Int(readEnds[k])
      var value = rows[Int(basic)].constant
      for index in start..<end {
        let read = reads[index]
        let id = Int(read.id)
        if read.isExternal {
          value += read.coefficient * values[id]
        } else if hasRow[id] {
          value += read.coefficient * rows[id].constant
        }
      }
      values[Int(basic)] = value
      start = end
    }
  }
}
