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
    // The restricted rows that mention subjects, each with the pairs whose subjects it
    // mentions, in the order of the pairs: one list sorted by row, so that no order depends on
    // a dictionary's and no row gets a list of its own.
    var mentions: [PairMention] = []
    for (index, pair) in pairs.enumerated() {
      for key in columns[Int(pair.subject)] {
        let basic = basic(forKey: key)
        guard kinds[Int(basic)].isRestricted else { continue }
        mentions.append(PairMention(holder: basic, pair: index))
      }
    }
    mentions.sort { ($0.holder, $0.pair) < ($1.holder, $1.pair) }
    let holders = PairMention.runs(of: mentions)
    for run in holders {
      let basic = mentions[run.lowerBound].holder
      var constant = rows[Int(basic)].constant
      for mention in mentions[run] {
        constant +=
          rows[Int(basic)].coefficient(of: pairs[mention.pair].subject)
          * definitions[mention.pair].constant
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
    for run in holders {
      rewrite(
        mentions[run.lowerBound].holder, substituting: mentions[run], of: pairs, by: definitions)
    }
    pairsDefinedTogether += pairs.count
    optimize()
    return true
  }

  /// Replaces the subjects of the `mentions`' pairs in a restricted row by their
  /// `definitions`, in one pass.
  ///
  /// The definitions' terms are symbols newer than any in the row (the pairs' errors), so they
  /// follow its terms; the constant takes each definition's value in the order given, as a
  /// substitution at a time would.
  private mutating func rewrite(
    _ basic: Int32, substituting mentions: ArraySlice<PairMention>, of pairs: [DefiningPair],
    by definitions: [Row]
  ) {
    noteRow(basic)
    var row = rows[Int(basic)]
    rows[Int(basic)] = Row()
    // Each subject's coefficient, in the order of the mentions; its term is marked with a
    // zero coefficient (a row holds none) so that the copy below leaves it out.
    var factors = factorScratch
    factorScratch = []
    factors.removeAll(keepingCapacity: true)
    var added = 0
    for mention in mentions {
      let subject = pairs[mention.pair].subject
      let (index, found) = row.position(of: subject)
      assert(found, "a mention's row must hold its subject")
      factors.append(row.terms[index].coefficient)
      row.terms[index].coefficient = 0
      added += definitions[mention.pair].terms.count
      noteColumn(subject)
      columns[Int(subject)].remove(rowKey(basic))
    }
    var terms: [Row.Term] = []
    terms.reserveCapacity(row.terms.count - mentions.count + added)
    for term in row.terms where term.coefficient != 0 { terms.append(term) }
    for (mention, factor) in zip(mentions, factors) {
      let definition = definitions[mention.pair]
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
    factorScratch = factors
    work &+= row.terms.count + terms.count
    row.terms = terms
    rows[Int(basic)] = row
  }
}

/// A restricted row that mentions the subject of one of the pairs defined together.
private struct PairMention {
  var holder: Int32
  /// The pair's index among those defined together.
  var pair: Int

  /// The stretches of `mentions`, sorted by holder, that share a holder.
  static func runs(of mentions: [PairMention]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for index in mentions.indices.dropFirst() {
      guard mentions[index].holder != mentions[start].holder else { continue }
      runs.append(start..<index)
      start = index
    }
    if !mentions.isEmpty { runs.append(start..<mentions.count) }
    return runs
  }
}
