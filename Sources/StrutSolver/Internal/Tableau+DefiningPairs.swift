/// A complementary pair's row (its errors already weighed in the objective) that can define
/// the one variable it constrains: a non-negative external that no row has defined yet, such
/// as a view's width under its content size.
struct DefiningPair {
  var row: Row
  var tag: Tag
  /// The variable the row defines.
  var subject: Int32
}

extension Tableau {
  /// The symbol a complementary pair on `terms` can define: their only one, a non-negative
  /// external that no row defines yet, as a view's width when its content size is added.
  func definableSubject(of terms: [(Int32, Double)]) -> Int32? {
    guard terms.count == 1, kinds[Int(terms[0].0)] == .nonNegativeExternal,
      !isBasic(terms[0].0)
    else { return nil }
    return terms[0].0
  }

  /// Inserts pairs that define distinct subjects: together when they can go so (see
  /// `insertTogether(_:)`), one by one otherwise.
  mutating func insert(definingPairs pairs: [DefiningPair]) {
    guard !pairs.isEmpty, !insertTogether(pairs) else { return }
    // Optional rows cannot make the tableau infeasible.
    for pair in pairs { try? insert(pair.row, tag: pair.tag) }
  }

  /// Inserts rows that each define their parametric non-negative subject as
  /// `subject = value + over − under`, all in one step, and optimizes; returns false, with
  /// nothing changed, when the subjects' values together would make a subject or a restricted
  /// row negative: the caller then inserts the rows one by one.
  ///
  /// One by one, each row goes in with an error as its subject and the next pivot brings the
  /// variable into the basis, substituting it into every restricted row that mentions it. A
  /// stack's widths all appear in the row that closes the stack, and each substitution took a
  /// term out of the middle of that row, moving the rest of it: quadratic in the views. Here
  /// each such row is rewritten once, to the same terms and constants, in the same order of
  /// additions, that those pivots leave.
  private mutating func insertTogether(_ pairs: [DefiningPair]) -> Bool {
    // Each subject's definition, its value the constant (its errors are zero).
    var definitions: [Row] = []
    definitions.reserveCapacity(pairs.count)
    for pair in pairs {
      guard !isBasic(pair.subject), pair.row.coefficient(of: pair.subject) != 0 else {
        return false
      }
      var definition = pair.row
      definition.solve(for: pair.subject)
      guard definition.constant >= 0 else { return false }
      definitions.append(definition)
    }
    // The restricted rows that mention subjects, each with the subjects it mentions in the
    // order of the pairs; ascending, so that no order depends on the dictionary's.
    var mentions: [Int32: [Int]] = [:]
    for (index, pair) in pairs.enumerated() {
      for key in columns[Int(pair.subject)] {
        let basic = basic(forKey: key)
        guard kinds[Int(basic)].isRestricted else { continue }
        mentions[basic, default: []].append(index)
      }
    }
    let holders = mentions.keys.sorted()
    for basic in holders {
      var constant = rows[Int(basic)].constant
      for index in mentions[basic]! {
        constant +=
          rows[Int(basic)].coefficient(of: pairs[index].subject) * definitions[index].constant
      }
      guard constant >= 0 else { return false }
    }
    for (pair, definition) in zip(pairs, definitions) {
      setRow(pair.subject, definition)
      noteObjective(pair.subject, definition)
      var touchedObjective = false
      for k in objective.indices where objective[k].substitute(pair.subject, with: definition) {
        touchedObjective = true
      }
      if touchedObjective { markDirty(definition) }
    }
    for basic in holders {
      rewrite(basic, substituting: mentions[basic]!.map { (pairs[$0].subject, definitions[$0]) })
    }
    pairsDefinedTogether += pairs.count
    optimize()
    return true
  }

  /// Replaces the subjects in a restricted row by their definitions, in one pass.
  ///
  /// The definitions' terms are symbols newer than any in the row (the pairs' errors), so they
  /// follow its terms; the constant takes each definition's value in the order given, as a
  /// substitution at a time would.
  private mutating func rewrite(_ basic: Int32, substituting definitions: [(Int32, Row)]) {
    noteRow(basic)
    var row = rows[Int(basic)]
    rows[Int(basic)] = Row()
    let subjects = definitions.map(\.0).sorted()
    var factors: [Int32: Double] = [:]
    var terms: [Row.Term] = []
    terms.reserveCapacity(row.terms.count + definitions.count)
    var next = 0
    for term in row.terms {
      while next < subjects.count && subjects[next] < term.id { next += 1 }
      if next < subjects.count && subjects[next] == term.id {
        factors[term.id] = term.coefficient
        noteColumn(term.id)
        columns[Int(term.id)].remove(rowKey(basic))
      } else {
        terms.append(term)
      }
    }
    for (subject, definition) in definitions {
      let factor = factors[subject]!
      row.constant += factor * definition.constant
      for term in definition.terms {
        let coefficient = factor * term.coefficient
        guard !isNearZero(coefficient) else { continue }
        assert(terms.last.map { $0.id < term.id } ?? true, "a definition's terms must be newest")
        terms.append(Row.Term(id: term.id, coefficient: coefficient))
        noteColumn(term.id)
        columns[Int(term.id)].insert(rowKey(basic))
      }
    }
    work &+= row.terms.count + terms.count
    row.terms = terms
    rows[Int(basic)] = row
  }
}
