/// What `updateVariables()` evaluates, in order: each basic external with the symbols its
/// definition reads.
///
/// A definition's value is its constant plus its coefficients times the values of the symbols
/// it mentions: a basic external's from its own definition, a restricted symbol's from its row
/// (its constant) when it is basic and zero when it is parametric, a parametric external's
/// zero. Pivots move restricted symbols in and out of the basis without touching definitions
/// (I2), so the plan reads every restricted symbol a definition mentions and asks at evaluation
/// whether it is basic; which externals a definition mentions, and with which coefficients,
/// changes only when a definition is set, taken or rewritten, and only then is the plan made
/// again (``Tableau/forgetValuePlan(ifExternal:)``), or, where a definition's terms changed and
/// the order still holds for them, revised (``revise(_:from:)``). That leaves evaluation a pass
/// over the definitions' terms instead of over every row.
struct ValuePlan {
  /// The basic externals, each after the externals its definition reads.
  private(set) var order: [Int32] = []
  /// For `order[k]`, its reads are `reads[readStarts[k] ..< readEnds[k]]`: a revised
  /// definition's reads go at the end of `reads`, and its old ones are left unread.
  private var readStarts: [Int32] = []
  private var readEnds: [Int32] = []
  private var reads: [Read] = []
  /// Reads that revisions left unread: past half of `reads`, the plan is made again instead.
  private var unreadCount = 0
  /// Where each symbol stands in the plan, by id.
  ///
  /// 0 when not visited, -1 while its reads are being ordered, `k + 1` once it is `order[k]`:
  /// the walk's marks in ``rebuild(from:)``, kept as the positions ``revise(_:from:)`` checks.
  private var state: [Int32] = []
  /// The walk's stack, kept with the plan for its storage.
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
    var readStarts = self.readStarts
    var readEnds = self.readEnds
    var reads = self.reads
    var state = self.state
    var stack = self.stack
    (self.order, self.readStarts, self.readEnds, self.reads, self.state, self.stack) =
      ([], [], [], [], [], [])
    order.removeAll(keepingCapacity: true)
    readStarts.removeAll(keepingCapacity: true)
    readEnds.removeAll(keepingCapacity: true)
    reads.removeAll(keepingCapacity: true)
    order.reserveCapacity(tableau.externals.count)
    readStarts.reserveCapacity(tableau.externals.count)
    readEnds.reserveCapacity(tableau.externals.count)
    state.removeAll(keepingCapacity: true)
    state.append(contentsOf: repeatElement(0, count: tableau.kinds.count))
    tableau.kinds.withUnsafeBufferPointer { kinds in
      tableau.hasRow.withUnsafeBufferPointer { hasRow in
        tableau.rows.withUnsafeBufferPointer { rows in
          for start in tableau.externals where hasRow[Int(start)] && state[Int(start)] == 0 {
            stack.append(start)
            while let top = stack.last {
              let basic = Int(top)
              guard state[basic] <= 0 else {
                stack.removeLast()
                continue
              }
              rows[basic].terms.withUnsafeBufferPointer { terms in
                if state[basic] == 0 {
                  state[basic] = -1
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
                readStarts.append(Int32(reads.count))
                order.append(top)
                state[basic] = Int32(order.count)
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
    (self.order, self.readStarts, self.readEnds, self.reads, self.state, self.stack) =
      (order, readStarts, readEnds, reads, state, stack)
    unreadCount = 0
  }

  /// Takes the changes of the definitions of `revised` (externals whose rows changed, came or
  /// went since the plan was made, sorted, repeats allowed), or returns false when the plan
  /// must be made again: an external that was not basic when the plan was made has a
  /// definition, a definition now reads a basic external planned after it, or the unread reads
  /// have grown past half.
  ///
  /// An external that lost its definition keeps its place with no reads: its row is empty,
  /// so it evaluates to zero, the value of a parametric external, and definitions that mention
  /// it read that zero. Removing a hidden view's spacing takes its marker out through a
  /// definition and rewrites the few definitions that mention it; making the plan again walked
  /// every definition of a stack of 1,000 views.
  mutating func revise(_ revised: [Int32], from tableau: Tableau) -> Bool {
    for (index, id) in revised.enumerated() where index == 0 || revised[index - 1] != id {
      let position = Int(id) < state.count ? Int(state[Int(id)]) - 1 : -1
      guard position >= 0 else { return false }
      let start = reads.count
      for term in tableau.rows[Int(id)].terms {
        let isRestricted = tableau.kinds[Int(term.id)].isRestricted
        guard isRestricted || tableau.hasRow[Int(term.id)] else { continue }
        // A basic external read must come earlier in the order (its state is 1...position).
        guard
          isRestricted
            || (Int(term.id) < state.count && state[Int(term.id)] >= 1
              && state[Int(term.id)] <= position)
        else {
          reads.removeSubrange(start...)
          return false
        }
        reads.append(Read(id: term.id, isExternal: !isRestricted, coefficient: term.coefficient))
      }
      unreadCount += Int(readEnds[position] - readStarts[position])
      (readStarts[position], readEnds[position]) = (Int32(start), Int32(reads.count))
    }
    return unreadCount <= reads.count / 2
  }

  /// Writes every basic external's value into `values` (indexed by symbol), reading the
  /// definitions' constants and basic restricted symbols' values from `rows`; other entries
  /// are left as they are.
  func evaluate(rows: [Row], hasRow: [Bool], into values: inout [Double]) {
    for (k, basic) in order.enumerated() {
      var value = rows[Int(basic)].constant
      for index in Int(readStarts[k])..<Int(readEnds[k]) {
        let read = reads[index]
        let id = Int(read.id)
        if read.isExternal {
          value += read.coefficient * values[id]
        } else if hasRow[id] {
          value += read.coefficient * rows[id].constant
        }
      }
      values[Int(basic)] = value
    }
  }
}
